import { defineFeature } from '#app/feature';

/** The signed-in person's own account, reached from the user menu (no navigation entry). */
export const profileFeature = defineFeature({
  path: '/account/profile',
  frame: 'shell',
  helpKey: 'help.profile',
  helpTitleKey: 'userMenu.profile',
  namespaces: ['account', 'calendar-feeds'],
  page: () => import('./profile-page').then((m) => m.ProfilePage),
});
