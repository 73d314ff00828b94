// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAbsence } from '@app/shared/absences/absence';
import type { TEmployeeHome, TPlannerHome, TRequestItem } from '@app/shared/calendar/shift-actions.contracts';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';

const unitId = '00000000-0000-4000-8000-000000000001';
const me = '00000000-0000-4000-8000-000000000002';
const entryId = (n: number, date: string) => `${unitId}.${date}.00000000-0000-4000-8000-00000000010${n}`;
const entry = (n: number, date: string, over: Partial<TShiftEntry> = {}): TShiftEntry => ({
  id: entryId(n, date),
  unitId,
  unitName: 'Station 1',
  date,
  userId: me,
  userName: 'Emil Employee',
  templateId: null,
  name: 'Frühdienst',
  shortName: 'F',
  resourceId: '00000000-0000-4000-8000-000000000003',
  resourceName: 'Pflege',
  itemClass: 10,
  begin: '06:00',
  end: '14:00',
  pause1: { mode: 0, begin: null, end: null },
  pause2: { mode: 0, begin: null, end: null },
  minutes: 480,
  notes: '',
  backColor: '#fff',
  foreColor: '#000',
  displayFields: [],
  mergedIds: [],
  serialId: null,
  requests: [],
  createdAt: '2026-12-01T08:00:00.000Z',
  version: 1,
  ...over,
});

const colleagueId = '00000000-0000-4000-8000-000000000004';
const requestId = '00000000-0000-4000-8000-000000000005';
const leaveType = '00000000-0000-4000-8000-000000000011';
const leaveId = '00000000-0000-4000-8000-000000000012';

// A Saturday: the week around it is nearly over, the next shifts lie in the week after.
const saturday = '2026-11-28';
const mine = {
  today: entry(1, saturday),
  monday: entry(2, '2026-11-30', { name: 'Spätdienst', begin: '14:00', end: '22:00' }),
  later: entry(4, '2026-12-08', { pause1: { mode: 1, begin: '10:00', end: '10:30' } }),
};
const colleaguesShift = entry(5, '2026-12-02', {
  userId: colleagueId,
  userName: 'Ben Kollege',
  name: 'Nachtdienst',
  begin: '22:00',
  end: '06:00',
});
const openShift = entry(3, '2026-12-03', { userId: null, userName: null, name: 'Zwischendienst' });
const swapRequest: TRequestItem = {
  id: requestId,
  kind: 'SWAP',
  state: 'OPEN',
  entryId: mine.later.id,
  unitId,
  unitName: 'Station 1',
  date: mine.later.date,
  templateId: null,
  shiftName: 'Frühdienst',
  begin: '06:00',
  end: '14:00',
  requesterId: me,
  requesterName: 'Emil Employee',
  targetUserId: colleagueId,
  targetUserName: 'Ben Kollege',
  targetEntryId: colleaguesShift.id,
  targetAgreed: false,
  reason: null,
  createdAt: '2026-11-27T08:00:00.000Z',
};

const employeeHome: TEmployeeHome = {
  date: saturday,
  until: '2026-12-12',
  nextShifts: [mine.today, mine.monday, mine.later],
  openShifts: [openShift],
  inbox: [],
  myRequests: [swapRequest],
  coming: [
    {
      entry: mine.today,
      colleagues: [
        {
          userId: colleagueId,
          displayName: 'Ben Kollege',
          shiftName: 'Frühdienst',
          resourceName: 'Pflege',
          begin: '06:00',
          end: '14:00',
        },
      ],
    },
    { entry: mine.monday, colleagues: [] },
    {
      entry: {
        ...mine.later,
        requests: [
          {
            id: requestId,
            kind: 'SWAP',
            state: 'OPEN',
            requesterId: me,
            requesterName: 'Emil Employee',
            targetUserId: colleagueId,
            targetUserName: 'Ben Kollege',
            targetEntryId: colleaguesShift.id,
            reason: null,
            createdAt: '2026-11-27T08:00:00.000Z',
          },
        ],
      },
      colleagues: [],
    },
  ],
  swapTargets: [colleaguesShift],
  takeable: [openShift],
  approvalUnitIds: [unitId],
  access: { allowShiftInteraction: true, allowShiftInteractionRequest: true },
};

const employee = sessionFixture({
  currentUserId: me,
  username: 'employee',
  displayName: 'Emil Employee',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'absences.request']),
});

const leave: TAbsence = {
  id: leaveId,
  userId: me,
  absenceTypeId: leaveType,
  eventClass: 1,
  begin: '2026-12-21',
  end: '2026-12-23',
  beginState: 'full',
  endState: 'full',
  beginTime: null,
  endTime: null,
  state: 1,
  notes: '',
  substituteIds: [],
  substitutes: [],
  approvals: [],
  awaitingStage: 1,
  createdBy: me,
  createdAt: '2026-11-20T08:00:00.000Z',
  version: 3,
};

const actionResult = {
  success: true,
  message: 'Erledigt.',
  model: { allowForce: false, messages: [] },
  result: { entries: [], request: null },
};

/** The employee's API: the home, the absences of "my open requests", and the calls the actions make. */
function renderEmployeeHome(home: TEmployeeHome = employeeHome) {
  return renderSignedIn('/', { session: employee }, ({ url, method }) => {
    if (url === '/api/calendar/home/employee') return jsonResponse(home);
    if (url === '/api/calendar/shift-actions' && method === 'POST') return jsonResponse(actionResult);
    if (url.startsWith(`/api/absences/by-person/${me}?`)) return jsonResponse([leave]);
    if (url.startsWith('/api/absence-types?'))
      return jsonResponse([
        {
          id: leaveType,
          caption: { de: 'Urlaub', en: 'Leave' },
          shortName: 'U',
          itemClass: 1,
          category: '',
          comment: '',
          backColor: '#4caf50',
          account: '',
          accountNumber: '',
          ruleCalcActualHours: 1,
          ruleCalcValue: null,
          enabled: true,
          version: 1,
        },
      ]);
    if (url === '/api/absences/state' && method === 'POST')
      return jsonResponse({
        absence: { ...leave, state: 5, version: 4 },
        shiftConflicts: [],
        absentWarnings: [],
      });
    return undefined;
  });
}

const shiftActions = (server: ReturnType<typeof renderEmployeeHome>) =>
  server.calls.filter((call) => call.url === '/api/calendar/shift-actions');

describe("the employee's home", () => {
  it('on a Saturday lists today and next week by day, with readable headings, breaks and colleagues', async () => {
    renderEmployeeHome();
    const next = await screen.findByRole('region', { name: 'Meine nächsten Dienste' });
    const headings = within(next)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Heute Sa., 28. Nov.', 'Mo., 30. Nov.', 'Di., 8. Dez.']);
    expect(within(next).getByText('Spätdienst')).toBeTruthy();
    expect(within(next).getByText('Mit Ben Kollege')).toBeTruthy();
    expect(within(next).getByText(/Pause 10:00–10:30/)).toBeTruthy();
    // No ISO dates anywhere on the page.
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The shift with an open swap offer says so and offers no second swap.
    expect(within(next).getByText('Tausch angeboten')).toBeTruthy();
    expect(within(next).getAllByRole('button', { name: 'Tauschen' })).toHaveLength(2);
  });

  it('gives a shift away only after the confirmation says to whom and that the planner approves', async () => {
    const server = renderEmployeeHome();
    const next = await screen.findByRole('region', { name: 'Meine nächsten Dienste' });
    fireEvent.click(within(next).getAllByRole('button', { name: 'Abgeben' })[0] as HTMLElement);
    const sheet = await screen.findByRole('alertdialog', { name: 'Dienst abgeben' });
    expect(sheet.textContent).toContain('allen Kolleg:innen von Station 1 angeboten');
    expect(sheet.textContent).toContain('Sa., 28. Nov.');
    expect(sheet.textContent).toContain('muss die Planung zustimmen');
    expect(shiftActions(server)).toHaveLength(0);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Den Kolleg:innen anbieten' }));
    await waitFor(() => expect(shiftActions(server)).toHaveLength(1));
    expect(shiftActions(server)[0]?.body).toMatchObject({ actionMode: 'SHARE', entryId: mine.today.id });
    expect(shiftActions(server)[0]?.body).not.toHaveProperty('targetUserId');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('offers a swap in three taps: swap, the colleague’s shift, confirm', async () => {
    const server = renderEmployeeHome();
    const next = await screen.findByRole('region', { name: 'Meine nächsten Dienste' });
    fireEvent.click(within(next).getAllByRole('button', { name: 'Tauschen' })[0] as HTMLElement);
    const sheet = await screen.findByRole('dialog', { name: 'Tausch anbieten' });
    fireEvent.click(within(sheet).getByRole('button', { name: /Ben Kollege/ }));
    expect(sheet.textContent).toContain('Sie bieten Ben Kollege Ihren Frühdienst am Sa., 28. Nov.');
    expect(sheet.textContent).toContain('Nachtdienst am Mi., 2. Dez.');
    expect(shiftActions(server)).toHaveLength(0);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Tausch anbieten' }));
    await waitFor(() => expect(shiftActions(server)).toHaveLength(1));
    expect(shiftActions(server)[0]?.body).toMatchObject({
      actionMode: 'SWAP',
      entryId: mine.today.id,
      targetEntryId: colleaguesShift.id,
    });
  });

  it('withdraws a swap offer and a leave request, each after a confirmation', async () => {
    const server = renderEmployeeHome();
    const requests = await screen.findByRole('region', { name: /Meine offenen Anfragen/ });
    await within(requests).findByText('Urlaub beantragt');
    const [swap, leaveButton] = within(requests).getAllByRole('button', { name: 'Zurückziehen' });
    fireEvent.click(swap as HTMLElement);
    const sheet = await screen.findByRole('alertdialog', { name: 'Anfrage zurückziehen' });
    expect(sheet.textContent).toContain(
      'Tausch Ihres Dienstes Frühdienst gegen einen Dienst von Ben Kollege',
    );
    expect(shiftActions(server)).toHaveLength(0);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Anfrage zurückziehen' }));
    await waitFor(() => expect(shiftActions(server)).toHaveLength(1));
    expect(shiftActions(server)[0]?.body).toMatchObject({
      actionMode: 'SWAPREMOVE',
      entryId: mine.later.id,
      requestId,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(leaveButton as HTMLElement);
    const leaveSheet = await screen.findByRole('alertdialog', { name: 'Anfrage zurückziehen' });
    expect(leaveSheet.textContent).toContain('vom Mo., 21. Dez. bis Mi., 23. Dez.');
    expect(server.calls.some((call) => call.url === '/api/absences/state')).toBe(false);
    fireEvent.click(within(leaveSheet).getByRole('button', { name: 'Anfrage zurückziehen' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/absences/state')?.body).toMatchObject({
        appointmentId: leaveId,
        state: 'Cancel',
      }),
    );
  });

  it('takes an open shift after a confirmation', async () => {
    const server = renderEmployeeHome();
    const open = await screen.findByRole('region', { name: /Offene Dienste, die ich übernehmen kann/ });
    fireEvent.click(within(open).getByRole('button', { name: 'Übernehmen' }));
    const sheet = await screen.findByRole('alertdialog', { name: 'Dienst übernehmen' });
    expect(sheet.textContent).toContain('Zwischendienst am Do., 3. Dez.');
    expect(shiftActions(server)).toHaveLength(0);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Dienst übernehmen' }));
    await waitFor(() => expect(shiftActions(server)).toHaveLength(1));
    expect(shiftActions(server)[0]?.body).toMatchObject({
      actionMode: 'SETUSER',
      entryId: openShift.id,
      targetUserId: me,
    });
  });

  it('shows an employee neither the trial banner nor the administrator’s welcome', async () => {
    const server = renderSignedIn(
      '/',
      {
        session: {
          ...employee,
          isTrial: true,
          trialEndsAt: new Date(Date.now() + 4.5 * 24 * 3600 * 1000).toISOString(),
        },
      },
      ({ url }) => {
        if (url === '/api/calendar/home/employee') return jsonResponse(employeeHome);
        if (url === '/api/settings/notices/welcome')
          return jsonResponse({ name: 'welcome', show: true, text: null });
        return undefined;
      },
    );
    await screen.findByRole('region', { name: 'Meine nächsten Dienste' });
    expect(screen.queryByText(/Testphase/)).toBeNull();
    expect(server.calls.some((call) => call.url === '/api/settings/notices/welcome')).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Willkommen' })).toBeNull();
  });

  it('welcomes an employee once with their own short text, and remembers when it is dismissed', async () => {
    const server = renderSignedIn(
      '/',
      {
        session: {
          ...employee,
          permissions: permissionsFor(['calendar.view', 'absences.request', 'time.track']),
        },
      },
      ({ url, method, body }) => {
        if (url === '/api/calendar/home/employee') return jsonResponse(employeeHome);
        if (url === '/api/settings/notices/employeeWelcome' && method === 'GET')
          return jsonResponse({ name: 'employeeWelcome', show: true, text: null });
        if (url === '/api/settings/notices/employeeWelcome' && method === 'PUT')
          return jsonResponse({
            name: 'employeeWelcome',
            show: !(body as { hidden: boolean }).hidden,
            text: null,
          });
        return undefined;
      },
    );
    const welcome = await screen.findByRole('region', { name: 'Willkommen bei Demo GmbH' });
    // Above the next shifts it points to; how to clock, request leave and swap, each with its way there.
    expect(
      welcome.compareDocumentPosition(screen.getByRole('region', { name: 'Meine nächsten Dienste' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(welcome).getByText(/Unten sehen Sie Ihre Dienste der nächsten zwei Wochen/)).toBeTruthy();
    expect(within(welcome).getByRole('link', { name: 'Zur Stempeluhr' }).getAttribute('href')).toBe(
      '/time/clock',
    );
    expect(within(welcome).getByRole('link', { name: 'Meine Abwesenheiten' }).getAttribute('href')).toBe(
      '/absences',
    );
    expect(within(welcome).getByText(/„Tauschen“ oder „Abgeben“/)).toBeTruthy();
    // Nothing of the administrator's welcome (master data, setup).
    expect(welcome.textContent).not.toMatch(/Stammdaten|Ressource|Arbeitsplätze|einrichten/);
    expect(server.calls.some((call) => call.url === '/api/settings/notices/welcome')).toBe(false);

    fireEvent.click(within(welcome).getByRole('button', { name: 'Verstanden' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Willkommen bei Demo GmbH' })).toBeNull(),
    );
    await waitFor(() =>
      expect(
        server.calls.find(
          (call) => call.url === '/api/settings/notices/employeeWelcome' && call.method === 'PUT',
        )?.body,
      ).toEqual({ hidden: true }),
    );
  });

  it('leaves out of the welcome what does not apply: no clock without time tracking, no swap without it', async () => {
    renderSignedIn('/', { session: employee }, ({ url }) => {
      if (url === '/api/calendar/home/employee')
        return jsonResponse({
          ...employeeHome,
          access: { allowShiftInteraction: false, allowShiftInteractionRequest: false },
        });
      if (url === '/api/settings/notices/employeeWelcome')
        return jsonResponse({ name: 'employeeWelcome', show: true, text: null });
      return undefined;
    });
    const welcome = await screen.findByRole('region', { name: 'Willkommen bei Demo GmbH' });
    expect(within(welcome).queryByRole('link', { name: 'Zur Stempeluhr' })).toBeNull();
    expect(within(welcome).queryByText(/Tauschen/)).toBeNull();
    expect(within(welcome).getByRole('link', { name: 'Meine Abwesenheiten' })).toBeTruthy();
    expect(within(welcome).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows no welcome to an employee who dismissed it', async () => {
    const server = renderSignedIn('/', { session: employee }, ({ url }) => {
      if (url === '/api/calendar/home/employee') return jsonResponse(employeeHome);
      if (url === '/api/settings/notices/employeeWelcome')
        return jsonResponse({ name: 'employeeWelcome', show: false, text: null });
      return undefined;
    });
    await screen.findByRole('region', { name: 'Meine nächsten Dienste' });
    await waitFor(() =>
      expect(server.calls.some((call) => call.url === '/api/settings/notices/employeeWelcome')).toBe(true),
    );
    // The answer is drawn (or not) in the next turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Willkommen bei Demo GmbH' })).toBeNull();
  });

  it('says when there are no shifts and nothing to take', async () => {
    renderEmployeeHome({ ...employeeHome, coming: [], takeable: [], myRequests: [] });
    expect(
      await screen.findByText('In den nächsten zwei Wochen sind keine Dienste veröffentlicht.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'In den nächsten zwei Wochen gibt es keine offenen Dienste, die Sie übernehmen können.',
      ),
    ).toBeTruthy();
  });
});

describe('the home page', () => {
  it("shows a planner today's people, absences, open shifts and requests", async () => {
    const plannerHome: TPlannerHome = {
      date: '2026-12-09',
      unitIds: [unitId],
      working: [
        {
          userId: me,
          displayName: 'Emil Employee',
          unitName: 'Station 1',
          shiftName: 'Frühdienst',
          begin: '06:00',
          end: '14:00',
          entryId: entryId(1, '2026-12-09'),
        },
      ],
      absent: [],
      openSlots: [],
      pendingRequests: [],
    };
    renderSignedIn(
      '/',
      {
        session: sessionFixture({
          isAdmin: false,
          permissions: permissionsFor(['calendar.view', 'calendar.plan']),
        }),
      },
      ({ url }) => (url === '/api/calendar/home/planner' ? jsonResponse(plannerHome) : undefined),
    );
    const working = await screen.findByRole('region', { name: /Heute im Dienst/ });
    expect(within(working).getByText('Emil Employee')).toBeTruthy();
    expect(screen.getByText('Heute ist niemand abwesend.')).toBeTruthy();
    expect(screen.getByText('Keine offenen Dienste.')).toBeTruthy();
  });
});
