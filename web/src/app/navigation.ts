import type { UiKey } from '@app/shared/i18n/ui.en';

/** One entry of the left navigation. */
export interface NavEntry {
  /** In-app path; must be a route of `routes.tsx` (no dead links). */
  to: string;
  labelKey: UiKey;
  /** Active only on exactly this path (for `/`). */
  end?: boolean;
}

/** The left navigation, in display order. A feature adds its entry here together with its route. */
export const navEntries: NavEntry[] = [{ to: '/', labelKey: 'nav.home', end: true }];
