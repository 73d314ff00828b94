import { createHash } from 'node:crypto';
import * as z from 'zod';
import { holidayCountries } from '@app/shared/holidays/countries';
import { ZPlainDate } from '@app/shared/time/tenant-time';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/** A public holiday of a country and region (state, canton); the holidays area moves this to `shared`. */
const ZHoliday = z.object({
  id: z.string(),
  date: ZPlainDate,
  name: z.object({ de: z.string(), en: z.string() }),
  country: z.enum(holidayCountries),
  /** `null`: the whole country (a site without a region). */
  region: z.string().nullable(),
});
export type Holiday = z.infer<typeof ZHoliday>;

/**
 * `HOLIDAYS#<country>#<region or ->`, sorted by `<YYYY-MM-DD>#<id>`: two sites in different states keep their own
 * holidays, and one region's holidays of any date range are one query. Imported data, written by BatchWrite,
 * so not versioned (a batch can neither check nor bump versions).
 */
const holidayEntity = defineEntity({ type: 'HOLIDAY', schema: ZHoliday, versioned: false }).key({
  partition: {
    sources: ['country', 'region'],
    key: ({ country, region }) => ['HOLIDAYS', country, region ?? '-'],
  },
  sort: { sources: ['date', 'id'], key: ({ date, id }) => `${date}#${id}` },
});

/** The same id for the same imported holiday, so that a repeated import overwrites instead of doubling. */
export function importedHolidayId(country: string, region: string | null, date: string): string {
  const hex = createHash('sha256')
    .update(`${country}|${region ?? '-'}|${date}`)
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

export class HolidayRepository {
  private readonly holidays;

  constructor(tenant: TenantContext) {
    this.holidays = holidayEntity.in(new TenantTable(tenant));
  }

  /** Writes many holidays at once (BatchWrite); an existing holiday of the same id is overwritten. */
  putMany(holidays: readonly Holiday[]): Promise<void> {
    return this.holidays.putMany(holidays);
  }

  /** The holidays of a country and region between two days (both included), by date. */
  list(country: Holiday['country'], region: string | null, from: string, to: string): Promise<Holiday[]> {
    return this.holidays.queryAll({
      partition: { country, region },
      // `~` sorts after every id character, so holidays on `to` are included.
      sort: { between: [from, `${to}~`] },
    });
  }
}
