/**
 * The pure part of the week templates and the range dialog: which template row falls on which day of a range
 * (templates in rotation, each for `repeat` weeks), and the range dialog's rules (spec 000 section 5).
 */
import { addDays, daysBetween, isoWeekdayOf, minutesOfDay, type PlainDate } from '../time/tenant-time';
import type { TRangeAction, TWeekTemplateEntry } from './week-template';
import { maxActionRangeDays, maxRepeat, minRepeat } from './week-template';

/** The Monday of the week of `date`. */
export const mondayOf = (date: PlainDate): PlainDate => addDays(date, 1 - isoWeekdayOf(date));

/** The spec's repeat: null or absent is 1, kept within 1..52. */
export const repeatOf = (repeat: number | null | undefined): number =>
  Math.min(maxRepeat, Math.max(minRepeat, repeat ?? 1));

export interface PlannedRow<T extends { id: string; entries: readonly TWeekTemplateEntry[] }> {
  date: PlainDate;
  template: T;
  row: TWeekTemplateEntry;
}

/**
 * The rows of the templates on the days `begin`..`end`: the weeks are counted from the Monday of `begin`; week
 * `w` uses template `floor(w / repeat) mod n`, so with repeat 2 the first template fills two weeks, then the next.
 * Days of a partial first or last week outside the range stay empty.
 */
export function plannedRows<T extends { id: string; entries: readonly TWeekTemplateEntry[] }>(
  templates: readonly T[],
  begin: PlainDate,
  end: PlainDate,
  repeat: number | null | undefined,
): PlannedRow<T>[] {
  if (templates.length === 0 || begin > end) return [];
  const weeks = repeatOf(repeat);
  const first = mondayOf(begin);
  const rows: PlannedRow<T>[] = [];
  for (let date = begin; date <= end; date = addDays(date, 1)) {
    const week = Math.floor(daysBetween(first, date) / 7);
    const template = templates[Math.floor(week / weeks) % templates.length];
    if (!template) continue;
    const weekday = isoWeekdayOf(date);
    for (const row of template.entries) if (row.weekday === weekday) rows.push({ date, template, row });
  }
  return rows;
}

/** Two times of day overlap (an end at or before its begin runs past midnight). */
export function timesOverlap(
  a: { begin: string | null; end: string | null },
  b: { begin: string | null; end: string | null },
): boolean {
  // A slot without times (class 99) fills the day: it collides with anything that day.
  if (a.begin === null || a.end === null || b.begin === null || b.end === null) return true;
  const span = (begin: string, end: string): [number, number] => {
    const from = minutesOfDay(begin);
    const to = minutesOfDay(end);
    return [from, to <= from ? to + 24 * 60 : to];
  };
  const [aFrom, aTo] = span(a.begin, a.end);
  const [bFrom, bTo] = span(b.begin, b.end);
  return aFrom < bTo && bFrom < aTo;
}

/** The message keys of the range dialog's problems (namespace `plan-tools`). */
export type RangeProblem =
  | { key: 'planTools.range.actionRequired' }
  | { key: 'planTools.range.rangeRequired' }
  | { key: 'unit-choose2' }
  | { key: 'planTools.range.weekRequired' }
  | { key: 'planTools.range.unknownAction'; action: string }
  | { key: 'planTools.range.tooLong'; days: number };

/** The first problem of a range dialog's input, in the order the spec lists them; null when it can run. */
export function rangeActionProblem(input: {
  action: string | null;
  from: PlainDate | null;
  to: PlainDate | null;
  unitId: string | null;
  weekIds: readonly string[];
}): RangeProblem | null {
  const { action, from, to } = input;
  if (!action) return { key: 'planTools.range.actionRequired' };
  if (!(['WEEKTEMPLATES', 'DELETEDATA', 'PUBLISH'] as readonly string[]).includes(action))
    return { key: 'planTools.range.unknownAction', action };
  // Publish uses only the to-date.
  if (action === 'PUBLISH' ? !to : !from || !to || from > to) return { key: 'planTools.range.rangeRequired' };
  if (action !== 'PUBLISH' && from && to && daysBetween(from, to) + 1 > maxActionRangeDays)
    return { key: 'planTools.range.tooLong', days: maxActionRangeDays };
  if (!input.unitId) return { key: 'unit-choose2' };
  if ((action as TRangeAction) === 'WEEKTEMPLATES' && input.weekIds.length === 0)
    return { key: 'planTools.range.weekRequired' };
  return null;
}

/** Moving one date past the other moves the other along (spec: the range dialog). */
export function movedRange(
  range: { from: PlainDate | null; to: PlainDate | null },
  changed: 'from' | 'to',
  value: PlainDate | null,
): { from: PlainDate | null; to: PlainDate | null } {
  if (changed === 'from') {
    return { from: value, to: value && range.to && value > range.to ? value : range.to };
  }
  return { from: value && range.from && value < range.from ? value : range.from, to: value };
}

/** The range the dialog opens with: from the week view, the start moves to Monday. */
export function initialRange(
  range: { from: PlainDate; to: PlainDate },
  source: 'week' | 'month' | 'publish' | 'toolbar',
): { from: PlainDate; to: PlainDate } {
  return source === 'week' ? { from: mondayOf(range.from), to: range.to } : range;
}
