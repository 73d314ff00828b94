/**
 * Fixed bars (issue 12 deliverables 4 and 6): company-wide or unit-wide bars on top of the calendar (inventory
 * day, trade fair). A bar has a name, colour, order and an enabled flag; its entries (spec "Fixed-bar entry": Id,
 * Caption, FixedbarId, FullCompany, AllDay, StartDate, EndDate, UnitIds, TagId, Comment and the serial fields)
 * are catalogue items (docs/data-model.md section 10), so the calendar reads them with the catalogue it already
 * reads. A serial entry keeps its pattern once and its deleted occurrences as breaks.
 */
import * as z from 'zod';
import { ZHexColor } from '../absence-types/absence-type';
import { ZSerialPattern } from '../serial/serial-pattern';
import { withDateRange, ZLocalTime, ZPlainDate } from '../time/time-schemas';

export const ZFixedBarId = z.uuid();
export const ZFixedBarEntryId = z.uuid();
/** Spec: fixed-bar caption at most 50 characters (`caption-error1`); the bar's name shares the bound. */
export const maxFixedBarCaption = 50;
export const maxFixedBarComment = 4000;
/** Units an entry names (spec: not shown): a bar for a handful of units, else the full company. */
export const maxFixedBarUnits = 50;
/** Breaks of a series (docs/data-model.md section 4: lists inside an item have bounds). */
export const maxFixedBarBreaks = 1000;

export const ZFixedBar = z.object({
  id: ZFixedBarId,
  name: z.string(),
  color: z.string(),
  enabled: z.boolean(),
  order: z.number().int(),
  version: z.number().int(),
});
export type TFixedBar = z.infer<typeof ZFixedBar>;

/** `/FixedBars/Edit/{id}`: without `id` a new bar, with `id` and `version` an edit. */
export const ZFixedBarSave = z.strictObject({
  id: ZFixedBarId.optional(),
  version: z.number().int().min(1).optional(),
  name: z
    .string()
    .trim()
    .min(1, { error: 'caption-error1' })
    .max(maxFixedBarCaption, { error: 'caption-error1' }),
  color: ZHexColor.default('#f5c542'),
  enabled: z.boolean().default(true),
  order: z.number().int().min(0).max(999).default(0),
});
export type TFixedBarSave = z.input<typeof ZFixedBarSave>;

/** `POST fixedbars/list`: the tenant's bars in their order (disabled ones on request). */
export const ZFixedBarListRequest = z.strictObject({ includeDisabled: z.boolean().default(true) });

export const ZFixedBarEntry = z.object({
  id: ZFixedBarEntryId,
  fixedBarId: ZFixedBarId,
  caption: z.string(),
  /** Shown in every unit's calendar; else only in `unitIds`. */
  fullCompany: z.boolean(),
  unitIds: z.array(z.uuid()),
  allDay: z.boolean(),
  /** First day (of the first occurrence for a series) and last day, inclusive. */
  startDate: ZPlainDate,
  endDate: ZPlainDate,
  startTime: ZLocalTime.nullable(),
  endTime: ZLocalTime.nullable(),
  tagId: z.uuid().nullable(),
  comment: z.string(),
  /** The series rule; null for a single entry. */
  serial: ZSerialPattern.nullable(),
  /** Occurrence days taken out of the series (serial breaks). */
  breaks: z.array(ZPlainDate),
  serialSourceId: ZFixedBarEntryId.nullable(),
  serialSourceDate: ZPlainDate.nullable(),
  version: z.number().int(),
});
export type TFixedBarEntry = z.infer<typeof ZFixedBarEntry>;

/**
 * `POST fixedbars/saveentry`: without `id` a new entry, with `id` and `version` an edit. No bar: 'choose a fixed
 * bar' (`fixedbar-choose`); caption required, at most 50 (`caption-error1`); no units without full company
 * (`unit-choose2`). A serial entry's pattern is checked on the server (bounds, at least one occurrence).
 */
export const ZFixedBarEntrySave = withDateRange(
  z.strictObject({
    id: ZFixedBarEntryId.optional(),
    version: z.number().int().min(1).optional(),
    fixedBarId: z.uuid({ error: 'fixedbar-choose' }),
    caption: z
      .string({ error: 'caption-error1' })
      .trim()
      .min(1, { error: 'caption-error1' })
      .max(maxFixedBarCaption, { error: 'caption-error1' }),
    fullCompany: z.boolean().default(true),
    unitIds: z.array(z.uuid()).max(maxFixedBarUnits).default([]),
    allDay: z.boolean().default(true),
    startDate: ZPlainDate,
    endDate: ZPlainDate,
    startTime: ZLocalTime.nullable().default(null),
    endTime: ZLocalTime.nullable().default(null),
    tagId: z.uuid().nullable().default(null),
    comment: z.string().trim().max(maxFixedBarComment).default(''),
    serial: ZSerialPattern.nullable().default(null),
  }),
  // The spec's longest date range, as the dialog's range field.
  { from: 'startDate', to: 'endDate', maxDays: 385, reversed: 'fixedbar-range' },
);
export type TFixedBarEntrySave = z.input<typeof ZFixedBarEntrySave>;

/** `POST /api/fixedbars/serialbreak` (spec {id, action, deleted, BeginDate}): take one occurrence out. */
export const ZFixedBarSerialBreak = z.strictObject({
  id: ZFixedBarEntryId,
  version: z.number().int().min(1),
  beginDate: ZPlainDate,
});

/** The manage page: one bar with its entries, ordered by start. */
export const ZFixedBarWithEntries = z.object({ bar: ZFixedBar, entries: z.array(ZFixedBarEntry) });
export type TFixedBarWithEntries = z.infer<typeof ZFixedBarWithEntries>;

/** `fixedbars/loadentry` and DetailsModalFixedBarEntry: the entry with names, seen from one occurrence. */
export const ZFixedBarEntryDetails = z.object({
  entry: ZFixedBarEntry,
  barName: z.string(),
  barColor: z.string(),
  unitNames: z.array(z.string()),
  tagName: z.string().nullable(),
  tagColor: z.string().nullable(),
  /** The occurrence shown (a series: `start` when it is one), else the entry's start. */
  occurrence: ZPlainDate,
  canEdit: z.boolean(),
});
export type TFixedBarEntryDetails = z.infer<typeof ZFixedBarEntryDetails>;

export const ZFixedBarTooltip = z.object({ title: z.string(), lines: z.array(z.string()) });
export type TFixedBarTooltip = z.infer<typeof ZFixedBarTooltip>;
