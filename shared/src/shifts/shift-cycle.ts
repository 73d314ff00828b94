import * as z from 'zod';

export const ZShiftCycleId = z.uuid();

/** A cycle repeats over N days or N weeks (weeks start on Monday when inserted: the calendar's part). */
export const ZCyclePeriod = z.enum(['days', 'weeks']);
export type TCyclePeriod = z.infer<typeof ZCyclePeriod>;
/** At most 366 days in one cycle (item size, docs/data-model.md section 6); weeks 1 to 52. */
export const maxCycleDays = 366;
export const maxCycleWeeks = 52;

export const cycleDays = (period: TCyclePeriod, length: number): number =>
  period === 'weeks' ? length * 7 : length;

/** One day of the cycle (1 is the first): a shift template, or none (a day off). */
export const ZCycleSlot = z.strictObject({
  day: z.number().int().min(1).max(maxCycleDays),
  shiftTemplateId: z.uuid().nullable(),
});
export type TCycleSlot = z.infer<typeof ZCycleSlot>;

export const ZShiftCycle = z.object({
  id: ZShiftCycleId,
  name: z.string(),
  period: ZCyclePeriod,
  length: z.number().int(),
  slots: z.array(z.object({ day: z.number().int(), shiftTemplateId: z.string().nullable() })),
  version: z.number().int(),
});
export type TShiftCycle = z.infer<typeof ZShiftCycle>;

interface CycleShape {
  period: TCyclePeriod;
  length: number;
  slots: TCycleSlot[];
}

/** The length fits the period, every slot's day lies in the cycle, and no day is given twice. */
function checkCycle(cycle: CycleShape, context: z.RefinementCtx): void {
  const max = cycle.period === 'weeks' ? maxCycleWeeks : maxCycleDays;
  if (cycle.length > max) {
    context.addIssue({
      code: 'custom',
      path: ['length'],
      message: 'cycles.lengthTooLong',
      input: cycle.length,
    });
    return;
  }
  const days = cycleDays(cycle.period, cycle.length);
  const seen = new Set<number>();
  cycle.slots.forEach((slot, index) => {
    if (slot.day > days) {
      context.addIssue({
        code: 'custom',
        path: ['slots', index, 'day'],
        message: 'cycles.dayOutside',
        input: slot.day,
      });
    } else if (seen.has(slot.day)) {
      context.addIssue({
        code: 'custom',
        path: ['slots', index, 'day'],
        message: 'cycles.dayTwice',
        input: slot.day,
      });
    }
    seen.add(slot.day);
  });
}

const cycleFields = {
  name: z.string().trim().min(1).max(50),
  period: ZCyclePeriod,
  length: z.number().int().min(1),
  slots: z.array(ZCycleSlot).max(maxCycleDays),
};

/** The edit dialog `/Shifts/EditCycle/{id}` (a copy is a create with the fields of another). */
export const ZShiftCycleCreate = z.strictObject(cycleFields).superRefine(checkCycle);
export const ZShiftCycleUpdate = z
  .strictObject({ ...cycleFields, version: z.number().int().positive() })
  .superRefine(checkCycle);
export type TShiftCycleCreate = z.input<typeof ZShiftCycleCreate>;
export type TShiftCycleUpdate = z.input<typeof ZShiftCycleUpdate>;

/** The template of each day of the cycle, 1 to its number of days (null: no shift that day). */
export function cycleSchedule(cycle: CycleShape): (string | null)[] {
  const byDay = new Map(cycle.slots.map((slot) => [slot.day, slot.shiftTemplateId]));
  return Array.from(
    { length: cycleDays(cycle.period, cycle.length) },
    (_, index) => byDay.get(index + 1) ?? null,
  );
}
