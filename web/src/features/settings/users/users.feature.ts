import { defineFeature } from '#app/feature';

export const usersFeature = defineFeature({
  path: '/settings/users',
  frame: 'shell',
  permission: 'user.show',
  nav: { section: 'organisation', labelKey: 'nav.users' },
  namespaces: ['users', 'notifications', 'account'],
  helpKey: 'help.users',
  page: () => import('./users-page').then((m) => m.UsersPage),
});
