import type { UiKey } from '@app/shared/i18n/ui.en';
import type { PermissionName } from '@app/shared/security/permissions';

/** One entry of the left navigation. */
export interface NavEntry {
  /** In-app path; must be a route of `routes.tsx` (no dead links). */
  to: string;
  labelKey: UiKey;
  /** Active only on exactly this path (for `/`). */
  end?: boolean;
  /** Shown only when the session grants this permission (the route checks it too). */
  permission?: PermissionName;
}

/** A group of entries; the first group has no heading. */
export interface NavSection {
  id: string;
  labelKey?: UiKey;
  entries: NavEntry[];
}

/** The left navigation, in display order. A feature adds its entry here together with its route. */
export const navSections: NavSection[] = [
  { id: 'main', entries: [{ to: '/', labelKey: 'nav.home', end: true }] },
  {
    id: 'administration',
    labelKey: 'nav.administration',
    entries: [
      { to: '/settings/users', labelKey: 'nav.users', permission: 'user.show' },
      { to: '/settings/roles', labelKey: 'nav.roles', permission: 'roles.manage' },
      { to: '/settings/subscription', labelKey: 'nav.subscription', permission: 'subscription.manage' },
      { to: '/settings/audit', labelKey: 'nav.audit', permission: 'audit.view' },
    ],
  },
];

/** The sections with the entries `allows` lets the user see; sections left empty disappear. */
export function visibleNavSections(allows: (permission: PermissionName) => boolean): NavSection[] {
  return navSections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => !entry.permission || allows(entry.permission)),
    }))
    .filter((section) => section.entries.length > 0);
}
