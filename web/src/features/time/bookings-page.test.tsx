// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TBooking } from '@app/shared/time-tracking/booking';
import { addDays, daysBetween, isoWeekdayOf } from '@app/shared/time/tenant-time';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';
import { formatDate, todayInDisplayZone } from '#lib/format';
import { bookingFixture, clockFixture, day, me } from './time-test-fixtures';

const employee = sessionFixture({
  currentUserId: me,
  username: 'employee',
  displayName: 'Emil Employee',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'absences.request', 'time.track']),
});

/** The API of "My time": the week's bookings, the clock (cost units) and the save answered by `save`. */
function myTimeApi(bookings: TBooking[], save?: (body: unknown) => Response) {
  return ({ url, method, body }: { url: string; method: string; body: unknown }) => {
    if (url.startsWith('/api/time/bookings?') && method === 'GET') return jsonResponse(bookings);
    if (url === '/api/time/clock' && method === 'GET')
      return jsonResponse(clockFixture({ costUnits: [{ code: 'K100', name: 'Pflege' }] }));
    if (url === '/api/time/bookings' && method === 'POST' && save) return save(body);
    return undefined;
  };
}

const typeTime = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('my time', () => {
  it("lists the week's bookings with their states and moves by week", async () => {
    const server = renderSignedIn(
      '/time/bookings',
      { session: employee },
      myTimeApi([
        bookingFixture(1),
        bookingFixture(2, { state: 0, clockIn: `${day}T17:00:00.000Z`, begin: '18:00', end: '19:00' }),
        bookingFixture(3, { state: -1, clockIn: `${day}T18:00:00.000Z`, begin: '19:00', end: '20:00' }),
        bookingFixture(4, { state: -2, clockIn: `${day}T19:00:00.000Z`, begin: '20:00', end: '21:00' }),
      ]),
    );
    // This week: the page reads today in the company's zone, set by the session while it loads; around midnight
    // the browser's zone may already be in another week (a CI run at 00:30 in Berlin on a Monday), so the week is
    // read from the page and checked to hold today in either.
    const week = await screen.findByRole('region', { name: /^KW \d+: \d{2}\.\d{2}\.\d{4} – / });
    const name = document.getElementById(week.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    const [, dd, mm, yyyy] = /: (\d{2})\.(\d{2})\.(\d{4}) – /.exec(name) ?? [];
    const monday = `${yyyy ?? ''}-${mm ?? ''}-${dd ?? ''}`;
    expect(isoWeekdayOf(monday)).toBe(1);
    expect(daysBetween(monday, todayInDisplayZone())).toBeGreaterThanOrEqual(-1);
    expect(daysBetween(monday, todayInDisplayZone())).toBeLessThanOrEqual(7);
    expect(name).toMatch(new RegExp(`^KW \\d+: ${formatDate(monday)} – ${formatDate(addDays(monday, 6))}$`));
    const items = await within(week).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[class*="badge"]')?.textContent)).toEqual([
      'OK',
      'Beantragt',
      'Abgelehnt',
      'Storniert',
    ]);
    expect(within(items[0] as HTMLElement).getByText('07:58 – 16:30')).toBeTruthy();
    expect(server.calls.some((call) => call.url.includes(`from=${monday}&to=${addDays(monday, 6)}`))).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Vorige Woche' }));
    await waitFor(() =>
      expect(server.calls.some((call) => call.url.includes(`from=${addDays(monday, -7)}`))).toBe(true),
    );
    expect(
      await screen.findByRole('heading', {
        name: new RegExp(`^KW \\d+: ${formatDate(addDays(monday, -7))}`),
      }),
    ).toBeTruthy();
  });

  it('corrects a booking in the dialog and says that the change waits for approval', async () => {
    const booking = bookingFixture(1, {
      pauses: [{ begin: `${day}T11:00:00.000Z`, end: `${day}T11:30:00.000Z` }],
      version: 2,
    });
    const server = renderSignedIn(
      '/time/bookings',
      { session: employee },
      myTimeApi([booking], () =>
        jsonResponse({ booking: { ...booking, state: 0, end: '17:00', version: 3 }, requested: true }),
      ),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: `Buchung vom ${formatDate(day)} 07:58 bearbeiten` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Buchung bearbeiten' });
    expect(within(dialog).getByText(/ist ein Antrag, bis Ihre Planung sie freigibt/)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Pause von').value).toBe('12:00');
    typeTime('Gehen', '17:00');
    fireEvent.change(within(dialog).getByLabelText('Kostenstelle'), { target: { value: 'K100' } });
    fireEvent.change(within(dialog).getByLabelText('Notiz'), { target: { value: 'Übergabe' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText(/als Antrag gespeichert/)).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: booking.id,
      version: 2,
      userId: me,
      day,
      begin: '07:58',
      end: '17:00',
      pauses: [{ begin: '12:00', end: '12:30' }],
      costUnit: 'K100',
      note: 'Übergabe',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels a booking after asking, and offers no delete to an employee', async () => {
    const booking = bookingFixture(1, { version: 4 });
    const server = renderSignedIn('/time/bookings', { session: employee }, ({ url, method }) =>
      url === `/api/time/bookings/${booking.id}/cancel?version=4` && method === 'POST'
        ? jsonResponse({ ...booking, state: -2, version: 5 })
        : myTimeApi([booking])({ url, method, body: undefined }),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: `Buchung vom ${formatDate(day)} 07:58 bearbeiten` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Buchung bearbeiten' });
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stornieren' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Buchung stornieren?' });
    expect(
      within(confirm).getByText(new RegExp(`Die Buchung vom ${formatDate(day)}, 07:58–16:30`)),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stornieren' }));
    expect(await screen.findByText('Die Buchung wurde storniert.')).toBeTruthy();
    expect(server.calls.some((call) => call.url.endsWith('/cancel?version=4'))).toBe(true);
  });

  it("adds a booking and shows the server's field error at its field", async () => {
    const server = renderSignedIn(
      '/time/bookings',
      { session: employee },
      myTimeApi([], () =>
        errorResponse(400, 'VALIDATION', 'Eingaben prüfen', {
          issues: [
            { path: 'body.end', code: 'custom', message: 'Das Ende liegt mehr als 24 Stunden später.' },
          ],
        }),
      ),
    );
    expect(await screen.findByText('Keine Buchungen in dieser Woche.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buchung hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Buchung' });
    // Without times nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findAllByText('Bitte eine Uhrzeit eingeben.')).toHaveLength(2);
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    typeTime('Kommen', '08:00');
    typeTime('Gehen', '16:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause hinzufügen' }));
    typeTime('Pause von', '12:00');
    typeTime('Pause bis', '12:30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Das Ende liegt mehr als 24 Stunden später.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Gehen').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      userId: me,
      begin: '08:00',
      end: '16:00',
      pauses: [{ begin: '12:00', end: '12:30' }],
      costUnit: null,
      note: null,
    });
  });
});
