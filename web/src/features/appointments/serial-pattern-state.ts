/**
 * Pure helpers of the serial pattern editor: defaults when the repeat type changes, the pattern's issues by field
 * (the shared schema's message keys), and the appointment times a pattern stands for.
 */
import {
  serialWeekdays,
  ZSerialPattern,
  type TSerialPattern,
  type TSerialRule,
} from '@app/shared/serial/serial-pattern';
import { addDays, isoWeekdayOf, minutesOfDay } from '@app/shared/time/tenant-time';

export type SerialRuleType = TSerialRule['type'];

/** Field path (`rule.every`, `end.date`, `duration`) to message key. */
export type SerialErrors = Partial<Record<string, string>>;

function weekdayOf(date: string) {
  return serialWeekdays[isoWeekdayOf(date) - 1] ?? 'Mo';
}

/** A rule of `type` that matches `begin` (its weekday, its day of the month). */
export function defaultRule(type: SerialRuleType, begin: string): TSerialRule {
  const day = Number(begin.slice(8, 10));
  switch (type) {
    case 'daily':
      return { type, every: 1, workdays: false };
    case 'weekly':
      return { type, every: 1, weekdays: [weekdayOf(begin)] };
    case 'monthly':
      return { type, mode: 1, every: 1, day };
    case 'yearly':
      return { type, every: 1, day, month: Number(begin.slice(5, 7)) };
  }
}

/** A weekly series from `begin` at `time` for `minutes`, without an end. */
export function defaultPattern(begin: string, time = '09:00', minutes = 60, allDay = false): TSerialPattern {
  const hours = minutes % 60 === 0;
  return {
    begin,
    time,
    allDay,
    duration: allDay ? 1 : hours ? minutes / 60 : minutes,
    durationType: allDay ? 3 : hours ? 2 : 1,
    rule: defaultRule('weekly', begin),
    end: { type: 1 },
  };
}

/** The pattern's problems by field; empty when it may be sent. */
export function serialErrorsOf(pattern: TSerialPattern): SerialErrors {
  const result = ZSerialPattern.safeParse(pattern);
  if (result.success) return {};
  const errors: SerialErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message.startsWith('serial.') ? issue.message : 'serial.xml.invalid';
  }
  return errors;
}

const durationMinutes = { 1: 1, 2: 60, 3: 24 * 60 } as const;

/**
 * The first occurrence's period as the appointment keeps it: from the pattern's begin and time for its
 * duration. All-day series last whole days (a duration of 1 day ends on the begin day).
 */
export function periodOfPattern(pattern: TSerialPattern): {
  begin: string;
  end: string;
  beginTime: string | null;
  endTime: string | null;
} {
  if (pattern.allDay) {
    const days = pattern.durationType === 3 ? pattern.duration : 1;
    return {
      begin: pattern.begin,
      end: addDays(pattern.begin, Math.max(days, 1) - 1),
      beginTime: null,
      endTime: null,
    };
  }
  const start = minutesOfDay(pattern.time);
  const total = start + pattern.duration * durationMinutes[pattern.durationType];
  const endDay = Math.floor(total / (24 * 60));
  const rest = total % (24 * 60);
  const endTime = `${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}`;
  return { begin: pattern.begin, end: addDays(pattern.begin, endDay), beginTime: pattern.time, endTime };
}
