// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TDayContent, TTrackingDay } from '@app/shared/time-tracking/tracking';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';
import { emmaId, monthFixture, trackingDay } from './target-actual-fixtures';

const planner = sessionFixture({
  currentUserId: '00000000-0000-4000-8000-00000000a001',
  username: 'paula',
  displayName: 'Paula Planerin',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'calendar.plan', 'user.show', 'time.track', 'time.approve']),
});

const date = '2026-11-04';
const planned: Partial<TTrackingDay> = { plan: [{ label: 'F', begin: '06:00', end: '14:00' }] };

/** The page and day dialog's API; `taken` flips once the tracking was saved (the day then shows the booking). */
function dialogApi(sent: { url: string; body: unknown }[]) {
  let taken = false;
  const content = (): TDayContent => ({
    userId: emmaId,
    source: 'ACTUAL',
    day: trackingDay(date, taken ? { ...planned, actual: 450, difference: -30 } : planned),
    bookings: [],
    surcharges: [],
    costUnits: [],
  });
  return ({ url, method, body }: { url: string; method: string; body: unknown }) => {
    if (url.startsWith('/api/time/target-actual?') && method === 'GET')
      return jsonResponse(monthFixture({ [date]: planned }));
    if (url.startsWith('/api/time/day?') && method === 'GET') return jsonResponse(content());
    if (url === '/api/time/clock' && method === 'GET')
      return jsonResponse({
        state: 'out',
        since: null,
        openBookingId: null,
        version: 0,
        today: '2026-11-23',
        bookings: [],
        workedMinutes: 0,
        costUnits: [{ code: 'WARD-A', name: 'Station A' }],
      });
    if (url === '/api/users' && method === 'GET') return jsonResponse([]);
    if (url === '/api/time/tracking/suggest' && method === 'POST') {
      sent.push({ url, body });
      return jsonResponse({
        userId: emmaId,
        day: date,
        suggestion: {
          begin: '06:00',
          end: '14:00',
          pauses: [{ begin: '10:00', end: '10:30' }],
          shift: 'Früh',
        },
      });
    }
    if (url === '/api/time/tracking' && method === 'POST') {
      sent.push({ url, body });
      taken = true;
      return jsonResponse({
        userId: emmaId,
        date,
        day: content().day,
        bookings: [],
        costUnits: [],
        costUnitSplit: false,
      });
    }
    return undefined;
  };
}

async function openDay() {
  await screen.findByRole('region', { name: /Summen$/ });
  const row = document.querySelector(`tr[data-date="${date}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row ${date}`);
  fireEvent.click(within(row).getByRole('button', { name: 'Aktionen für Mi 04.11.2026' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Tag öffnen' }));
  return screen.findByRole('dialog', { name: /04\.11\.2026: Emma Mitarbeiterin/ });
}

describe('the day dialog', () => {
  it('takes the plan as the day’s booking: suggest, review, save', async () => {
    const sent: { url: string; body: unknown }[] = [];
    renderSignedIn(
      `/time/target-actual?userId=${emmaId}&month=2026-11`,
      { session: planner },
      dialogApi(sent),
    );
    const dialog = await openDay();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Aus Plan übernehmen' }));
    const review = await within(dialog).findByRole('group', { name: 'Vorschlag aus dem Plan' });
    expect(within(review).getByText('Als Buchung übernehmen: 06:00–14:00 (Früh)')).toBeTruthy();
    expect(within(review).getByText('Pausen: 10:00–10:30')).toBeTruthy();
    // Nothing is saved before the review is accepted.
    expect(sent.map((call) => call.url)).toEqual(['/api/time/tracking/suggest']);
    fireEvent.click(within(review).getByRole('button', { name: 'Übernehmen' }));
    expect(await screen.findByText('Buchungen des Tages gespeichert.')).toBeTruthy();
    expect(sent[1]).toEqual({
      url: '/api/time/tracking',
      body: {
        userId: emmaId,
        date,
        bookings: [
          { begin: '06:00', end: '14:00', pauses: [{ begin: '10:00', end: '10:30' }], costUnitId: null },
        ],
        version: 0,
      },
    });
    // The day is read again and shows the new actual.
    await waitFor(() => expect(within(dialog).getByText('7:30')).toBeTruthy());
    expect(within(dialog).queryByRole('group', { name: 'Vorschlag aus dem Plan' })).toBeNull();
  });

  it('refuses a cost unit split larger than the day’s actual before sending it', async () => {
    const sent: { url: string; body: unknown }[] = [];
    renderSignedIn(
      `/time/target-actual?userId=${emmaId}&month=2026-11`,
      { session: planner },
      dialogApi(sent),
    );
    const dialog = await openDay();
    const split = await within(dialog).findByRole('form', { name: 'Kostenstellen' });
    fireEvent.click(within(split).getByRole('button', { name: 'Kostenstelle hinzufügen' }));
    fireEvent.change(within(split).getByLabelText('Kostenstelle'), { target: { value: 'WARD-A' } });
    fireEvent.change(within(split).getByLabelText('Zeit (h:mm)'), { target: { value: '1:00' } });
    // Nothing is booked: the actual is 0:00.
    expect(
      within(split).getByText('Die Aufteilung (1:00) ist größer als die Ist-Zeit des Tages (0:00).'),
    ).toBeTruthy();
    fireEvent.click(within(split).getByRole('button', { name: 'Aufteilung speichern' }));
    expect(sent.filter((call) => call.url.includes('cost-units'))).toEqual([]);
  });
});
