import * as z from 'zod';
import { ZLocalTime, isLocalTime, minutesOfDay } from '../time/tenant-time';
import { ZColor } from '../resources/resource';
import { defaultShiftColour } from './shift-colours';

export const ZShiftTemplateId = z.uuid();

/**
 * Shift kinds: the spec's ShiftItemTypes None 0, Early 10, Midday 20, Night 30, Flexible 40, Free 99, and our day
 * 15 and late 25, which people expect beside early and night (issue 29). Numbered between the spec's so that the
 * numbers keep the order of the day; the kind is a label only (night work is judged by the times, not by it).
 */
export const shiftItemTypes = {
  none: 0,
  early: 10,
  day: 15,
  midday: 20,
  late: 25,
  night: 30,
  flexible: 40,
  free: 99,
} as const;
export type ShiftItemTypeName = keyof typeof shiftItemTypes;
export const shiftItemTypeNames = Object.keys(shiftItemTypes) as ShiftItemTypeName[];
export const ZShiftItemType = z.union([
  z.literal(0),
  z.literal(10),
  z.literal(15),
  z.literal(20),
  z.literal(25),
  z.literal(30),
  z.literal(40),
  z.literal(99),
]);
export type TShiftItemType = z.infer<typeof ZShiftItemType>;
export const shiftItemTypeName = (itemClass: number): ShiftItemTypeName =>
  shiftItemTypeNames.find((name) => shiftItemTypes[name] === itemClass) ?? 'none';

/**
 * Pause modes (spec: not shown, the spec names only Pause1Mode/Begin/End): none 0; unpaid 1, a break at the
 * given times that is not working time; paid 2, a break at the given times that counts as working time.
 */
export const pauseModes = { none: 0, unpaid: 1, paid: 2 } as const;
export const ZPauseMode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TPauseMode = z.infer<typeof ZPauseMode>;

export const ZPause = z.object({
  mode: ZPauseMode,
  begin: ZLocalTime.nullable(),
  end: ZLocalTime.nullable(),
});
export type TPause = z.infer<typeof ZPause>;
export const noPause: TPause = { mode: 0, begin: null, end: null };

export const ZShiftTemplate = z.object({
  id: ZShiftTemplateId,
  name: z.string(),
  shortName: z.string(),
  resourceId: z.uuid(),
  unitId: z.uuid().nullable(),
  itemClass: ZShiftItemType,
  /** Null only for class 99 (free): its times are hidden. */
  begin: ZLocalTime.nullable(),
  end: ZLocalTime.nullable(),
  pause1: ZPause,
  pause2: ZPause,
  backColor: z.string(),
  foreColor: z.string(),
  enabled: z.boolean(),
  /** Qualifications a person needs for this shift (the calendar's validator checks them). */
  requiredQualificationIds: z.array(z.uuid()),
  /** Paid minutes of an ordinary day (no clock change): end − begin − unpaid pauses. */
  minutes: z.number().int(),
  version: z.number().int(),
});
export type TShiftTemplate = z.infer<typeof ZShiftTemplate>;

const dayMinutes = 24 * 60;

/** Minutes from `begin` to `time` on the wall clock, forward (0 to 1439): the position of a time in the shift. */
export function offsetInShift(begin: string, time: string): number {
  return (minutesOfDay(time) - minutesOfDay(begin) + dayMinutes) % dayMinutes;
}

/** Wall-clock length of a shift: end ≤ begin means the next day (22:00-06:00 is 480; 08:00-08:00 is 1440). */
export function wallLength(begin: string, end: string): number {
  return offsetInShift(begin, end) || dayMinutes;
}

/** Whether a pause lies inside the shift `begin`-`end` (a night shift's pause may be after midnight). */
export function pauseInsideShift(begin: string, end: string, pause: { begin: string; end: string }): boolean {
  const start = offsetInShift(begin, pause.begin);
  const stop = offsetInShift(begin, pause.end) || dayMinutes;
  return start < stop && stop <= wallLength(begin, end);
}

const ZPauseInput = z
  .strictObject({
    mode: ZPauseMode.default(0),
    begin: ZLocalTime.nullable().default(null),
    end: ZLocalTime.nullable().default(null),
  })
  .default(noPause);

/** At most this many required qualifications per template (spec: not shown). */
export const maxRequiredQualifications = 20;

const templateFields = {
  name: z.string().trim().min(1).max(50),
  shortName: z.string().trim().min(1).max(10),
  resourceId: z.uuid(),
  unitId: z.uuid().nullable().default(null),
  itemClass: ZShiftItemType.default(0),
  begin: ZLocalTime.nullable().default(null),
  end: ZLocalTime.nullable().default(null),
  pause1: ZPauseInput,
  pause2: ZPauseInput,
  backColor: ZColor.default(defaultShiftColour.backColor),
  foreColor: ZColor.default(defaultShiftColour.foreColor),
  enabled: z.boolean().default(true),
  /** Each at most once; each must exist (checked by the server). */
  requiredQualificationIds: z
    .array(z.uuid())
    .max(maxRequiredQualifications)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'shifts.qualificationTwice' })
    .default([]),
};

interface TemplateShape {
  itemClass: number;
  begin: string | null;
  end: string | null;
  pause1: TPause;
  pause2: TPause;
}

/** Times are required except for class 99 (free); a pause with a mode needs begin and end inside the shift. */
function checkTimes(template: TemplateShape, context: z.RefinementCtx): void {
  if (template.itemClass === shiftItemTypes.free) return;
  if (template.begin === null)
    context.addIssue({ code: 'custom', path: ['begin'], message: 'shifts.timeRequired' });
  if (template.end === null)
    context.addIssue({ code: 'custom', path: ['end'], message: 'shifts.timeRequired' });
  if (template.begin === null || template.end === null) return;
  // A malformed time has its own issue already (zod runs refinements on a partly invalid object too).
  const times = [
    template.begin,
    template.end,
    template.pause1.begin,
    template.pause1.end,
    template.pause2.begin,
    template.pause2.end,
  ];
  if (times.some((time) => time !== null && !isLocalTime(time))) return;
  const { begin, end } = template;
  for (const key of ['pause1', 'pause2'] as const) {
    const pause = template[key];
    if (pause.mode === pauseModes.none) continue;
    if (pause.begin === null || pause.end === null) {
      context.addIssue({
        code: 'custom',
        path: [key, pause.begin === null ? 'begin' : 'end'],
        message: 'shifts.pauseTimeRequired',
      });
    } else if (!pauseInsideShift(begin, end, { begin: pause.begin, end: pause.end })) {
      context.addIssue({ code: 'custom', path: [key, 'end'], message: 'shifts.pauseOutside' });
    }
  }
  const [first, second] = [template.pause1, template.pause2];
  if (
    first.mode !== pauseModes.none &&
    second.mode !== pauseModes.none &&
    first.begin !== null &&
    first.end !== null &&
    second.begin !== null &&
    second.end !== null &&
    offsetInShift(begin, second.begin) < (offsetInShift(begin, first.end) || dayMinutes) &&
    offsetInShift(begin, first.begin) < (offsetInShift(begin, second.end) || dayMinutes)
  ) {
    context.addIssue({ code: 'custom', path: ['pause2', 'begin'], message: 'shifts.pausesOverlap' });
  }
}

/** The edit dialog `/Shifts/Edit/{id}` (a copy is a create with the fields of another). */
export const ZShiftTemplateCreate = z.strictObject(templateFields).superRefine(checkTimes);
export const ZShiftTemplateUpdate = z
  .strictObject({ ...templateFields, version: z.number().int().positive() })
  .superRefine(checkTimes);
export type TShiftTemplateCreate = z.input<typeof ZShiftTemplateCreate>;
export type TShiftTemplateUpdate = z.input<typeof ZShiftTemplateUpdate>;
export type TShiftTemplateFields = z.output<typeof ZShiftTemplateCreate>;

/** Class 99 keeps no times: they are hidden, and stored as none so that nothing counts them. */
export function normalisedTimes<T extends TemplateShape>(template: T): T {
  if (template.itemClass !== shiftItemTypes.free) return template;
  return { ...template, begin: null, end: null, pause1: noPause, pause2: noPause };
}

/** The spec's `shifts/list` body (Enabled, HideFree, AddUnits ...): filters of the template list. */
export const ZShiftTemplateListRequest = z.strictObject({
  enabled: z.boolean().optional(),
  hideFree: z.boolean().default(false),
  resourceIds: z.array(z.uuid()).max(100).optional(),
  search: z.string().trim().max(50).optional(),
});
export type TShiftTemplateListRequest = z.input<typeof ZShiftTemplateListRequest>;

/** Statistics of the spec (`PlanCount`): how many plan entries use the template. */
export const ZShiftTemplateStatistics = z.object({
  id: ZShiftTemplateId,
  planCount: z.number().int().min(0),
});
