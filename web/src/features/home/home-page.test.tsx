// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TEmployeeHome, TPlannerHome } from '@app/shared/calendar/shift-actions.contracts';
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

const employeeHome: TEmployeeHome = {
  date: '2026-12-09',
  nextShifts: [
    entry(1, '2026-12-09'),
    entry(2, '2026-12-11', { name: 'Spätdienst', begin: '14:00', end: '22:00' }),
  ],
  openShifts: [entry(3, '2026-12-12', { userId: null, userName: null, name: 'Nachtdienst' })],
  inbox: [],
  myRequests: [],
};

const employee = sessionFixture({
  currentUserId: me,
  username: 'employee',
  displayName: 'Emil Employee',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view']),
});

function narrow(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the home page', () => {
  it("shows an employee's next shifts and open shifts, and applies for one", async () => {
    narrow(false);
    const server = renderSignedIn('/', { session: employee }, ({ url, method }) => {
      if (url === '/api/calendar/home/employee') return jsonResponse(employeeHome);
      if (url === '/api/calendar/shift-actions' && method === 'POST')
        return jsonResponse({
          success: true,
          message: 'Bewerbung gesendet.',
          model: { allowForce: false, messages: [] },
          result: { entries: [], request: null },
        });
      return undefined;
    });
    const next = await screen.findByRole('region', { name: /Ihre nächsten Dienste/ });
    expect(within(next).getByText('Spätdienst')).toBeTruthy();
    const open = screen.getByRole('region', { name: /Offene Dienste zum Bewerben/ });
    fireEvent.click(within(open).getByRole('button', { name: 'Bewerben' }));
    await waitFor(() =>
      expect(server.calls.some((call) => call.url === '/api/calendar/shift-actions')).toBe(true),
    );
    const sent = server.calls.find((call) => call.url === '/api/calendar/shift-actions');
    expect(sent?.body).toMatchObject({ actionMode: 'APPLY', entryId: entryId(3, '2026-12-12') });
  });

  it('on a phone shows the employee their week, free days included', async () => {
    narrow(true);
    renderSignedIn('/', { session: employee }, ({ url }) =>
      url === '/api/calendar/home/employee' ? jsonResponse(employeeHome) : undefined,
    );
    const week = await screen.findByRole('region', { name: 'Ihre Woche' });
    const days = within(week).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(within(days[2] as HTMLElement).getByText('Frühdienst')).toBeTruthy();
    // Today is Wednesday: Thursday is free; Monday lies before the next shifts, so it claims nothing.
    expect(within(days[3] as HTMLElement).getByText('Frei')).toBeTruthy();
    expect(within(days[0] as HTMLElement).queryByText('Frei')).toBeNull();
  });

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
