import { defineFeature } from '#app/feature';

export const rolesFeature = defineFeature({
  path: '/settings/roles',
  frame: 'shell',
  permission: 'roles.manage',
  nav: { section: 'administration', labelKey: 'nav.roles' },
  namespaces: ['roles', 'masterdata-grid'],
  helpKey: 'help.roles',
  page: () => import('./roles-page').then((m) => m.RolesPage),
});
