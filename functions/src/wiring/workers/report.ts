/**
 * Worker of the `report` queue: spreadsheets out and in (the audit log export, the user import, the leave calendar)
 * and the absences' re-projection after a person's units change.
 */
import { auditExportJob } from '../../audit/audit-export.job';
import { userImportJob } from '../../user-import/user-import.job';
import { leaveCalendarJob } from '../../absences/leave-calendar.job';
import { absenceProjectionJob } from '../../absences/absence-projection.job';
import { ruleReportJob } from '../../calendar/rule-report.job';
import { yearMaintenanceJob } from '../../year-tables/year-maintenance.job';
import { targetActualXlsxJob } from '../../time/target-actual-report.job';
import { workTimeRecordJob } from '../../time/work-time-record.job';
import { createWorkerHandler } from '../../jobs/worker';

export const handler = createWorkerHandler('report', [
  auditExportJob,
  userImportJob,
  leaveCalendarJob,
  absenceProjectionJob,
  ruleReportJob,
  yearMaintenanceJob,
  targetActualXlsxJob,
  workTimeRecordJob,
]);
