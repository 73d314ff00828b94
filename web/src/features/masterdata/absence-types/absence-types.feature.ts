import { defineFeature } from '#app/feature';

/** Everyone signed in reads absence types (every calendar draws them); the page is for those who keep master data. */
export const absenceTypesFeature = defineFeature({
  path: '/masterdata/absence-types',
  frame: 'shell',
  permission: 'masterdata.edit',
  nav: { section: 'masterdata', labelKey: 'nav.absenceTypes' },
  helpKey: 'help.absenceTypes',
  namespaces: ['masterdata-grid', 'masterdata-absence-types'],
  page: () => import('./absence-types-page').then((m) => m.AbsenceTypesPage),
});
