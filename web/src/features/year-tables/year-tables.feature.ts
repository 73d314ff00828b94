import { defineFeature } from '#app/feature';

/** A person's year account (leave and time account of a year): one's own read-only, others' with user.show. */
export const yearTableFeature = defineFeature({
  path: '/year-tables',
  frame: 'shell',
  permission: 'time.track',
  nav: { section: 'main', labelKey: 'nav.yearTables' },
  helpKey: 'help.yearTables',
  namespaces: ['year-tables'],
  page: () => import('./year-table-page').then((m) => m.YearTablePage),
});

/** The year-table manager (`/YearTables/ManageYears/`): every person's year at once, as background tasks. */
export const yearTablesManageFeature = defineFeature({
  path: '/year-tables/manage',
  frame: 'shell',
  permission: 'yeartable.edit',
  nav: { section: 'organisation', labelKey: 'nav.yearTablesManage' },
  helpKey: 'help.yearTablesManage',
  namespaces: ['year-tables'],
  page: () => import('./year-manage-page').then((m) => m.YearManagePage),
});
