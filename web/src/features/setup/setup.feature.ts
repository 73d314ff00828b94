import { defineFeature } from '#app/feature';

export const setupFeature = defineFeature({
  path: '/setup',
  frame: 'shell',
  permission: 'access.administrator',
  nav: { section: 'administration', labelKey: 'nav.setup' },
  namespaces: ['setup'],
  helpKey: 'help.setup',
  page: () => import('./setup-page').then((m) => m.SetupPage),
});
