import { defineFeature } from '#app/feature';

/** Payroll export (issue 15): DATEV LODAS, DATEV Lohn und Gehalt and Sage files of a confirmed month, and the runs. */
export const payrollExportFeature = defineFeature({
  path: '/payroll/export',
  frame: 'shell',
  permission: 'payroll.export',
  nav: { section: 'main', labelKey: 'nav.payrollExport' },
  helpKey: 'help.payrollExport',
  namespaces: ['payroll-export'],
  page: () => import('./payroll-export-page').then((m) => m.PayrollExportPage),
});
