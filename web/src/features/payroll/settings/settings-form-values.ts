/**
 * The settings form's values and their conversion to and from the API's settings. The tables show one row per
 * wage type (rate, absence type, cost unit) of the company; a row left empty uses the default and is not sent.
 */
import * as z from 'zod';
import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import type { TCostUnit } from '@app/shared/payroll-data/cost-unit';
import type { THourlyRate } from '@app/shared/payroll-data/hourly-rate';
import type { TWageType } from '@app/shared/payroll-data/wage-type';
import {
  ZAbsenceKeyMapping,
  ZLugField,
  ZPayrollSettingsSave,
  ZRateMapping,
  ZSageColumn,
  ZSageTemplate,
  ZWageTypeMapping,
  isExportedWageType,
  lodasAbsenceRecords,
  lodasReasonCodePattern,
  lugCalendarValues,
  maxCostCentreLength,
  sageColumns,
  type TPayrollSettings,
  type TPayrollSettingsSave,
  type TPayrollSystem,
} from '@app/shared/payroll/payroll-settings';

export const ZSettingsForm = z.object({
  consultantNumber: ZPayrollSettingsSave.shape.consultantNumber,
  clientNumber: ZPayrollSettingsSave.shape.clientNumber,
  wageTypes: z.array(ZWageTypeMapping),
  rates: z.array(ZRateMapping),
  absenceKeys: z.array(ZAbsenceKeyMapping),
  costCentres: z.array(
    z.object({
      costUnitCode: z.string(),
      costCentre: z.string().trim().max(maxCostCentreLength, 'payrollSettings.costCentreLength'),
    }),
  ),
  lugFieldOrder: z.array(ZLugField),
  lodasAbsences: z.enum(lodasAbsenceRecords),
  dayCountersWithoutLohnart: z.boolean(),
  lugCalendar: z.enum(lugCalendarValues),
  sage: z.object({
    separator: ZSageTemplate.shape.separator.unwrap(),
    decimalSeparator: ZSageTemplate.shape.decimalSeparator.unwrap(),
    dateFormat: ZSageTemplate.shape.dateFormat.unwrap(),
    encoding: ZSageTemplate.shape.encoding.unwrap(),
    absenceFile: z.boolean(),
    columns: z
      .array(z.object({ column: ZSageColumn, used: z.boolean() }))
      .refine((columns) => columns.some((column) => column.used), 'payrollSettings.columnsEmpty'),
  }),
});
export type SettingsFormValues = z.infer<typeof ZSettingsForm>;

/** The form's schema for one system: LODAS reads its absence keys as Fehlzeiten reason codes (digits). */
export function settingsFormSchema(system: TPayrollSystem) {
  if (system !== 'lodas') return ZSettingsForm;
  return ZSettingsForm.superRefine((values, context) => {
    values.absenceKeys.forEach((row, index) => {
      if (row.key !== '' && !lodasReasonCodePattern.test(row.key))
        context.addIssue({
          code: 'custom',
          path: ['absenceKeys', index, 'key'],
          message: 'payroll.reasonCode',
        });
    });
  });
}

/** The company's wage types, rates, absence types and cost units, all of them (the tables pick what they show). */
export interface PayrollCatalogue {
  wageTypes: readonly TWageType[];
  rates: readonly THourlyRate[];
  absenceTypes: readonly TAbsenceType[];
  costUnits: readonly TCostUnit[];
}

/** Surcharges of calculation type 1 (by time) and 3 (holiday) are the ones exported with a Lohnart. */
export const mappedRates = (rates: readonly THourlyRate[]) =>
  rates.filter((rate) => rate.calculationType === 1 || rate.calculationType === 3);

/** The wage types a table shows: the enabled ones (those the export cannot derive with their reason). */
export const shownWageTypes = (wageTypes: readonly TWageType[]) => wageTypes.filter((item) => item.enabled);

export function formValuesOf(settings: TPayrollSettings, catalogue: PayrollCatalogue): SettingsFormValues {
  const wageType = new Map(settings.wageTypes.map((row) => [row.wageTypeId, row]));
  const rate = new Map(settings.rates.map((row) => [row.rateId, row]));
  const absence = new Map(settings.absenceKeys.map((row) => [row.absenceTypeId, row.key]));
  const costCentre = new Map(settings.costCentres.map((row) => [row.costUnitCode, row.costCentre]));
  const used = new Set(settings.sage.columns);
  return {
    consultantNumber: settings.consultantNumber,
    clientNumber: settings.clientNumber,
    // A wage type the export cannot derive takes no mapping: its row stays empty.
    wageTypes: shownWageTypes(catalogue.wageTypes).map((item) =>
      isExportedWageType(item)
        ? (wageType.get(item.id) ?? { wageTypeId: item.id, lohnart: '', processingKey: '' })
        : { wageTypeId: item.id, lohnart: '', processingKey: '' },
    ),
    rates: mappedRates(catalogue.rates).map(
      (item) => rate.get(item.id) ?? { rateId: item.id, lohnart: '', processingKey: '' },
    ),
    absenceKeys: catalogue.absenceTypes.map((item) => ({
      absenceTypeId: item.id,
      key: absence.get(item.id) ?? '',
    })),
    costCentres: catalogue.costUnits.map((item) => ({
      costUnitCode: item.code,
      costCentre: costCentre.get(item.code) ?? '',
    })),
    lugFieldOrder: [...settings.lugFieldOrder],
    lodasAbsences: settings.lodasAbsences,
    dayCountersWithoutLohnart: settings.dayCountersWithoutLohnart,
    lugCalendar: settings.lugCalendar,
    sage: {
      separator: settings.sage.separator,
      decimalSeparator: settings.sage.decimalSeparator,
      dateFormat: settings.sage.dateFormat,
      encoding: settings.sage.encoding,
      absenceFile: settings.sage.absenceFile,
      // The chosen columns in their order, then the others (unticked) in the default order.
      columns: [
        ...settings.sage.columns.map((column) => ({ column, used: true })),
        ...sageColumns.filter((column) => !used.has(column)).map((column) => ({ column, used: false })),
      ],
    },
  };
}

/**
 * The save body: rows with a value, and the saved rows of things the tables do not show but the company still
 * has (a wage type disabled since), so that enabling it again finds its mapping. Rows of deleted things go.
 */
export function saveBodyOf(
  values: SettingsFormValues,
  settings: TPayrollSettings,
  catalogue: PayrollCatalogue,
): TPayrollSettingsSave {
  const known = new Set([
    ...catalogue.wageTypes.map((item) => item.id),
    ...catalogue.rates.map((item) => item.id),
    ...catalogue.absenceTypes.map((item) => item.id),
    ...catalogue.costUnits.map((item) => item.code),
  ]);
  const keep = <T>(saved: readonly T[], shown: readonly T[], id: (row: T) => string) => {
    const ids = new Set(shown.map(id));
    return saved.filter((row) => !ids.has(id(row)) && known.has(id(row)));
  };
  // Rows of wage types the export cannot derive are dropped (the server refuses them).
  const refused = new Set(
    catalogue.wageTypes.filter((item) => !isExportedWageType(item)).map((item) => item.id),
  );
  const mappable = (row: { wageTypeId: string }) => !refused.has(row.wageTypeId);
  return {
    consultantNumber: values.consultantNumber,
    clientNumber: values.clientNumber,
    wageTypes: [
      ...values.wageTypes.filter((row) => row.lohnart || row.processingKey),
      ...keep(settings.wageTypes, values.wageTypes, (row) => row.wageTypeId),
    ].filter(mappable),
    rates: [
      ...values.rates.filter((row) => row.lohnart || row.processingKey),
      ...keep(settings.rates, values.rates, (row) => row.rateId),
    ],
    absenceKeys: [
      ...values.absenceKeys.filter((row) => row.key),
      ...keep(settings.absenceKeys, values.absenceKeys, (row) => row.absenceTypeId),
    ],
    costCentres: [
      ...values.costCentres.filter((row) => row.costCentre),
      ...keep(settings.costCentres, values.costCentres, (row) => row.costUnitCode),
    ],
    lugFieldOrder: values.lugFieldOrder,
    lodasAbsences: values.lodasAbsences,
    dayCountersWithoutLohnart: values.dayCountersWithoutLohnart,
    lugCalendar: values.lugCalendar,
    sage: {
      ...values.sage,
      columns: values.sage.columns.filter((column) => column.used).map((column) => column.column),
    },
    version: settings.version,
  };
}

/** A number DATEV would refuse (digits only, within the range); empty is the required message's. */
export function outsideRange(text: string, range: { min: number; max: number }): boolean {
  const trimmed = text.trim();
  if (!trimmed) return false;
  if (!/^\d+$/.test(trimmed)) return true;
  const value = Number(trimmed);
  return value < range.min || value > range.max;
}
