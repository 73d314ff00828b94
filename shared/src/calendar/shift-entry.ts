import * as z from 'zod';
import { ZLocalTime, ZPlainDate } from '../time/tenant-time';
import { ZPause, ZShiftItemType } from '../shifts/shift-template';
import { ZEntryId } from './entry-id';

/** Notes of an entry: at most 4,000 characters (docs/data-model.md, item size); slots show 25 (spec section 5). */
export const maxEntryNotes = 4000;
export const slotNotesLength = 25;

/** Requests on a shift entry (ShiftsAction): swap, apply, share. */
export const requestKinds = ['SWAP', 'APPLY', 'SHARE'] as const;
export const ZRequestKind = z.enum(requestKinds);
export const requestStates = ['OPEN', 'ACCEPTED', 'DENIED', 'WITHDRAWN'] as const;
export const ZRequestState = z.enum(requestStates);

export const ZShiftRequest = z.object({
  id: z.string(),
  kind: ZRequestKind,
  state: ZRequestState,
  requesterId: z.uuid(),
  requesterName: z.string(),
  /** Swap and share: the person asked (null: anyone of the unit may take a shared shift). */
  targetUserId: z.uuid().nullable(),
  targetUserName: z.string().nullable(),
  /** Swap: the entry offered in exchange. */
  targetEntryId: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TShiftRequest = z.infer<typeof ZShiftRequest>;

/** A display field of an entry (spec: Caption, DisplayValue, DataType, ValueBool). */
export const ZDisplayField = z.object({
  caption: z.string(),
  value: z.string(),
  dataType: z.string(),
  valueBool: z.boolean().nullable(),
});

/**
 * A shift entry as the API returns it (spec "Shift entry"): a planned shift of a person, or an open shift
 * (`userId` null) of a unit on a day. Times are the tenant's wall clock; a night shift ends the next day.
 */
export const ZShiftEntry = z.object({
  id: ZEntryId,
  unitId: z.uuid(),
  unitName: z.string(),
  date: ZPlainDate,
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  templateId: z.uuid().nullable(),
  name: z.string(),
  shortName: z.string(),
  resourceId: z.uuid(),
  resourceName: z.string(),
  itemClass: ZShiftItemType,
  /** Null only for class 99 (free). */
  begin: ZLocalTime.nullable(),
  end: ZLocalTime.nullable(),
  pause1: ZPause,
  pause2: ZPause,
  /** Paid minutes on this day in the tenant's zone (HoursCalculated; clock changes counted). */
  minutes: z.number().int(),
  notes: z.string(),
  backColor: z.string(),
  foreColor: z.string(),
  displayFields: z.array(ZDisplayField),
  /** Entries shown merged into this one (spec MergedIds). */
  mergedIds: z.array(z.string()),
  /** The series (cycle insertion, serial shift) it belongs to, for `DeleteSerial`. */
  serialId: z.string().nullable(),
  requests: z.array(ZShiftRequest),
  createdAt: z.iso.datetime(),
  version: z.number().int(),
});
export type TShiftEntry = z.infer<typeof ZShiftEntry>;

const ZEntryPauseInput = ZPause.partial().transform((pause) => ({
  mode: pause.mode ?? 0,
  begin: pause.begin ?? null,
  end: pause.end ?? null,
}));

/**
 * Save a shift entry (SaveEntry, `appointment/shift/save`, the shift batch editor): a new one without `id`, a
 * change with `id` and the `version` read. With a template, omitted times and pauses come from it (changing the
 * template in the editor resets them). Without one (fast entry), resource and times are required.
 */
export const ZShiftEntrySave = z
  .strictObject({
    id: ZEntryId.optional(),
    version: z.number().int().positive().optional(),
    unitId: z.uuid(),
    date: ZPlainDate,
    userId: z.uuid().nullable().default(null),
    templateId: z.uuid().nullable().default(null),
    resourceId: z.uuid().optional(),
    itemClass: ZShiftItemType.optional(),
    begin: ZLocalTime.nullable().optional(),
    end: ZLocalTime.nullable().optional(),
    pause1: ZEntryPauseInput.optional(),
    pause2: ZEntryPauseInput.optional(),
    notes: z.string().max(maxEntryNotes).default(''),
  })
  .superRefine((entry, context) => {
    if ((entry.id === undefined) !== (entry.version === undefined)) {
      context.addIssue({ code: 'custom', path: ['version'], message: 'entry.versionWithId' });
    }
    if (entry.templateId === null && entry.resourceId === undefined) {
      context.addIssue({ code: 'custom', path: ['resourceId'], message: 'entry.resourceRequired' });
    }
  });
export type TShiftEntrySave = z.input<typeof ZShiftEntrySave>;
export type TShiftEntrySaveParsed = z.output<typeof ZShiftEntrySave>;
