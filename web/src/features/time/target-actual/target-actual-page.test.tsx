// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TTargetActual } from '@app/shared/time-tracking/tracking';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';
import { emmaId, monthFixture } from './target-actual-fixtures';

const employee = sessionFixture({
  currentUserId: emmaId,
  username: 'emma',
  displayName: 'Emma Mitarbeiterin',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'time.track']),
});
const planner = sessionFixture({
  currentUserId: '00000000-0000-4000-8000-00000000a001',
  username: 'paula',
  displayName: 'Paula Planerin',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'calendar.plan', 'user.show', 'time.track', 'time.approve']),
});

/** The page's API: the month, the clock (cost units), and the tracking action answered by `action`. */
function pageApi(month: TTargetActual, action?: (body: unknown) => Response) {
  return ({ url, method, body }: { url: string; method: string; body: unknown }) => {
    if (url.startsWith('/api/time/target-actual?') && method === 'GET') return jsonResponse(month);
    if (url === '/api/time/clock' && method === 'GET')
      return jsonResponse({
        state: 'out',
        since: null,
        openBookingId: null,
        version: 0,
        today: '2026-11-23',
        bookings: [],
        workedMinutes: 0,
        costUnits: [],
      });
    if (url === '/api/users' && method === 'GET') return jsonResponse([]);
    if (url === '/api/time/tracking-action' && method === 'POST' && action) return action(body);
    return undefined;
  };
}

const totals = async () => screen.findByRole('region', { name: /Summen$/ });
const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label).nextElementSibling?.textContent;
/** The entries of a day's action menu (opened, read, closed). */
async function menuOf(row: HTMLElement, day: string): Promise<(string | null)[]> {
  fireEvent.click(within(row).getByRole('button', { name: `Aktionen für ${day}` }));
  const menu = await screen.findByRole('menu', { name: `Aktionen für ${day}` });
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}

const rowOf = (date: string) => {
  const row = document.querySelector(`tr[data-date="${date}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row ${date}`);
  return row;
};

describe('target/actual', () => {
  it('shows the totals in hours, and in days of the session’s hours a day', async () => {
    renderSignedIn('/time/target-actual?month=2026-11', { session: employee }, pageApi(monthFixture()));
    const region = await totals();
    expect(figure(region, 'Soll')).toBe('168:00');
    expect(figure(region, 'Ist')).toBe('160:30');
    expect(figure(region, 'Differenz')).toBe('-7:30');
    expect(figure(region, 'Saldo Vormonat')).toBe('+2:00');
    expect(figure(region, 'Saldo Monatsende (Zeitkonto)')).toBe('-5:30');
    // How the month's figures make the time account, in one sentence.
    expect(region.textContent).toContain(
      'Übertrag aus dem Vormonat +2:00 und Differenz dieses Monats -7:30 ergeben den Saldo am Monatsende -5:30.',
    );

    fireEvent.change(screen.getByLabelText('Anzeige'), { target: { value: 'days' } });
    // 8 hours a day: 10080 minutes are 21 days, -450 are -0.94.
    expect(figure(region, 'Soll')).toBe('21,00');
    expect(figure(region, 'Differenz')).toBe('-0,94');
    expect(within(rowOf('2026-11-02')).getAllByRole('cell')[3]?.textContent).toBe('1,00');
  });

  it('starts in days when the session says so', async () => {
    renderSignedIn(
      '/time/target-actual?month=2026-11',
      { session: { ...employee, timeDisplayMode: 'days', timeDisplayModeFactor: 7.5 } },
      pageApi(monthFixture({}, { target: 900 })),
    );
    expect(figure(await totals(), 'Soll')).toBe('2,00');
  });

  it('shows a confirmed day with its tick and keeps it read-only for the employee', async () => {
    const booking = {
      id: '00000000-0000-4000-8000-0000000002b1',
      clockIn: '2026-11-03T07:00:00.000Z',
      clockOut: '2026-11-03T15:30:00.000Z',
      begin: '08:00',
      end: '16:30',
      state: 1 as const,
    };
    const month = monthFixture({
      '2026-11-03': {
        bookings: [booking],
        actual: 480,
        confirmed: { at: '2026-11-05T09:00:00.000Z', by: 'x', byName: 'Paula Planerin' },
      },
      '2026-11-04': { bookings: [{ ...booking, id: '00000000-0000-4000-8000-0000000002b2' }] },
    });
    renderSignedIn('/time/target-actual?month=2026-11', { session: employee }, pageApi(month));
    await totals();
    const confirmed = rowOf('2026-11-03');
    expect(
      within(confirmed).getByRole('img', { name: /^Bestätigt von Paula Planerin am 05\.11\.2026/ }),
    ).toBeTruthy();
    expect(within(confirmed).getByText('08:00 – 16:30')).toBeTruthy();
    expect(within(confirmed).queryByRole('button', { name: /bearbeiten/ })).toBeNull();
    expect(await menuOf(confirmed, 'Di 03.11.2026')).toEqual(['Tag öffnen']);
    // The next day is open: its booking can be edited and another added; confirming is the planner's.
    const open = rowOf('2026-11-04');
    expect(within(open).getByRole('button', { name: 'Buchung 08:00 – 16:30 bearbeiten' })).toBeTruthy();
    expect(await menuOf(open, 'Mi 04.11.2026')).toEqual(['Tag öffnen', 'Buchung hinzufügen']);
    expect(screen.queryByRole('button', { name: 'Woche bestätigen' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('confirms a week, lists the refused days and confirms them anyway', async () => {
    const sent: unknown[] = [];
    const server = renderSignedIn(
      `/time/target-actual?userId=${emmaId}&month=2026-11`,
      { session: planner },
      pageApi(monthFixture({ '2026-11-03': { problems: ['openBooking'] } }), (body) => {
        sent.push(body);
        return jsonResponse(
          sent.length === 1
            ? { done: 6, refused: [{ userId: emmaId, date: '2026-11-03', problem: 'openBooking' }] }
            : { done: 1, refused: [] },
        );
      }),
    );
    await totals();
    expect(within(rowOf('2026-11-03')).getByText('Ausstempeln fehlt')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Woche'), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Woche bestätigen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tage bestätigen' });
    expect(within(dialog).getByText(/vom 02\.11\.2026 bis 08\.11\.2026 von Emma Mitarbeiterin/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));

    const refused = await within(dialog).findByRole('list', { name: 'Diese Tage wurden nicht bestätigt:' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['03.11.2026: Ausstempeln fehlt']);
    expect(sent[0]).toEqual({
      userIds: [emmaId],
      from: '2026-11-02',
      to: '2026-11-08',
      action: 'CONFIRM',
      force: false,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trotzdem bestätigen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent[1]).toEqual({
      userIds: [emmaId],
      from: '2026-11-03',
      to: '2026-11-03',
      action: 'CONFIRM',
      force: true,
    });
    expect(await screen.findByText('7 Tage bestätigt.')).toBeTruthy();
    // The month is read again.
    await waitFor(() =>
      expect(
        server.calls.filter((call) => call.url.startsWith('/api/time/target-actual?')).length,
      ).toBeGreaterThan(1),
    );
  });

  it('confirming the month says which days are not over and stay open, without offering "anyway"', async () => {
    const notOver = 'Die Tage vom 29.11.2026 bis 30.11.2026 sind noch nicht vorbei und bleiben offen.';
    renderSignedIn(
      `/time/target-actual?userId=${emmaId}&month=2026-11`,
      { session: planner },
      pageApi(monthFixture(), () =>
        jsonResponse({
          done: 20,
          refused: [],
          notOver: {
            from: '2026-11-29',
            to: '2026-11-30',
            messageKey: 'time.confirm.notOver',
            message: notOver,
          },
        }),
      ),
    );
    await totals();
    fireEvent.click(screen.getByRole('button', { name: 'Monat bestätigen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tage bestätigen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(dialog).findByText(notOver)).toBeTruthy();
    expect(within(dialog).getByText('20 Tage bestätigt.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Trotzdem bestätigen' })).toBeNull();
    // The footer's button (the corner's × has the same name).
    const close = within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1);
    if (close) fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('confirms the days picked with a shift-click range', async () => {
    const sent: unknown[] = [];
    renderSignedIn(
      `/time/target-actual?userId=${emmaId}&month=2026-11`,
      { session: planner },
      pageApi(monthFixture(), (body) => {
        sent.push(body);
        return jsonResponse({ done: 3, refused: [] });
      }),
    );
    await totals();
    fireEvent.click(screen.getByRole('checkbox', { name: /16\.11\.2026 auswählen/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /18\.11\.2026 auswählen/ }), { shiftKey: true });
    fireEvent.click(screen.getByRole('checkbox', { name: /20\.11\.2026 auswählen/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Ausgewählte Tage bestätigen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tage bestätigen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(
      sent.map((body) => (body as { from: string; to: string }).from + '..' + (body as { to: string }).to),
    ).toEqual(['2026-11-16..2026-11-18', '2026-11-20..2026-11-20']);
  });
});

describe('the credit of an absence day (EditAbsenceTracking)', () => {
  it('is offered on days with an absence only, and saves the hours typed', async () => {
    const sick = { typeName: 'Krank', half: false };
    const month = monthFixture({ '2026-11-10': { absences: [sick], absence: 480, version: 3 } });
    const sent: unknown[] = [];
    renderSignedIn(
      `/time/target-actual?userId=${emmaId}&month=2026-11`,
      { session: planner },
      ({ url, method, body }) => {
        if (url === '/api/time/absence-tracking' && method === 'POST') {
          sent.push(body);
          return jsonResponse({
            date: '2026-11-10',
            absences: [sick],
            credit: 360,
            override: 360,
            absenceConfirmed: false,
            confirmed: false,
            version: 4,
          });
        }
        return pageApi(month)({ url, method, body });
      },
    );
    await totals();
    expect(await menuOf(rowOf('2026-11-09'), 'Mo 09.11.2026')).not.toContain('Abwesenheit anrechnen');
    fireEvent.click(within(rowOf('2026-11-10')).getByRole('button', { name: 'Aktionen für Di 10.11.2026' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Abwesenheit anrechnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abwesenheit am 10.11.2026 anrechnen' });
    expect(within(dialog).getByText(/^Krank: Wie viele Stunden/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Angerechnet (h:mm)' }), {
      target: { value: '6:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(sent).toEqual([{ userId: emmaId, date: '2026-11-10', minutes: 360, version: 3 }]),
    );
    expect(await screen.findByText('Die Anrechnung wurde gespeichert.')).toBeTruthy();
  });
});

describe('target/actual of a person outside the planner’s units', () => {
  it('shows the server’s refusal naming the unit', async () => {
    const refusal = 'Sie sind für den Bereich „Station B“ nicht zuständig.';
    renderSignedIn(
      `/time/target-actual?userId=${emmaId}&month=2026-11`,
      { session: planner },
      ({ url, method }: { url: string; method: string; body: unknown }) => {
        if (url.startsWith('/api/time/target-actual?') && method === 'GET')
          return jsonResponse(
            {
              error: {
                code: 'NOT_RESPONSIBLE',
                messageKey: 'error.NOT_RESPONSIBLE',
                message: refusal,
                details: { unitId: '00000000-0000-4000-8000-000000000092' },
              },
            },
            403,
          );
        return pageApi(monthFixture())({ url, method, body: undefined });
      },
    );
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
