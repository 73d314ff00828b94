import { defineFeature } from '#app/feature';

/** The full list behind the bell's 'more' row; every signed-in person has one. */
export const notificationsFeature = defineFeature({
  path: '/notifications',
  frame: 'shell',
  namespaces: ['notifications'],
  helpKey: 'help.notifications',
  helpTitleKey: 'nav.notifications',
  page: () => import('./notifications-page').then((m) => m.NotificationsPage),
});
