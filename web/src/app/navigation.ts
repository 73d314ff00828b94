import type { PermissionName } from '@app/shared/security/permissions';
import type { UiKey } from '@app/shared/i18n/resources';
import { navSectionIds, type FeatureRegistration, type NavSectionId } from './feature';
import { features } from './features';

/** One entry of the left navigation. */
export interface NavEntry {
  /** In-app path: always a registered feature's route (no dead links). */
  to: string;
  labelKey: UiKey;
  /** Active only on exactly this path (for `/`). */
  end?: boolean;
  /** Shown only when the session grants this permission (the route checks it too). */
  permission?: PermissionName;
}

/** A group of entries; the first group has no heading. */
export interface NavSection {
  id: NavSectionId;
  labelKey?: UiKey;
  entries: NavEntry[];
}

const sectionLabels: Record<NavSectionId, UiKey | undefined> = {
  main: undefined,
  organisation: 'nav.organisation',
  masterdata: 'nav.masterdata',
  administration: 'nav.administration',
};

/** The navigation of `registrations`: their entries by section, in list order; sections without entries drop out. */
export function navSectionsOf(registrations: readonly FeatureRegistration[]): NavSection[] {
  return navSectionIds
    .map((id) => {
      const entries = registrations.flatMap(({ path, permission, nav }) =>
        nav?.section === id
          ? [
              {
                to: path,
                labelKey: nav.labelKey,
                ...(nav.end ? { end: true } : {}),
                ...(permission ? { permission } : {}),
              },
            ]
          : [],
      );
      const labelKey = sectionLabels[id];
      return { id, ...(labelKey ? { labelKey } : {}), entries };
    })
    .filter((section) => section.entries.length > 0);
}

/** The left navigation, in display order, derived from the feature registrations. */
export const navSections: NavSection[] = navSectionsOf(features);

/** The sections with the entries `allows` lets the user see; sections left empty disappear. */
export function visibleNavSections(allows: (permission: PermissionName) => boolean): NavSection[] {
  return navSections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => !entry.permission || allows(entry.permission)),
    }))
    .filter((section) => section.entries.length > 0);
}
