import type { ComponentType } from 'react';
import type { AreaNamespace, UiKey } from '@app/shared/i18n/resources';
import type { PermissionName } from '@app/shared/security/permissions';

/** The groups of the left navigation, in display order; the first has no heading. */
export const navSectionIds = ['main', 'organisation', 'masterdata', 'administration'] as const;
export type NavSectionId = (typeof navSectionIds)[number];

/**
 * One page of the app, registered once in its feature's `<area>.feature.ts`: the route, the permission, the
 * navigation entry, the help text and the lazily loaded page all derive from it (`app/features.ts` lists them).
 */
export interface FeatureRegistration {
  /** Absolute path (`/settings/users`); `/` is the start page. */
  path: string;
  /** `shell`: inside the signed-in frame (behind sign-in); `public`: a page of its own, open to everyone. */
  frame: 'shell' | 'public';
  /** The route shows `access-deny` without it, and the navigation entry is hidden. */
  permission?: PermissionName;
  /** Its entry in the left navigation; entries keep the order of the registration list. */
  nav?: {
    section: NavSectionId;
    labelKey: UiKey;
    /** Active only on exactly this path (for `/`). */
    end?: boolean;
  };
  /** The page tells of a lost connection itself (the clock queues steps): the shell's notice stays away. */
  ownOfflineNotice?: true;
  /** The text of the page's help window: two sentences, what the page is for and what one does there. */
  helpKey?: UiKey;
  /** The help window's title for a page without a navigation entry (a core text; else the entry's label). */
  helpTitleKey?: UiKey;
  /** Area namespaces whose texts the page needs; they load together with the page's code. */
  namespaces?: readonly AreaNamespace[];
  /** The page's module, loaded on demand (its own chunk). */
  page: () => Promise<ComponentType>;
}

/** Declares a feature's page (an identity function that checks the shape). */
export function defineFeature(registration: FeatureRegistration): FeatureRegistration {
  return registration;
}
