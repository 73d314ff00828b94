// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';
import { typeDate } from '#test/date-input';
import type { TSession } from '@app/shared/tenants/session';
import { SessionContext } from '#app/session';
import { PublishButton } from './publish-button';

const unitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const houseId = '5a0b3c2d-1e4f-4a5b-8c6d-7e8f9a0b1c2d';

/** The button where the calendar mounts it: inside the signed-in frame's session. */
const mounted = (session: TSession) => (
  <SessionContext.Provider value={session}>
    <PublishButton
      units={[
        { unitId: houseId, name: 'Haus am Park', unpublished: 0 },
        { unitId, name: 'Wohnbereich 1', unpublished: 3 },
      ]}
      proposedTo="2026-12-31"
    />
    <p>loaded</p>
  </SessionContext.Provider>
);

describe('the publish button', () => {
  it('counts what is not out yet, shows per person what goes out, and publishes up to the day chosen', async () => {
    const server = renderSignedIn(
      '/publish-test',
      { children: mounted(sessionFixture()) },
      ({ url, method, body }) => {
        if (url === `/api/calendar/published-to/${unitId}`)
          return jsonResponse({ unitId, publishedTo: '2026-12-13' });
        if (url.startsWith('/api/calendar/publish/preview')) {
          const publishTo = new URL(url, 'http://test').searchParams.get('publishTo') ?? '';
          const withdraw = publishTo < '2026-12-13';
          return jsonResponse({
            unitId,
            publishedTo: '2026-12-13',
            publishTo,
            change: publishTo === '2026-12-13' ? 'none' : withdraw ? 'withdraw' : 'publish',
            from: withdraw ? publishTo : '2026-12-14',
            to: withdraw ? '2026-12-13' : publishTo,
            people:
              publishTo === '2026-12-13'
                ? []
                : [
                    {
                      userId: '0b6a4e0c-7e0a-4c2a-9f59-3f7b1c2d4e5f',
                      name: 'Lena Schmidt',
                      entries: 4,
                      minutes: 1830,
                    },
                  ],
            open: withdraw ? 0 : 2,
          });
        }
        if (url === '/api/calendar/publish' && method === 'POST')
          return jsonResponse({ unitId, publishedTo: (body as { publishTo: string }).publishTo });
        return undefined;
      },
    );
    fireEvent.click(
      // Browsers put a space between the flex items of the button's name, jsdom does not.
      await screen.findByRole('button', {
        name: /^Veröffentlichen\s?\(3 Einträge noch nicht veröffentlicht\)$/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dienstplan veröffentlichen: Wohnbereich 1' });
    expect(await screen.findByText('Veröffentlicht bis 13.12.2026.')).toBeTruthy();
    // It starts with the unit that has something to publish; the others are a choice away.
    const unitField = within(dialog).getByRole('combobox', { name: 'Bereich' });
    expect((unitField as HTMLSelectElement).value).toBe(unitId);
    expect(
      within(unitField).getByRole('option', { name: 'Wohnbereich 1 (3 nicht veröffentlicht)' }),
    ).toBeTruthy();
    // The end of the range shown is proposed; the people see what the table lists.
    expect(await within(dialog).findByText('Neu zu sehen vom 14.12.2026 bis 31.12.2026:')).toBeTruthy();
    const row = within(dialog).getByRole('row', { name: /Lena Schmidt/ });
    expect(row.textContent).toBe('Lena Schmidt430:30');
    expect(within(dialog).getByText(/Dazu 2 offene Dienste/)).toBeTruthy();

    // The day published already changes nothing; an earlier one takes days back.
    typeDate(screen.getByRole('group', { name: 'Veröffentlichen bis' }), '13122026');
    expect(await within(dialog).findByText(/schon veröffentlicht/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Bis 13.12.2026 veröffentlichen' })).toHaveProperty(
      'disabled',
      true,
    );
    typeDate(screen.getByRole('group', { name: 'Veröffentlichen bis' }), '10122026');
    expect(await within(dialog).findByRole('button', { name: 'Auf 10.12.2026 zurücknehmen' })).toBeTruthy();

    typeDate(screen.getByRole('group', { name: 'Veröffentlichen bis' }), '20122026');
    const submit = await within(dialog).findByRole('button', { name: 'Bis 20.12.2026 veröffentlichen' });
    // Enabled once the change for that day is there to read.
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/calendar/publish')?.body).toEqual({
        groupId: unitId,
        publishTo: '2026-12-20',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not there without calendar.publish', async () => {
    const employee = sessionFixture({
      isAdmin: false,
      permissions: permissionsFor(['calendar.view', 'calendar.plan']),
    });
    renderSignedIn('/publish-test', { session: employee, children: mounted(employee) });
    expect(await screen.findByText('loaded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Veröffentlichen' })).toBeNull());
  });
});
