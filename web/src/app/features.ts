import { loginFeature } from '#features/account/account.feature';
import { homeFeature } from '#features/home/home.feature';
import { unitsFeature } from '#features/organisation/units/units.feature';
import { auditFeature } from '#features/settings/audit/audit.feature';
import { rolesFeature } from '#features/settings/roles/roles.feature';
import { subscriptionFeature } from '#features/settings/subscription/subscription.feature';
import { usersFeature } from '#features/settings/users/users.feature';
import { signupFeature } from '#features/signup/signup.feature';
import type { FeatureRegistration } from './feature';

/**
 * Every page of the app. A new feature adds its registration here; routes, navigation (in this order), route
 * permissions, help texts and text namespaces derive from the list.
 */
export const features: readonly FeatureRegistration[] = [
  loginFeature,
  signupFeature,
  homeFeature,
  unitsFeature,
  usersFeature,
  rolesFeature,
  subscriptionFeature,
  auditFeature,
];

/** The registration of the page at `pathname` (exact match), e.g. for its help text. */
export function featureAt(pathname: string): FeatureRegistration | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return features.find((feature) => feature.path === path);
}
