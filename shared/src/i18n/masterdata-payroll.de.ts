import type { masterdataPayrollEn } from './masterdata-payroll.en';

/** Texte der Seite „Kostenstellen, Zuschläge und Lohnarten“ (Namensraum `masterdata-payroll`). */
export const masterdataPayrollDe: Record<keyof typeof masterdataPayrollEn, string> = {
  'payrollData.title': 'Kostenstellen, Zuschläge und Lohnarten',
};
