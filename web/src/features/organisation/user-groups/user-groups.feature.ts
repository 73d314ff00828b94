import { defineFeature } from '#app/feature';

export const userGroupsFeature = defineFeature({
  path: '/organisation/user-groups',
  frame: 'shell',
  permission: 'user.edit',
  nav: { section: 'organisation', labelKey: 'nav.userGroups' },
  helpKey: 'help.userGroups',
  namespaces: ['users', 'masterdata-grid'],
  page: () => import('./user-groups-page').then((m) => m.UserGroupsPage),
});
