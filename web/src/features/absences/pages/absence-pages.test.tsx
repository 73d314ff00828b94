// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAbsence, TAbsenceInbox } from '@app/shared/absences/absence';
import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { addDays, isoWeekdayOf } from '@app/shared/time/tenant-time';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture, tenantToday } from '#test/fixtures';
import { formatDate } from '#lib/format';

const me = '00000000-0000-4000-8000-000000000001';
const leaveType = '00000000-0000-4000-8000-000000000011';
const sickType = '00000000-0000-4000-8000-000000000012';
const year = Number(tenantToday().slice(0, 4));
const firstMondayOf = (month: string) => {
  const first = `${year}-${month}-01`;
  return addDays(first, (8 - isoWeekdayOf(first)) % 7);
};
const june = firstMondayOf('06');
const september = firstMondayOf('09');

const type = (id: string, de: string, itemClass: 1 | 2): TAbsenceType => ({
  id,
  caption: { de, en: de },
  shortName: de.slice(0, 2),
  itemClass,
  category: '',
  comment: '',
  backColor: '#4caf50',
  account: '',
  accountNumber: '',
  ruleCalcActualHours: 1,
  ruleCalcValue: null,
  enabled: true,
  version: 1,
});

const absence = (id: number, over: Partial<TAbsence>): TAbsence => ({
  id: `00000000-0000-4000-8000-00000000010${id}`,
  userId: me,
  absenceTypeId: leaveType,
  eventClass: 1,
  begin: june,
  end: addDays(june, 4),
  beginState: 'full',
  endState: 'full',
  beginTime: null,
  endTime: null,
  state: 3,
  notes: '',
  substituteIds: [],
  substitutes: [],
  approvals: [],
  awaitingStage: null,
  createdBy: me,
  createdAt: `${year}-01-10T08:00:00.000Z`,
  version: 1,
  ...over,
});

const calendar = (holidays: TCalendarData['holidays']): TCalendarData => ({
  from: `${year}-01-01`,
  to: `${year}-12-31`,
  timeZone: 'Europe/Berlin',
  rows: [],
  slots: [],
  manning: [],
  holidays,
  schoolHolidays: [],
  schoolHolidayAttribution: null,
  ruleMarkers: [],
  resources: [],
  publishedTo: {},
  access: {
    plan: false,
    allowShiftInteraction: false,
    allowShiftInteractionRequest: false,
    createShift: false,
  },
});

const employee = sessionFixture({
  currentUserId: me,
  username: 'employee',
  displayName: 'Emil Employee',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'absences.request']),
});

const emptyInbox: TAbsenceInbox = { approvals: [], substitutions: [] };

/** The API of the "My absences" page around the person's absences (which `absences` holds and a change alters). */
function myAbsencesApi(absences: TAbsence[], inbox = emptyInbox) {
  return ({ url, method, body }: { url: string; method: string; body: unknown }) => {
    if (url.startsWith(`/api/absences/by-person/${me}?`)) return jsonResponse(absences);
    if (url === '/api/absences/inbox') return jsonResponse(inbox);
    if (url === `/api/year-tables/vacation-account/${me}`)
      return jsonResponse({
        userId: me,
        year,
        stored: true,
        entitlementDays: 28,
        carryOverDays: 2,
        takenDays: 4,
        plannedDays: 1.5,
        remainingDays: 26,
        timeAccountMinutes: -780,
      });
    if (url.startsWith('/api/absence-types?'))
      return jsonResponse([type(leaveType, 'Urlaub', 1), type(sickType, 'Krank', 2)]);
    if (url === '/api/calendar/data' && method === 'POST')
      // Thursday of the June week is a public holiday.
      return jsonResponse(
        calendar([{ date: addDays(june, 3), name: 'Fronleichnam', halfDay: false, unitIds: [] }]),
      );
    if (url === '/api/calendar/home/employee')
      return jsonResponse({
        date: `${year}-01-01`,
        until: `${year}-01-15`,
        nextShifts: [],
        openShifts: [],
        inbox: [],
        myRequests: [],
        coming: [],
        swapTargets: [],
        takeable: [],
        approvalUnitIds: [],
        access: { allowShiftInteraction: false, allowShiftInteractionRequest: false },
      });
    if (url === '/api/absences/state' && method === 'POST') {
      const { appointmentId } = body as { appointmentId: string };
      const index = absences.findIndex((candidate) => candidate.id === appointmentId);
      const changed = { ...(absences[index] as TAbsence), state: 5 as const, version: 2 };
      absences.splice(index, 1, changed);
      return jsonResponse({ absence: changed, shiftConflicts: [], absentWarnings: [] });
    }
    return undefined;
  };
}

describe('my absences', () => {
  it('lists the absences with their states and counts the leave of the year in working days', async () => {
    renderSignedIn(
      '/absences',
      { session: employee },
      myAbsencesApi([
        absence(1, { substitutes: [] }),
        absence(2, {
          state: 1,
          begin: september,
          end: addDays(september, 1),
          endState: 'half',
          awaitingStage: 1,
          substitutes: [
            {
              EntryId: '00000000-0000-4000-8000-000000000102',
              SubstituteId: '00000000-0000-4000-8000-000000000003',
              UserDisplayName: 'Lena Schmidt',
              state: 3,
              reason: null,
              at: null,
            },
          ],
        }),
        absence(3, { absenceTypeId: sickType, eventClass: 2, begin: `${year}-02-02`, end: `${year}-02-03` }),
      ]),
    );
    const list = await screen.findByRole('region', { name: /Ihre Abwesenheiten vom/ });
    const items = await within(list).findAllByRole('listitem');
    // By date: the sickness in February, the June leave, the September request.
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Krank',
      'Urlaub',
      'Urlaub',
    ]);
    const [sickness, approved, requested] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(approved).getByText('Genehmigt')).toBeTruthy();
    expect(within(approved).getByText(`${formatDate(june)} – ${formatDate(addDays(june, 4))}`)).toBeTruthy();
    expect(within(requested).getByText('Beantragt')).toBeTruthy();
    expect(within(requested).getByText(/Vertretung: Lena Schmidt \(zugesagt\)/)).toBeTruthy();
    expect(within(requested).getByText(/\(halber Tag\)/)).toBeTruthy();
    // Only a pending request can be withdrawn by its owner.
    expect(within(requested).getByRole('button', { name: /zurückziehen$/ })).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: /zurückziehen$/ })).toBeNull();
    expect(within(sickness).queryByRole('button', { name: /zurückziehen$/ })).toBeNull();

    // June: 5 days but the holiday; September: one day and a half; the sickness is no leave.
    const leave = screen.getByRole('region', { name: `Urlaubstage ${year}` });
    await waitFor(() => expect(within(leave).getByText('Genehmigt').nextSibling?.textContent).toBe('4 Tage'));
    expect(within(leave).getByText('Beantragt').nextSibling?.textContent).toBe('1,5 Tage');
    expect(within(leave).getByText('Genommen und beantragt').nextSibling?.textContent).toBe('5,5 Tage');
    // The year account's own figures: the same remaining leave as "Mein Jahreskonto" and a new request show.
    await waitFor(() =>
      expect(within(leave).getByText('Anspruch mit Übertrag').nextSibling?.textContent).toBe('30 Tage'),
    );
    expect(within(leave).getByText('Resturlaub').nextSibling?.textContent).toBe('26 Tage');
    expect(within(leave).queryByText(/sobald die Jahrestabelle/)).toBeNull();
  });

  it('withdraws a pending request after asking, and shows it cancelled', async () => {
    const request = absence(2, { state: 1, begin: september, end: addDays(september, 1), awaitingStage: 1 });
    const server = renderSignedIn('/absences', { session: employee }, myAbsencesApi([request]));
    const list = await screen.findByRole('region', { name: /Ihre Abwesenheiten vom/ });
    fireEvent.click(await within(list).findByRole('button', { name: /zurückziehen$/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Antrag zurückziehen?' });
    expect(confirm.textContent).toContain(
      `Urlaub vom ${formatDate(september)} bis ${formatDate(addDays(september, 1))}`,
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Antrag zurückziehen' }));
    expect(await screen.findByText('Der Antrag wurde zurückgezogen.')).toBeTruthy();
    expect(server.calls.find((call) => call.url === '/api/absences/state')?.body).toEqual({
      appointmentId: request.id,
      state: 'Cancel',
      version: 1,
    });
    expect(await within(list).findByText('Storniert')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /zurückziehen$/ })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows substitutions waiting for the person above their absences', async () => {
    const asked = absence(4, { userId: '00000000-0000-4000-8000-000000000009', state: 1, awaitingStage: 1 });
    renderSignedIn(
      '/absences',
      { session: employee },
      myAbsencesApi([], {
        approvals: [],
        substitutions: [
          { absence: asked, personName: 'Jonas Weber', typeName: 'Urlaub', typeColor: '#4caf50' },
        ],
      }),
    );
    const substitutions = await screen.findByRole('region', {
      name: /Vertretungen, die auf Ihre Zusage warten/,
    });
    expect(within(substitutions).getByRole('rowheader', { name: 'Jonas Weber' })).toBeTruthy();
    expect(await screen.findByText('Keine Abwesenheiten in diesem Zeitraum.')).toBeTruthy();
    // The substitute answers in DetailsModalSub.
    fireEvent.click(within(substitutions).getByRole('button', { name: 'Antrag von Jonas Weber öffnen' }));
    expect(await screen.findByRole('dialog', { name: 'Vertretung' })).toBeTruthy();
  });
});

describe('absence approvals', () => {
  it('lists what waits for the approver and opens a request in the details dialog', async () => {
    const waiting = absence(5, {
      userId: '00000000-0000-4000-8000-000000000009',
      state: 1,
      awaitingStage: 2,
      begin: september,
      end: addDays(september, 9),
    });
    const server = renderSignedIn(
      '/absences/approvals',
      {
        session: sessionFixture({
          isAdmin: false,
          permissions: permissionsFor(['calendar.view', 'calendar.plan', 'absences.approve']),
        }),
      },
      ({ url }) =>
        url === '/api/absences/inbox'
          ? jsonResponse({
              approvals: [
                {
                  absence: waiting,
                  personName: 'Emma Mitarbeiterin',
                  typeName: 'Urlaub',
                  typeColor: '#4caf50',
                },
              ],
              substitutions: [],
            } satisfies TAbsenceInbox)
          : undefined,
    );
    const table = await screen.findByRole('table', { name: /Warten auf Ihre Entscheidung/ });
    const row = within(table).getByRole('row', { name: /Emma Mitarbeiterin/ });
    expect(within(row).getByText('Urlaub')).toBeTruthy();
    expect(within(row).getByText('Stufe 2')).toBeTruthy();
    expect(
      within(row).getByText(`${formatDate(september)} – ${formatDate(addDays(september, 9))}`),
    ).toBeTruthy();
    expect(screen.getByText('Keine Vertretung wartet auf Ihre Zusage.')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Antrag von Emma Mitarbeiterin öffnen' }));
    await waitFor(() =>
      expect(server.calls.some((call) => call.url === `/api/absences/${waiting.id}/details`)).toBe(true),
    );
  });
});

describe('the home cards', () => {
  it("count the approver's waiting absences and lead to the approvals", async () => {
    const waiting = absence(6, {
      userId: '00000000-0000-4000-8000-000000000009',
      state: 1,
      awaitingStage: 1,
    });
    renderSignedIn(
      '/',
      {
        session: sessionFixture({
          isAdmin: false,
          permissions: permissionsFor(['calendar.view', 'calendar.plan', 'absences.approve']),
        }),
      },
      ({ url }) => {
        if (url === '/api/calendar/home/planner')
          return jsonResponse({
            date: `${year}-01-05`,
            unitIds: [],
            working: [],
            absent: [],
            openSlots: [],
            pendingRequests: [],
          });
        if (url === '/api/absences/inbox')
          return jsonResponse({
            approvals: [
              {
                absence: waiting,
                personName: 'Emma Mitarbeiterin',
                typeName: 'Urlaub',
                typeColor: '#4caf50',
              },
            ],
            substitutions: [],
          } satisfies TAbsenceInbox);
        return undefined;
      },
    );
    const card = await screen.findByRole('region', { name: /Abwesenheiten, die auf Sie warten/ });
    expect(await within(card).findByText('1 Abwesenheit wartet auf Ihre Entscheidung.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Freigaben öffnen' }).getAttribute('href')).toBe(
      '/absences/approvals',
    );
  });

  it('let an employee request leave or report sick from home, one tap each', async () => {
    renderSignedIn('/', { session: employee }, myAbsencesApi([]));
    const card = await screen.findByRole('region', { name: 'Ihre Abwesenheiten' });
    fireEvent.click(within(card).getByRole('button', { name: 'Krank melden' }));
    const sick = await screen.findByRole('dialog', { name: 'Krank melden' });
    fireEvent.click(within(sick).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Krank melden' })).toBeNull());
    fireEvent.click(within(card).getByRole('button', { name: 'Urlaub beantragen' }));
    const leave = await screen.findByRole('dialog', { name: 'Neue Abwesenheit' });
    expect(
      within(leave).getByRole<HTMLSelectElement>('combobox', { name: 'Abwesenheitsart' }).selectedOptions[0]
        ?.textContent,
    ).toBe('Urlaub');
  });

  it('lead an employee to their absences', async () => {
    renderSignedIn('/', { session: employee }, myAbsencesApi([]));
    const card = await screen.findByRole('region', { name: 'Ihre Abwesenheiten' });
    fireEvent.click(within(card).getByRole('link', { name: 'Meine Abwesenheiten' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Abwesenheiten' })).toBeTruthy();
  });

  it('show the time account with the way to how it adds up', async () => {
    renderSignedIn('/', { session: employee }, myAbsencesApi([]));
    const card = await screen.findByRole('region', { name: 'Ihre Abwesenheiten' });
    expect((await within(card).findByText('Zeitkonto')).nextSibling?.textContent).toBe('−13:00');
    expect(
      within(card)
        .getByRole('link', { name: 'Wie sich Ihr Zeitkonto zusammensetzt (Soll/Ist)' })
        .getAttribute('href'),
    ).toBe('/time/target-actual');
  });
});
