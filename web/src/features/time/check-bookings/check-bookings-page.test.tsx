// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCheckBookingsResult, TCheckFinding } from '@app/shared/time-tracking/check-bookings';
import { addDays, isoWeekdayOf } from '@app/shared/time/tenant-time';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';
import { formatDate, todayInDisplayZone } from '#lib/format';
import { bookingFixture, clockFixture, day } from '../time-test-fixtures';

const planner = sessionFixture({
  username: 'planner',
  displayName: 'Paula Planner',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'time.track', 'time.approve']),
});
const emmaId = '00000000-0000-4000-8000-000000000011';
const unitId = '00000000-0000-4000-8000-000000000091';
const open = bookingFixture(1, { userId: emmaId, clockOut: null, end: null });
const requested = bookingFixture(2, { userId: emmaId, state: 0, begin: '18:00', end: '19:00' });
const finding = (over: Partial<TCheckFinding>): TCheckFinding => ({
  kind: 'requested',
  day,
  booking: null,
  other: null,
  shift: null,
  ...over,
});
const result = (findings: TCheckFinding[]): TCheckBookingsResult => ({
  from: day,
  to: day,
  checked: 3,
  people: findings.length ? [{ userId: emmaId, displayName: 'Emma Example', findings }] : [],
});

/** The page's API: the units, the check answering `answers` in turn, approve and save. */
function checkApi(answers: TCheckBookingsResult[]) {
  let checks = 0;
  return ({ url, method }: { url: string; method: string }) => {
    if (url === '/api/units' && method === 'GET')
      return jsonResponse([
        {
          id: unitId,
          name: 'Station A',
          unitType: 0,
          parentId: null,
          enabled: true,
          holidayRegion: null,
          version: 1,
        },
      ]);
    if (url === '/api/time/clock') return jsonResponse(clockFixture());
    if (url === '/api/time/check-bookings' && method === 'POST') {
      const answer = answers[Math.min(checks, answers.length - 1)];
      checks += 1;
      return jsonResponse(answer);
    }
    if (url.startsWith(`/api/time/bookings/${requested.id}/approve`))
      return jsonResponse({ ...requested, state: 1, version: 2 });
    if (url === '/api/time/bookings' && method === 'POST')
      return jsonResponse({ booking: { ...open, end: '16:30', version: 2 }, requested: false });
    return undefined;
  };
}

describe('check bookings', () => {
  it("checks the first unit's last week and shows each finding with its action", async () => {
    const server = renderSignedIn(
      '/time/check',
      { session: planner },
      checkApi([
        result([
          finding({ kind: 'missingClockOut', booking: open }),
          finding({ kind: 'planWithoutBooking', shift: { begin: '06:00', end: '14:00' } }),
          finding({ kind: 'requested', booking: requested }),
        ]),
      ]),
    );
    const person = await screen.findByRole('region', { name: 'Emma Example' });
    const items = within(person).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      `Gehen-Buchung fehlt am ${formatDate(day)}`,
      `Geplanter Dienst ohne Buchung am ${formatDate(day)}`,
      `Wartet auf Genehmigung am ${formatDate(day)}`,
    ]);
    expect(within(items[0] as HTMLElement).getByText('Buchung 07:58 – offen')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Geplant 06:00 – 14:00')).toBeTruthy();
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link', { name: 'Soll/Ist' })
        .getAttribute('href'),
    ).toBe(`/time/target-actual?userId=${emmaId}&month=${day.slice(0, 7)}`);
    expect(screen.getByText('1 von 3 Personen haben Auffälligkeiten.')).toBeTruthy();
    const today = todayInDisplayZone();
    const monday = addDays(today, 1 - isoWeekdayOf(today) - 7);
    expect(server.calls.find((call) => call.url === '/api/time/check-bookings')?.body).toEqual({
      unitId,
      from: monday,
      to: addDays(monday, 6),
    });
  });

  it('approves a request and adds a missing clock-out; the list refreshes after each', async () => {
    const server = renderSignedIn(
      '/time/check',
      { session: planner },
      checkApi([
        result([finding({ kind: 'missingClockOut', booking: open }), finding({ booking: requested })]),
        result([finding({ kind: 'missingClockOut', booking: open })]),
        result([]),
      ]),
    );
    const person = await screen.findByRole('region', { name: 'Emma Example' });
    fireEvent.click(within(person).getByRole('button', { name: 'Genehmigen' }));
    expect(await screen.findByText('Buchung genehmigt.')).toBeTruthy();
    await waitFor(() => expect(within(person).getAllByRole('listitem')).toHaveLength(1));

    fireEvent.click(within(person).getByRole('button', { name: 'Gehen nachtragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buchung bearbeiten' });
    const end = within(dialog).getByLabelText('Gehen');
    fireEvent.change(end, { target: { value: '16:30' } });
    fireEvent.blur(end);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Nichts zu prüfen: Die Buchungen von 3 Personen sind in Ordnung.'),
    ).toBeTruthy();
    expect(server.calls.find((call) => call.url === '/api/time/bookings')?.body).toMatchObject({
      id: open.id,
      userId: emmaId,
      begin: '07:58',
      end: '16:30',
    });
  });
});

describe('check bookings and one’s own time', () => {
  it('offers no decision on the planner’s own booking', async () => {
    const own = bookingFixture(3, { userId: planner.currentUserId, state: 0 });
    const answer: TCheckBookingsResult = {
      from: day,
      to: day,
      checked: 2,
      people: [
        {
          userId: planner.currentUserId,
          displayName: 'Paula Planner',
          findings: [finding({ booking: own })],
        },
        { userId: emmaId, displayName: 'Emma Example', findings: [finding({ booking: requested })] },
      ],
    };
    renderSignedIn('/time/check', { session: planner }, checkApi([answer]));
    const mine = await screen.findByRole('region', { name: 'Paula Planner' });
    expect(within(mine).queryByRole('button', { name: 'Genehmigen' })).toBeNull();
    expect(within(mine).queryByRole('button', { name: 'Ablehnen' })).toBeNull();
    expect(within(mine).getByText(/darüber entscheidet ein anderer/)).toBeTruthy();
    const emma = screen.getByRole('region', { name: 'Emma Example' });
    expect(within(emma).getByRole('button', { name: 'Genehmigen' })).toBeTruthy();
  });

  it('says which unit the planner is not responsible for, in the server’s words', async () => {
    const refusal = 'Sie sind für den Bereich „Station A“ nicht zuständig.';
    const api = checkApi([]);
    renderSignedIn('/time/check', { session: planner }, (call: { url: string; method: string }) =>
      call.url === '/api/time/check-bookings'
        ? jsonResponse(
            {
              error: {
                code: 'NOT_RESPONSIBLE',
                messageKey: 'error.NOT_RESPONSIBLE',
                message: refusal,
                details: { unitId },
              },
            },
            403,
          )
        : api(call),
    );
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
