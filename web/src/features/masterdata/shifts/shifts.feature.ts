import { defineFeature } from '#app/feature';

/** Everyone signed in reads shift templates (the shift picker offers them); the pages keep master data. */
export const shiftTemplatesFeature = defineFeature({
  path: '/masterdata/shifts',
  frame: 'shell',
  permission: 'masterdata.edit',
  nav: { section: 'masterdata', labelKey: 'nav.shiftTemplates' },
  helpKey: 'help.shiftTemplates',
  namespaces: ['masterdata-grid', 'masterdata-shifts'],
  page: () => import('./shift-templates-page').then((m) => m.ShiftTemplatesPage),
});

export const shiftCyclesFeature = defineFeature({
  path: '/masterdata/shift-cycles',
  frame: 'shell',
  permission: 'masterdata.edit',
  nav: { section: 'masterdata', labelKey: 'nav.shiftCycles' },
  helpKey: 'help.shiftCycles',
  namespaces: ['masterdata-grid', 'masterdata-shifts'],
  page: () => import('./shift-cycles-page').then((m) => m.ShiftCyclesPage),
});
