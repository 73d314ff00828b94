import { defineFeature } from '#app/feature';

/** Everyone signed in reads resources (every calendar draws them); the page is for those who keep master data. */
export const resourcesFeature = defineFeature({
  path: '/masterdata/resources',
  frame: 'shell',
  permission: 'masterdata.edit',
  nav: { section: 'masterdata', labelKey: 'nav.resources' },
  helpKey: 'help.resources',
  namespaces: ['masterdata-grid', 'masterdata-shifts'],
  page: () => import('./resources-page').then((m) => m.ResourcesPage),
});
