import { defineFeature } from '#app/feature';

/** Everyone signed in reads units (the calendar shows them); the page is for those who shape the tree. */
export const unitsFeature = defineFeature({
  path: '/organisation/units',
  frame: 'shell',
  permission: 'group.edit',
  nav: { section: 'organisation', labelKey: 'nav.units' },
  namespaces: ['units', 'users', 'absence-pages'],
  helpKey: 'help.units',
  page: () => import('./units-page').then((m) => m.UnitsPage),
});
