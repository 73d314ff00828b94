import * as z from 'zod';

/**
 * What the units page keeps as a unit's timeline (`data` of `GET /api/units/{unitId}/timeline`): the hours axis
 * the TIMELINE view of the calendar draws for the unit. The spec leaves the shape open; a stored value of another
 * shape reads as no layout (`timelineLayoutOf`), and the view then uses `defaultTimelineLayout`.
 */
const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const timelineSteps = [15, 30, 60] as const;
export const ZTimelineLayout = z
  .object({
    /** The first hour shown; `end` before `begin` runs past midnight (a night unit: 18:00 to 08:00). */
    begin: ZClock,
    end: ZClock,
    /** The axis' grid in minutes. */
    stepMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]),
  })
  .refine((layout) => layout.begin !== layout.end, { path: ['end'], message: 'timeline.sameTimes' });
export type TTimelineLayout = z.infer<typeof ZTimelineLayout>;

export const defaultTimelineLayout: TTimelineLayout = { begin: '06:00', end: '22:00', stepMinutes: 60 };

/** The layout stored in a unit's timeline data, or null when none (or one of another shape) is stored. */
export function timelineLayoutOf(data: unknown): TTimelineLayout | null {
  const parsed = ZTimelineLayout.safeParse(data);
  return parsed.success ? parsed.data : null;
}
