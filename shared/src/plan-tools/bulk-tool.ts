/**
 * The bulk shift tool ('entry tool', issue 12, spec document 2 "Bulk shift appointment", "Bulk command"): the
 * shifts of some units over a range as a grid, and one command over the chosen ones (copy, move, batch edit,
 * delete) that runs as a background task.
 */
import * as z from 'zod';
import { parseEntryId, ZEntryId } from '../calendar/entry-id';
import { maxEntryNotes } from '../calendar/shift-entry';
import { ZPause, ZShiftItemType } from '../shifts/shift-template';
import { isoWeekdayOf, isoWeekOf, ZLocalTime, ZPlainDate } from '../time/tenant-time';
import { dateRangeCheck, dateRangeDescription } from '../time/time-schemas';

export const bulkSourceActions = ['copy', 'move', 'batchedit', 'delete'] as const;
export const ZBulkSourceAction = z.enum(bulkSourceActions);
export type TBulkSourceAction = z.infer<typeof ZBulkSourceAction>;

/** Where copy and move put the shifts: another unit's resource, another person, or other days (`push`). */
export const bulkTargetActions = ['resource', 'user', 'push'] as const;
export const ZBulkTargetAction = z.enum(bulkTargetActions);
export type TBulkTargetAction = z.infer<typeof ZBulkTargetAction>;

/** At most this many shifts in one command (spec: not shown; the task item keeps them, data model section 4). */
export const maxBulkShifts = 3000;
/** The longest range the grid lists (spec: not shown): a quarter. */
export const maxBulkRangeDays = 93;
/** At most this many units the grid lists at once (sub-units included). */
export const maxBulkUnits = 50;

/** One row of the grid (spec "Bulk shift appointment"), with the derived weekday and calendar week. */
export const ZBulkShift = z.object({
  id: ZEntryId,
  /** The spec's GroupId and GroupName. */
  unitId: z.uuid(),
  unitName: z.string(),
  date: ZPlainDate,
  /** 1 Monday .. 7 Sunday (ISO). */
  weekday: z.number().int().min(1).max(7),
  calendarWeek: z.number().int().min(1).max(53),
  templateId: z.uuid().nullable(),
  name: z.string(),
  backColor: z.string(),
  /** Class 99 shows no times. */
  itemClass: ZShiftItemType,
  begin: ZLocalTime.nullable(),
  end: ZLocalTime.nullable(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  resourceId: z.uuid(),
  resourceName: z.string(),
  version: z.number().int(),
});
export type TBulkShift = z.infer<typeof ZBulkShift>;

/** The grid's range: at most a quarter (`maxBulkRangeDays`), its end not before its start. */
const bulkRange = {
  maxDays: maxBulkRangeDays,
  reversed: 'bulkTool.rangeOrder',
  tooLong: 'bulkTool.rangeTooLong',
};

/** The grid's data: the shifts of the chosen units (and their sub-units) from `from` to `to`. */
export const ZBulkShiftQuery = z
  .strictObject({
    unitIds: z.array(z.uuid()).min(1).max(maxBulkUnits),
    withSubUnits: z.boolean().default(false),
    from: ZPlainDate,
    to: ZPlainDate,
  })
  .superRefine(dateRangeCheck(bulkRange))
  .describe(dateRangeDescription(bulkRange));
export type TBulkShiftQuery = z.input<typeof ZBulkShiftQuery>;

export const ZBulkShiftList = z.object({
  shifts: z.array(ZBulkShift),
  /** The units listed (the chosen ones and, with sub-units, those below), for the filter tree. */
  units: z.array(z.object({ id: z.uuid(), name: z.string(), parentId: z.uuid().nullable() })),
  /** The active members of those units (spec "Simple user": Id, Name), by name: targets of copy and move. */
  people: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type TBulkShiftList = z.infer<typeof ZBulkShiftList>;

/** A target of copy and move by resource (spec "Target resource"): a unit's resource. */
export const ZBulkTarget = z.object({
  groupId: z.uuid(),
  resourceId: z.uuid(),
  groupName: z.string(),
  resourceName: z.string(),
});
export type TBulkTarget = z.infer<typeof ZBulkTarget>;

/** What a batch edit changes; a field left out keeps each shift's own. */
export const ZBulkEdit = z
  .strictObject({
    /** A new shift template: its resource, class, times and pauses unless given here. */
    templateId: z.uuid().optional(),
    begin: ZLocalTime.optional(),
    end: ZLocalTime.optional(),
    pause1: ZPause.optional(),
    pause2: ZPause.optional(),
    notes: z.string().max(maxEntryNotes).optional(),
  })
  .superRefine((edit, context) => {
    if ((edit.begin === undefined) !== (edit.end === undefined))
      context.addIssue({ code: 'custom', path: ['end'], message: 'bulkTool.timesTogether' });
    if (Object.values(edit).every((value) => value === undefined))
      context.addIssue({ code: 'custom', path: [], message: 'bulkTool.editEmpty' });
  });
export type TBulkEdit = z.infer<typeof ZBulkEdit>;

/**
 * The bulk command (spec `tools/shiftswizard`: Range, SourceIdList, SourceAction, TargetAction, TargetGroupId,
 * TargetResourceId, TargetUserId, TargetDate). `push` moves the earliest chosen shift to `targetDate` and the
 * others by the same number of days. `versions` (optional) are the versions the grid showed: a shift changed
 * since is left alone and named in the task log.
 */
export const ZBulkCommand = z
  .strictObject({
    /** The grid's range (at most `maxBulkRangeDays`): the chosen shifts lie within it. */
    range: z
      .strictObject({ from: ZPlainDate, to: ZPlainDate })
      .superRefine(dateRangeCheck(bulkRange))
      .describe(dateRangeDescription(bulkRange)),
    sourceIdList: z.array(ZEntryId).min(1).max(maxBulkShifts),
    versions: z.record(z.string(), z.number().int().positive()).optional(),
    sourceAction: ZBulkSourceAction,
    targetAction: ZBulkTargetAction.nullable().optional(),
    targetGroupId: z.uuid().nullable().optional(),
    targetResourceId: z.uuid().nullable().optional(),
    targetUserId: z.uuid().nullable().optional(),
    targetDate: ZPlainDate.nullable().optional(),
    edit: ZBulkEdit.optional(),
  })
  .superRefine((command, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    command.sourceIdList.forEach((id, index) => {
      const date = parseEntryId(id)?.date;
      if (date && (date < command.range.from || date > command.range.to))
        context.addIssue({ code: 'custom', path: ['sourceIdList', index], message: 'bulkTool.outsideRange' });
    });
    if (command.sourceAction === 'copy' || command.sourceAction === 'move') {
      const target = command.targetAction;
      if (!target) issue('targetAction', 'bulkTool.targetRequired');
      else if (target === 'resource' && (!command.targetGroupId || !command.targetResourceId))
        issue('targetResourceId', 'bulkTool.targetRequired');
      else if (target === 'user' && !command.targetUserId) issue('targetUserId', 'bulkTool.targetRequired');
      else if (target === 'push' && !command.targetDate) issue('targetDate', 'bulkTool.targetRequired');
    }
    if (command.sourceAction === 'batchedit' && !command.edit) issue('edit', 'bulkTool.editEmpty');
  });
export type TBulkCommand = z.input<typeof ZBulkCommand>;
export type TBulkCommandParsed = z.output<typeof ZBulkCommand>;

/** The spec's answer: Success, ProgressId (the task to follow), Message. */
export const ZBulkCommandResult = z.object({
  success: z.boolean(),
  progressId: z.uuid(),
  message: z.string().nullable(),
});
export type TBulkCommandResult = z.infer<typeof ZBulkCommandResult>;

/** The grid's derived columns of a day. */
export function bulkDayOf(date: string): { weekday: number; calendarWeek: number } {
  return { weekday: isoWeekdayOf(date), calendarWeek: isoWeekOf(date) };
}
