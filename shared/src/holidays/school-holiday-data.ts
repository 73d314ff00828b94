/**
 * The bundled school-holiday data set (`school-holidays/<country>.json`, see `school-holidays/README.md` for its source, format and
 * licence). Updating it is replacing those files and deploying: this module reads whatever they hold and checks
 * their shape, so no code changes with new dates. Only the import worker imports it (~210 KB of JSON): never an API function.
 */
import * as z from 'zod';
import { variantRegion } from './school-holidays';
import { schoolHolidayStatuses } from './holiday';
import type { HolidayCountry } from './countries';
import de from './school-holidays/de.json';
import at from './school-holidays/at.json';
import ch from './school-holidays/ch.json';

const ZEntry = z.object({
  name: z.string().min(1),
  start: z.iso.date(),
  end: z.iso.date(),
  status: z.enum(schoolHolidayStatuses).optional(),
  note: z.string().optional(),
});
export type SchoolHolidayEntry = z.infer<typeof ZEntry>;

const ZDataSet = z.object({
  country: z.string(),
  attribution: z.string(),
  retrieved: z.string(),
  sourceCommit: z.string(),
  regionNames: z.record(z.string(), z.string()),
  regions: z.record(z.string(), z.array(ZEntry)),
  variants: z
    .record(z.string(), z.array(z.object({ id: z.string(), label: z.string(), entries: z.array(ZEntry) })))
    .optional(),
});

/** A schedule the importer writes into one region partition: a region's default or one of its variants. */
export interface SchoolHolidaySchedule {
  /** `BY`, or `MV~BBS` for a variant. */
  region: string;
  /** The region of the date-holidays rules whose public holidays the schedule's region shares. */
  baseRegion: string;
  /** The variant's label (which schools), or null for the default schedule. */
  label: string | null;
  entries: SchoolHolidayEntry[];
}

export interface SchoolHolidayData {
  /** `<retrieved>/<source commit, 7 digits>`: kept on the country as the installed version. */
  version: string;
  attribution: string;
  schedules: SchoolHolidaySchedule[];
}

const files: Record<HolidayCountry, unknown> = { DE: de, AT: at, CH: ch };
const parsed = new Map<HolidayCountry, SchoolHolidayData>();

/** The school holidays of a country, every region and variant; throws when a file does not have the shape. */
export function schoolHolidayData(country: HolidayCountry): SchoolHolidayData {
  const known = parsed.get(country);
  if (known) return known;
  const data = ZDataSet.parse(files[country]);
  const schedules: SchoolHolidaySchedule[] = Object.entries(data.regions).map(([region, entries]) => ({
    region,
    baseRegion: region,
    label: null,
    entries,
  }));
  for (const [region, variants] of Object.entries(data.variants ?? {})) {
    for (const variant of variants) {
      schedules.push({
        region: variantRegion(region, variant.id),
        baseRegion: region,
        label: variant.label,
        entries: variant.entries,
      });
    }
  }
  const result = {
    version: `${data.retrieved}/${data.sourceCommit.slice(0, 7)}`,
    attribution: data.attribution,
    schedules,
  };
  parsed.set(country, result);
  return result;
}
