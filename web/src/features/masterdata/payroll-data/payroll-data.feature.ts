import { defineFeature } from '#app/feature';

/** Cost units, hourly rates and wage types: kept by those who keep master data. */
export const payrollDataFeature = defineFeature({
  path: '/masterdata/payroll-data',
  frame: 'shell',
  permission: 'masterdata.edit',
  nav: { section: 'masterdata', labelKey: 'nav.payrollData' },
  helpKey: 'help.payrollData',
  namespaces: ['masterdata-grid', 'masterdata-payroll'],
  page: () => import('./payroll-data-page').then((m) => m.PayrollDataPage),
});
