import { defineFeature } from '#app/feature';

/** Everyone signed in reads tags (pickers show them); the page is for those who keep master data. */
export const tagsFeature = defineFeature({
  path: '/masterdata/tags',
  frame: 'shell',
  permission: 'masterdata.edit',
  nav: { section: 'masterdata', labelKey: 'nav.tags' },
  helpKey: 'help.tags',
  namespaces: ['masterdata-grid', 'masterdata-tags'],
  page: () => import('./tags-page').then((m) => m.TagsPage),
});
