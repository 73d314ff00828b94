/**
 * Imports the public holidays of a country and region for some years (the spec's country data import). Runs
 * in the import worker because the holiday rules engine is too heavy for an API function.
 */
import * as z from 'zod';
import { holidayCountries } from '@app/shared/holidays/countries';
import { publicHolidays } from '@app/shared/holidays/public-holidays';
import type { JobType } from '../jobs/registry';
import { TenantTable } from '../data/tenant-table';
import { DefaultDataRepository } from './default-data.repository';

const ZHolidayImport = z.object({
  country: z.enum(holidayCountries),
  region: z.string().max(10).nullable(),
  years: z.array(z.number().int().min(2000).max(2100)).min(1).max(10),
});

/** DynamoDB's limit of writes per transaction. */
const writesPerTransaction = 100;

export const holidayImportJob: JobType<typeof ZHolidayImport> = {
  type: 'holidays.import',
  kind: 'import',
  input: ZHolidayImport,
  async run({ tenant, input, progress, log }) {
    const repository = new DefaultDataRepository(tenant);
    const table = new TenantTable(tenant);
    const holidays = input.years.flatMap((year) =>
      publicHolidays(input.country, input.region ?? undefined, year),
    );
    for (let start = 0; start < holidays.length; start += writesPerTransaction) {
      const chunk = holidays.slice(start, start + writesPerTransaction);
      // Overwriting is harmless: a repeated import writes the same holidays again.
      await table.transact(
        chunk.map((holiday) => repository.holidayWrite(holiday, input.country, input.region)),
      );
      await progress({ value: start + chunk.length, steps: holidays.length });
    }
    await log('INF', `${holidays.length} public holidays imported (${input.years.join(', ')})`);
    return { imported: holidays.length };
  },
};
