// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';
import { typeDate } from '#test/date-input';
import type { TSession } from '@app/shared/tenants/session';
import { SessionContext } from '#app/session';
import { PublishButton } from './publish-button';

const unitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';

/** The button where the calendar mounts it: inside the signed-in frame's session. */
const mounted = (session: TSession) => (
  <SessionContext.Provider value={session}>
    <PublishButton unitId={unitId} unitName="Wohnbereich 1" />
    <p>loaded</p>
  </SessionContext.Provider>
);

describe('the publish button', () => {
  it('shows the day published so far and publishes up to the day chosen', async () => {
    const server = renderSignedIn(
      '/publish-test',
      { children: mounted(sessionFixture()) },
      ({ url, method, body }) => {
        if (url === `/api/calendar/published-to/${unitId}`)
          return jsonResponse({ unitId, publishedTo: '2026-12-13' });
        if (url === '/api/calendar/publish' && method === 'POST')
          return jsonResponse({ unitId, publishedTo: (body as { publishTo: string }).publishTo });
        return undefined;
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Veröffentlichen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dienstplan veröffentlichen: Wohnbereich 1' });
    expect(await screen.findByText('Veröffentlicht bis 13.12.2026.')).toBeTruthy();
    typeDate(screen.getByRole('group', { name: 'Veröffentlichen bis' }), '20122026');
    const buttons = dialog.querySelectorAll('button');
    const submit = [...buttons].find((button) => button.textContent === 'Veröffentlichen');
    if (!submit) throw new Error('no submit button');
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
