import { auditDe } from '@app/shared/i18n/audit.de';
import { auditEn } from '@app/shared/i18n/audit.en';
import { rolesDe } from '@app/shared/i18n/roles.de';
import { rolesEn } from '@app/shared/i18n/roles.en';
import { signupDe } from '@app/shared/i18n/signup.de';
import { signupEn } from '@app/shared/i18n/signup.en';
import { subscriptionDe } from '@app/shared/i18n/subscription.de';
import { subscriptionEn } from '@app/shared/i18n/subscription.en';
import { usersDe } from '@app/shared/i18n/users.de';
import { usersEn } from '@app/shared/i18n/users.en';
import { accountDe } from '@app/shared/i18n/account.de';
import { accountEn } from '@app/shared/i18n/account.en';
import { unitsDe } from '@app/shared/i18n/units.de';
import { unitsEn } from '@app/shared/i18n/units.en';
import { masterdataGridDe } from '@app/shared/i18n/masterdata-grid.de';
import { masterdataGridEn } from '@app/shared/i18n/masterdata-grid.en';
import { masterdataAbsenceTypesDe } from '@app/shared/i18n/masterdata-absence-types.de';
import { masterdataAbsenceTypesEn } from '@app/shared/i18n/masterdata-absence-types.en';
import { masterdataTagsDe } from '@app/shared/i18n/masterdata-tags.de';
import { masterdataTagsEn } from '@app/shared/i18n/masterdata-tags.en';
import { masterdataQualificationsDe } from '@app/shared/i18n/masterdata-qualifications.de';
import { masterdataQualificationsEn } from '@app/shared/i18n/masterdata-qualifications.en';
import { masterdataPayrollDe } from '@app/shared/i18n/masterdata-payroll.de';
import { masterdataPayrollEn } from '@app/shared/i18n/masterdata-payroll.en';
import { masterdataShiftsDe } from '@app/shared/i18n/masterdata-shifts.de';
import { masterdataShiftsEn } from '@app/shared/i18n/masterdata-shifts.en';
import { masterdataCountriesDe } from '@app/shared/i18n/masterdata-countries.de';
import { masterdataCountriesEn } from '@app/shared/i18n/masterdata-countries.en';
import { masterdataObjectsDe } from '@app/shared/i18n/masterdata-objects.de';
import { masterdataObjectsEn } from '@app/shared/i18n/masterdata-objects.en';
import { settingsAreaDe } from '@app/shared/i18n/settings-area.de';
import { settingsAreaEn } from '@app/shared/i18n/settings-area.en';
import { notificationsDe } from '@app/shared/i18n/notifications.de';
import { notificationsEn } from '@app/shared/i18n/notifications.en';
import { calendarDe } from '@app/shared/i18n/calendar.de';
import { calendarEn } from '@app/shared/i18n/calendar.en';
import { absencesDe } from '@app/shared/i18n/absences.de';
import { absencesEn } from '@app/shared/i18n/absences.en';
import { absenceDialogsDe } from '@app/shared/i18n/absence-dialogs.de';
import { absenceDialogsEn } from '@app/shared/i18n/absence-dialogs.en';
import { appointmentsDe } from '@app/shared/i18n/appointments.de';
import { appointmentsEn } from '@app/shared/i18n/appointments.en';
import { absencePagesDe } from '@app/shared/i18n/absence-pages.de';
import { absencePagesEn } from '@app/shared/i18n/absence-pages.en';
import { planToolsDe } from '@app/shared/i18n/plan-tools.de';
import { planToolsEn } from '@app/shared/i18n/plan-tools.en';
import { rulesDe } from '@app/shared/i18n/rules.de';
import { rulesEn } from '@app/shared/i18n/rules.en';
import { ruleFindingsDe } from '@app/shared/i18n/rule-findings.de';
import { ruleFindingsEn } from '@app/shared/i18n/rule-findings.en';
import { timeDe } from '@app/shared/i18n/time.de';
import { timeEn } from '@app/shared/i18n/time.en';
import { timeTrackingDe } from '@app/shared/i18n/time-tracking.de';
import { timeTrackingEn } from '@app/shared/i18n/time-tracking.en';
import { timeCheckDe } from '@app/shared/i18n/time-check.de';
import { timeCheckEn } from '@app/shared/i18n/time-check.en';
import { timeTerminalsDe } from '@app/shared/i18n/time-terminals.de';
import { timeTerminalsEn } from '@app/shared/i18n/time-terminals.en';
import { timeOfflineDe } from '@app/shared/i18n/time-offline.de';
import { timeOfflineEn } from '@app/shared/i18n/time-offline.en';
import { yearTablesDe } from '@app/shared/i18n/year-tables.de';
import { yearTablesEn } from '@app/shared/i18n/year-tables.en';
import { payrollExportDe } from '@app/shared/i18n/payroll-export.de';
import { payrollExportEn } from '@app/shared/i18n/payroll-export.en';
import { payrollSettingsDe } from '@app/shared/i18n/payroll-settings.de';
import { payrollSettingsEn } from '@app/shared/i18n/payroll-settings.en';
import { autoPlanDe } from '@app/shared/i18n/auto-plan.de';
import { autoPlanEn } from '@app/shared/i18n/auto-plan.en';
import { calendarFeedsDe } from '@app/shared/i18n/calendar-feeds.de';
import { calendarFeedsEn } from '@app/shared/i18n/calendar-feeds.en';
import { setupDe } from '@app/shared/i18n/setup.de';
import { setupEn } from '@app/shared/i18n/setup.en';
import { employeeHomeDe } from '@app/shared/i18n/employee-home.de';
import { employeeHomeEn } from '@app/shared/i18n/employee-home.en';
import type { AreaNamespace } from '@app/shared/i18n/resources';
import type { i18n as I18n } from 'i18next';

const areaTexts: Record<AreaNamespace, { de: Record<string, string>; en: Record<string, string> }> = {
  users: { de: usersDe, en: usersEn },
  notifications: { de: notificationsDe, en: notificationsEn },
  account: { de: accountDe, en: accountEn },
  roles: { de: rolesDe, en: rolesEn },
  audit: { de: auditDe, en: auditEn },
  subscription: { de: subscriptionDe, en: subscriptionEn },
  signup: { de: signupDe, en: signupEn },
  units: { de: unitsDe, en: unitsEn },
  'masterdata-grid': { de: masterdataGridDe, en: masterdataGridEn },
  'masterdata-absence-types': { de: masterdataAbsenceTypesDe, en: masterdataAbsenceTypesEn },
  'masterdata-tags': { de: masterdataTagsDe, en: masterdataTagsEn },
  'masterdata-qualifications': { de: masterdataQualificationsDe, en: masterdataQualificationsEn },
  'masterdata-payroll': { de: masterdataPayrollDe, en: masterdataPayrollEn },
  'masterdata-shifts': { de: masterdataShiftsDe, en: masterdataShiftsEn },
  'masterdata-countries': { de: masterdataCountriesDe, en: masterdataCountriesEn },
  'masterdata-objects': { de: masterdataObjectsDe, en: masterdataObjectsEn },
  'settings-area': { de: settingsAreaDe, en: settingsAreaEn },
  calendar: { de: calendarDe, en: calendarEn },
  absences: { de: absencesDe, en: absencesEn },
  'absence-dialogs': { de: absenceDialogsDe, en: absenceDialogsEn },
  appointments: { de: appointmentsDe, en: appointmentsEn },
  'absence-pages': { de: absencePagesDe, en: absencePagesEn },
  'plan-tools': { de: planToolsDe, en: planToolsEn },
  rules: { de: rulesDe, en: rulesEn },
  'rule-findings': { de: ruleFindingsDe, en: ruleFindingsEn },
  time: { de: timeDe, en: timeEn },
  'time-tracking': { de: timeTrackingDe, en: timeTrackingEn },
  'time-check': { de: timeCheckDe, en: timeCheckEn },
  'time-terminals': { de: timeTerminalsDe, en: timeTerminalsEn },
  'time-offline': { de: timeOfflineDe, en: timeOfflineEn },
  'year-tables': { de: yearTablesDe, en: yearTablesEn },
  'payroll-export': { de: payrollExportDe, en: payrollExportEn },
  'payroll-settings': { de: payrollSettingsDe, en: payrollSettingsEn },
  'auto-plan': { de: autoPlanDe, en: autoPlanEn },
  'employee-home': { de: employeeHomeDe, en: employeeHomeEn },
  'calendar-feeds': { de: calendarFeedsDe, en: calendarFeedsEn },
  setup: { de: setupDe, en: setupEn },
};

/**
 * Component tests render pages without their route's loader: every area namespace is added up front (the lazy
 * loading itself is tested in app/features.fresh.test.tsx).
 */
export function addAllAreaTexts(i18n: I18n): void {
  for (const [namespace, texts] of Object.entries(areaTexts)) {
    for (const [language, bundle] of Object.entries(texts)) {
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
    }
  }
}
