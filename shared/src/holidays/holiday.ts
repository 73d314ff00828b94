/**
 * Countries, regions, public holidays and school holidays of a tenant, as the API answers and accepts them.
 * The country and the region of a new entry are checked with the spec's keys: `country-choose` when no country
 * was chosen, `region-choose` when a school holiday has no region.
 */
import * as z from 'zod';
import { withDateRange, ZPlainDate } from '../time/time-schemas';

/** An ISO 3166-1 country code (`DE`); hand-made countries use the same shape. */
export const ZCountryCode = z.string().regex(/^[A-Z]{2}$/);
/**
 * A region (state, canton) of a country, `BY`, `9`, or a school-holiday variant of one, `MV~BBS` (a schedule
 * for part of the region: vocational schools, islands).
 */
export const ZRegionCode = z.string().regex(/^[A-Z0-9]{1,3}(~[A-Z0-9-]{1,20})?$/);

/** A chosen country: an empty choice is the spec's `country-choose`. */
const ZChosenCountry = z.string({ error: 'country-choose' }).regex(/^[A-Z]{2}$/, 'country-choose');
/** A chosen region: an empty choice is the spec's `region-choose`. */
const ZChosenRegion = z
  .string({ error: 'region-choose' })
  .regex(/^[A-Z0-9]{1,3}(~[A-Z0-9-]{1,20})?$/, 'region-choose');

const ZName = z.string().trim().min(1).max(50);

export const ZCountry = z.object({
  code: ZCountryCode,
  name: ZName,
  /** The data set the importer installed (its date), or null: made by hand or not imported yet. */
  installedVersion: z.string().nullable(),
  installedAt: z.iso.datetime().nullable(),
});
export type TCountry = z.infer<typeof ZCountry>;

export const ZCountrySave = z.strictObject({ name: ZName });
export type TCountrySave = z.infer<typeof ZCountrySave>;

/** Region names may be long: a school variant is named with its schools ("Schleswig-Holstein: Inseln Sylt, ..."). */
const ZRegionName = z.string().trim().min(1).max(100);

export const ZRegion = z.object({ country: ZCountryCode, code: ZRegionCode, name: ZRegionName });
export type TRegion = z.infer<typeof ZRegion>;

/** `/Countries/EditRegion/{id}?countryId`: the dialog sends the chosen country with the region. */
export const ZRegionSave = z.strictObject({ country: ZChosenCountry, code: ZRegionCode, name: ZRegionName });
export type TRegionSave = z.infer<typeof ZRegionSave>;

/** `-` (the country-wide list) or a region code, as it appears in a holiday's id. */
const regionPart = '(?:-|[A-Z0-9]{1,3}(?:~[A-Z0-9-]{1,20})?)';
const uuidPart = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const composite = new RegExp(`^[A-Z]{2}\\.${regionPart}\\.\\d{4}-\\d{2}-\\d{2}\\.${uuidPart}$`);

/** `<country>.<region or ->.<date>.<uuid>`: names the holiday's key (docs/data-model.md, "Dates, months and ids"). */
export const ZHolidayId = z.string().regex(composite);
/** `<country>.<region>.<start date>.<uuid>`. */
export const ZSchoolHolidayId = z.string().regex(composite);

export const holidaySources = ['import', 'manual'] as const;

export const ZHoliday = z.object({
  id: ZHolidayId,
  country: ZCountryCode,
  /** null: the country-wide list (a site without a region). */
  region: ZRegionCode.nullable(),
  date: ZPlainDate,
  name: z.object({ de: z.string(), en: z.string() }),
  halfDay: z.boolean(),
  source: z.enum(holidaySources),
});
export type THoliday = z.infer<typeof ZHoliday>;

/** `/Countries/EditHoliday/{id}?countryId`. */
export const ZHolidaySave = z.strictObject({
  country: ZChosenCountry,
  region: ZRegionCode.nullable().default(null),
  date: ZPlainDate,
  name: z.strictObject({ de: ZName, en: ZName }),
  halfDay: z.boolean().default(false),
});
export type THolidaySave = z.input<typeof ZHolidaySave>;

/** Marks of the school-holiday data set (see functions/src/holidays/data/README.md). */
export const schoolHolidayStatuses = [
  'provisional',
  'recommended',
  'corrected',
  'added',
  'disputed',
] as const;

export const ZSchoolHoliday = z.object({
  id: ZSchoolHolidayId,
  country: ZCountryCode,
  region: ZRegionCode,
  name: z.string(),
  /** Both days included; a single school-free day has start = end. */
  start: ZPlainDate,
  end: ZPlainDate,
  status: z.enum(schoolHolidayStatuses).nullable(),
  note: z.string().nullable(),
  source: z.enum(holidaySources),
});
export type TSchoolHoliday = z.infer<typeof ZSchoolHoliday>;

/** `/Countries/EditSchoolHoliday/{id}?countryId&regionId`. */
export const ZSchoolHolidaySave = withDateRange(
  z.strictObject({
    country: ZChosenCountry,
    region: ZChosenRegion,
    name: ZName,
    start: ZPlainDate,
    end: ZPlainDate,
  }),
  // Holidays of a school year: never longer than a year.
  { from: 'start', to: 'end', maxDays: 366 },
);
export type TSchoolHolidaySave = z.input<typeof ZSchoolHolidaySave>;

/** One region's public and school holidays of a year (the page's grid). */
export const ZHolidayList = z.object({
  holidays: z.array(ZHoliday),
  schoolHolidays: z.array(ZSchoolHoliday),
  /** The ODbL notice of the school-holiday data, shown wherever school holidays appear. */
  attribution: z.string(),
});
export type THolidayList = z.infer<typeof ZHolidayList>;

/** A country the importer offers (the spec's available countries). */
export const ZAvailableCountry = z.object({
  code: ZCountryCode,
  name: z.string(),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Whether the tenant has it already: the button then reads 'update', else 'import'. */
  installed: z.boolean(),
  hasSchoolHolidays: z.boolean(),
});
export type TAvailableCountry = z.infer<typeof ZAvailableCountry>;

/** `POST /api/import/run {Key, Guid, Virtual}`: `virtual` computes and logs, and writes nothing. */
export const ZImportRun = z.strictObject({
  country: ZChosenCountry,
  /** Absent: every region of the country. */
  regions: z.array(ZRegionCode).max(40).optional(),
  years: z.array(z.number().int().min(2000).max(2100)).min(1).max(5).optional(),
  virtual: z.boolean().default(false),
});
export type TImportRun = z.input<typeof ZImportRun>;

/** The filter of the holiday grid: a country, its region (absent: the country-wide list) and a year. */
export const ZHolidayQuery = z.object({
  country: ZCountryCode,
  region: ZRegionCode.optional(),
  year: z.coerce.number().int().min(2000).max(2100),
});
