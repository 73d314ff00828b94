/** Payroll settings and personnel numbers (area `payroll-data`, joined into its handler). */
export const payrollSettingsOperations = [];
