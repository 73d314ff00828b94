import { defineFeature } from '#app/feature';

/** Everyone signed in reads holidays (the calendar shows them); the page is for those who keep master data. */
export const countriesFeature = defineFeature({
  path: '/masterdata/countries',
  frame: 'shell',
  permission: 'masterdata.edit',
  nav: { section: 'masterdata', labelKey: 'nav.countries' },
  helpKey: 'help.countries',
  namespaces: ['masterdata-countries'],
  page: () => import('./countries-page').then((m) => m.CountriesPage),
});
