/**
 * The spec's country data import: public holidays (date-holidays rules) and school holidays (the bundled data
 * set) of a country's regions for some years, with the country and its regions. Runs in the import worker
 * because the holiday rules engine is too heavy for an API function. The sign-up runs it for the tenant's own
 * region; the importer for every region. `virtual` computes and logs everything and writes nothing.
 */
import * as z from 'zod';
import { holidayCountries } from '@app/shared/holidays/countries';
import { publicHolidays } from '@app/shared/holidays/public-holidays';
import { holidayCountryName, holidayRegions } from '@app/shared/holidays/regions';
import { languages } from '@app/shared/i18n/languages';
import type { JobType } from '../jobs/registry';
import { now } from '../clock';
import { HolidayRepository, importedHolidayId, type Holiday, type SchoolHoliday } from './holiday.repository';
import { schoolHolidayData, type SchoolHolidaySchedule } from '@app/shared/holidays/school-holiday-data';

export const ZHolidayImportInput = z.object({
  country: z.enum(holidayCountries),
  /** The sign-up's form: one region, or null for the country-wide list only. */
  region: z.string().max(10).nullable().optional(),
  /** The importer's: these regions; absent (and no `region`): every region of the country. */
  regions: z.array(z.string().max(30)).max(40).optional(),
  years: z.array(z.number().int().min(2000).max(2100)).min(1).max(10),
  virtual: z.boolean().default(false),
  /** Names the country and regions are stored with. */
  language: z.enum(languages).default('de'),
});
type ImportInput = z.output<typeof ZHolidayImportInput>;

interface RegionPlan {
  /** null: the country-wide list. */
  region: string | null;
  name: string;
  holidays: Holiday[];
  schoolHolidays: SchoolHoliday[];
}

function chosenRegions(input: ImportInput): string[] | undefined {
  if (input.regions) return input.regions;
  if (input.region !== undefined) return input.region === null ? [] : [input.region];
  return undefined;
}

/** What the import would write, region by region (the country-wide list first). */
function planImport(input: ImportInput) {
  const { country, years } = input;
  const known = new Map(holidayRegions(country, input.language).map((region) => [region.code, region.name]));
  const school = schoolHolidayData(country);
  const schedules = new Map(school.schedules.map((schedule) => [schedule.region, schedule]));
  const wanted = chosenRegions(input);
  const unknown = (wanted ?? []).filter((region) => !known.has(region) && !schedules.has(region));
  // A chosen region brings its variants along (MV brings MV~BBS); all regions bring all schedules.
  const regionCodes = [...known.keys(), ...school.schedules.map((schedule) => schedule.region)].filter(
    (code, index, all) =>
      all.indexOf(code) === index &&
      (wanted === undefined || wanted.some((region) => code === region || code.startsWith(`${region}~`))),
  );
  const from = `${Math.min(...years)}-01-01`;
  const to = `${Math.max(...years)}-12-31`;

  const holidaysOf = (region: string | null, rulesRegion: string | undefined): Holiday[] =>
    years.flatMap((year) =>
      publicHolidays(country, rulesRegion, year).map((holiday) => ({
        ...holiday,
        id: importedHolidayId(country, region, holiday.date),
        country,
        region,
        halfDay: false,
        source: 'import' as const,
      })),
    );
  const schoolHolidaysOf = (schedule: SchoolHolidaySchedule | undefined): SchoolHoliday[] =>
    (schedule?.entries ?? [])
      .filter((entry) => entry.end >= from && entry.start <= to)
      .map((entry) => ({
        id: importedHolidayId(country, schedule?.region ?? null, entry.start, entry.name),
        country,
        region: schedule?.region ?? '',
        name: entry.name,
        start: entry.start,
        end: entry.end,
        status: entry.status ?? null,
        note: entry.note ?? null,
        source: 'import' as const,
      }));

  const plans: RegionPlan[] = [
    {
      region: null,
      name: holidayCountryName(country, input.language),
      holidays: holidaysOf(null, undefined),
      schoolHolidays: [],
    },
  ];
  for (const code of regionCodes) {
    const schedule = schedules.get(code);
    const baseRegion = schedule?.baseRegion ?? code;
    const baseName = known.get(baseRegion) ?? baseRegion;
    plans.push({
      region: code,
      name: schedule?.label ? `${baseName}: ${schedule.label}` : baseName,
      holidays: known.has(baseRegion) ? holidaysOf(code, baseRegion) : [],
      schoolHolidays: schoolHolidaysOf(schedule),
    });
  }
  return { plans, unknown, from, to, school, regionCount: regionCodes.length };
}

/** Removes imported entries of the years that the data no longer has (a corrected date); hand-made ones stay. */
async function staleEntries(
  repository: HolidayRepository,
  country: string,
  plan: RegionPlan,
  from: string,
  to: string,
) {
  const holidayIds = new Set(plan.holidays.map((holiday) => holiday.id));
  const schoolIds = new Set(plan.schoolHolidays.map((entry) => entry.id));
  // Public and school holidays of a region share its partition: one query.
  const { holidays, schoolHolidays } = await repository.regionDays(country, plan.region, from, to);
  return {
    holidays: holidays.filter((holiday) => holiday.source !== 'manual' && !holidayIds.has(holiday.id)),
    schoolHolidays: schoolHolidays.filter((entry) => entry.source === 'import' && !schoolIds.has(entry.id)),
  };
}

export const holidayImportJob: JobType<typeof ZHolidayImportInput> = {
  type: 'holidays.import',
  kind: 'import',
  input: ZHolidayImportInput,
  async run({ tenant, input, progress, log }) {
    const repository = new HolidayRepository(tenant);
    const { plans, unknown, from, to, school, regionCount } = planImport(input);
    const years = input.years.join(', ');
    await log('INF', {
      key: 'holidays.import.start',
      params: { country: input.country, years, regions: regionCount },
    });
    if (input.virtual) await log('INF', { key: 'holidays.import.virtual' });
    for (const region of unknown)
      await log('ERR', { key: 'holidays.import.unknownRegion', params: { region } });

    let holidayCount = 0;
    let schoolCount = 0;
    for (const [index, plan] of plans.entries()) {
      const label = plan.region ?? input.country;
      // School holidays of before the shared partition move into it (hand-made ones too), then count as stale.
      if (!input.virtual && plan.region !== null)
        await repository.moveLegacySchoolHolidays(input.country, plan.region);
      const stale = await staleEntries(repository, input.country, plan, from, to);
      if (!input.virtual) {
        await repository.putMany(plan.holidays);
        await repository.putSchoolHolidays(plan.schoolHolidays);
        await repository.deleteMany(stale.holidays, stale.schoolHolidays);
      }
      holidayCount += plan.holidays.length;
      schoolCount += plan.schoolHolidays.length;
      await log('INF', {
        key: 'holidays.import.region',
        params: { region: label, holidays: plan.holidays.length, schoolHolidays: plan.schoolHolidays.length },
      });
      const removed = stale.holidays.length + stale.schoolHolidays.length;
      if (removed)
        await log('INF', { key: 'holidays.import.removed', params: { region: label, count: removed } });
      const flagged = plan.schoolHolidays.filter(
        (entry) => entry.status === 'provisional' || entry.status === 'disputed',
      ).length;
      if (flagged)
        await log('WRN', { key: 'holidays.import.flagged', params: { region: label, count: flagged } });
      const lastEnd = plan.schoolHolidays.at(-1)?.end;
      if (plan.region !== null && lastEnd !== undefined && lastEnd < `${to.slice(0, 4)}-07-01`) {
        await log('WRN', { key: 'holidays.import.schoolGap', params: { region: label, until: lastEnd } });
      }
      await progress({ value: index + 1, steps: plans.length });
    }

    if (!input.virtual) {
      const [country, ...regions] = plans;
      await repository.putCountries([
        {
          code: input.country,
          name: country?.name ?? input.country,
          installedVersion: school.version,
          installedAt: now().toISOString(),
        },
      ]);
      await repository.putRegions(
        regions.map((plan) => ({ country: input.country, code: plan.region ?? '-', name: plan.name })),
      );
    }
    await log('INF', { key: 'holidays.import.attribution', params: { attribution: school.attribution } });
    await log('INF', {
      key: input.virtual ? 'holidays.import.doneVirtual' : 'holidays.import.done',
      params: { holidays: holidayCount, schoolHolidays: schoolCount, years },
    });
    return {
      imported: input.virtual ? 0 : holidayCount,
      holidays: holidayCount,
      schoolHolidays: schoolCount,
      virtual: input.virtual,
    };
  },
};
