import type { BackendModule, ReadCallback } from 'i18next';
import type { AreaNamespace } from '@app/shared/i18n/resources';
import type { Language } from '@app/shared/i18n/languages';

type Texts = Record<string, string>;

/**
 * Where each area namespace's texts come from: one dynamic import per language, so that an area's texts load
 * with its page and never up front. A new area adds its line here (and to `areaNamespaces` in shared).
 */
export const namespaceLoaders: Record<AreaNamespace, Record<Language, () => Promise<Texts>>> = {
  calendar: {
    de: () => import('@app/shared/i18n/calendar.de').then((m) => m.calendarDe),
    en: () => import('@app/shared/i18n/calendar.en').then((m) => m.calendarEn),
  },
  absences: {
    de: () => import('@app/shared/i18n/absences.de').then((m) => m.absencesDe),
    en: () => import('@app/shared/i18n/absences.en').then((m) => m.absencesEn),
  },
  'absence-dialogs': {
    de: () => import('@app/shared/i18n/absence-dialogs.de').then((m) => m.absenceDialogsDe),
    en: () => import('@app/shared/i18n/absence-dialogs.en').then((m) => m.absenceDialogsEn),
  },
  appointments: {
    de: () => import('@app/shared/i18n/appointments.de').then((m) => m.appointmentsDe),
    en: () => import('@app/shared/i18n/appointments.en').then((m) => m.appointmentsEn),
  },
  'absence-pages': {
    de: () => import('@app/shared/i18n/absence-pages.de').then((m) => m.absencePagesDe),
    en: () => import('@app/shared/i18n/absence-pages.en').then((m) => m.absencePagesEn),
  },
  'plan-tools': {
    de: () => import('@app/shared/i18n/plan-tools.de').then((m) => m.planToolsDe),
    en: () => import('@app/shared/i18n/plan-tools.en').then((m) => m.planToolsEn),
  },
  rules: {
    de: () => import('@app/shared/i18n/rules.de').then((m) => m.rulesDe),
    en: () => import('@app/shared/i18n/rules.en').then((m) => m.rulesEn),
  },
  'rule-findings': {
    de: () => import('@app/shared/i18n/rule-findings.de').then((m) => m.ruleFindingsDe),
    en: () => import('@app/shared/i18n/rule-findings.en').then((m) => m.ruleFindingsEn),
  },
  time: {
    de: () => import('@app/shared/i18n/time.de').then((m) => m.timeDe),
    en: () => import('@app/shared/i18n/time.en').then((m) => m.timeEn),
  },
  'time-tracking': {
    de: () => import('@app/shared/i18n/time-tracking.de').then((m) => m.timeTrackingDe),
    en: () => import('@app/shared/i18n/time-tracking.en').then((m) => m.timeTrackingEn),
  },
  'time-check': {
    de: () => import('@app/shared/i18n/time-check.de').then((m) => m.timeCheckDe),
    en: () => import('@app/shared/i18n/time-check.en').then((m) => m.timeCheckEn),
  },
  'time-terminals': {
    de: () => import('@app/shared/i18n/time-terminals.de').then((m) => m.timeTerminalsDe),
    en: () => import('@app/shared/i18n/time-terminals.en').then((m) => m.timeTerminalsEn),
  },
  'time-offline': {
    de: () => import('@app/shared/i18n/time-offline.de').then((m) => m.timeOfflineDe),
    en: () => import('@app/shared/i18n/time-offline.en').then((m) => m.timeOfflineEn),
  },
  'employee-home': {
    de: () => import('@app/shared/i18n/employee-home.de').then((m) => m.employeeHomeDe),
    en: () => import('@app/shared/i18n/employee-home.en').then((m) => m.employeeHomeEn),
  },
  setup: {
    de: () => import('@app/shared/i18n/setup.de').then((m) => m.setupDe),
    en: () => import('@app/shared/i18n/setup.en').then((m) => m.setupEn),
  },
  'year-tables': {
    de: () => import('@app/shared/i18n/year-tables.de').then((m) => m.yearTablesDe),
    en: () => import('@app/shared/i18n/year-tables.en').then((m) => m.yearTablesEn),
  },
  'payroll-export': {
    de: () => import('@app/shared/i18n/payroll-export.de').then((m) => m.payrollExportDe),
    en: () => import('@app/shared/i18n/payroll-export.en').then((m) => m.payrollExportEn),
  },
  'calendar-feeds': {
    de: () => import('@app/shared/i18n/calendar-feeds.de').then((m) => m.calendarFeedsDe),
    en: () => import('@app/shared/i18n/calendar-feeds.en').then((m) => m.calendarFeedsEn),
  },
  'payroll-settings': {
    de: () => import('@app/shared/i18n/payroll-settings.de').then((m) => m.payrollSettingsDe),
    en: () => import('@app/shared/i18n/payroll-settings.en').then((m) => m.payrollSettingsEn),
  },
  notifications: {
    de: () => import('@app/shared/i18n/notifications.de').then((m) => m.notificationsDe),
    en: () => import('@app/shared/i18n/notifications.en').then((m) => m.notificationsEn),
  },
  account: {
    de: () => import('@app/shared/i18n/account.de').then((m) => m.accountDe),
    en: () => import('@app/shared/i18n/account.en').then((m) => m.accountEn),
  },
  users: {
    de: () => import('@app/shared/i18n/users.de').then((m) => m.usersDe),
    en: () => import('@app/shared/i18n/users.en').then((m) => m.usersEn),
  },
  roles: {
    de: () => import('@app/shared/i18n/roles.de').then((m) => m.rolesDe),
    en: () => import('@app/shared/i18n/roles.en').then((m) => m.rolesEn),
  },
  audit: {
    de: () => import('@app/shared/i18n/audit.de').then((m) => m.auditDe),
    en: () => import('@app/shared/i18n/audit.en').then((m) => m.auditEn),
  },
  subscription: {
    de: () => import('@app/shared/i18n/subscription.de').then((m) => m.subscriptionDe),
    en: () => import('@app/shared/i18n/subscription.en').then((m) => m.subscriptionEn),
  },
  signup: {
    de: () => import('@app/shared/i18n/signup.de').then((m) => m.signupDe),
    en: () => import('@app/shared/i18n/signup.en').then((m) => m.signupEn),
  },
  units: {
    de: () => import('@app/shared/i18n/units.de').then((m) => m.unitsDe),
    en: () => import('@app/shared/i18n/units.en').then((m) => m.unitsEn),
  },
  'masterdata-grid': {
    de: () => import('@app/shared/i18n/masterdata-grid.de').then((m) => m.masterdataGridDe),
    en: () => import('@app/shared/i18n/masterdata-grid.en').then((m) => m.masterdataGridEn),
  },
  'masterdata-absence-types': {
    de: () => import('@app/shared/i18n/masterdata-absence-types.de').then((m) => m.masterdataAbsenceTypesDe),
    en: () => import('@app/shared/i18n/masterdata-absence-types.en').then((m) => m.masterdataAbsenceTypesEn),
  },
  'masterdata-tags': {
    de: () => import('@app/shared/i18n/masterdata-tags.de').then((m) => m.masterdataTagsDe),
    en: () => import('@app/shared/i18n/masterdata-tags.en').then((m) => m.masterdataTagsEn),
  },
  'masterdata-qualifications': {
    de: () =>
      import('@app/shared/i18n/masterdata-qualifications.de').then((m) => m.masterdataQualificationsDe),
    en: () =>
      import('@app/shared/i18n/masterdata-qualifications.en').then((m) => m.masterdataQualificationsEn),
  },
  'masterdata-payroll': {
    de: () => import('@app/shared/i18n/masterdata-payroll.de').then((m) => m.masterdataPayrollDe),
    en: () => import('@app/shared/i18n/masterdata-payroll.en').then((m) => m.masterdataPayrollEn),
  },
  'masterdata-shifts': {
    de: () => import('@app/shared/i18n/masterdata-shifts.de').then((m) => m.masterdataShiftsDe),
    en: () => import('@app/shared/i18n/masterdata-shifts.en').then((m) => m.masterdataShiftsEn),
  },
  'masterdata-countries': {
    de: () => import('@app/shared/i18n/masterdata-countries.de').then((m) => m.masterdataCountriesDe),
    en: () => import('@app/shared/i18n/masterdata-countries.en').then((m) => m.masterdataCountriesEn),
  },
  'masterdata-objects': {
    de: () => import('@app/shared/i18n/masterdata-objects.de').then((m) => m.masterdataObjectsDe),
    en: () => import('@app/shared/i18n/masterdata-objects.en').then((m) => m.masterdataObjectsEn),
  },
  'settings-area': {
    de: () => import('@app/shared/i18n/settings-area.de').then((m) => m.settingsAreaDe),
    en: () => import('@app/shared/i18n/settings-area.en').then((m) => m.settingsAreaEn),
  },
  'auto-plan': {
    de: () => import('@app/shared/i18n/auto-plan.de').then((m) => m.autoPlanDe),
    en: () => import('@app/shared/i18n/auto-plan.en').then((m) => m.autoPlanEn),
  },
};

function isAreaNamespace(namespace: string): namespace is AreaNamespace {
  return Object.hasOwn(namespaceLoaders, namespace);
}

function isKnownLanguage(language: string): language is Language {
  return language === 'de' || language === 'en';
}

/**
 * An i18next backend that reads area namespaces from `namespaceLoaders`. i18next asks it for every language in
 * use (the current one and the fallback), also after a language switch, so a switched page keeps its texts.
 */
export const areaNamespaceBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isAreaNamespace(namespace) || !isKnownLanguage(language)) {
      callback(new Error(`No texts for namespace ${namespace} in ${language}`), false);
      return;
    }
    namespaceLoaders[namespace][language]().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
