import { defineFeature } from '#app/feature';

/** Everyone signed in picks objects; the page is for those who keep master data. */
export const objectsFeature = defineFeature({
  path: '/masterdata/objects',
  frame: 'shell',
  permission: 'masterdata.edit',
  nav: { section: 'masterdata', labelKey: 'nav.objects' },
  helpKey: 'help.objects',
  // users: the custom field dialog and widgets; masterdata-tags: the favourite star.
  namespaces: ['masterdata-grid', 'masterdata-tags', 'users', 'masterdata-objects'],
  page: () => import('./objects-page').then((m) => m.ObjectsPage),
});
