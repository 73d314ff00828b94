import { defineFeature } from '#app/feature';

/** Everyone signed in reads qualifications; the page is for those who keep master data. */
export const qualificationsFeature = defineFeature({
  path: '/masterdata/qualifications',
  frame: 'shell',
  permission: 'masterdata.edit',
  nav: { section: 'masterdata', labelKey: 'nav.qualifications' },
  helpKey: 'help.qualifications',
  namespaces: ['masterdata-grid', 'masterdata-tags', 'masterdata-qualifications'],
  page: () => import('./qualifications-page').then((m) => m.QualificationsPage),
});
