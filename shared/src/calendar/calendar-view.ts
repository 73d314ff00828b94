import * as z from 'zod';
import { ZLocalTime, ZPlainDate } from '../time/tenant-time';
import { dateRangeCheck, dateRangeDescription, type DateRangeRule } from '../time/time-schemas';
import { ZPause, ZShiftItemType } from '../shifts/shift-template';
import { ZShiftRequest } from './shift-entry';

/** The longest range the calendar shows at once (spec: date-range toolbar limit 385 days). */
export const maxCalendarDays = 385;
const calendarRange: DateRangeRule = {
  maxDays: maxCalendarDays,
  reversed: 'calendar.rangeReversed',
  tooLong: 'calendar.rangeTooLong',
};
export const calendarViews = ['MONTH', 'WEEK', 'USER', 'RESOURCE', 'TIMELINE'] as const;
export const ZCalendarView = z.enum(calendarViews);
export type TCalendarView = z.infer<typeof ZCalendarView>;

/**
 * `appointment/list/shift` (spec: Range, ShowDisabledEvents, UnitIdList, UserIdList): what the calendar shows.
 * Units (optionally with their sub-units) or people; `from` and `to` inclusive, at most 385 days.
 */
export const ZCalendarRequest = z
  .strictObject({
    from: ZPlainDate,
    to: ZPlainDate,
    unitIds: z.array(z.uuid()).max(200).default([]),
    withSubUnits: z.boolean().default(false),
    userIds: z.array(z.uuid()).max(1000).default([]),
    resourceIds: z.array(z.uuid()).max(500).default([]),
    showDisabled: z.boolean().default(false),
  })
  .superRefine(dateRangeCheck(calendarRange))
  .superRefine((request, context) => {
    if (request.unitIds.length === 0 && request.userIds.length === 0)
      context.addIssue({ code: 'custom', path: ['unitIds'], message: 'calendar.nothingChosen' });
  })
  .describe(dateRangeDescription(calendarRange));
export type TCalendarRequest = z.input<typeof ZCalendarRequest>;

/** Rows of the calendar (spec: kind G unit, F holiday, U user; B a fixed bar), in display order. */
export const ZCalendarRow = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('G'),
    key: z.string(),
    unitId: z.uuid(),
    name: z.string(),
    parentId: z.uuid().nullable(),
    depth: z.number().int(),
  }),
  z.object({ kind: z.literal('F'), key: z.string() }),
  /** A fixed bar (inventory day, trade fair): on top of the views, its entries as slots of click type FB. */
  z.object({
    kind: z.literal('B'),
    key: z.string(),
    fixedBarId: z.uuid(),
    name: z.string(),
    color: z.string(),
  }),
  z.object({
    kind: z.literal('U'),
    key: z.string(),
    unitId: z.uuid(),
    userId: z.uuid(),
    displayName: z.string(),
    /** This unit is the person's primary unit (else an extra unit). */
    primary: z.boolean(),
    qualificationIds: z.array(z.uuid()),
    /**
     * Target minus planned minutes in the range; null without a working-time model (NoUserWorkSheet). Both
     * figures are left out for people whose hours are not the caller's to know (need to know: a colleague's).
     */
    minutesRemaining: z.number().int().nullable().optional(),
    minutesPlanned: z.number().int().optional(),
  }),
]);
export type TCalendarRow = z.infer<typeof ZCalendarRow>;

/** Cell click types of the spec: which dialog a click opens. */
/** AP absence, SB substitute, SH shift, CA appointment, FB fixed bar, SHOLIDAY school holiday, ST on call. */
export const clickTypes = ['AP', 'SB', 'SH', 'CA', 'FB', 'SHOLIDAY', 'ST'] as const;
export const ZClickType = z.enum(clickTypes);

/**
 * One slot of the calendar (spec "Shift entry" + "Calendar slot additional fields"). `id` null is a ghost (the
 * spec's Id 0): a template the unit could still fill on that day. `foreign`: a shift of the person planned in
 * another unit (shown, not editable here).
 */
export const ZCalendarSlot = z.object({
  key: z.string(),
  rowKey: z.string(),
  clickType: ZClickType,
  id: z.string().nullable(),
  version: z.number().int().nullable(),
  date: ZPlainDate,
  /** Last day for slots over several days (absences); equal to `date` otherwise. */
  endDate: ZPlainDate,
  unitId: z.uuid().nullable(),
  userId: z.uuid().nullable(),
  templateId: z.uuid().nullable(),
  resourceId: z.uuid().nullable(),
  resourceIds: z.array(z.uuid()),
  multiResource: z.boolean(),
  eventId: z.string().nullable(),
  name: z.string(),
  shortName: z.string(),
  itemClass: ZShiftItemType.nullable(),
  begin: ZLocalTime.nullable(),
  end: ZLocalTime.nullable(),
  pause1: ZPause.nullable(),
  pause2: ZPause.nullable(),
  minutes: z.number().int(),
  /** Notes shortened to 25 characters (with an ellipsis when longer). */
  notes: z.string(),
  backColor: z.string(),
  foreColor: z.string(),
  foreign: z.boolean(),
  /** Absences: the state (0 to 5); shifts: null. */
  state: z.number().int().nullable(),
  requests: z.array(ZShiftRequest),
  /** How many further items the cell has beyond those listed (spec More). */
  more: z.number().int(),
  serialId: z.string().nullable(),
  /** An auto-planning proposal of this run (planners only; issue 16): drawn as a proposal, not yet a shift. */
  proposalRunId: z.string().nullable().optional(),
  toolTip: z.string(),
});
export type TCalendarSlot = z.infer<typeof ZCalendarSlot>;

/** Manning of a unit on a day: filled against required (percent in steps of 0, 25, 50, 75, 100 for colours). */
export const ZManningDay = z.object({
  unitId: z.uuid(),
  date: ZPlainDate,
  required: z.number().int(),
  filled: z.number().int(),
  percent: z.number().int(),
});

/**
 * A rule finding of the shown range as the calendar marks it (issue 13 item 7): on the person's cell of the day,
 * or on the unit row's day when it is about the unit as a whole (MINOC, MAXABS). The message is in the caller's
 * language; several findings of one cell are several markers.
 */
export const ZRuleMarker = z.object({
  date: ZPlainDate,
  unitId: z.uuid().nullable(),
  userId: z.uuid().nullable(),
  shiftId: z.string().nullable(),
  level: z.enum(['WRN', 'ERR']),
  message: z.string(),
  ruleName: z.string(),
});
export type TRuleMarker = z.infer<typeof ZRuleMarker>;

export const ZCalendarHoliday = z.object({
  date: ZPlainDate,
  name: z.string(),
  halfDay: z.boolean(),
  /** The units whose region has it (holidays differ by region). */
  unitIds: z.array(z.uuid()),
});
export const ZCalendarSchoolHoliday = z.object({
  id: z.string(),
  start: ZPlainDate,
  end: ZPlainDate,
  name: z.string(),
  status: z.string().nullable(),
  unitIds: z.array(z.uuid()),
});

export const ZCalendarResource = z.object({
  id: z.uuid(),
  caption: z.string(),
  backColor: z.string(),
  foreColor: z.string(),
  enabled: z.boolean(),
});

/** A bound on the markers one answer carries: a broken rule set must not flood the calendar's payload. */
export const maxRuleMarkers = 5000;

export const ZCalendarData = z.object({
  from: ZPlainDate,
  to: ZPlainDate,
  timeZone: z.string(),
  rows: z.array(ZCalendarRow),
  slots: z.array(ZCalendarSlot),
  manning: z.array(ZManningDay),
  /** The rule check's findings of the range (at most `maxRuleMarkers`: the rest are in the report). */
  ruleMarkers: z.array(ZRuleMarker).default([]),
  holidays: z.array(ZCalendarHoliday),
  schoolHolidays: z.array(ZCalendarSchoolHoliday),
  /** Attribution of the school-holiday data (ODbL): shown wherever school holidays appear. */
  schoolHolidayAttribution: z.string().nullable(),
  resources: z.array(ZCalendarResource),
  /** Per unit: the plan is published to this day (employees see entries up to it); null: nothing published. */
  publishedTo: z.record(z.string(), ZPlainDate.nullable()),
  /** What the caller may do here (spec "Security access"): the new-entry chooser and the drag handles use it. */
  access: z.object({
    plan: z.boolean(),
    allowShiftInteraction: z.boolean(),
    allowShiftInteractionRequest: z.boolean(),
    createShift: z.boolean(),
  }),
});
export type TCalendarData = z.infer<typeof ZCalendarData>;
