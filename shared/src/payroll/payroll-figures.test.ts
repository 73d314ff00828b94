import { describe, expect, it } from 'vitest';
import type { THourlyRate } from '../payroll-data/hourly-rate';
import type { TWageType } from '../payroll-data/wage-type';
import { ids, mayDay, scenarioDocument, scenarioInputs, scenarioSettings } from './golden/scenario';
import { payrollPersonOf } from './payroll-figures';
import type { PayrollPersonInput, PayrollSettingsOf } from './payroll-input';
import type { TPayrollSystem } from './payroll-settings';

const settingsOf = (system: TPayrollSystem): PayrollSettingsOf => ({
  system,
  dayCountersWithoutLohnart: false,
  lodasAbsences: 'stammdaten',
  wageTypes: [],
  rates: [],
  absenceKeys: [],
  costCentres: [],
});
const noSettings = settingsOf('lug');
const lodas = settingsOf('lodas');

function wageType(
  kind: TWageType['wageType'],
  calcType: 0 | 1,
  bookingKey: string,
  id: string = ids.actual,
): TWageType {
  return {
    id,
    caption: `WT ${kind}`,
    wageType: kind,
    calcType,
    bookingKey,
    bookingAccount: '',
    value: null,
    enabled: true,
    version: 1,
  };
}

function person(overrides: Partial<PayrollPersonInput>): PayrollPersonInput {
  return {
    userId: ids.person101,
    name: 'Anna',
    personnelNumber: 101,
    costCentre: '4711',
    wageTypes: [],
    rates: [],
    days: [],
    ...overrides,
  };
}

describe('payroll figures', () => {
  it.each<TPayrollSystem>(['lodas', 'lug', 'sage'])(
    'derive the worked example of payroll.md from the confirmed May 2026 days (%s)',
    (system) => {
      const doc = scenarioDocument(system);
      scenarioInputs().forEach((input, index) => {
        const result = payrollPersonOf(input, scenarioSettings(system));
        const expected = doc.people[index];
        expect({ lines: result.lines, calendar: result.calendar, absences: result.absences }).toEqual({
          lines: expected?.lines,
          calendar: expected?.calendar,
          absences: expected?.absences,
        });
        expect(result.unconfirmedDays).toEqual([]);
        expect(result.withoutLohnart).toEqual([]);
      });
    },
  );

  it('leave tracked days not confirmed yet out and name them', () => {
    const result = payrollPersonOf(
      person({
        wageTypes: [wageType(6, 1, '1000')],
        days: [
          mayDay(4, { actual: 480 }),
          mayDay(5, { actual: 600, confirmed: false }),
          mayDay(6, { tracked: false, confirmed: false, actual: 60 }),
        ],
      }),
      noSettings,
    );
    expect(result.lines.map((line) => line.value)).toEqual([800]);
    expect(result.unconfirmedDays).toEqual(['2026-05-05']);
  });

  it('split actual hours by cost centre: mapped cost units, unmapped codes cut to 8, the rest to the default', () => {
    const result = payrollPersonOf(
      person({
        wageTypes: [wageType(6, 1, '1000')],
        days: [
          mayDay(4, {
            actual: 480,
            costUnits: [
              { key: 'BAU-01', minutes: 120 },
              { key: 'PROJECT-LONG-CODE', minutes: 30 },
            ],
          }),
          mayDay(5, { actual: 500, costUnits: [{ key: 'BAU-01', minutes: 60 }] }),
        ],
      }),
      { ...noSettings, costCentres: [{ costUnitCode: 'BAU-01', costCentre: '9000' }] },
    );
    expect(result.lines.map((line) => [line.lohnart, line.costCentre, line.value])).toEqual([
      ['1000', '4711', 1283], // 330 + 440 minutes = 12,83 h, rounded once
      ['1000', '9000', 300],
      ['1000', 'PROJECT-', 50],
    ]);
  });

  it('count half days as 0,50 and credit hours in the calendar', () => {
    const half = { absenceTypeId: ids.leaveType, itemClass: 1, half: true };
    const result = payrollPersonOf(
      person({
        wageTypes: [wageType(5, 0, '71', ids.leave), wageType(5, 1, '1605', ids.bonus)],
        days: [
          mayDay(1),
          mayDay(2),
          mayDay(3),
          mayDay(4, { actual: 240, absence: 240, absences: [half] }),
          mayDay(5, { absence: 480, absences: [{ ...half, half: false }] }),
        ],
      }),
      noSettings,
    );
    expect(result.lines.map((line) => [line.lohnart, line.processingKey, line.kind, line.value])).toEqual([
      ['', '71', 'days', 150],
      ['1605', '1', 'hours', 1200],
    ]);
    expect(result.calendar.map((day) => [day.date, day.days, day.hours])).toEqual([
      ['2026-05-04', 50, 400],
      ['2026-05-05', 100, 800],
    ]);
    expect(result.absences).toEqual([
      {
        absenceKey: 'U',
        from: '2026-05-04',
        to: '2026-05-05',
        lastWorkdayBefore: '2026-04-30',
        firstShare: 50,
        lastShare: 100,
      },
    ]);
  });

  it('merge absence days across a weekend and a holiday into one range, a working day between breaks it', () => {
    const sick = { absenceTypeId: ids.sickType, itemClass: 2, half: false };
    const days = Array.from({ length: 31 }, (_, index) => mayDay(index + 1));
    const ill = (dayOfMonth: number) => {
      days[dayOfMonth - 1] = mayDay(dayOfMonth, { absence: 480, absences: [sick] });
    };
    // Fri 08, Mon 11 (weekend between); Wed 13, Fri 15 (holiday 14 between); Tue 19 after a working Mon 18.
    [8, 11, 12, 13, 15, 19].forEach(ill);
    const result = payrollPersonOf(person({ wageTypes: [wageType(10, 0, '72')], days }), noSettings);
    expect(result.absences.map((range) => [range.from, range.to, range.lastWorkdayBefore])).toEqual([
      ['2026-05-08', '2026-05-15', '2026-05-07'],
      ['2026-05-19', '2026-05-19', '2026-05-18'],
    ]);
    expect(result.lines).toMatchObject([{ processingKey: '72', value: 600, costCentre: '' }]);
  });

  it('keep negative values, leave zero ones out and name figures without a Lohnart', () => {
    const result = payrollPersonOf(
      person({
        wageTypes: [
          wageType(6, 1, '1000'),
          { ...wageType(15, 1, 'none', ids.bonus), caption: 'Sollstunden' },
          wageType(200, 1, '1200', ids.sick),
        ],
        days: [mayDay(4, { actual: 60, costUnits: [{ key: 'A', minutes: 270 }] })],
      }),
      noSettings,
    );
    expect(result.lines.map((line) => [line.lohnart, line.costCentre, line.value])).toEqual([
      ['1000', '4711', -350],
      ['1000', 'A', 450],
    ]);
    expect(result.withoutLohnart).toEqual(['Sollstunden']);
  });

  it('book surcharges by their minutes or by the days they applied, with the mapped or account Lohnart', () => {
    const rate = (id: string, calculationType: 1 | 3, accountNumber: string): THourlyRate => ({
      id,
      caption: `Rate ${id}`,
      account: '',
      accountNumber,
      comment: '',
      calculationType,
      days: 255,
      valueType: 0,
      value: 25,
      from: null,
      to: null,
      enabled: true,
      version: 1,
    });
    const night = rate(ids.leave, 1, 'LA 1510');
    const sunday = rate(ids.sick, 3, '');
    const result = payrollPersonOf(
      person({
        rates: [night, sunday],
        days: [
          mayDay(4, {
            surcharges: [
              { rateId: night.id, minutes: 45 },
              { rateId: sunday.id, minutes: 10 },
            ],
          }),
          mayDay(5, { surcharges: [{ rateId: night.id, minutes: 45 }] }),
        ],
      }),
      { ...noSettings, rates: [{ rateId: sunday.id, lohnart: '1520', processingKey: '' }] },
    );
    expect(result.lines.map((line) => [line.lohnart, line.processingKey, line.kind, line.value])).toEqual([
      ['1510', '1', 'hours', 150],
      ['1520', '1', 'days', 100],
    ]);
  });

  it('override Lohnart and key by the mapping and give the fixed value once', () => {
    const bonus: TWageType = { ...wageType(1, 1, '2500'), value: 49.99 };
    const result = payrollPersonOf(
      person({
        wageTypes: [bonus, wageType(25, 1, '1100', ids.leave)],
        days: [mayDay(1), mayDay(4, { actual: 480 })],
      }),
      { ...noSettings, wageTypes: [{ wageTypeId: bonus.id, lohnart: '2600', processingKey: '3' }] },
    );
    expect(result.lines.map((line) => [line.lohnart, line.processingKey, line.kind, line.value])).toEqual([
      ['2600', '3', 'amount', 4999],
      ['1100', '1', 'hours', 800],
    ]);
  });

  it('give the LODAS day counters a Lohnart: the booking key, else DATEV 1605/1651; none when set so or in LuG', () => {
    const leaveDay = { absenceTypeId: ids.leaveType, itemClass: 1, half: false };
    const sickDay = { absenceTypeId: ids.sickType, itemClass: 2, half: false };
    const input = person({
      wageTypes: [wageType(5, 0, '71', ids.leave), wageType(10, 0, 'LA 1210', ids.sickDays)],
      days: [
        mayDay(4, { absence: 480, absences: [leaveDay] }),
        mayDay(5, { absence: 480, absences: [sickDay] }),
      ],
    });
    const counters = (settings: PayrollSettingsOf) =>
      payrollPersonOf(input, settings).lines.map((line) => [line.lohnart, line.processingKey, line.value]);
    expect(counters(lodas)).toEqual([
      ['1605', '71', 100],
      ['1210', '72', 100],
    ]);
    expect(counters({ ...lodas, dayCountersWithoutLohnart: true })).toEqual([
      ['', '71', 100],
      ['', '72', 100],
    ]);
    // A mapped Lohnart wins either way.
    expect(
      counters({
        ...lodas,
        dayCountersWithoutLohnart: true,
        wageTypes: [{ wageTypeId: ids.leave, lohnart: '1110', processingKey: '' }],
      })[0],
    ).toEqual(['1110', '71', 100]);
    expect(counters(noSettings)).toEqual([
      ['', '71', 100],
      ['', '72', 100],
    ]);
    expect(payrollPersonOf(input, lodas).withoutLohnart).toEqual([]);
  });

  it('key LODAS Fehlzeiten by reason code: sickness 103 by default, leave none, others named in the log', () => {
    const sick = { absenceTypeId: ids.sickType, itemClass: 2, half: false };
    const leave = { absenceTypeId: ids.leaveType, itemClass: 1, half: false };
    const special = { absenceTypeId: ids.bonus, itemClass: 3, half: false };
    const overtimeOff = { absenceTypeId: ids.actual, itemClass: 10, half: false };
    const input = person({
      days: [
        mayDay(4, { absence: 480, absences: [sick] }),
        mayDay(5, { absence: 480, absences: [sick] }),
        mayDay(6, { absence: 480, absences: [leave] }),
        mayDay(7, { absence: 480, absences: [special] }),
        mayDay(8, { absence: 480, absences: [special] }),
        mayDay(11, { absence: 480, absences: [overtimeOff] }),
      ],
    });
    const result = payrollPersonOf(input, lodas);
    expect(result.absences.map((range) => [range.absenceKey, range.from, range.to])).toEqual([
      ['103', '2026-05-04', '2026-05-05'],
    ]);
    // Leave goes by its counter, overtime off is no payroll absence: only special leave is named.
    expect(result.withoutAbsenceKey).toEqual([{ absenceTypeId: ids.bonus, days: 2 }]);
    // A mapped code sends it; a code of letters (saved for LuG) is none for LODAS.
    const mapped = payrollPersonOf(input, {
      ...lodas,
      absenceKeys: [
        { absenceTypeId: ids.bonus, key: '450' },
        { absenceTypeId: ids.sickType, key: 'K' },
      ],
    });
    expect(mapped.absences.map((range) => [range.absenceKey, range.from, range.to])).toEqual([
      ['450', '2026-05-07', '2026-05-08'],
    ]);
    expect(mapped.withoutAbsenceKey).toEqual([{ absenceTypeId: ids.sickType, days: 2 }]);
    expect(payrollPersonOf(input, { ...lodas, lodasAbsences: 'none' }).withoutAbsenceKey).toEqual([]);
    // LuG: U and K by default, special leave named there as well.
    expect(payrollPersonOf(input, noSettings).withoutAbsenceKey).toEqual([
      { absenceTypeId: ids.bonus, days: 2 },
    ]);
  });

  it('count short time during sickness (12) as the short-time share of sick days, and leave it out of 11', () => {
    const sick = { absenceTypeId: ids.sickType, itemClass: 2, half: false };
    const shortTime = { absenceTypeId: ids.leaveType, itemClass: 20, half: false };
    const days = [
      // Short time alone: 480 minutes credited.
      mayDay(4, { absence: 480, absences: [shortTime] }),
      // Short time and sickness the same day: the credit is shared, 240 each.
      mayDay(5, { absence: 480, absences: [shortTime, sick] }),
      // Short time for half the day while sick.
      mayDay(6, { absence: 360, absences: [{ ...shortTime, half: true }, sick] }),
      mayDay(7, { absence: 480, absences: [sick] }),
    ];
    const shortTimeHours = wageType(11, 1, '1700', ids.leave);
    const sickShortHours = wageType(12, 1, '1710', ids.sick);
    const sickShortDays = wageType(12, 0, '1711', ids.sickDays);
    const result = payrollPersonOf(
      person({ wageTypes: [shortTimeHours, sickShortHours, sickShortDays], days }),
      noSettings,
    );
    expect(result.lines.map((line) => [line.lohnart, line.kind, line.value])).toEqual([
      ['1700', 'hours', 800], // only the 4th
      ['1710', 'hours', 600], // 240 + 120 minutes
      ['1711', 'days', 150], // a whole and a half day
    ]);
    // Without a 12 wage type, short time keeps every day.
    const alone = payrollPersonOf(person({ wageTypes: [shortTimeHours], days }), noSettings);
    expect(alone.lines.map((line) => line.value)).toEqual([1400]);
  });

  it('name the wage types the time data cannot give a figure for, once each', () => {
    const result = payrollPersonOf(
      person({
        wageTypes: [
          { ...wageType(8, 0, '1800', ids.leave), caption: 'Resturlaub' },
          { ...wageType(100, 1, '1900', ids.sick), caption: 'Zähler 1' },
          { ...wageType(50, 1, '1901', ids.bonus), caption: 'Feld', enabled: false },
          wageType(6, 1, '1000'),
        ],
        days: [mayDay(4, { actual: 480 })],
      }),
      noSettings,
    );
    expect(result.notExported).toEqual(['Resturlaub', 'Zähler 1']);
    expect(result.lines.map((line) => line.lohnart)).toEqual(['1000']);
  });
});
