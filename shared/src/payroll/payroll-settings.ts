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
  /**
   * LuG Ausfallschlüssel (`U`, `K`, ...), the Sage absence code or the LODAS Fehlzeiten reason code
   * (`grund_fehlzeiten`, digits); empty: the day is not sent as an absence.
   */
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

/**
 * LODAS: where the Fehlzeiten records go (payroll.md 2.6, both [U]): the Stammdaten table `u_lod_psd_fehlzeiten`
 * (the worked example 2.7), the Bewegungsdaten table `u_lod_bwd_fehlzeiten` (HYDRA), or none at all.
 */
export const lodasAbsenceRecords = ['stammdaten', 'bewegungsdaten', 'none'] as const;
/** LuG: what a calendar line carries (payroll.md 3.4, [U]): Stundenanzahl and Tagesanzahl, or one of them. */
export const lugCalendarValues = ['both', 'days', 'hours'] as const;
/** A LODAS Fehlzeiten reason code (`grund_fehlzeiten`): numeric (payroll.md 2.6). */
export const lodasReasonCodePattern = /^\d{1,4}$/;

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
  /** LODAS: the Fehlzeiten records' table (Stammdaten as payroll.md 2.7's example), or none. */
  lodasAbsences: z.enum(lodasAbsenceRecords).default('stammdaten'),
  /** LODAS: send the day counters (BS 71/72) without a Lohnart, as HYDRA does, instead of the mapped one. */
  dayCountersWithoutLohnart: z.boolean().default(false),
  /** LuG: Stundenanzahl and/or Tagesanzahl on calendar lines. */
  lugCalendar: z.enum(lugCalendarValues).default('both'),
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

/** The LODAS day counters: leave days (BS 71) and sick days (BS 72), payroll.md 2.5. */
export const dayCounterKeys: ReadonlySet<string> = new Set(['71', '72']);

/**
 * The Lohnart a day counter gets when the wage type's booking key names none (it is the counter's own key, the
 * seed's way of writing it, payroll.md 2.7): DATEV's standard Lohnarten 1605 Urlaub and 1651 Krankheit
 * (payroll.md 3.3; 1651 is also the worked example's sick pay Lohnart).
 */
const standardCounterLohnart: Record<string, string> = { '71': '1605', '72': '1651' };

/**
 * The defaults of a wage type without a mapping row: its booking key as Lohnart, and the key its kind implies.
 * The day counters 71/72 carry a Lohnart in LODAS unless the settings say not to (HYDRA sends them "without a
 * wage type", payroll.md 2.5); LuG and Sage carry absence days in their Kalendarium and Fehltage, not on a
 * Lohnart, so there the counters keep none.
 */
export function defaultWageTypeMapping(
  wageType: Pick<TWageType, 'wageType' | 'calcType' | 'bookingKey'>,
  settings: Pick<TPayrollSettings, 'system' | 'dayCountersWithoutLohnart'>,
) {
  const days = wageType.calcType === wageCalcTypes.days;
  let processingKey = '1';
  if (wageType.wageType === 1 || wageType.wageType === 2) processingKey = '2';
  else if (days && wageType.wageType === 5) processingKey = '71';
  else if (days && (wageType.wageType === 4 || wageType.wageType === 10)) processingKey = '72';
  const own = wageType.bookingKey.replace(/\D/g, '');
  if (!dayCounterKeys.has(processingKey)) return { lohnart: own, processingKey };
  if (settings.system !== 'lodas' || settings.dayCountersWithoutLohnart)
    return { lohnart: '', processingKey };
  const lohnart = own !== '' && own !== processingKey ? own : (standardCounterLohnart[processingKey] ?? '');
  return { lohnart, processingKey };
}

/**
 * Wage type kinds the time data cannot give a figure for (docs/payroll.md): absence entries (2), remaining leave
 * (8), miscellaneous (9), a custom field (50) and the free counters (100 to 102). The payroll settings show
 * them with the reason and take no mapping for them; an export names them in its log.
 */
export const notExportedWageTypeKinds: ReadonlySet<number> = new Set([2, 8, 9, 50, 100, 101, 102]);

export function isExportedWageType(wageType: Pick<TWageType, 'wageType'>): boolean {
  return !notExportedWageTypeKinds.has(wageType.wageType);
}

/** Absence classes with an absence wage type (leave 1, sick 2, special leave 3, short time 20). */
const payrollAbsenceClasses: ReadonlySet<number> = new Set([1, 2, 3, 20]);

/**
 * The absence key of an absence type without a mapping row. LuG and Sage: DATEV's `U` for leave and `K` for
 * sickness. LODAS (the Fehlzeiten reason code): 103 for sickness [U]; none for leave, which LODAS takes as the
 * BS 71 counter or leave hours (payroll.md 2.6; the worked example sends only the sick period as a Fehlzeit).
 */
export function defaultAbsenceKey(itemClass: number, system: TPayrollSystem): string {
  if (system === 'lodas') return itemClass === 2 ? '103' : '';
  if (itemClass === 1) return 'U';
  if (itemClass === 2) return 'K';
  return '';
}

/**
 * Whether an absence type's days without a key are named in the export's log: the classes payroll pays
 * (those with an absence wage type), but not LODAS leave (its counter carries it) nor anything when LODAS
 * writes no Fehlzeiten.
 */
export function absenceKeyExpected(
  itemClass: number,
  settings: Pick<TPayrollSettings, 'system' | 'lodasAbsences'>,
): boolean {
  if (settings.system === 'lodas' && (itemClass === 1 || settings.lodasAbsences === 'none')) return false;
  return payrollAbsenceClasses.has(itemClass);
}
