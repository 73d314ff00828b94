import { loginFeature, ssoCallbackFeature } from '#features/account/account.feature';
import { homeFeature } from '#features/home/home.feature';
import { calendarFeature } from '#features/calendar/calendar.feature';
import { absenceApprovalsFeature, myAbsencesFeature } from '#features/absences/absences.feature';
import { unitsFeature } from '#features/organisation/units/units.feature';
import { resourcesFeature } from '#features/masterdata/resources/resources.feature';
import { shiftCyclesFeature, shiftTemplatesFeature } from '#features/masterdata/shifts/shifts.feature';
import { absenceTypesFeature } from '#features/masterdata/absence-types/absence-types.feature';
import { tagsFeature } from '#features/masterdata/tags/tags.feature';
import { fixedBarManageFeature, fixedBarsFeature } from '#features/plan-tools/fixed-bars.feature';
import { bulkToolFeature } from '#features/plan-tools/bulk-tool.feature';
import { qualificationsFeature } from '#features/masterdata/qualifications/qualifications.feature';
import { objectsFeature } from '#features/masterdata/objects/objects.feature';
import { payrollDataFeature } from '#features/masterdata/payroll-data/payroll-data.feature';
import { countriesFeature } from '#features/masterdata/countries/countries.feature';
import { auditFeature } from '#features/settings/audit/audit.feature';
import { rolesFeature } from '#features/settings/roles/roles.feature';
import { subscriptionFeature } from '#features/settings/subscription/subscription.feature';
import { ssoFeature } from '#features/settings/sso/sso.feature';
import { usersFeature } from '#features/settings/users/users.feature';
import { invitationsFeature } from '#features/settings/invitations/invitations.feature';
import { profileFeature } from '#features/account/profile/profile.feature';
import { forgotPasswordFeature } from '#features/account/forgot-password/forgot-password.feature';
import { confirmEmailFeature } from '#features/account/confirm-email/confirm-email.feature';
import { userGroupsFeature } from '#features/organisation/user-groups/user-groups.feature';
import { userFieldsFeature } from '#features/organisation/user-fields/user-fields.feature';
import { signupFeature } from '#features/signup/signup.feature';
import { notificationsFeature } from '#features/notifications/notifications.feature';
import { ruleProfileFeature, rulesFeature, standbyFeature } from '#features/rules/rules.feature';
import {
  timeBookingsFeature,
  timeCheckFeature,
  timeClockFeature,
  timeTargetActualFeature,
  timeTeamFeature,
  timeTerminalsFeature,
} from '#features/time/time.feature';
import { yearTableFeature, yearTablesManageFeature } from '#features/year-tables/year-tables.feature';
import { payrollExportFeature } from '#features/payroll/payroll-export.feature';
import { payrollSettingsFeature } from '#features/payroll/settings/payroll-settings.feature';
import { setupFeature } from '#features/setup/setup.feature';
import type { FeatureRegistration } from './feature';

/**
 * Every page of the app. A new feature adds its registration here; routes, navigation (in this order), route
 * permissions, help texts and text namespaces derive from the list.
 */
export const features: readonly FeatureRegistration[] = [
  loginFeature,
  ssoCallbackFeature,
  signupFeature,
  homeFeature,
  calendarFeature,
  bulkToolFeature,
  myAbsencesFeature,
  absenceApprovalsFeature,
  timeClockFeature,
  timeBookingsFeature,
  timeTargetActualFeature,
  timeTeamFeature,
  timeCheckFeature,
  yearTableFeature,
  payrollExportFeature,
  unitsFeature,
  resourcesFeature,
  shiftTemplatesFeature,
  shiftCyclesFeature,
  absenceTypesFeature,
  tagsFeature,
  fixedBarsFeature,
  fixedBarManageFeature,
  standbyFeature,
  qualificationsFeature,
  objectsFeature,
  payrollDataFeature,
  countriesFeature,
  usersFeature,
  userGroupsFeature,
  userFieldsFeature,
  yearTablesManageFeature,
  invitationsFeature,
  profileFeature,
  forgotPasswordFeature,
  confirmEmailFeature,
  setupFeature,
  rulesFeature,
  ruleProfileFeature,
  rolesFeature,
  timeTerminalsFeature,
  payrollSettingsFeature,
  subscriptionFeature,
  ssoFeature,
  auditFeature,
  notificationsFeature,
];

/** The registration of the page at `pathname` (exact match), e.g. for its help text. */
export function featureAt(pathname: string): FeatureRegistration | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return features.find((feature) => feature.path === path);
}
