/**
 * The target/actual report's content (pure): per person the month's rows (one per day: weekday, date, holiday,
 * plan, bookings, absence, target, actual, pause, difference, balance, confirmed) and the totals, every figure as
 * `h:mm` with its sign, texts in the reader's language (the page's namespace `time-tracking`). The workbook and
 * the PDF only draw it.
 */
import type { Language } from '@app/shared/i18n/languages';
import { timeTrackingDe } from '@app/shared/i18n/time-tracking.de';
import { timeTrackingEn } from '@app/shared/i18n/time-tracking.en';
import type { TTargetActual, TTrackingDay } from '@app/shared/time-tracking/tracking';

type SheetKey = keyof typeof timeTrackingEn;
const catalogs: Record<Language, Record<SheetKey, string>> = { de: timeTrackingDe, en: timeTrackingEn };

/** A text of the page's namespace, `{{name}}` placeholders filled. */
export function sheetText(key: SheetKey, language: Language, params: Record<string, string | number> = {}) {
  return catalogs[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Minutes as `h:mm`, negative with a minus: -90 → `-1:30`. */
export function signedHours(minutes: number): string {
  const whole = Math.abs(Math.trunc(minutes));
  const text = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  return minutes < 0 && whole > 0 ? `-${text}` : text;
}

export interface ReportDayRow {
  date: string;
  weekday: string;
  /** `DD.MM.` */
  shortDate: string;
  weekend: boolean;
  holiday: string;
  plan: string;
  bookings: string;
  absence: string;
  target: string;
  actual: string;
  pause: string;
  difference: string;
  balance: string;
  confirmed: boolean;
}

export interface ReportPerson {
  name: string;
  month: string;
  days: ReportDayRow[];
  /** Label and value pairs of the header: target, actual, difference, balances, overtime, absences. */
  totals: [string, string][];
}

export const reportColumns = [
  'targetActual.sheet.weekday',
  'targetActual.sheet.date',
  'targetActual.column.plan',
  'targetActual.column.bookings',
  'targetActual.column.absence',
  'targetActual.column.target',
  'targetActual.column.actual',
  'targetActual.column.pause',
  'targetActual.column.difference',
  'targetActual.column.balance',
  'targetActual.confirmed',
] as const satisfies readonly SheetKey[];

function planText(day: TTrackingDay, language: Language): string {
  return day.plan
    .map((item) =>
      item.begin && item.end
        ? `${item.label} ${item.begin}-${item.end}`
        : `${item.label || sheetText('targetActual.free', language)}`,
    )
    .join(', ');
}

function bookingsText(day: TTrackingDay, language: Language): string {
  return day.bookings
    .map((booking) => {
      const range = `${booking.begin}-${booking.end ?? sheetText('targetActual.openEnd', language)}`;
      if (booking.state === 0) return `${range} (${sheetText('targetActual.booking.requested', language)})`;
      if (booking.state === -1) return `${range} (${sheetText('targetActual.booking.denied', language)})`;
      return booking.state === -2 ? '' : range;
    })
    .filter(Boolean)
    .join(', ');
}

export function reportPerson(month: TTargetActual, language: Language): ReportPerson {
  const weekdayName = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const days = month.days.map((day): ReportDayRow => {
    const noon = new Date(`${day.date}T12:00:00Z`);
    const weekday = noon.getUTCDay();
    return {
      date: day.date,
      weekday: weekdayName.format(noon),
      shortDate: `${day.date.slice(8, 10)}.${day.date.slice(5, 7)}.`,
      weekend: weekday === 0 || weekday === 6,
      holiday: day.holiday ?? '',
      plan: planText(day, language),
      bookings: bookingsText(day, language),
      absence: day.absences.map((absence) => absence.typeName + (absence.half ? ' ½' : '')).join(', '),
      target: signedHours(day.target),
      actual: signedHours(day.actual),
      pause: signedHours(day.pause),
      difference: signedHours(day.difference),
      balance: signedHours(day.balance),
      confirmed: day.confirmed !== null,
    };
  });
  const { totals } = month;
  const total = (key: SheetKey, minutes: number): [string, string] => [
    sheetText(key, language),
    signedHours(minutes),
  ];
  return {
    name: month.user.name,
    month: `${month.month.slice(5, 7)}/${month.month.slice(0, 4)}`,
    days,
    totals: [
      total('targetActual.total.target', totals.target),
      total('targetActual.total.actual', totals.actual),
      total('targetActual.total.difference', totals.difference),
      total('targetActual.total.worked', totals.worked),
      total('targetActual.total.absence', totals.absence),
      total('targetActual.total.opening', totals.opening),
      total('targetActual.total.closing', totals.closing),
      total('targetActual.total.overtimeApproved', totals.overtimeApproved),
      total('targetActual.total.overtimeWaiting', totals.overtimeWaiting),
      total('targetActual.total.targetMonth', totals.targetMonth),
    ],
  };
}
