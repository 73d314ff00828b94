/** Texts of the Cost units, rates and wage types page (namespace `masterdata-payroll`). German twin: masterdata-payroll.de.ts. */
export const masterdataPayrollEn = {
  'payrollData.title': 'Cost units, rates and wage types',
} as const;
