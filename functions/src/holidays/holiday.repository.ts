import { createHash } from 'node:crypto';
import * as z from 'zod';
import { ZPlainDate, addDays } from '@app/shared/time/tenant-time';
import { holidaySources, schoolHolidayStatuses } from '@app/shared/holidays/holiday';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type ItemKey, type TransactionWrite } from '../data/tenant-table';
import { defineEntity, type Attributes } from '../data/entity';
import { EntityCodec } from '../data/entity-items';

/** A public holiday of a country and region (state, canton). */
const ZStoredHoliday = z.object({
  /** The uuid part of the public id `<country>.<region>.<date>.<uuid>`. */
  id: z.string(),
  date: ZPlainDate,
  name: z.object({ de: z.string(), en: z.string() }),
  country: z.string(),
  /** `null`: the whole country (a site without a region). */
  region: z.string().nullable(),
  /** Absent on holidays imported before they were kept. */
  halfDay: z.boolean().optional(),
  source: z.enum(holidaySources).optional(),
});
export type Holiday = z.infer<typeof ZStoredHoliday>;

/**
 * `HOLIDAYS#<country>#<region or ->`, sorted by `<YYYY-MM-DD>#<id>`: two sites in different states keep their own
 * holidays, and one region's holidays of any date range are one query. Imported data, written by BatchWrite,
 * so not versioned (a batch can neither check nor bump versions); a hand edit overwrites.
 */
const holidayEntity = defineEntity({ type: 'HOLIDAY', schema: ZStoredHoliday, versioned: false }).key({
  partition: {
    sources: ['country', 'region'],
    key: ({ country, region }) => ['HOLIDAYS', country, region ?? '-'],
  },
  sort: { sources: ['date', 'id'], key: ({ date, id }) => `${date}#${id}` },
});

const ZStoredSchoolHoliday = z.object({
  id: z.string(),
  country: z.string(),
  region: z.string(),
  name: z.string(),
  start: ZPlainDate,
  end: ZPlainDate,
  status: z.enum(schoolHolidayStatuses).nullable(),
  note: z.string().nullable(),
  source: z.enum(holidaySources),
});
export type SchoolHoliday = z.infer<typeof ZStoredSchoolHoliday>;

/**
 * `HOLIDAYS#<country>#<region>` / `S#<start>#<id>`: in the region's holiday partition, after its public holidays
 * (`<D>#<id>` sorts before `S#`), so that the calendar reads a region's holidays of every year in one query (the
 * partition is small: ~150 items). A range of either kind is a sort-key range, no filter; school holidays last
 * at most ~7 weeks, so a range query starts 62 days early and drops what ended before the range.
 */
const schoolHolidayEntity = defineEntity({
  type: 'SCHOOLHOLIDAY',
  schema: ZStoredSchoolHoliday,
  versioned: false,
}).key({
  partition: {
    sources: ['country', 'region'],
    key: ({ country, region }) => ['HOLIDAYS', country, region],
  },
  sort: { sources: ['start', 'id'], key: ({ start, id }) => `S#${start}#${id}` },
});

/** Where school holidays were kept before they moved into the region's holiday partition (read to move them). */
const legacySchoolHolidayEntity = defineEntity({
  type: 'SCHOOLHOLIDAY',
  schema: ZStoredSchoolHoliday,
  versioned: false,
}).key({
  partition: {
    sources: ['country', 'region'],
    key: ({ country, region }) => ['SCHOOLHOLIDAYS', country, region],
  },
  sort: { sources: ['start', 'id'], key: ({ start, id }) => `${start}#${id}` },
});

const ZStoredCountry = z.object({
  code: z.string(),
  name: z.string(),
  installedVersion: z.string().nullable(),
  installedAt: z.string().nullable(),
});
export type Country = z.infer<typeof ZStoredCountry>;

/** `COUNTRY#<code>` / `COUNTRY`; the tenant's countries by name on gsi1 `COUNTRIES`. */
const countryEntity = defineEntity({ type: 'COUNTRY', schema: ZStoredCountry, versioned: false })
  .key({
    partition: { sources: ['code'], key: ({ code }) => ['COUNTRY', code] },
    sort: { sources: [], key: () => 'COUNTRY' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['COUNTRIES'] },
    sort: { sources: ['name', 'code'], key: ({ name, code }) => `${name.toLowerCase()}#${code}` },
  });

const ZStoredRegion = z.object({ country: z.string(), code: z.string(), name: z.string() });
export type Region = z.infer<typeof ZStoredRegion>;

/** `COUNTRY#<code>` / `REGION#<region>`: a country and its regions are one query. */
const regionEntity = defineEntity({ type: 'REGION', schema: ZStoredRegion, versioned: false }).key({
  partition: { sources: ['country'], key: ({ country }) => ['COUNTRY', country] },
  sort: { sources: ['code'], key: ({ code }) => `REGION#${code}` },
});

/** The same id for the same imported entry, so that a repeated import overwrites instead of doubling. */
export function importedHolidayId(country: string, region: string | null, date: string, name = ''): string {
  const hex = createHash('sha256')
    .update(`${country}|${region ?? '-'}|${date}${name ? `|${name}` : ''}`)
    .digest('hex');
  // Shaped like a name-based UUID (version 5, RFC 4122 variant).
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20),
    hex.slice(20, 32),
  ].join('-');
}

/** Days before a range's start that a school-holiday query reaches back: the longest holidays last ~7 weeks. */
const schoolHolidayReachDays = 62;

export class HolidayRepository {
  private readonly table: TenantTable;
  private readonly holidays;
  private readonly schoolHolidays;
  private readonly legacySchoolHolidays;
  private readonly holidayCodec: EntityCodec;
  private readonly schoolHolidayCodec: EntityCodec;
  private readonly countries;
  private readonly regions;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.table = table;
    this.holidays = holidayEntity.in(table);
    this.schoolHolidays = schoolHolidayEntity.in(table);
    this.legacySchoolHolidays = legacySchoolHolidayEntity.in(table);
    this.holidayCodec = new EntityCodec(holidayEntity.model, table);
    this.schoolHolidayCodec = new EntityCodec(schoolHolidayEntity.model, table);
    this.countries = countryEntity.in(table);
    this.regions = regionEntity.in(table);
  }

  /** Writes many holidays at once (BatchWrite); an existing holiday of the same id is overwritten. */
  putMany(holidays: readonly Holiday[]): Promise<void> {
    return this.holidays.putMany(holidays);
  }

  putSchoolHolidays(entries: readonly SchoolHoliday[]): Promise<void> {
    return this.schoolHolidays.putMany(entries);
  }

  /** Removes holidays and school holidays (BatchWrite). */
  async deleteMany(
    holidays: readonly Pick<Holiday, 'country' | 'region' | 'date' | 'id'>[],
    schoolHolidays: readonly Pick<SchoolHoliday, 'country' | 'region' | 'start' | 'id'>[],
  ): Promise<void> {
    if (holidays.length) await this.holidays.deleteMany(holidays);
    if (schoolHolidays.length) await this.schoolHolidays.deleteMany(schoolHolidays);
  }

  putCountries(countries: readonly Country[]): Promise<void> {
    return this.countries.putMany(countries);
  }

  putRegions(regions: readonly Region[]): Promise<void> {
    return this.regions.putMany(regions);
  }

  /** The holidays of a country and region between two days (both included), by date. */
  list(country: string, region: string | null, from: string, to: string): Promise<Holiday[]> {
    return this.holidays.queryAll({
      partition: { country, region },
      // `~` sorts after every id character, so holidays on `to` are included.
      sort: { between: [from, `${to}~`] },
    });
  }

  /**
   * A region's public and school holidays that touch the days `from` to `to` (both included): 1 Query of the
   * whole partition (every year: ~150 items, one page), filtered here, so that one request serves any range.
   * A null region has the country-wide public holidays and no school holidays.
   */
  async regionDays(
    country: string,
    region: string | null,
    from: string,
    to: string,
  ): Promise<{ holidays: Holiday[]; schoolHolidays: SchoolHoliday[] }> {
    const pk = this.holidays.keyOf({ country, region, date: from, id: '' }).pk;
    const items: Attributes[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.table.query<ItemKey & Attributes>({
        partitionKey: pk,
        limit: 1000,
        ...(cursor ? { cursor } : {}),
      });
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const holidays: Holiday[] = [];
    const schoolHolidays: SchoolHoliday[] = [];
    for (const item of items) {
      if (item.type === 'HOLIDAY') {
        const holiday = this.holidayCodec.fromStored(item) as Holiday;
        if (from <= holiday.date && holiday.date <= to) holidays.push(holiday);
      } else if (item.type === 'SCHOOLHOLIDAY') {
        const entry = this.schoolHolidayCodec.fromStored(item) as SchoolHoliday;
        if (entry.end >= from && entry.start <= to) schoolHolidays.push(entry);
      }
    }
    return { holidays, schoolHolidays };
  }

  /**
   * Moves a region's school holidays of before (partition `SCHOOLHOLIDAYS#<country>#<region>`) into its holiday
   * partition, hand-made ones too; answers how many moved. Run by the country import.
   */
  async moveLegacySchoolHolidays(country: string, region: string): Promise<number> {
    const legacy = await this.legacySchoolHolidays.queryAll({ partition: { country, region } });
    if (!legacy.length) return 0;
    await this.schoolHolidays.putMany(legacy);
    await this.legacySchoolHolidays.deleteMany(legacy);
    return legacy.length;
  }

  /** The school holidays of a region that touch the days `from` to `to` (both included), by start. */
  async listSchoolHolidays(
    country: string,
    region: string,
    from: string,
    to: string,
  ): Promise<SchoolHoliday[]> {
    const entries = await this.schoolHolidays.queryAll({
      partition: { country, region },
      sort: { between: [`S#${addDays(from, -schoolHolidayReachDays)}`, `S#${to}~`] },
    });
    return entries.filter((entry) => entry.end >= from);
  }

  getHoliday(country: string, region: string | null, date: string, id: string): Promise<Holiday | undefined> {
    return this.holidays.get({ country, region, date, id });
  }

  getSchoolHoliday(country: string, region: string, start: string, id: string) {
    return this.schoolHolidays.get({ country, region, start, id });
  }

  holidayPutWrite(holiday: Holiday): TransactionWrite {
    return this.holidays.putWrite(holiday);
  }

  holidayDeleteWrite(holiday: Pick<Holiday, 'country' | 'region' | 'date' | 'id'>): TransactionWrite {
    return this.holidays.deleteWrite(holiday);
  }

  schoolHolidayPutWrite(entry: SchoolHoliday): TransactionWrite {
    return this.schoolHolidays.putWrite(entry);
  }

  schoolHolidayDeleteWrite(
    entry: Pick<SchoolHoliday, 'country' | 'region' | 'start' | 'id'>,
  ): TransactionWrite {
    return this.schoolHolidays.deleteWrite(entry);
  }

  listCountries(): Promise<Country[]> {
    return this.countries.queryAll({ index: 'gsi1', partition: {} });
  }

  getCountry(code: string): Promise<Country | undefined> {
    return this.countries.get({ code });
  }

  countryPutWrite(country: Country): TransactionWrite {
    return this.countries.putWrite(country);
  }

  countryDeleteWrite(code: string): TransactionWrite {
    return this.countries.deleteWrite({ code });
  }

  listRegions(country: string): Promise<Region[]> {
    return this.regions.queryAll({ partition: { country }, sort: { beginsWith: 'REGION#' } });
  }

  getRegion(country: string, code: string): Promise<Region | undefined> {
    return this.regions.get({ country, code });
  }

  regionPutWrite(region: Region): TransactionWrite {
    return this.regions.putWrite(region);
  }

  regionDeleteWrite(country: string, code: string): TransactionWrite {
    return this.regions.deleteWrite({ country, code });
  }
}
