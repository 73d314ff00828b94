/**
 * The pure derivation of one person's payroll figures from the confirmed time data (docs/payroll.md): monthly
 * lines per wage type and hourly rate, the Kalendarium of absence days (LuG) and the absence ranges (Sage).
 * Only tracked AND confirmed days count; tracked days not confirmed yet are returned so the log names them.
 */
import type { THourlyRate } from '../payroll-data/hourly-rate';
import { wageCalcTypes, type TWageType } from '../payroll-data/wage-type';
import { absenceRangesOf, type KeyedDay } from './payroll-absences';
import type { PayrollCalendarDay, PayrollLine, PayrollValueKind } from './payroll-document';
import type {
  PayrollDay,
  PayrollDayAbsence,
  PayrollFiguresResult,
  PayrollPersonInput,
  PayrollSettingsOf,
} from './payroll-input';
import { minutesToHundredths } from './payroll-format';
import {
  absenceKeyExpected,
  dayCounterKeys,
  defaultAbsenceKey,
  defaultWageTypeMapping,
  isExportedWageType,
  lodasReasonCodePattern,
  maxCostCentreLength,
} from './payroll-settings';

/** The absence class each absence wage type counts (spec WageTypes -> absence type ItemClass). */
const absenceClassOf: Partial<Record<number, number>> = { 5: 1, 4: 2, 10: 2, 20: 3, 11: 20, 12: 20 };
const sickClass = 2;
/** WageTypes 12: short time during sickness (the short-time share of sick days). */
const shortTimeSickKind = 12;

interface Figure {
  lohnart: string;
  processingKey: string;
  kind: PayrollValueKind;
  costCentre: string;
  /** Minutes for hours (rounded once when the line is made), hundredths for days and amounts. */
  amount: number;
  source: PayrollLine['source'];
  coveredByCalendar?: boolean;
}

/** The share of a day's absence credit that falls on absences matching `matches` (a half counts half). */
function absenceMinutes(day: PayrollDay, matches: (absence: PayrollDayAbsence) => boolean): number {
  const weight = (absence: PayrollDayAbsence) => (absence.half ? 1 : 2);
  const total = day.absences.reduce((sum, absence) => sum + weight(absence), 0);
  const matching = day.absences.filter(matches).reduce((sum, absence) => sum + weight(absence), 0);
  return total === 0 ? 0 : (day.absence * matching) / total;
}

/** 100 a whole day, 50 when every matching absence of the day is a half day, 0 without one. */
function dayShare(day: PayrollDay, matches: (absence: PayrollDayAbsence) => boolean): number {
  const matching = day.absences.filter(matches);
  if (matching.length === 0) return 0;
  return matching.some((absence) => !absence.half) ? 100 : 50;
}

function digits(text: string): string {
  return text.replace(/\D/g, '');
}

export function payrollPersonOf(
  input: PayrollPersonInput,
  settings: PayrollSettingsOf,
): PayrollFiguresResult {
  const unconfirmedDays = input.days.filter((day) => day.tracked && !day.confirmed).map((day) => day.date);
  const days = input.days.filter((day) => day.tracked && day.confirmed);
  const keyOf = (absence: PayrollDayAbsence) => {
    const key =
      settings.absenceKeys.find((row) => row.absenceTypeId === absence.absenceTypeId)?.key ??
      defaultAbsenceKey(absence.itemClass, settings.system);
    // LODAS reads a Fehlzeiten reason code as a number: a key of letters (saved for LuG) is no code there.
    return settings.system === 'lodas' && !lodasReasonCodePattern.test(key) ? '' : key;
  };
  const costCentreOf = (code: string) =>
    settings.costCentres.find((row) => row.costUnitCode === code)?.costCentre ??
    code.slice(0, maxCostCentreLength);

  const figures: Figure[] = [];
  const withoutLohnart: string[] = [];
  const add = (figure: Figure) => {
    if (figure.amount === 0) return;
    if (figure.lohnart === '' && !dayCounterKeys.has(figure.processingKey)) {
      if (!withoutLohnart.includes(figure.source.caption)) withoutLohnart.push(figure.source.caption);
      return;
    }
    // The LODAS day counters are statistics of the month: no cost centre (payroll.md 2.7), a Lohnart as mapped.
    const costCentre = dayCounterKeys.has(figure.processingKey) ? '' : figure.costCentre;
    const same = figures.find(
      (other) =>
        other.lohnart === figure.lohnart &&
        other.processingKey === figure.processingKey &&
        other.costCentre === costCentre &&
        other.kind === figure.kind,
    );
    if (same) {
      same.amount += figure.amount;
      if (same.coveredByCalendar !== figure.coveredByCalendar) delete same.coveredByCalendar;
    } else figures.push({ ...figure, costCentre });
  };

  const enabled = input.wageTypes.filter((candidate) => candidate.enabled);
  const notExported = [
    ...new Set(
      enabled.filter((wageType) => !isExportedWageType(wageType)).map((wageType) => wageType.caption),
    ),
  ];
  // With a short-time-during-sickness wage type, short time (11) leaves those days to it: no hour twice.
  const shortTimeSick = enabled.some((wageType) => wageType.wageType === shortTimeSickKind);
  for (const wageType of enabled)
    for (const figure of wageTypeFigures(wageType, input, days, settings, keyOf, costCentreOf, shortTimeSick))
      add(figure);
  for (const rate of input.rates.filter((candidate) => candidate.enabled))
    for (const figure of rateFigures(rate, input, days, settings)) add(figure);

  const lines = figures
    .map(({ amount, ...figure }): PayrollLine => ({
      ...figure,
      value: figure.kind === 'hours' ? minutesToHundredths(amount) : Math.round(amount),
    }))
    .filter((line) => line.value !== 0);

  const keyed: KeyedDay[] = [];
  const unkeyed = new Map<string, number>();
  for (const day of days) {
    if (day.target <= 0) continue;
    for (const absence of day.absences) {
      const absenceKey = keyOf(absence);
      if (absenceKey === '') {
        if (absenceKeyExpected(absence.itemClass, settings))
          unkeyed.set(absence.absenceTypeId, (unkeyed.get(absence.absenceTypeId) ?? 0) + 1);
        continue;
      }
      keyed.push({
        itemClass: absence.itemClass,
        calendar: {
          date: day.date,
          absenceKey,
          absenceTypeId: absence.absenceTypeId,
          days: absence.half ? 50 : 100,
          hours: minutesToHundredths(absenceMinutes(day, (other) => other === absence)),
        },
      });
    }
  }
  keyed.sort(
    (a, b) =>
      a.itemClass - b.itemClass ||
      compare(a.calendar.absenceKey, b.calendar.absenceKey) ||
      compare(a.calendar.date, b.calendar.date),
  );
  const calendar: PayrollCalendarDay[] = keyed.map((entry) => entry.calendar);
  return {
    lines,
    calendar,
    absences: absenceRangesOf(keyed, input.days),
    unconfirmedDays,
    withoutLohnart,
    withoutAbsenceKey: [...unkeyed].map(([absenceTypeId, count]) => ({ absenceTypeId, days: count })),
    notExported,
  };
}

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** The figures of one wage type (no line for kinds the payroll system computes itself, docs/payroll.md). */
function wageTypeFigures(
  wageType: TWageType,
  input: PayrollPersonInput,
  days: readonly PayrollDay[],
  settings: PayrollSettingsOf,
  keyOf: (absence: PayrollDayAbsence) => string,
  costCentreOf: (code: string) => string,
  shortTimeSick: boolean,
): Figure[] {
  const row = settings.wageTypes.find((candidate) => candidate.wageTypeId === wageType.id);
  const defaults = defaultWageTypeMapping(wageType, settings);
  const base = {
    lohnart: row?.lohnart || defaults.lohnart,
    processingKey: row?.processingKey || defaults.processingKey,
    costCentre: input.costCentre,
    source: { type: 'wageType' as const, id: wageType.id, caption: wageType.caption },
  };
  const hours = (amount: number): Figure => ({ ...base, kind: 'hours', amount });
  const sum = (of: (day: PayrollDay) => number) => days.reduce((total, day) => total + of(day), 0);

  switch (wageType.wageType) {
    case 6: {
      // Hours on a cost unit go to its cost centre, the rest of the day's actual to the person's default one.
      const split: Figure[] = [];
      for (const day of days) {
        const booked = day.costUnits.reduce((total, unit) => total + unit.minutes, 0);
        for (const unit of day.costUnits)
          split.push({ ...hours(unit.minutes), costCentre: costCentreOf(unit.key) });
        split.push(hours(day.actual - booked));
      }
      return split.sort((a, b) => compare(a.costCentre, b.costCentre));
    }
    case 15:
      return [hours(sum((day) => day.target))];
    case 7:
      return [hours(sum((day) => day.planned))];
    case 200: {
      const more = sum((day) => day.difference);
      return more > 0 ? [hours(more)] : [];
    }
    case 25:
      return [hours(sum((day) => (day.holiday ? day.contractMinutes : 0)))];
    case 1:
      // A fixed amount once per month, for a person with confirmed time data in it.
      return days.length > 0 && wageType.value !== null
        ? [{ ...base, kind: 'amount', amount: Math.round(wageType.value * 100) }]
        : [];
    case 4:
    case 5:
    case 10:
    case 20:
      return [absenceFigure(wageType, base, days, keyOf)];
    case 11:
      // Short time; the days with sickness go to ShortTimeSick (12) when the person has one.
      return [absenceFigure(wageType, base, days, keyOf, shortTimeSick ? (day) => !isSick(day) : undefined)];
    case 12:
      // Short time during sickness: the short-time share of the days with a sick absence.
      return [absenceFigure(wageType, base, days, keyOf, isSick)];
    default:
      // EventEntry (2), RemainingLeave (8), Miscellaneous (9), UserField (50), counters (100-102): no time data
      // to derive them from (notExportedWageTypeKinds); the settings say so and the log names them.
      return [];
  }
}

const isSick = (day: PayrollDay) => day.absences.some((absence) => absence.itemClass === sickClass);

function absenceFigure(
  wageType: TWageType,
  base: Omit<Figure, 'kind' | 'amount'>,
  days: readonly PayrollDay[],
  keyOf: (absence: PayrollDayAbsence) => string,
  onDay: (day: PayrollDay) => boolean = () => true,
): Figure {
  const itemClass = absenceClassOf[wageType.wageType];
  const matches = (absence: PayrollDayAbsence) => absence.itemClass === itemClass;
  // SickWorkDays (10) always counts days; the others follow their calculation type.
  const inDays = wageType.wageType === 10 || wageType.calcType === wageCalcTypes.days;
  const counted = days.filter(
    (day) => day.absences.some(matches) && onDay(day) && (!inDays || day.target > 0),
  );
  const amount = inDays
    ? counted.reduce((total, day) => total + dayShare(day, matches), 0)
    : counted.reduce((total, day) => total + absenceMinutes(day, matches), 0);
  // Every counted day a working day whose matching absences have a key: the Kalendarium carries them all.
  const coveredByCalendar =
    counted.length > 0 &&
    counted.every(
      (day) => day.target > 0 && day.absences.filter(matches).every((absence) => keyOf(absence) !== ''),
    );
  return {
    ...base,
    kind: inDays ? 'days' : 'hours',
    amount,
    ...(coveredByCalendar ? { coveredByCalendar } : {}),
  };
}

/** A surcharge rate: its minutes (calculation type 1) or the days it applied on (type 3). */
function rateFigures(
  rate: THourlyRate,
  input: PayrollPersonInput,
  days: readonly PayrollDay[],
  settings: PayrollSettingsOf,
): Figure[] {
  const row = settings.rates.find((candidate) => candidate.rateId === rate.id);
  const base = {
    lohnart: row?.lohnart || digits(rate.accountNumber) || digits(rate.account),
    processingKey: row?.processingKey || '1',
    costCentre: input.costCentre,
    source: { type: 'rate' as const, id: rate.id, caption: rate.caption },
  };
  const minutesOf = (day: PayrollDay) =>
    day.surcharges.filter((surcharge) => surcharge.rateId === rate.id).reduce((sum, s) => sum + s.minutes, 0);
  if (rate.calculationType === 1)
    return [{ ...base, kind: 'hours', amount: days.reduce((sum, day) => sum + minutesOf(day), 0) }];
  if (rate.calculationType === 3)
    return [{ ...base, kind: 'days', amount: days.filter((day) => minutesOf(day) > 0).length * 100 }];
  return [];
}
