import type { Language } from './languages';
import { messagesDe } from './messages.de';
import { messagesEn } from './messages.en';
import { uiDe } from './ui.de';
import { uiEn } from './ui.en';
import { widgetsDe } from './widgets.de';
import { widgetsEn } from './widgets.en';
import type { auditEn } from './audit.en';
import type { rolesEn } from './roles.en';
import type { signupEn } from './signup.en';
import type { subscriptionEn } from './subscription.en';
import type { usersEn } from './users.en';
import type { accountEn } from './account.en';
import type { unitsEn } from './units.en';
import type { masterdataGridEn } from './masterdata-grid.en';
import type { masterdataAbsenceTypesEn } from './masterdata-absence-types.en';
import type { masterdataTagsEn } from './masterdata-tags.en';
import type { masterdataQualificationsEn } from './masterdata-qualifications.en';
import type { masterdataPayrollEn } from './masterdata-payroll.en';
import type { masterdataShiftsEn } from './masterdata-shifts.en';
import type { masterdataCountriesEn } from './masterdata-countries.en';
import type { masterdataObjectsEn } from './masterdata-objects.en';
import type { settingsAreaEn } from './settings-area.en';
import type { notificationsEn } from './notifications.en';
import type { calendarEn } from './calendar.en';
import type { absencesEn } from './absences.en';
import type { absenceDialogsEn } from './absence-dialogs.en';
import type { appointmentsEn } from './appointments.en';
import type { absencePagesEn } from './absence-pages.en';
import type { planToolsEn } from './plan-tools.en';
import type { rulesEn } from './rules.en';
import type { ruleFindingsEn } from './rule-findings.en';
import type { timeEn } from './time.en';
import type { timeTrackingEn } from './time-tracking.en';
import type { timeCheckEn } from './time-check.en';
import type { timeTerminalsEn } from './time-terminals.en';
import type { timeOfflineEn } from './time-offline.en';
import type { yearTablesEn } from './year-tables.en';
import type { payrollExportEn } from './payroll-export.en';
import type { payrollSettingsEn } from './payroll-settings.en';
import type { autoPlanEn } from './auto-plan.en';
import type { calendarFeedsEn } from './calendar-feeds.en';
import type { employeeHomeEn } from './employee-home.en';
import type { setupEn } from './setup.en';
import { permissionLabels } from '../security/permissions';

/** The namespace every `t()` looks in first; it is bundled with the app (shell, sign-in, errors, widgets). */
export const coreNamespace = 'core';

/**
 * The namespaces of the areas, each loaded with the area's page (`<area>.en.ts` / `<area>.de.ts`). A new area
 * adds its name here, its two files, and its loader in `web/src/lib/i18n-namespaces.ts`.
 */
export const areaNamespaces = [
  'users',
  'account',
  'roles',
  'audit',
  'subscription',
  'signup',
  'units',
  'masterdata-grid',
  'masterdata-absence-types',
  'masterdata-tags',
  'masterdata-qualifications',
  'masterdata-payroll',
  'masterdata-shifts',
  'masterdata-countries',
  'masterdata-objects',
  'settings-area',
  'notifications',
  'calendar',
  'absences',
  'absence-dialogs',
  'appointments',
  'absence-pages',
  'plan-tools',
  'rules',
  'rule-findings',
  'time',
  'time-tracking',
  'time-check',
  'time-terminals',
  'time-offline',
  'year-tables',
  'payroll-export',
  'payroll-settings',
  'auto-plan',
  'employee-home',
  'calendar-feeds',
  'setup',
] as const;
export type AreaNamespace = (typeof areaNamespaces)[number];

/** The core namespace of each language: UI texts, server messages and permission labels. */
export const coreResources = {
  de: { core: { ...uiDe, ...widgetsDe, ...messagesDe, ...permissionLabels('de') } },
  en: { core: { ...uiEn, ...widgetsEn, ...messagesEn, ...permissionLabels('en') } },
} as const satisfies Record<Language, { core: Record<string, string> }>;

/**
 * Every text of every namespace, for the typed `t()`: keys are unique across namespaces, and `t()` finds a key
 * of a loaded area namespace through i18next's `fallbackNS`. At run time an area's keys exist only once its page
 * has loaded them (a missing one shows an error toast in development).
 */
export type AllTexts = (typeof coreResources)['en']['core'] &
  typeof usersEn &
  typeof accountEn &
  typeof rolesEn &
  typeof auditEn &
  typeof subscriptionEn &
  typeof signupEn &
  typeof unitsEn &
  typeof masterdataGridEn &
  typeof masterdataAbsenceTypesEn &
  typeof masterdataTagsEn &
  typeof masterdataQualificationsEn &
  typeof masterdataPayrollEn &
  typeof masterdataShiftsEn &
  typeof masterdataCountriesEn &
  typeof masterdataObjectsEn &
  typeof settingsAreaEn &
  typeof notificationsEn &
  typeof calendarEn &
  typeof absencesEn &
  typeof absenceDialogsEn &
  typeof appointmentsEn &
  typeof absencePagesEn &
  typeof planToolsEn &
  typeof rulesEn &
  typeof ruleFindingsEn &
  typeof timeEn &
  typeof timeTrackingEn &
  typeof timeCheckEn &
  typeof timeTerminalsEn &
  typeof timeOfflineEn &
  typeof yearTablesEn &
  typeof payrollExportEn &
  typeof payrollSettingsEn &
  typeof autoPlanEn &
  typeof calendarFeedsEn &
  typeof employeeHomeEn &
  typeof setupEn;

/** Any key of any namespace. */
export type UiKey = keyof AllTexts;
