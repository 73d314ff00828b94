/**
 * The fixed-bar entry editor as plain state: from an entry, its problems by tab field (message keys of the
 * `plan-tools` texts), and the save body. Pure, so that the rules are tested without a screen.
 */
import {
  maxFixedBarCaption,
  type TFixedBarEntry,
  type TFixedBarEntrySave,
} from '@app/shared/plan-tools/fixed-bar';
import type { TSerialPattern } from '@app/shared/serial/serial-pattern';
import { dateRangeProblem, type DateRangeValue } from '#ui/widgets/date-range';
import { periodOfPattern, serialErrorsOf } from '#features/appointments/serial-pattern-state';

export interface FixedBarEntryState {
  caption: string;
  range: DateRangeValue;
  serial: TSerialPattern | null;
  tagId: string | null;
  comment: string;
  fullCompany: boolean;
  unitIds: string[];
}

export type FixedBarEntryField = 'caption' | 'range' | 'serial' | 'units';
export type FixedBarEntryProblems = Partial<Record<FixedBarEntryField, string>>;
/** Which tab shows a field (a problem there switches to it). */
export const tabOfField: Record<FixedBarEntryField, 'common' | 'assignment'> = {
  caption: 'common',
  range: 'common',
  serial: 'common',
  units: 'assignment',
};

export function emptyEntryState(date: string): FixedBarEntryState {
  return {
    caption: '',
    range: { start: date, end: date, allDay: true, startTime: null, endTime: null },
    serial: null,
    tagId: null,
    comment: '',
    fullCompany: true,
    unitIds: [],
  };
}

export function stateFromEntry(entry: TFixedBarEntry): FixedBarEntryState {
  return {
    caption: entry.caption,
    range: {
      start: entry.startDate,
      end: entry.endDate,
      allDay: entry.allDay,
      startTime: entry.allDay ? null : entry.startTime,
      endTime: entry.allDay ? null : entry.endTime,
    },
    serial: entry.serial,
    tagId: entry.tagId,
    comment: entry.comment,
    fullCompany: entry.fullCompany,
    unitIds: [...entry.unitIds],
  };
}

/** What keeps the entry from being saved, by field (spec: caption required, at most 50: `caption-error1`). */
export function entryProblems(state: FixedBarEntryState): FixedBarEntryProblems {
  const problems: FixedBarEntryProblems = {};
  const caption = state.caption.trim();
  if (caption.length === 0 || caption.length > maxFixedBarCaption)
    problems.caption = 'fixedBars.entry.error.caption';
  if (state.serial) {
    if (Object.keys(serialErrorsOf(state.serial)).length > 0)
      problems.serial = 'fixedBars.entry.error.serial';
  } else {
    const { range } = state;
    const incomplete = !range.start || !range.end || (!range.allDay && (!range.startTime || !range.endTime));
    if (incomplete || dateRangeProblem(range) !== null) problems.range = 'fixedBars.entry.error.period';
  }
  if (!state.fullCompany && state.unitIds.length === 0) problems.units = 'fixedBars.entry.error.units';
  return problems;
}

/** The save call's body; call only when `entryProblems` is empty. */
export function toEntryBody(
  state: FixedBarEntryState,
  fixedBarId: string,
  existing?: Pick<TFixedBarEntry, 'id' | 'version'>,
): TFixedBarEntrySave {
  const period = state.serial
    ? periodOfPattern(state.serial)
    : {
        begin: state.range.start ?? '',
        end: state.range.end ?? '',
        beginTime: state.range.allDay ? null : state.range.startTime,
        endTime: state.range.allDay ? null : state.range.endTime,
      };
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    fixedBarId,
    caption: state.caption.trim(),
    fullCompany: state.fullCompany,
    unitIds: state.fullCompany ? [] : state.unitIds,
    allDay: state.serial ? state.serial.allDay : state.range.allDay,
    startDate: period.begin,
    endDate: period.end,
    startTime: period.beginTime,
    endTime: period.endTime,
    tagId: state.tagId,
    comment: state.comment.trim(),
    serial: state.serial,
  };
}

/** Server field issues to the editor's fields (`caption-error1`, `unit-choose2`, `fixedbar-range`, ...). */
export function problemsOfIssues(issues: readonly { field: string }[]): FixedBarEntryProblems {
  const byField: Partial<Record<string, FixedBarEntryField>> = {
    caption: 'caption',
    startDate: 'range',
    endDate: 'range',
    startTime: 'range',
    endTime: 'range',
    serial: 'serial',
    unitIds: 'units',
  };
  const messages: Record<FixedBarEntryField, string> = {
    caption: 'fixedBars.entry.error.caption',
    range: 'fixedBars.entry.error.period',
    serial: 'fixedBars.entry.error.serial',
    units: 'fixedBars.entry.error.units',
  };
  const problems: FixedBarEntryProblems = {};
  for (const issue of issues) {
    const field = byField[issue.field];
    if (field) problems[field] ??= messages[field];
  }
  return problems;
}
