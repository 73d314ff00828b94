/**
 * The built-in checks of every save and drop (issue 10). Each is a plain function of the context; the rules
 * issue turns them into default rules by registering them under rule types, not by writing them again.
 */
import type { TValidatorMessage } from '@app/shared/calendar/validator';
import { intervalInstants } from '@app/shared/time/tenant-time';
import type { NewPlanEntry } from '../plan.repository';
import { validatorMessage, type Check, type RegisteredCheck, type ValidationContext } from './check';

/** Minimum rest between two shifts (ArbZG section 5): 11 hours. */
export const minimumRestMinutes = 11 * 60;
const minuteMs = 60_000;

/** The instants a shift covers; none for entries without times (class 99, free). */
export function shiftInterval(
  entry: Pick<NewPlanEntry, 'date' | 'begin' | 'end' | 'itemClass'>,
  timeZone: string,
): { start: Date; end: Date } | undefined {
  if (entry.itemClass === 99 || entry.begin === null || entry.end === null) return undefined;
  return intervalInstants(entry.date, entry.begin, entry.end, timeZone);
}

/** The person's other shifts: not the entry itself, nor what the change replaces. */
function otherShifts(context: ValidationContext) {
  return context.personEntries.filter(
    (other) =>
      other.uuid !== context.entry.uuid &&
      !context.replaced.has(other.uuid) &&
      other.userId === context.entry.userId,
  );
}

/** A person on two overlapping shifts: an error that cannot be forced. */
export const overlapCheck: Check = (context) => {
  const own = shiftInterval(context.entry, context.timeZone);
  if (!own || context.entry.userId === null) return [];
  return otherShifts(context).flatMap((other): TValidatorMessage[] => {
    const theirs = shiftInterval(other, context.timeZone);
    if (!theirs || theirs.start >= own.end || theirs.end <= own.start) return [];
    return [
      validatorMessage(context, {
        check: 'overlap',
        level: 'ERR',
        key: 'calendar.validator.overlap',
        forceable: false,
        date: other.date,
        params: {
          person: context.names.person,
          other: context.names.template(other.templateId),
          begin: other.begin ?? '',
          end: other.end ?? '',
          date: other.date,
        },
      }),
    ];
  });
};

/** A shift on a day the person is absent: a warning. */
export const absenceCheck: Check = (context) => {
  const { entry } = context;
  if (entry.userId === null) return [];
  return context.absences
    .filter(
      (absence) =>
        absence.userId === entry.userId && absence.begin <= entry.date && entry.date <= absence.end,
    )
    .slice(0, 1)
    .map((absence) =>
      validatorMessage(context, {
        check: 'absence',
        level: 'WRN',
        key: 'calendar.validator.absence',
        forceable: true,
        params: {
          person: context.names.person,
          date: entry.date,
          absence: context.names.absenceType(absence.absenceTypeId),
        },
      }),
    );
};

/** Qualifications the template requires and the person lacks: one warning each. */
export const qualificationCheck: Check = (context) => {
  const required = context.template?.requiredQualificationIds ?? [];
  if (context.entry.userId === null || !required.length) return [];
  const held = new Set(context.person?.qualificationIds ?? []);
  return required
    .filter((id) => !held.has(id))
    .map((id) =>
      validatorMessage(context, {
        check: 'qualification',
        level: 'WRN',
        key: 'calendar.validator.qualification',
        forceable: true,
        params: {
          person: context.names.person,
          qualification: context.qualifications.get(id)?.name ?? id,
          template: context.names.template(context.entry.templateId),
        },
      }),
    );
};

/** Less than 11 hours between the end of one shift and the start of the next: a warning. */
export const restTimeCheck: Check = (context) => {
  const own = shiftInterval(context.entry, context.timeZone);
  if (!own || context.entry.userId === null) return [];
  return otherShifts(context).flatMap((other): TValidatorMessage[] => {
    const theirs = shiftInterval(other, context.timeZone);
    if (!theirs) return [];
    const gap =
      theirs.start >= own.end
        ? theirs.start.getTime() - own.end.getTime()
        : own.start.getTime() - theirs.end.getTime();
    // A negative gap is an overlap (its own check); 0 <= gap < 11 h is too little rest.
    if (gap < 0 || gap >= minimumRestMinutes * minuteMs) return [];
    const hours = Math.round((gap / minuteMs / 60) * 10) / 10;
    return [
      validatorMessage(context, {
        check: 'restTime',
        level: 'WRN',
        key: 'calendar.validator.restTime',
        forceable: true,
        date: other.date,
        params: { person: context.names.person, hours },
      }),
    ];
  });
};

/** A shift in a unit the person does not belong to: a warning. */
export const foreignUnitCheck: Check = (context) => {
  const { entry } = context;
  if (entry.userId === null || context.personUnitIds.includes(entry.unitId)) return [];
  return [
    validatorMessage(context, {
      check: 'foreignUnit',
      level: 'WRN',
      key: 'calendar.validator.foreignUnit',
      forceable: true,
      params: { person: context.names.person, unit: context.names.unit(entry.unitId) },
    }),
  ];
};

/** The checks every change runs, in the order their messages are shown. */
export const builtInChecks: readonly RegisteredCheck[] = [
  { id: 'overlap', run: overlapCheck },
  { id: 'absence', run: absenceCheck },
  { id: 'qualification', run: qualificationCheck },
  { id: 'restTime', run: restTimeCheck },
  { id: 'foreignUnit', run: foreignUnitCheck },
];
