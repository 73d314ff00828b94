import { defineFeature } from '#app/feature';

/** Microsoft sign-in of the company (issue 31): its Entra directory, passwords beside it, matching, newcomers. */
export const ssoFeature = defineFeature({
  path: '/settings/sso',
  frame: 'shell',
  permission: 'access.administrator',
  nav: { section: 'administration', labelKey: 'nav.sso' },
  namespaces: ['account'],
  helpKey: 'help.sso',
  page: () => import('./sso-settings-page').then((m) => m.SsoSettingsPage),
});
