// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TClockState } from '@app/shared/time-tracking/booking';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';
import { bookingFixture, clockFixture, day, me } from './time-test-fixtures';

const employee = sessionFixture({
  currentUserId: me,
  username: 'employee',
  displayName: 'Emil Employee',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'absences.request', 'time.track']),
});

const clockedIn = (over: Partial<TClockState> = {}) =>
  clockFixture({
    state: 'in',
    since: `${day}T06:58:00.000Z`,
    openBookingId: bookingFixture(1).id,
    version: 1,
    bookings: [bookingFixture(1, { clockOut: null, end: null })],
    workedMinutes: 62,
    ...over,
  });

/** The clock API: GET answers `states[0]`, each POST moves to the next state (or answers `post`). */
function clockApi(states: TClockState[], post?: () => Response) {
  let current = 0;
  return ({ url, method }: { url: string; method: string }) => {
    if (url !== '/api/time/clock') return undefined;
    if (method === 'GET') return jsonResponse(states[current]);
    if (post) {
      const answer = post();
      if (answer.status === 409) current = Math.min(current + 1, states.length - 1);
      return answer;
    }
    current = Math.min(current + 1, states.length - 1);
    const clock = states[current] as TClockState;
    return jsonResponse({ booking: clock.bookings[0] ?? bookingFixture(1), requested: false, clock });
  };
}

const buttonNames = () =>
  within(screen.getByRole('region', { name: /seit|Nicht eingestempelt/ }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the clock page', () => {
  it('clocks in from "out" with the chosen cost unit, then offers pause and clock-out', async () => {
    const server = renderSignedIn(
      '/time/clock',
      { session: employee },
      clockApi([
        clockFixture({ costUnits: [{ code: 'K100', name: 'Pflege' }] }),
        clockedIn({ costUnits: [{ code: 'K100', name: 'Pflege' }] }),
      ]),
    );
    expect(await screen.findByText('Nicht eingestempelt')).toBeTruthy();
    expect(screen.getByText('Heute noch keine Buchungen.')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('0:00 Std.');
    expect(buttonNames()).toEqual(['Einstempeln']);
    fireEvent.change(screen.getByLabelText('Kostenstelle'), { target: { value: 'K100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einstempeln' }));

    expect(await screen.findByText('Eingestempelt seit 07:58')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      action: 'in',
      version: 0,
      costUnit: 'K100',
    });
    expect(buttonNames()).toEqual(['Pause', 'Ausstempeln']);
    // The cost unit is chosen at clock-in only.
    expect(screen.queryByLabelText('Kostenstelle')).toBeNull();
    expect(screen.getByRole('timer').textContent).toBe('1:02 Std.');
    const today = screen.getByRole('region', { name: 'Heutige Buchungen' });
    expect(within(today).getByText('07:58 – offen')).toBeTruthy();
  });

  it('offers resume and clock-out while paused, and sends the action with the version read', async () => {
    const paused = clockedIn({ state: 'paused', since: `${day}T11:00:00.000Z`, version: 3 });
    const server = renderSignedIn(
      '/time/clock',
      { session: employee },
      clockApi([paused, clockedIn({ version: 4 })]),
    );
    expect(await screen.findByText('In der Pause seit 12:00')).toBeTruthy();
    expect(buttonNames()).toEqual(['Weiter', 'Ausstempeln']);
    expect(screen.queryByLabelText('Kostenstelle')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Eingestempelt seit 07:58')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      action: 'resume',
      version: 3,
    });
  });

  it('reloads the state and says so when the person clocked on another device meanwhile', async () => {
    const server = renderSignedIn(
      '/time/clock',
      { session: employee },
      clockApi([clockFixture(), clockedIn({ version: 1 })], () =>
        errorResponse(409, 'CONFLICT', 'Die Daten wurden inzwischen geändert.'),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Einstempeln' }));
    expect(await screen.findByText(/auf einem anderen Gerät gestempelt/)).toBeTruthy();
    expect(await screen.findByText('Eingestempelt seit 07:58')).toBeTruthy();
    expect(buttonNames()).toEqual(['Pause', 'Ausstempeln']);
    await waitFor(() =>
      expect(
        server.calls.filter((call) => call.method === 'GET' && call.url === '/api/time/clock').length,
      ).toBe(2),
    );
  });

  it("lists today's bookings with their state and why a requested one waits", async () => {
    renderSignedIn(
      '/time/clock',
      { session: employee },
      clockApi([
        clockFixture({
          bookings: [
            bookingFixture(1, { end: '12:00', clockOut: `${day}T11:00:00.000Z` }),
            bookingFixture(2, {
              begin: '05:10',
              end: '06:00',
              state: 0,
              reasons: [
                {
                  messageKey: 'rules.finding.booking.tooEarly',
                  params: { time: '05:10', earliest: '06:00' },
                  ruleName: 'Buchungszeiten',
                },
              ],
            }),
          ],
          workedMinutes: 242,
        }),
      ]),
    );
    const today = await screen.findByRole('region', { name: 'Heutige Buchungen' });
    const [ok, requested] = within(today).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(ok).getByText('07:58 – 12:00')).toBeTruthy();
    expect(within(ok).getByText('OK')).toBeTruthy();
    expect(within(requested).getByText('Beantragt')).toBeTruthy();
    expect(
      within(requested).getByText(
        'Beantragt, weil: Buchungszeiten: Buchung um 05:10 vor der frühesten Zeit 06:00.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('4:02 Std.');
  });

  describe('offline (issue 27)', () => {
    let online = false;
    beforeEach(() => {
      localStorage.clear();
      online = false;
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    });
    afterEach(() => {
      online = true;
    });
    const goOnline = () => {
      online = true;
      window.dispatchEvent(new Event('online'));
    };

    it('keeps a step tapped offline, says what waits, and books it when the connection returns', async () => {
      const steps: unknown[] = [];
      let booked = false;
      const server = renderSignedIn('/time/clock', { session: employee }, (request) => {
        if (request.url === '/api/time/clock' && request.method === 'GET')
          return jsonResponse(booked ? clockedIn() : clockFixture());
        if (request.url !== '/api/time/clock/offline-steps') return undefined;
        steps.push(request.body);
        booked = true;
        return jsonResponse({
          booking: bookingFixture(1),
          requested: false,
          clock: clockedIn(),
          replayed: false,
        });
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Einstempeln' }));

      const notice = await screen.findByText(
        'Offline: 1 Stempelung wird gesendet, sobald Sie wieder online sind.',
      );
      const waiting = within(notice.parentElement as HTMLElement).getAllByRole('listitem');
      expect(waiting.map((item) => item.textContent)).toEqual([
        expect.stringMatching(/^Einstempeln um \d\d:\d\d$/),
      ]);
      // The clock shows what the step will do; nothing was sent yet.
      expect(screen.getByText(/^Eingestempelt seit \d\d:\d\d$/)).toBeTruthy();
      expect(buttonNames()).toEqual(['Pause', 'Ausstempeln']);
      expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);

      goOnline();
      expect(await screen.findByText('1 offline erfasste Stempelung wurde gebucht.')).toBeTruthy();
      expect(steps).toEqual([
        {
          action: 'in',
          at: expect.stringMatching(/Z$/) as unknown,
          idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        },
      ]);
      expect(await screen.findByText('Eingestempelt seit 07:58')).toBeTruthy();
      expect(screen.queryByText(/Offline:/)).toBeNull();
    });

    it('shows a step the server refused with its reason until dismissed', async () => {
      online = true;
      localStorage.setItem(
        `shiftplan.clockQueue.${employee.customerNo}.${me}`,
        JSON.stringify({
          pending: [
            { key: '00000000-0000-4000-8000-000000000301', action: 'in', at: '2026-11-19T06:58:00.000Z' },
          ],
          rejected: [],
        }),
      );
      renderSignedIn(
        '/time/clock',
        { session: employee },
        (request) =>
          request.url === '/api/time/clock/offline-steps'
            ? errorResponse(400, 'CLOCK_STEP_TOO_OLD', 'Diese Stempelung ist älter als 72 Stunden.')
            : undefined,
        clockApi([clockFixture()]),
      );
      const refused = (await screen.findByText('Nicht gebucht')).closest('[role="alert"]') as HTMLElement;
      expect(within(refused).getByRole('listitem').textContent).toMatch(
        /^Einstempeln am 19\.11\.2026 um 07:58: Diese Stempelung ist älter als 72 Stunden\./,
      );
      expect(buttonNames()).toEqual(['Einstempeln']);
      fireEvent.click(within(refused).getByRole('button', { name: 'Ausblenden' }));
      await waitFor(() => expect(screen.queryByText('Nicht gebucht')).toBeNull());
    });
  });
});
