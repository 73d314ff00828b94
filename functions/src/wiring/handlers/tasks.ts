import { createAreaHandler } from '../../api/http-handler';
import { userImportOperations } from '../../user-import/operations';
import { taskOperations } from '../../tasks/operations';
import { leaveCalendarOperations } from '../../absences/leave-calendar.operations';
import { ruleReportOperations } from '../../calendar/rule-report.operations';
import { targetActualReportOperations } from '../../time/target-actual-report.operations';
import { workTimeRecordOperations } from '../../time/work-time-record.operations';
import { autoPlanLogOperations } from '../../planner/auto-plan-log.operations';

/** Area `tasks`: the task calls and the user import, which starts one (their contracts name this area). */
export const handler = createAreaHandler([
  ...taskOperations,
  ...userImportOperations,
  ...leaveCalendarOperations,
  ...ruleReportOperations,
  ...targetActualReportOperations,
  ...workTimeRecordOperations,
  ...autoPlanLogOperations,
]);
