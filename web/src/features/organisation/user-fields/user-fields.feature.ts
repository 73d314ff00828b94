import { defineFeature } from '#app/feature';

export const userFieldsFeature = defineFeature({
  path: '/organisation/user-fields',
  frame: 'shell',
  permission: 'user.edit',
  nav: { section: 'organisation', labelKey: 'nav.userFields' },
  helpKey: 'help.userFields',
  namespaces: ['users', 'masterdata-grid'],
  page: () => import('./user-fields-page').then((m) => m.UserFieldsPage),
});
