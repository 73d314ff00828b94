/** Payroll exports and their kept runs (area `payroll-data`, joined into its handler). */
export const payrollExportOperations = [];
