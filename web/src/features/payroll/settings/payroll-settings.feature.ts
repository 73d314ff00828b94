import { defineFeature } from '#app/feature';

/** Payroll settings (issue 15): DATEV and Sage numbers and mappings, and the people's personnel numbers. */
export const payrollSettingsFeature = defineFeature({
  path: '/payroll/settings',
  frame: 'shell',
  permission: 'payroll.export',
  nav: { section: 'administration', labelKey: 'nav.payrollSettings' },
  helpKey: 'help.payrollSettings',
  namespaces: ['payroll-settings', 'masterdata-payroll'],
  page: () => import('./payroll-settings-page').then((m) => m.PayrollSettingsPage),
});
