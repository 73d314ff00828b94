/**
 * Every operation of the API, in one list: the local HTTP adapter routes by it, the CDK api stack creates a
 * route per entry, the OpenAPI document is generated from it and the isolation harness runs over it.
 */
import type { JobKind } from '@app/shared/tasks/job-kinds';
import type { AnyOperation } from '../api/operation';
import { systemOperations } from '../system/operations';
import { taskOperations } from '../tasks/operations';
import { sessionOperations } from '../session/operations';
import { tenantOperations } from '../tenants/operations';
import { roleOperations } from '../roles/operations';
import { userOperations } from '../users/operations';
import { userGroupOperations } from '../user-groups/operations';
import { userFieldOperations } from '../user-fields/operations';
import { auditOperations } from '../audit/operations';
import { unitOperations } from '../units/operations';
import { userUnitOperations } from '../users/user-units.operations';
import { holidayOperations } from '../holidays/operations';
import { resourceOperations } from '../resources/operations';
import { resourceUseOperations } from '../shifts/resource-use.operations';
import { objectOperations } from '../objects/operations';
import { shiftOperations } from '../shifts/operations';
import { absenceTypeOperations } from '../absence-types/operations';
import { invitationOperations } from '../invitations/operations';
import { ssoOperations } from '../sso/operations';
import { userMessageOperations } from '../users/user-message.operations';
import { accountOperations } from '../account/operations';
import { userImportOperations } from '../user-import/operations';
import { tagOperations } from '../tags/operations';
import { favoriteOperations } from '../favorites/operations';
import { setupOperations } from '../setup/operations';
import { qualificationOperations } from '../qualifications/operations';
import { payrollDataOperations } from '../payroll-data/operations';
import { payrollSettingsOperations } from '../payroll/payroll-settings.operations';
import { payrollExportOperations } from '../payroll/payroll-export.operations';
import { settingsOperations } from '../settings/operations';
import { notificationOperations } from '../notifications/operations';
import { calendarOperations } from '../calendar/operations';
import { absenceOperations } from '../absences/operations';
import { appointmentOperations } from '../appointments/operations';
import { leaveCalendarOperations } from '../absences/leave-calendar.operations';
import { ruleReportOperations } from '../calendar/rule-report.operations';
import { targetActualReportOperations } from '../time/target-actual-report.operations';
import { workTimeRecordOperations } from '../time/work-time-record.operations';
import { planToolOperations } from '../plan-tools/operations';
import { cycleOperations } from '../plan-tools/cycle-operations';
import { resourceRuleOperations } from '../resources/resource-rule-operations';
import { fixedBarOperations } from '../plan-tools/fixed-bar-operations';
import { bulkToolOperations } from '../plan-tools/bulk-tool.operations';
import { printOperations } from '../plan-tools/print.operations';
import { ruleOperations } from '../rules/operations';
import { timeOperations } from '../time/operations';
import { trackingOperations } from '../time/tracking.operations';
import { trackingRecordOperations } from '../time/tracking-record.operations';
import { timeCheckOperations } from '../time/check-bookings.operations';
import { teamTimesheetOperations } from '../time/team-month.operations';
import { terminalOperations } from '../terminals/operations';
import { calendarFeedOperations } from '../calendar-feeds/operations';
import { yearTableOperations } from '../year-tables/operations';
import { autoPlanningOperations } from '../planner/auto-planning.operations';
import { autoPlanLogOperations } from '../planner/auto-plan-log.operations';
import { autoNotifyOperations } from '../planner/auto-notify.operations';

export const operations: readonly AnyOperation[] = [
  ...systemOperations,
  ...taskOperations,
  ...sessionOperations,
  ...tenantOperations,
  ...roleOperations,
  ...userOperations,
  ...userGroupOperations,
  ...userFieldOperations,
  ...auditOperations,
  ...unitOperations,
  ...userUnitOperations,
  ...holidayOperations,
  ...resourceOperations,
  ...resourceUseOperations,
  ...objectOperations,
  ...shiftOperations,
  ...absenceTypeOperations,
  ...invitationOperations,
  ...ssoOperations,
  ...userMessageOperations,
  ...accountOperations,
  ...userImportOperations,
  ...tagOperations,
  ...favoriteOperations,
  ...qualificationOperations,
  ...payrollDataOperations,
  ...payrollSettingsOperations,
  ...payrollExportOperations,
  ...settingsOperations,
  ...notificationOperations,
  ...calendarOperations,
  ...absenceOperations,
  ...appointmentOperations,
  ...leaveCalendarOperations,
  ...ruleReportOperations,
  ...targetActualReportOperations,
  ...workTimeRecordOperations,
  ...planToolOperations,
  ...cycleOperations,
  ...resourceRuleOperations,
  ...fixedBarOperations,
  ...bulkToolOperations,
  ...printOperations,
  ...ruleOperations,
  ...timeOperations,
  ...timeCheckOperations,
  ...terminalOperations,
  ...calendarFeedOperations,
  ...trackingOperations,
  ...trackingRecordOperations,
  ...teamTimesheetOperations,
  ...yearTableOperations,
  ...autoPlanningOperations,
  ...autoPlanLogOperations,
  ...autoNotifyOperations,
  ...setupOperations,
];

/** The API areas, one Lambda function each in AWS (`functions/src/wiring/handlers/<area>.ts`). */
export const apiAreas: readonly string[] = [...new Set(operations.map((operation) => operation.area))];
export type ApiArea = string;

/** Source file of an area's Lambda handler, relative to the repository root. */
export function areaHandlerEntry(area: string): string {
  return `functions/src/wiring/handlers/${area}.ts`;
}

/** Source file of a job kind's worker handler: each kind's bundle carries only its own jobs. */
export function workerHandlerEntry(kind: JobKind): string {
  return `functions/src/wiring/workers/${kind}.ts`;
}

/** Source file of the dead-letter consumer, one function for the dead-letter queues of every job kind. */
export const deadLetterHandlerEntry = 'functions/src/jobs/dead-letter.ts';
/** The user pool's define, create and verify challenge triggers (Microsoft sign-in, docs/sso.md). */
export const challengeTriggerEntry = 'functions/src/wiring/cognito-challenge.ts';
