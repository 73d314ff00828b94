import { defineFeature } from '#app/feature';

/** `/fixedbars` (issue 12): the fixed bars, kept by planners; the calendar shows them to everyone. */
export const fixedBarsFeature = defineFeature({
  path: '/fixedbars',
  frame: 'shell',
  permission: 'calendar.plan',
  nav: { section: 'masterdata', labelKey: 'nav.fixedBars' },
  helpKey: 'help.fixedBars',
  namespaces: ['plan-tools', 'appointments'],
  page: () => import('./fixed-bars-page').then((m) => m.FixedBarsPage),
});

/** `/FixedBars/Manage?id=`: one bar's entries (no navigation entry: opened from the list). */
export const fixedBarManageFeature = defineFeature({
  path: '/FixedBars/Manage',
  frame: 'shell',
  permission: 'calendar.plan',
  helpKey: 'help.fixedBarManage',
  helpTitleKey: 'nav.fixedBars',
  namespaces: ['plan-tools', 'appointments'],
  page: () => import('./fixed-bar-manage-page').then((m) => m.FixedBarManagePage),
});
