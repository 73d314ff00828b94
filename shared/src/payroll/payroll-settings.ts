/**
 * The payroll settings of one payroll system (`PAYROLLCFG`, docs/data-model.md section 11; docs/payroll.md): the
 * consultant and client numbers and how our wage types, hourly rates, absence types and cost units map onto the
 * payroll system's numbers and keys. Every mapping row is optional: a wage type without a row exports with its
 * defaults (`defaultWageTypeMapping`), so a company that only sets its numbers can export at once.
 *
 * The formats rest on third-party sources (../formats/payroll.md grades them); whatever is unverified there is a
 * setting here, and the dialogs say which.
 */
import * as z from 'zod';
import { ZCostUnitCode } from '../payroll-data/cost-unit';
import { wageCalcTypes, type TWageType } from '../payroll-data/wage-type';

export const payrollSystems = ['lodas', 'lug', 'sage'] as const;
export const ZPayrollSystem = z.enum(payrollSystems);
export type TPayrollSystem = z.infer<typeof ZPayrollSystem>;

/** DATEV's ranges (HYDRA manual, LuG header table): the export refuses numbers outside them. */
export const datevRanges = {
  consultant: { min: 1000, max: 9_999_999 },
  client: { min: 1, max: 99_999 },
  personnelNumber: { min: 1, max: 99_999 },
  lohnart: { min: 1, max: 9999 },
} as const;

/** Kostenstelle/Kostenträger: DATEV takes at most 8 characters. */
export const maxCostCentreLength = 8;

/** The spec's payroll settings: both numbers required, at most 50 characters (kept as typed). */
const ZPayrollNumber = (message: string) => z.string().trim().min(1, message).max(50, message);

/** A Lohnart as typed: digits only (empty: the wage type's own booking key). */
const ZLohnart = z
  .string()
  .trim()
  .regex(/^\d{0,4}$/, 'payroll.lohnart');
/** A Bearbeitungsschlüssel (LODAS, digits) or an Ausfallschlüssel (LuG, letters) or a Sage code. */
const ZPayrollKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9ÄÖÜäöü]{0,10}$/, 'payroll.key');

export const ZWageTypeMapping = z.strictObject({
  wageTypeId: z.uuid(),
  /** Overrides the wage type's booking key (its Lohnart) for this system; empty keeps it. */
  lohnart: ZLohnart,
  /** LODAS Bearbeitungsschlüssel (1 hours, 2 amount, 3 net amount, 71 leave days, 72 sick days); empty: default. */
  processingKey: ZPayrollKey,
});
export type TWageTypeMapping = z.infer<typeof ZWageTypeMapping>;

export const ZRateMapping = z.strictObject({
  rateId: z.uuid(),
  /** The surcharge's Lohnart; empty: the rate's account number (its account when that is empty). */
  lohnart: ZLohnart,
  processingKey: ZPayrollKey,
});
export type TRateMapping = z.infer<typeof ZRateMapping>;

export const ZAbsenceKeyMapping = z.strictObject({
  absenceTypeId: z.uuid(),
  /** LuG Ausfallschlüssel (`U`, `K`, ...) or the Sage absence code; empty: the day is not sent as an absence. */
  key: ZPayrollKey,
});
export type TAbsenceKeyMapping = z.infer<typeof ZAbsenceKeyMapping>;

export const ZCostCentreMapping = z.strictObject({
  costUnitCode: ZCostUnitCode,
  /** The payroll system's Kostenstelle (at most 8 characters). */
  costCentre: z.string().trim().min(1).max(maxCostCentreLength),
});
export type TCostCentreMapping = z.infer<typeof ZCostCentreMapping>;

/** LuG's eleven data fields (DATEV Formatbeschreibung order, payroll.md 3.1); the order is a setting. */
export const lugFields = [
  'personnelNumber',
  'day',
  'absenceKey',
  'lohnart',
  'hours',
  'days',
  'value',
  'factor',
  'wageChange',
  'costCentre',
  'costUnit',
] as const;
export const ZLugField = z.enum(lugFields);

/** Sage's movement columns (payroll.md 4.1, variant A: fourteen fields, the default order). */
export const sageColumns = [
  'client',
  'month',
  'year',
  'personnelNumber',
  'lohnart',
  'date',
  'costCentre',
  'costUnit',
  'workType',
  'quantity',
  'amount',
  'surcharge',
  'lohnartText',
  'text',
] as const;
export const ZSageColumn = z.enum(sageColumns);

export const ZSageTemplate = z.strictObject({
  separator: z.enum([';', ',', '\t', '|']).default(';'),
  decimalSeparator: z.enum([',', '.']).default(','),
  dateFormat: z.enum(['DD.MM.YYYY', 'YYYY-MM-DD', 'DDMMYYYY']).default('DD.MM.YYYY'),
  columns: z
    .array(ZSageColumn)
    .min(1)
    .max(30)
    .default([...sageColumns]),
  /** Write the second file of absences (`..._Fehltage.txt`) as date ranges. */
  absenceFile: z.boolean().default(true),
  encoding: z.enum(['windows-1252', 'utf-8']).default('windows-1252'),
});
export type TSageTemplate = z.infer<typeof ZSageTemplate>;

const settingsFields = {
  consultantNumber: ZPayrollNumber('payroll.consultantRequired'),
  clientNumber: ZPayrollNumber('payroll.clientRequired'),
  wageTypes: z.array(ZWageTypeMapping).max(200).default([]),
  rates: z.array(ZRateMapping).max(200).default([]),
  absenceKeys: z.array(ZAbsenceKeyMapping).max(200).default([]),
  costCentres: z.array(ZCostCentreMapping).max(500).default([]),
  /** LuG: the field order the Kanzlei set up (all eleven, each once). */
  lugFieldOrder: z
    .array(ZLugField)
    .length(lugFields.length)
    .refine((fields) => new Set(fields).size === fields.length, 'payroll.lugFieldOrder')
    .default([...lugFields]),
  /** Sage: the delimited template (variant A by default, to be confirmed with the Sage installation). */
  sage: ZSageTemplate.default(ZSageTemplate.parse({})),
};

export const ZPayrollSettingsSave = z.strictObject({
  ...settingsFields,
  /** 0 when nothing is stored yet. */
  version: z.number().int().nonnegative(),
});
export type TPayrollSettingsSave = z.input<typeof ZPayrollSettingsSave>;

export const ZPayrollSettings = z.object({
  system: ZPayrollSystem,
  ...settingsFields,
  consultantNumber: z.string(),
  clientNumber: z.string(),
  /** 0: never saved (the numbers are empty and the export refuses). */
  version: z.number().int().nonnegative(),
});
export type TPayrollSettings = z.infer<typeof ZPayrollSettings>;

/** A person's payroll data (`USER#<u>` / `PAYROLL`): DATEV's personnel number and the default cost centre. */
export const ZPersonnelPayroll = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  /** Null: not set, the person is left out of exports with a warning. */
  personnelNumber: z.number().int().nullable(),
  /** Where hours without a cost unit are booked (empty: none). */
  costCentre: z.string(),
  version: z.number().int().nonnegative(),
});
export type TPersonnelPayroll = z.infer<typeof ZPersonnelPayroll>;

export const ZPersonnelPayrollSave = z.strictObject({
  personnelNumber: z
    .number()
    .int()
    .min(datevRanges.personnelNumber.min, 'payroll.personnelNumberRange')
    .max(datevRanges.personnelNumber.max, 'payroll.personnelNumberRange')
    .nullable(),
  costCentre: z.string().trim().max(maxCostCentreLength).default(''),
  version: z.number().int().nonnegative(),
});
export type TPersonnelPayrollSave = z.input<typeof ZPersonnelPayrollSave>;

/** The defaults of a wage type without a mapping row: its booking key, and the key its kind implies. */
export function defaultWageTypeMapping(wageType: Pick<TWageType, 'wageType' | 'calcType' | 'bookingKey'>) {
  const days = wageType.calcType === wageCalcTypes.days;
  let processingKey = '1';
  if (wageType.wageType === 1 || wageType.wageType === 2) processingKey = '2';
  else if (days && wageType.wageType === 5) processingKey = '71';
  else if (days && (wageType.wageType === 4 || wageType.wageType === 10)) processingKey = '72';
  // The day counters 71/72 carry no Lohnart (payroll.md 2.5: HYDRA sends them "without a wage type").
  const counter = processingKey === '71' || processingKey === '72';
  return { lohnart: counter ? '' : wageType.bookingKey.replace(/\D/g, ''), processingKey };
}

/** The absence key of an absence type without a mapping row: DATEV's `U` for leave and `K` for sickness. */
export function defaultAbsenceKey(itemClass: number): string {
  if (itemClass === 1) return 'U';
  if (itemClass === 2) return 'K';
  return '';
}
