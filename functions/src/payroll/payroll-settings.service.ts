/**
 * Payroll settings per system (docs/payroll.md): numbers and mappings, each save audited (`payroll.settings`).
 * Mapping rows must name the tenant's own wage types, rates, absence types and cost units, so that an export
 * never meets a row it cannot place.
 */
import { AppError, type FieldIssue } from '@app/shared/api/errors';
import {
  ZPayrollSettingsSave,
  isExportedWageType,
  lodasReasonCodePattern,
  type TPayrollSettings,
  type TPayrollSettingsSave,
  type TPayrollSystem,
} from '@app/shared/payroll/payroll-settings';
import { encodeCp1252 } from '@app/shared/payroll/cp1252';
import { writeLugFormatIni } from '@app/shared/payroll/lug';
import type { Caller } from '../security/caller';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import { commitAudited } from '../audit/audit.service';
import { now } from '../clock';
import { PayrollDataRepository } from '../payroll-data/payroll-data.repository';
import { PayrollSettingsRepository } from './payroll-settings.repository';

export function listPayrollSettings(caller: Caller): Promise<TPayrollSettings[]> {
  return new PayrollSettingsRepository(caller.tenant).list();
}

const unknownAt = (path: string): FieldIssue => ({
  path,
  code: 'unknown',
  messageKey: 'error-msg3',
  message: 'error-msg3',
});

const invalidAt = (path: string, messageKey: string): FieldIssue => ({
  path,
  code: 'invalid',
  messageKey,
  message: messageKey,
});

/** One issue per row naming something the tenant does not have, at the row's id field. */
async function unknownRows(caller: Caller, input: TPayrollSettings): Promise<FieldIssue[]> {
  const payroll = new PayrollDataRepository(caller.tenant);
  const codes = [...new Set(input.costCentres.map((row) => row.costUnitCode))];
  const [wageTypes, rates, absenceTypes, costUnits] = await Promise.all([
    input.wageTypes.length ? payroll.wageTypeList() : [],
    input.rates.length ? payroll.rateList() : [],
    input.absenceKeys.length ? new AbsenceTypeRepository(caller.tenant).list() : [],
    // At most 500 rows: BatchGet in chunks of 100 (the layer splits).
    codes.length ? payroll.costUnitsByCodes(codes) : [],
  ]);
  const ids = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id));
  // A wage type of a kind the export cannot derive takes no mapping (docs/payroll.md): its row would be a promise.
  const notExported = new Set(wageTypes.filter((item) => !isExportedWageType(item)).map((item) => item.id));
  const known = {
    wageTypes: ids(wageTypes),
    rates: ids(rates),
    absenceTypes: ids(absenceTypes),
    costUnits: new Set(costUnits.map((item) => item.code)),
  };
  return [
    ...input.wageTypes.flatMap((row, index) => {
      if (!known.wageTypes.has(row.wageTypeId)) return [unknownAt(`body.wageTypes.${index}.wageTypeId`)];
      return notExported.has(row.wageTypeId)
        ? [invalidAt(`body.wageTypes.${index}.wageTypeId`, 'payroll.wageTypeNotExported')]
        : [];
    }),
    ...input.rates.flatMap((row, index) =>
      known.rates.has(row.rateId) ? [] : [unknownAt(`body.rates.${index}.rateId`)],
    ),
    ...input.absenceKeys.flatMap((row, index) =>
      known.absenceTypes.has(row.absenceTypeId) ? [] : [unknownAt(`body.absenceKeys.${index}.absenceTypeId`)],
    ),
    ...input.costCentres.flatMap((row, index) =>
      known.costUnits.has(row.costUnitCode) ? [] : [unknownAt(`body.costCentres.${index}.costUnitCode`)],
    ),
  ];
}

/** LODAS reads a Fehlzeiten reason code as a number (payroll.md 2.6); empty: the type sends no Fehlzeit. */
function reasonCodes(input: TPayrollSettings): FieldIssue[] {
  if (input.system !== 'lodas') return [];
  return input.absenceKeys.flatMap((row, index) =>
    row.key === '' || lodasReasonCodePattern.test(row.key)
      ? []
      : [invalidAt(`body.absenceKeys.${index}.key`, 'payroll.reasonCode')],
  );
}

/** A row twice for the same wage type (rate, ...) would make the export's choice arbitrary: refused. */
function duplicateRows(input: TPayrollSettings): FieldIssue[] {
  const twice = <T>(rows: readonly T[], keyOf: (row: T) => string, path: (index: number) => string) => {
    const seen = new Set<string>();
    return rows.flatMap((row, index) => {
      const key = keyOf(row);
      if (!seen.has(key)) {
        seen.add(key);
        return [];
      }
      return [
        {
          path: path(index),
          code: 'duplicate',
          messageKey: 'payroll.duplicateRow',
          message: 'payroll.duplicateRow',
        },
      ];
    });
  };
  return [
    ...twice(
      input.wageTypes,
      (row) => row.wageTypeId,
      (index) => `body.wageTypes.${index}.wageTypeId`,
    ),
    ...twice(
      input.rates,
      (row) => row.rateId,
      (index) => `body.rates.${index}.rateId`,
    ),
    ...twice(
      input.absenceKeys,
      (row) => row.absenceTypeId,
      (index) => `body.absenceKeys.${index}.absenceTypeId`,
    ),
    ...twice(
      input.costCentres,
      (row) => row.costUnitCode,
      (index) => `body.costCentres.${index}.costUnitCode`,
    ),
  ];
}

export async function savePayrollSettings(
  caller: Caller,
  system: TPayrollSystem,
  body: TPayrollSettingsSave,
): Promise<TPayrollSettings> {
  const { version, ...fields } = ZPayrollSettingsSave.parse(body);
  const next: TPayrollSettings = { ...fields, system, version };
  const issues = [...duplicateRows(next), ...reasonCodes(next), ...(await unknownRows(caller, next))];
  if (issues.length) throw AppError.validation(issues);
  const repository = new PayrollSettingsRepository(caller.tenant);
  const current = await repository.of(system);
  if (current.version !== version) throw new AppError('CONFLICT');
  const { version: _before, ...before } = current;
  const { version: _after, ...after } = next;
  await commitAudited(
    caller,
    {
      action: 'payroll.settings',
      target: { type: 'PAYROLLCFG', id: system, name: system },
      before: current.version === 0 ? undefined : before,
      after,
      at: now(),
    },
    [repository.saveWrite(after, version)],
  );
  return { ...next, version: version + 1 };
}

/** The LuG Formatbeschreibung for the configured field order, Windows-1252 (payroll.md 3.1). */
export async function lugFormatFile(caller: Caller): Promise<{ fileName: string; contentBase64: string }> {
  const settings = await new PayrollSettingsRepository(caller.tenant).of('lug');
  const { bytes } = encodeCp1252(writeLugFormatIni(settings.lugFieldOrder));
  return {
    fileName: 'DATEV_LuG_Formatbeschreibung.ini',
    contentBase64: Buffer.from(bytes).toString('base64'),
  };
}
