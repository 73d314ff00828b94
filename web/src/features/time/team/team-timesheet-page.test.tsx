// @vitest-environment jsdom
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  TTeamConfirmResult,
  TTeamMonth,
  TTeamPerson,
  TTeamApproveResult,
} from '@app/shared/time-tracking/team-month';
import { teamTotals } from '@app/shared/time-tracking/team-month';
import { addDays, addMonths } from '@app/shared/time/tenant-time';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture, tenantToday } from '#test/fixtures';
import { formatDate } from '#lib/format';

const plannerId = '00000000-0000-4000-8000-00000000a001';
const annaId = '00000000-0000-4000-8000-00000000a002';
const benId = '00000000-0000-4000-8000-00000000a003';
const unitId = '00000000-0000-4000-8000-000000000091';
const planner = sessionFixture({
  currentUserId: plannerId,
  username: 'paula',
  displayName: 'Paula Planerin',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'calendar.plan', 'time.track', 'time.approve']),
});
// A fixed mid-month day: on a month's first day nothing is over yet and there is nothing to confirm (the page says
// so), and from 23:00 UTC Berlin already has the next day.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2026-11-18T09:30:00Z'));
afterAll(() => {
  vi.useRealTimers();
});
const today = tenantToday(planner);
const month = today.slice(0, 7);
const lastDay = addDays(`${addMonths(month, 1)}-01`, -1);

const person = (over: Partial<TTeamPerson> & Pick<TTeamPerson, 'userId' | 'name'>): TTeamPerson => ({
  target: 9600,
  actual: 9600,
  difference: 0,
  worked: 9600,
  absence: 0,
  targetMonth: 10080,
  opening: 0,
  closing: 0,
  overtimeWaiting: 0,
  unconfirmedDays: 0,
  awaitingApproval: 0,
  problemDays: 0,
  tracked: true,
  own: false,
  problems: [],
  ...over,
});

function teamFixture(): TTeamMonth {
  const people = [
    person({
      userId: annaId,
      name: 'Anna Alt',
      target: 9600,
      actual: 9645,
      difference: 45,
      worked: 9165,
      absence: 480,
      opening: 120,
      closing: 165,
      unconfirmedDays: 12,
      problemDays: 1,
      problems: [{ date: `${month}-03`, problem: 'noBookings' }],
    }),
    person({
      userId: benId,
      name: 'Ben Berg',
      target: 4800,
      actual: 4350,
      difference: -450,
      worked: 4350,
      closing: -450,
      unconfirmedDays: 10,
      awaitingApproval: 2,
      problemDays: 1,
      problems: [{ date: `${month}-04`, problem: 'requestedBooking' }],
    }),
    person({ userId: plannerId, name: 'Paula Planerin', own: true }),
  ];
  return {
    unit: { id: unitId, name: 'Wohnbereich 1' },
    units: [
      { id: unitId, name: 'Wohnbereich 1' },
      { id: '00000000-0000-4000-8000-000000000092', name: 'Wohnbereich 2' },
    ],
    month,
    today,
    display: { mode: 'hours', hoursPerDay: 8, showSeconds: false },
    people,
    totals: teamTotals(people),
  };
}

const confirmAnswer: TTeamConfirmResult = {
  confirmed: 21,
  people: [
    { userId: annaId, name: 'Anna Alt', confirmed: 12 },
    { userId: benId, name: 'Ben Berg', confirmed: 9 },
  ],
  refused: [
    {
      userId: benId,
      name: 'Ben Berg',
      date: `${month}-04`,
      problem: 'requestedBooking',
      messageKey: 'time.team.refused.requestedBooking',
      message: `Ben Berg, ${formatDate(`${month}-04`)}: nicht bestätigt, eine Buchung wartet auf Genehmigung.`,
    },
  ],
  notOver: {
    from: today,
    to: lastDay,
    messageKey: 'time.confirm.notOver',
    message: `Die Tage vom ${formatDate(today)} bis ${formatDate(lastDay)} sind noch nicht vorbei und bleiben offen.`,
  },
  skipped: [],
  summary: { messageKey: 'time.team.confirmed', message: 'Bestätigte Tage: 21, Personen: 2.' },
};

const approveAnswer: TTeamApproveResult = {
  approved: 2,
  people: [{ userId: benId, name: 'Ben Berg', approved: 2 }],
  refused: [],
  summary: { messageKey: 'time.team.approved', message: 'Genehmigte Buchungen: 2.' },
};

/** The page's API: the team month, the confirmation and the approval. */
function teamApi() {
  return ({ url, method }: { url: string; method: string }) => {
    if (url.startsWith('/api/time/team?') && method === 'GET') return jsonResponse(teamFixture());
    if (url === '/api/time/team/confirm' && method === 'POST') return jsonResponse(confirmAnswer);
    if (url === '/api/time/team/approve-bookings' && method === 'POST') return jsonResponse(approveAnswer);
    return undefined;
  };
}

const table = () => screen.findByRole('table', { name: 'Personen von Wohnbereich 1' });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('team target/actual', () => {
  it('shows a row per person with target, actual, difference and what is open, and the totals', async () => {
    const server = renderSignedIn('/time/team', { session: planner }, teamApi());
    const people = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Soll/Ist Team' })).toBeTruthy();
    const anna = within(people).getByRole('row', { name: /Anna Alt/ });
    // Target, actual, difference, balance, days not confirmed, awaiting approval, problems.
    expect(cellsOf(anna).slice(1)).toEqual([
      '160:00',
      '160:45',
      '+0:45',
      '+2:45',
      '12',
      '0',
      `Keine Buchungen: ${formatDate(`${month}-03`)}`,
    ]);
    expect(within(anna).getByRole('link', { name: 'Anna Alt' }).getAttribute('href')).toBe(
      `/time/target-actual?userId=${annaId}&month=${month}`,
    );
    const ben = within(people).getByRole('row', { name: /Ben Berg/ });
    expect(cellsOf(ben).slice(1, 4)).toEqual(['80:00', '72:30', '-7:30']);
    const totals = within(people).getByRole('row', { name: /Summe/ });
    expect(cellsOf(totals).slice(1, 7)).toEqual(['400:00', '393:15', '-6:45', '-4:45', '22', '2']);
    // One's own row cannot be chosen: another planner decides.
    expect(
      within(people).getByRole<HTMLInputElement>('checkbox', { name: 'Paula Planerin auswählen' }).disabled,
    ).toBe(true);
    expect(server.calls.find((call) => call.url.startsWith('/api/time/team?'))?.url).toBe(
      `/api/time/team?month=${month}`,
    );
  });

  it('confirms the past days of everyone selected and says what stayed open', async () => {
    const server = renderSignedIn('/time/team', { session: planner }, teamApi());
    const people = await table();
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Vergangene Tage bestätigen' });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(people).getByRole('checkbox', { name: 'Alle auswählen' }));
    expect(screen.getByText('2 Personen ausgewählt')).toBeTruthy();
    fireEvent.click(confirm);
    const dialog = await screen.findByRole('alertdialog', { name: 'Vergangene Tage bestätigen' });
    expect(within(dialog).getByText(/von 2 Personen bestätigen\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    const result = await screen.findByRole('region', { name: 'Ergebnis' });
    expect(within(result).getByText('21 Tage bestätigt.')).toBeTruthy();
    expect(within(result).getByText(confirmAnswer.notOver?.message ?? '')).toBeTruthy();
    expect(within(result).getByText(confirmAnswer.refused[0]?.message ?? '')).toBeTruthy();
    expect(server.calls.find((call) => call.url === '/api/time/team/confirm')?.body).toEqual({
      unitId,
      userIds: [annaId, benId],
      from: `${month}-01`,
      to: lastDay,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("on a month's first day in the tenant's zone, says there is nothing over yet to confirm", async () => {
    // 00:30 on 1 December in Berlin, still 30 November in UTC.
    vi.setSystemTime(new Date('2026-11-30T23:30:00Z'));
    try {
      const server = renderSignedIn('/time/team', { session: planner }, teamApi());
      const people = await table();
      expect(server.calls.find((call) => call.url.startsWith('/api/time/team?'))?.url).toBe(
        '/api/time/team?month=2026-12',
      );
      fireEvent.click(within(people).getByRole('checkbox', { name: 'Alle auswählen' }));
      fireEvent.click(screen.getByRole('button', { name: 'Vergangene Tage bestätigen' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Vergangene Tage bestätigen' });
      expect(
        within(dialog).getByText('In diesem Monat ist noch kein Tag vorbei: Es gibt nichts zu bestätigen.'),
      ).toBeTruthy();
      expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Bestätigen' }).disabled).toBe(
        true,
      );
    } finally {
      vi.setSystemTime(new Date('2026-11-18T09:30:00Z'));
    }
  });

  it("approves the selected people's waiting bookings", async () => {
    const server = renderSignedIn('/time/team', { session: planner }, teamApi());
    const people = await table();
    fireEvent.click(within(people).getByRole('checkbox', { name: 'Ben Berg auswählen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buchungen genehmigen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Buchungen genehmigen' });
    expect(within(dialog).getByText(/von 1 Person genehmigen \(2 wartend\)\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Genehmigen' }));
    const result = await screen.findByRole('region', { name: 'Ergebnis' });
    expect(within(result).getByText('2 Buchungen genehmigt.')).toBeTruthy();
    expect(server.calls.find((call) => call.url === '/api/time/team/approve-bookings')?.body).toEqual({
      unitId,
      userIds: [benId],
      month,
    });
  });
});
