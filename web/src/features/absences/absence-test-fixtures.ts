import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import type { TAbsence, TAbsenceDetails, TAbsenceResult } from '@app/shared/absences/absence';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import type { TUser } from '@app/shared/users/user';
import { jsonResponse, permissionsFor, sessionFixture, type FetchRoute } from '#test/fixtures';

export const unitId = '00000000-0000-4000-8000-000000000001';
export const me = '00000000-0000-4000-8000-000000000002';
export const colleague = '00000000-0000-4000-8000-000000000003';
export const planner = '00000000-0000-4000-8000-000000000004';
export const absenceId = '00000000-0000-4000-8000-000000000100';

const absenceType = (
  id: string,
  en: string,
  itemClass: TAbsenceType['itemClass'],
  enabled = true,
): TAbsenceType => ({
  id,
  caption: { de: en, en },
  shortName: en.slice(0, 2),
  itemClass,
  category: '',
  comment: '',
  backColor: '#4caf50',
  account: '',
  accountNumber: '',
  ruleCalcActualHours: 1,
  ruleCalcValue: null,
  enabled,
  version: 1,
});
export const leave = absenceType('00000000-0000-4000-8000-000000000010', 'Leave', 1);
export const overtime = absenceType('00000000-0000-4000-8000-000000000011', 'Overtime off', 10);
export const retired = absenceType('00000000-0000-4000-8000-000000000012', 'Old type', 1, false);
export const sick = absenceType('00000000-0000-4000-8000-000000000013', 'Sick', 2);

export const employee = sessionFixture({
  currentUserId: me,
  username: 'employee',
  languageKey: 'en',
  displayName: 'Emma Employee',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'absences.request']),
});

export const approver = sessionFixture({
  currentUserId: planner,
  username: 'planner',
  languageKey: 'en',
  displayName: 'Paul Planner',
  isAdmin: false,
  permissions: permissionsFor([
    'calendar.view',
    'calendar.plan',
    'absences.request',
    'absences.approve',
    'user.show',
  ]),
});

const calendar = (rows: TCalendarData['rows']): TCalendarData => ({
  from: '2026-12-07',
  to: '2026-12-07',
  timeZone: 'Europe/Berlin',
  rows,
  slots: [],
  manning: [],
  holidays: [],
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
const member = (userId: string, displayName: string) => ({
  kind: 'U' as const,
  key: `U:${userId}`,
  unitId,
  userId,
  displayName,
  primary: true,
  qualificationIds: [],
  minutesRemaining: null,
  minutesPlanned: 0,
});

/** The catalogue's absence types, and the calendar data that names the person's unit and colleagues. */
export const catalogueRoutes: FetchRoute = ({ url, method, body }) => {
  if (url.startsWith('/api/absence-types')) return jsonResponse([leave, overtime, retired, sick]);
  if (url === '/api/calendar/data' && method === 'POST') {
    const request = body as { userIds?: string[]; unitIds?: string[] };
    const group = {
      kind: 'G' as const,
      key: `G:${unitId}`,
      unitId,
      name: 'Station 1',
      parentId: null,
      depth: 0,
    };
    if (request.unitIds?.length)
      return jsonResponse(
        calendar([
          group,
          member(me, 'Emma Employee'),
          member(colleague, 'Lena Schmidt'),
          member(planner, 'Paul Planner'),
        ]),
      );
    return jsonResponse(calendar([group, member(request.userIds?.[0] ?? me, 'Emma Employee')]));
  }
  if (url === '/api/users' && method === 'GET')
    return jsonResponse([userOf(me, 'Emma Employee'), userOf(colleague, 'Lena Schmidt')]);
  return undefined;
};

function userOf(id: string, displayName: string): TUser {
  return {
    id,
    username: displayName.toLowerCase().replace(' ', '.'),
    displayName,
    email: `${id}@example.com`,
    roleIds: [],
    active: true,
    language: 'en',
    unitId,
    extraUnitIds: [],
    responsibleUnitIds: null,
    userGroupIds: [],
    fields: {},
    qualificationIds: [],
    version: 1,
  };
}

export function absenceOf(over: Partial<TAbsence> = {}): TAbsence {
  return {
    id: absenceId,
    userId: me,
    absenceTypeId: leave.id,
    eventClass: 1,
    begin: '2026-12-07',
    end: '2026-12-11',
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
    createdAt: '2026-12-01T08:00:00.000Z',
    version: 1,
    ...over,
  };
}

export function resultOf(absence: TAbsence, over: Partial<TAbsenceResult> = {}): TAbsenceResult {
  return { absence, shiftConflicts: [], absentWarnings: [], ruleFindings: [], ...over };
}

export function detailsOf(over: Partial<TAbsenceDetails> = {}): TAbsenceDetails {
  return {
    ...resultOf(absenceOf()),
    personName: 'Emma Employee',
    typeName: 'Leave',
    typeColor: '#4caf50',
    stateInfo: {
      CanApprove: false,
      CanDeny: false,
      CanEdit: false,
      CanCancel: false,
      CanDelete: false,
      CancelNeedsReason: false,
      CanRequest: false,
    },
    canAnswerAsSubstitute: false,
    names: {},
    ...over,
  };
}
