import type { ReactNode } from 'react';
import type { TAppointment } from '@app/shared/appointments/appointment';
import type { TSession } from '@app/shared/tenants/session';
import { SessionContext } from '#app/session';
import { jsonResponse, permissionsFor, sessionFixture, type FetchRoute } from '#test/fixtures';

export const me = '0b8f5a52-4c8e-4d59-9d6f-8d1f0f6f1a01';
export const other = '00000000-0000-4000-8000-0000000000b2';
export const appointmentId = '00000000-0000-4000-8000-0000000000a1';

export const employeeSession = sessionFixture({
  currentUserId: me,
  displayName: 'Emma Employee',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'absences.request']),
});

export const plannerSession = sessionFixture({
  currentUserId: me,
  displayName: 'Paul Planner',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'calendar.plan', 'user.show']),
});

export function WithSession({ session, children }: { session: TSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function appointmentFixture(over: Partial<TAppointment> = {}): TAppointment {
  return {
    id: appointmentId,
    subject: 'Team meeting',
    location: 'Room 1',
    tagId: null,
    begin: '2026-12-07',
    end: '2026-12-07',
    beginTime: '09:00',
    endTime: '10:00',
    allDay: false,
    private: false,
    inHouse: true,
    note: '',
    userId: me,
    unitIds: [],
    serial: null,
    breaks: [],
    serialSourceId: null,
    serialSourceDate: null,
    createdBy: me,
    version: 3,
    ...over,
  };
}

/** Answers the serial check with the given occurrence days (09:00 to 10:00 in winter time). */
export function serialCheckRoute(days: readonly string[]): FetchRoute {
  return ({ url, method }) =>
    url.startsWith('/api/calendar/serial/check') && method === 'POST'
      ? jsonResponse({
          valid: true,
          issues: [],
          pattern: null,
          occurrences: days.map((date) => ({
            date,
            start: `${date}T08:00:00.000Z`,
            end: `${date}T09:00:00.000Z`,
          })),
        })
      : undefined;
}

/** Tags and users lists: empty tags, two people. */
export const listRoutes: FetchRoute = ({ url }) => {
  if (url.startsWith('/api/tags')) return jsonResponse([]);
  if (url === '/api/users') return jsonResponse([]);
  return undefined;
};
