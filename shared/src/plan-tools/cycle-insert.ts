/**
 * Inserting a shift cycle into the plan (`/Shifts/InsertCycle`, saved via `InsertCycleSave`) and what an
 * insertion is afterwards (deleted as a whole or from a day on: `DeleteCycle`). The day plan of a cycle is pure
 * logic shared by the server and the dialog's preview (docs/decisions.md "Shift cycles in the plan").
 */
import * as z from 'zod';
import { addDays, daysBetween, isoWeekdayOf, ZPlainDate } from '../time/tenant-time';
import { cycleDays, cycleSchedule, type TCyclePeriod, type TCycleSlot } from '../shifts/shift-cycle';
import { maxActionRangeDays } from './week-template';
import { withDateRange } from '../time/time-schemas';

/** People of one insertion: a team, not the whole company (each needs their month read for the checks). */
export const maxCyclePeople = 50;
/** Repetitions of the cycle when no end date is given. */
export const maxCycleRepetitions = 52;

export const ZCycleInsertionId = z.uuid();

export const ZCycleInsert = z
  .strictObject({
    unitId: z.uuid(),
    cycleId: z.uuid(),
    userIds: z.array(z.uuid()).min(1).max(maxCyclePeople),
    start: ZPlainDate,
    /** The last day (inclusive); or `repetitions` of the whole cycle from the start. */
    end: ZPlainDate.nullable().optional(),
    repetitions: z.number().int().min(1).max(maxCycleRepetitions).nullable().optional(),
    /** The cycle day the start falls on (1 is the cycle's first day): lets a team rotate with an offset. */
    startDay: z.number().int().min(1).max(366).optional(),
    /** true: a person's entries of the unit on a day the cycle fills are replaced; false: that day is missed. */
    overwrite: z.boolean().default(false),
    /** true: days on which the person is absent are missed; false: the shift is planned despite the absence. */
    skipAbsences: z.boolean().default(true),
    /** true: slots with forceable warnings of the rules (rest time, qualification, ...) are written anyway. */
    ignoreWarnings: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    const hasEnd = input.end !== undefined && input.end !== null;
    const hasRepetitions = input.repetitions !== undefined && input.repetitions !== null;
    if (hasEnd === hasRepetitions)
      context.addIssue({ code: 'custom', path: ['end'], message: 'planTools.cycles.endRequired', input });
    else if (hasEnd && input.end && input.end < input.start)
      context.addIssue({ code: 'custom', path: ['end'], message: 'planTools.cycles.endBeforeStart', input });
    // Both are real days here: a failed day aborts before this check.
    else if (hasEnd && input.end && daysBetween(input.start, input.end) + 1 > maxActionRangeDays)
      context.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'planTools.range.tooLong',
        params: { days: maxActionRangeDays },
        input,
      });
  })
  .describe(
    `\`start\`..\`end\` (or the repetitions' last day): at most ${maxActionRangeDays} days, both counted.`,
  );
export type TCycleInsert = z.input<typeof ZCycleInsert>;
export type TCycleInsertParsed = z.output<typeof ZCycleInsert>;

/** The spec's cycle insert model (MissedSlots, SlotCount) with what was written. */
export const ZCycleInsertResult = z.object({
  insertionId: ZCycleInsertionId,
  /** Days of the chosen people that the cycle gives a shift. */
  slotCount: z.number().int(),
  /** Of those, left out: a collision, an absence, the rules (validator), a resource rule without templates. */
  missedSlots: z.number().int(),
  written: z.number().int(),
  /** Entries of the people replaced (overwrite). */
  overwritten: z.number().int(),
  /** Why slots were missed, counted by reason. */
  reasons: z.object({
    collision: z.number().int(),
    absence: z.number().int(),
    rules: z.number().int(),
    resourceRule: z.number().int(),
    inactive: z.number().int(),
  }),
  /**
   * Each missed slot by person and day (the first `maxListedMisses`), with the finding that stopped it in the
   * caller's language when the rules did.
   */
  missed: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      date: ZPlainDate,
      reason: z.enum(['collision', 'absence', 'rules', 'resourceRule', 'inactive']),
      message: z.string().nullable(),
    }),
  ),
});
/** A cycle over a year for 40 people misses at most this many slots by name; the counts hold them all. */
export const maxListedMisses = 200;
export type TCycleInsertResult = z.infer<typeof ZCycleInsertResult>;
export type TMissReason = keyof TCycleInsertResult['reasons'];

/** One insertion as listed for deleting (newest first). */
export const ZCycleInsertion = z.object({
  id: ZCycleInsertionId,
  unitId: z.uuid(),
  cycleId: z.uuid(),
  cycleName: z.string(),
  userIds: z.array(z.uuid()),
  start: ZPlainDate,
  end: ZPlainDate,
  slotCount: z.number().int(),
  written: z.number().int(),
  /** Entries of it deleted from this day on (null: none deleted). */
  deletedFrom: ZPlainDate.nullable(),
  createdAt: z.iso.datetime(),
  createdBy: z.string(),
});
export type TCycleInsertion = z.infer<typeof ZCycleInsertion>;

export const ZCycleDeleteQuery = z.object({
  /** The first day whose entries go; absent: the whole insertion. */
  from: ZPlainDate.optional(),
});
export const ZCycleDeleteResult = z.object({ deleted: z.number().int() });

/** `DeletePlan`: a resource's plan in one unit over a range, whatever made it. */
export const ZResourcePlanDeleteQuery = withDateRange(
  z.object({ unitId: z.uuid(), from: ZPlainDate, to: ZPlainDate }),
  {
    maxDays: maxActionRangeDays,
    reversed: 'planTools.range.rangeRequired',
    tooLong: 'planTools.range.tooLong',
  },
);
export const ZResourcePlanDeleteResult = z.object({ deleted: z.number().int() });

interface CycleShape {
  period: TCyclePeriod;
  length: number;
  slots: TCycleSlot[];
}

/**
 * The last day of an insertion: the end given, or `repetitions` whole cycles from the start (a weeks cycle
 * counts from the Monday of the start's week, so its repetitions end on a Sunday).
 */
export function insertionEnd(
  cycle: CycleShape,
  input: { start: string; end?: string | null; repetitions?: number | null; startDay?: number },
): string {
  if (input.end) return input.end;
  const days = cycleDays(cycle.period, cycle.length);
  const first = firstCycleDay(cycle, input.start, input.startDay);
  return addDays(input.start, days * (input.repetitions ?? 1) - first - 1);
}

/** The cycle's day index (0-based) that the start falls on. */
function firstCycleDay(cycle: CycleShape, start: string, startDay: number | undefined): number {
  const days = cycleDays(cycle.period, cycle.length);
  // A weeks cycle's first day is a Monday: the start's weekday picks the day within the first week.
  const weekOffset = cycle.period === 'weeks' ? isoWeekdayOf(start) - 1 : 0;
  const chosen = startDay ? startDay - 1 : 0;
  return (chosen + weekOffset) % days;
}

/** The shift template of each day from `start` to `end` (days off left out), in date order. */
export function cycleDayPlan(
  cycle: CycleShape,
  start: string,
  end: string,
  startDay?: number,
): { date: string; templateId: string; cycleDay: number }[] {
  const schedule = cycleSchedule(cycle);
  const days = schedule.length;
  const first = firstCycleDay(cycle, start, startDay);
  const plan: { date: string; templateId: string; cycleDay: number }[] = [];
  const count = Math.min(daysBetween(start, end) + 1, maxActionRangeDays);
  for (let offset = 0; offset < count; offset++) {
    const index = (first + offset) % days;
    const templateId = schedule[index];
    if (templateId) plan.push({ date: addDays(start, offset), templateId, cycleDay: index + 1 });
  }
  return plan;
}
