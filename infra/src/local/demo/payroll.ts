/**
 * The care home's payroll export (issue 15), set up through the payroll services as its office would: the
 * DATEV numbers of all three systems (Berater 1234567, Mandant 10001), the wage types a real export needs beside
 * the catalogue's (leave and sick days for the day counters, a fixed allowance), the mapping onto the
 * Kanzlei's Lohnarten and Bearbeitungsschlüssel, the absence keys (LuG, Sage) and Fehlzeiten reason codes
 * (LODAS), the cost centres of the cost units, and a personnel number
 * (101 on, by name) with a default cost centre for every active person. Last month is confirmed for all of them
 * (the time demo, `time.ts`, confirms only the people who clock), so that a LODAS export of the company for last
 * month gives a real file at once.
 */
import type { Caller } from '@app/functions/security/caller';
import type { TPayrollSettingsSave } from '@app/shared/payroll/payroll-settings';
import { confirmLastMonth } from './confirm-last-month';

/** The Kanzlei's numbers: DATEV consultant 1000-9999999, client 1-99999. */
const consultantNumber = '1234567';
const clientNumber = '10001';

/** The payroll system's Kostenstellen of the demo's cost units (catalogue.ts). */
const costCentres: Record<string, string> = {
  '1000': '100',
  '1100': '110',
  '2000': '200',
  '3000': '300',
  '9000': '900',
};

/** Where a team's hours go when a booking names no cost unit: the house's or the department's cost unit. */
const costUnitOfUnit: Record<string, string> = {
  'Haus Sonnenhang': '1000',
  'Wohnbereich 1': '1000',
  'Wohnbereich 2': '1000',
  Nachtdienst: '1000',
  'Haus am Park': '1100',
  Küche: '2000',
  Verwaltung: '9000',
};

export async function seedDemoPayroll(admin: Caller): Promise<void> {
  const { listPayrollSettings, savePayrollSettings } =
    await import('@app/functions/payroll/payroll-settings.service');
  const { listPersonnel, savePersonnel } = await import('@app/functions/payroll/personnel.service');
  const { createWageType, listRates, listWageTypes } =
    await import('@app/functions/payroll-data/rate.service');
  const { listUnits } = await import('@app/functions/units/unit.service');
  const { AbsenceTypeRepository } = await import('@app/functions/absence-types/absence-type.repository');
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { inParallel } = await import('@app/functions/year-tables/year-maintenance.reads');

  // Seeded once: a second run finds the LODAS numbers and leaves everything as it is.
  if ((await listPayrollSettings(admin)).some((settings) => settings.version > 0)) return;

  // The day counters and a fixed allowance, beside the catalogue's hourly wage types.
  const added: [string, 1 | 4 | 5, 0 | 1, string, number | null][] = [
    ['Urlaubstage', 5, 0, '1110', null],
    ['Krankheitstage', 4, 0, '1210', null],
    ['Pflegezulage (pauschal)', 1, 0, '2100', 120],
  ];
  for (const [caption, wageType, calcType, bookingKey, value] of added)
    await createWageType(admin, {
      caption,
      wageType,
      calcType,
      bookingKey,
      bookingAccount: '',
      value,
      enabled: true,
    });

  const [wageTypes, rates, absenceTypes, units, users] = await Promise.all([
    listWageTypes(admin, 'true'),
    listRates(admin, 'true'),
    new AbsenceTypeRepository(admin.tenant).list(),
    listUnits(admin),
    new UserRepository(admin.tenant).list(),
  ]);
  const wageTypeId = (caption: string) => wageTypes.find((type) => type.caption === caption)?.id;
  const rateId = (caption: string) => rates.find((rate) => rate.caption === caption)?.id;
  // The Kanzlei's Lohnarten: hours 1000, Urlaub hours 1100, EFZ Krankheit 1651 (its own number, not the
  // booking key), leave and sick days as the counters 71/72 on the day Lohnarten 1110 and 1210, allowances as
  // amounts (BS 2).
  const wageTypeRows = (
    [
      ['Stundenlohn (Ist-Stunden)', '1000', '1'],
      ['Urlaubsentgelt', '1100', '1'],
      ['Entgeltfortzahlung Krankheit', '1651', '1'],
      ['Urlaubstage', '1110', '71'],
      ['Krankheitstage', '1210', '72'],
      ['Fahrtkostenzuschuss', '3000', '2'],
      ['Pflegezulage (pauschal)', '2100', '2'],
    ] as const
  ).flatMap(([caption, lohnart, processingKey]) => {
    const id = wageTypeId(caption);
    return id ? [{ wageTypeId: id, lohnart, processingKey }] : [];
  });
  // Surcharges as hours on their own Lohnarten (the rate's factor is the Kanzlei's, on its Lohnart).
  const rateRows = (
    [
      ['Nachtzuschlag', '1510'],
      ['Sonntagszuschlag', '1520'],
      ['Feiertagszuschlag', '1530'],
      ['Rufbereitschaft', '1540'],
    ] as const
  ).flatMap(([caption, lohnart]) => {
    const id = rateId(caption);
    return id ? [{ rateId: id, lohnart, processingKey: '1' }] : [];
  });
  // DATEV's Ausfallschlüssel: U Urlaub, K Krankheit with Entgeltfortzahlung. A sick child is paid by the health
  // insurance (Kinderkrankengeld), not by the employer: the Kanzlei has no Ausfallschlüssel for it, so its row is
  // empty (not sent; the export's log names it).
  const childSick = (type: (typeof absenceTypes)[number]) => type.account === 'Kinderkrankengeld';
  const absenceKeys = absenceTypes.flatMap((type) => {
    if (type.itemClass === 2) return [{ absenceTypeId: type.id, key: childSick(type) ? '' : 'K' }];
    return type.itemClass === 1 ? [{ absenceTypeId: type.id, key: 'U' }] : [];
  });
  // LODAS: the Kanzlei's Fehlzeiten reason codes, 103 sickness and 200 sick child; leave is no Fehlzeit (the
  // BS 71 counter carries it).
  const reasonCodes = absenceTypes.flatMap((type) =>
    type.itemClass === 2 ? [{ absenceTypeId: type.id, key: childSick(type) ? '200' : '103' }] : [],
  );
  const settings: Omit<TPayrollSettingsSave, 'version'> = {
    consultantNumber,
    clientNumber,
    wageTypes: wageTypeRows,
    rates: rateRows,
    absenceKeys,
    costCentres: Object.entries(costCentres).map(([costUnitCode, costCentre]) => ({
      costUnitCode,
      costCentre,
    })),
  };
  for (const system of ['lodas', 'lug', 'sage'] as const)
    await savePayrollSettings(admin, system, {
      ...settings,
      ...(system === 'lodas' ? { absenceKeys: reasonCodes } : {}),
      version: 0,
    });

  // Personnel numbers from 101 by name, as a Kanzlei hands them out; the default cost centre is the team's.
  const unitName = new Map(units.map((unit) => [unit.id, unit.name]));
  const active = users
    .filter((user) => user.active && user.username !== 'admin')
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
  const known = new Map(
    (await listPersonnel(admin, { limit: 100 })).items.map((item) => [item.userId, item.version]),
  );
  // Each number is reserved on its own: the people need not wait for one another.
  await inParallel([...active.entries()], 8, ([index, user]) => {
    const costUnit = costUnitOfUnit[unitName.get(user.unitId ?? '') ?? ''] ?? '9000';
    return savePersonnel(admin, user.id, {
      personnelNumber: 101 + index,
      costCentre: costCentres[costUnit] ?? '',
      version: known.get(user.id) ?? 0,
    });
  });

  // Last month is confirmed for everybody on the payroll, not only for the people who clock (time.ts confirms
  // those from the plan's first day): the export of the company for last month then names only the days a planner
  // still has to fix.
  await confirmLastMonth(
    admin,
    active.map((user) => user.id),
    { peopleAtOnce: 8 },
  );
  const { now } = await import('@app/functions/clock');
  const { addDays, plainDateOf } = await import('@app/shared/time/tenant-time');
  const lastMonth = addDays(`${plainDateOf(now(), admin.tenantRecord.timeZone).slice(0, 7)}-01`, -1);

  // The office exported last month once already: the list of exports shows a run with its file (the local
  // worker writes it in the background). Seeded once: a later start finds the run.
  const { PayrollRunRepository } = await import('@app/functions/payroll/payroll-run.repository');
  const { startPayrollExport } = await import('@app/functions/payroll/payroll-export.service');
  const company = units.find((unit) => unit.parentId === null);
  if (!company || (await new PayrollRunRepository(admin.tenant).page(1, undefined)).items.length > 0) return;
  await startPayrollExport(admin, 'lodas', { unitId: company.id, calculationDate: lastMonth }, 'de');
}
