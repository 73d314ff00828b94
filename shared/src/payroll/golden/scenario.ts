/**
 * The worked scenario of payroll.md 2.7 (Berater 1234567, Mandant 12345, May 2026, people 101 and 102), as the
 * PayrollDocument the golden files were typed from and as the time data it is derived from. Test support only.
 */
import type { THourlyRate } from '../../payroll-data/hourly-rate';
import type { TWageType } from '../../payroll-data/wage-type';
import type { PayrollDocument, PayrollLine, PayrollPerson } from '../payroll-document';
import type { PayrollDay, PayrollPersonInput, PayrollSettingsOf } from '../payroll-input';
import type { TPayrollSystem } from '../payroll-settings';

export const ids = {
  actual: '00000000-0000-4000-8000-000000000001',
  leave: '00000000-0000-4000-8000-000000000002',
  bonus: '00000000-0000-4000-8000-000000000003',
  sick: '00000000-0000-4000-8000-000000000004',
  sickDays: '00000000-0000-4000-8000-000000000005',
  leaveType: '00000000-0000-4000-8000-00000000000a',
  sickType: '00000000-0000-4000-8000-00000000000b',
  person101: '00000000-0000-4000-8000-000000000101',
  person102: '00000000-0000-4000-8000-000000000102',
} as const;

const wageType = (
  id: string,
  caption: string,
  kind: TWageType['wageType'],
  calcType: 0 | 1,
  bookingKey: string,
  value: number | null = null,
): TWageType => ({
  id,
  caption,
  wageType: kind,
  calcType,
  bookingKey,
  bookingAccount: '',
  value,
  enabled: true,
  version: 1,
});

/** payroll.md 2.7's wage types, in its order (the lines follow the wage types' order). */
export const scenarioWageTypes: TWageType[] = [
  wageType(ids.actual, 'Arbeitsstunden', 6, 1, '1000'),
  wageType(ids.leave, 'Urlaub', 5, 0, '71'),
  wageType(ids.bonus, 'Prämie', 1, 1, '2500', 50),
  wageType(ids.sick, 'Krankheit (EFZ)', 4, 1, '1651'),
  wageType(ids.sickDays, 'Krankheitstage', 10, 0, '72'),
];

/** Mappings: none for DATEV (the defaults give the example), Sage's absence codes (payroll.md 4.1). */
export function scenarioSettings(system: TPayrollSystem): PayrollSettingsOf {
  return {
    system,
    dayCountersWithoutLohnart: false,
    lodasAbsences: 'stammdaten',
    wageTypes: [],
    rates: [],
    costCentres: [],
    absenceKeys:
      system === 'sage'
        ? [
            { absenceTypeId: ids.leaveType, key: '3001' },
            // payroll.md writes `<Krank-Code>`: the customer's code, 3100 here.
            { absenceTypeId: ids.sickType, key: '3100' },
          ]
        : [],
  };
}

const holidays = new Set(['2026-05-01', '2026-05-14', '2026-05-25']);

/** A confirmed May 2026 day: 8 h target on the 18 working days, `worked` minutes or a whole-day absence. */
export function mayDay(dayOfMonth: number, overrides: Partial<PayrollDay> = {}): PayrollDay {
  const date = `2026-05-${String(dayOfMonth).padStart(2, '0')}`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const holiday = holidays.has(date);
  const working = weekday >= 1 && weekday <= 5 && !holiday;
  return {
    date,
    tracked: true,
    confirmed: true,
    target: working ? 480 : 0,
    actual: 0,
    absence: 0,
    difference: working ? -480 : 0,
    planned: 0,
    contractMinutes: weekday >= 1 && weekday <= 5 ? 480 : 0,
    holiday,
    surcharges: [],
    costUnits: [],
    absences: [],
    ...overrides,
  };
}

function personDays(leave: number[], sick: number[], minutesPerDay: (index: number) => number): PayrollDay[] {
  const days: PayrollDay[] = [];
  let worked = 0;
  for (let dayOfMonth = 1; dayOfMonth <= 31; dayOfMonth += 1) {
    const day = mayDay(dayOfMonth);
    const absent = leave.includes(dayOfMonth) || sick.includes(dayOfMonth);
    if (absent) {
      const itemClass = leave.includes(dayOfMonth) ? 1 : 2;
      const absenceTypeId = itemClass === 1 ? ids.leaveType : ids.sickType;
      days.push({
        ...day,
        absence: 480,
        difference: 0,
        absences: [{ absenceTypeId, itemClass, half: false }],
      });
    } else if (day.target > 0) {
      const actual = minutesPerDay(worked);
      worked += 1;
      days.push({ ...day, actual, difference: actual - day.target });
    } else days.push(day);
  }
  return days;
}

/** 101: 130,50 h on 16 days (15 x 490 + 480 minutes), leave 04.-05.05.; 102: 112,00 h, leave 22.05., sick 11.-13.05. */
export function scenarioInputs(): PayrollPersonInput[] {
  return [
    {
      userId: ids.person101,
      name: 'Anna Müller',
      personnelNumber: 101,
      costCentre: '4711',
      wageTypes: scenarioWageTypes,
      rates: [] as THourlyRate[],
      days: personDays([4, 5], [], (index) => (index < 15 ? 490 : 480)),
    },
    {
      userId: ids.person102,
      name: 'Ben Schulz',
      personnelNumber: 102,
      costCentre: '4712',
      wageTypes: scenarioWageTypes,
      rates: [],
      days: personDays([22], [11, 12, 13], () => 480),
    },
  ];
}

const line = (
  source: string,
  caption: string,
  lohnart: string,
  processingKey: string,
  kind: PayrollLine['kind'],
  value: number,
  costCentre: string,
  coveredByCalendar = false,
): PayrollLine => ({
  lohnart,
  processingKey,
  kind,
  value,
  costCentre,
  source: { type: 'wageType', id: source, caption },
  ...(coveredByCalendar ? { coveredByCalendar } : {}),
});

const whole = (date: string, absenceKey: string, absenceTypeId: string) => ({
  date,
  absenceKey,
  absenceTypeId,
  days: 100,
  hours: 800,
});

/**
 * The document as payroll.md 2.7, 3.4 and 4.1 describe it (Sage: its own absence codes). LODAS: the day counters
 * on DATEV's standard Lohnarten 1605 and 1651 (the wage types' booking keys are the counters' own 71 and 72),
 * and the sick period as a Fehlzeit with the default reason code 103; leave is no Fehlzeit (its counter carries
 * it), so only sick days are keyed there.
 */
export function scenarioDocument(system: TPayrollSystem): PayrollDocument {
  const lodas = system === 'lodas';
  const leaveKey = system === 'sage' ? '3001' : 'U';
  const sickKey = { lodas: '103', lug: 'K', sage: '3100' }[system];
  const leaveLohnart = lodas ? '1605' : '';
  const sickDaysLohnart = lodas ? '1651' : '';
  const range = (absenceKey: string, from: string, lastWorkdayBefore: string, to: string) => ({
    absenceKey,
    from,
    to,
    lastWorkdayBefore,
    firstShare: 100,
    lastShare: 100,
  });
  const people: PayrollPerson[] = [
    {
      userId: ids.person101,
      name: 'Anna Müller',
      personnelNumber: 101,
      costCentre: '4711',
      lines: [
        line(ids.actual, 'Arbeitsstunden', '1000', '1', 'hours', 13050, '4711'),
        line(ids.leave, 'Urlaub', leaveLohnart, '71', 'days', 200, '', !lodas),
        line(ids.bonus, 'Prämie', '2500', '2', 'amount', 5000, '4711'),
      ],
      calendar: lodas
        ? []
        : [whole('2026-05-04', leaveKey, ids.leaveType), whole('2026-05-05', leaveKey, ids.leaveType)],
      absences: lodas ? [] : [range(leaveKey, '2026-05-04', '2026-04-30', '2026-05-05')],
    },
    {
      userId: ids.person102,
      name: 'Ben Schulz',
      personnelNumber: 102,
      costCentre: '4712',
      lines: [
        line(ids.actual, 'Arbeitsstunden', '1000', '1', 'hours', 11200, '4712'),
        line(ids.leave, 'Urlaub', leaveLohnart, '71', 'days', 100, '', !lodas),
        line(ids.bonus, 'Prämie', '2500', '2', 'amount', 5000, '4712'),
        line(ids.sick, 'Krankheit (EFZ)', '1651', '1', 'hours', 2400, '4712', true),
        line(ids.sickDays, 'Krankheitstage', sickDaysLohnart, '72', 'days', 300, '', true),
      ],
      calendar: [
        ...(lodas ? [] : [whole('2026-05-22', leaveKey, ids.leaveType)]),
        whole('2026-05-11', sickKey, ids.sickType),
        whole('2026-05-12', sickKey, ids.sickType),
        whole('2026-05-13', sickKey, ids.sickType),
      ],
      absences: [
        ...(lodas ? [] : [range(leaveKey, '2026-05-22', '2026-05-21', '2026-05-22')]),
        range(sickKey, '2026-05-11', '2026-05-08', '2026-05-13'),
      ],
    },
  ];
  return {
    header: {
      system,
      consultantNumber: '1234567',
      clientNumber: '12345',
      month: '2026-05',
      range: { start: '2026-05-01', end: '2026-05-31' },
    },
    people,
  };
}
