/**
 * Countries, regions, public and school holidays: the country data importer through the API and the import
 * worker (every German state against date-holidays for two years, school holidays against the bundled data set,
 * dry run), the spec's validation keys, and holidays kept by hand.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { countryContracts } from '@app/shared/holidays/countries.contracts';
import { holidayContracts } from '@app/shared/holidays/holidays.contracts';
import { publicHolidays } from '@app/shared/holidays/public-holidays';
import { holidayRegions } from '@app/shared/holidays/regions';
import { schoolHolidayAttribution } from '@app/shared/holidays/school-holidays';
import { schoolHolidayData } from '@app/shared/holidays/school-holiday-data';
import type { TImportRun } from '@app/shared/holidays/holiday';
import { signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
let admin: TestTenant;

async function runImport(body: TImportRun, token: string) {
  const started = await api.send(countryContracts.importRun, { body }, { token });
  expect(started.status).toBe(202);
  return waitForTask(api, started.data.progressId, token);
}

async function holidaysOf(country: string, region: string | undefined, year: number, token = admin.token) {
  const answer = await api.send(
    holidayContracts.list,
    { query: { country, ...(region ? { region } : {}), year: String(year) } },
    { token },
  );
  expect(answer.status).toBe(200);
  return answer.data;
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en', country: 'DE', region: 'BY' });
  // The sign-up starts the import of its own region; it installs the country when it is done.
  for (let attempt = 0; attempt < 120; attempt++) {
    const countries = await api.send(countryContracts.countries, {}, { token: admin.token });
    if (countries.data.some((country) => country.code === 'DE')) return;
    await sleep(250);
  }
  throw new Error('the sign-up import did not install Germany');
});

describe('the sign-up import', () => {
  it('installs the country and the region with this and next year’s public and school holidays', async () => {
    const regions = await api.send(
      countryContracts.regions,
      { params: { countryCode: 'DE' } },
      { token: admin.token },
    );
    const bavaria = holidayRegions('DE', 'en').find((region) => region.code === 'BY');
    expect(regions.data).toEqual([{ country: 'DE', code: 'BY', name: bavaria?.name }]);
    const year = new Date().getUTCFullYear();
    const list = await holidaysOf('DE', 'BY', year + 1);
    expect(list.holidays.map((holiday) => holiday.date)).toContain(`${year + 1}-01-06`);
    expect(list.schoolHolidays.length).toBeGreaterThan(3);
    expect(list.attribution).toBe(schoolHolidayAttribution);
  });
});

describe('the country data importer', () => {
  it('offers Germany with its 16 states, Austria and Switzerland, Germany marked installed', async () => {
    const answer = await api.send(countryContracts.availableCountries, {}, { token: admin.token });
    const byCode = new Map(answer.data.map((country) => [country.code, country]));
    expect(byCode.get('DE')?.regions).toHaveLength(16);
    expect(byCode.get('DE')?.installed).toBe(true);
    expect(byCode.get('AT')?.installed).toBe(false);
    expect(byCode.get('CH')?.regions.length).toBe(26);
  });

  it('imports every German state: its public holidays are those of date-holidays for two years', async () => {
    const task = await runImport({ country: 'DE', years: [2026, 2027] }, admin.token);
    expect(task.succeeded).toBe(true);
    expect(task.log.some((line) => line.level === 'ERR')).toBe(false);
    // Mecklenburg-Vorpommern's disputed dates are flagged, and the data's notice is in the log.
    expect(task.log).toContainEqual(
      expect.objectContaining({ level: 'WRN', messageKey: 'holidays.import.flagged' }),
    );
    expect(task.log.map((line) => line.message).join('\n')).toContain('ODbL 1.0');

    const states = holidayRegions('DE', 'en');
    expect(states).toHaveLength(16);
    for (const state of states) {
      for (const year of [2026, 2027]) {
        const list = await holidaysOf('DE', state.code, year);
        const expected = publicHolidays('DE', state.code, year);
        expect(
          list.holidays.map((holiday) => ({ date: holiday.date, name: holiday.name })),
          `${state.code} ${year}`,
        ).toEqual(expected.map((holiday) => ({ date: holiday.date, name: holiday.name })));
      }
    }
    const regions = await api.send(
      countryContracts.regions,
      { params: { countryCode: 'DE' } },
      { token: admin.token },
    );
    // 16 states and the data set's two variants (MV vocational schools, SH islands).
    expect(regions.data.map((region) => region.code).sort()).toEqual(
      [...states.map((state) => state.code), 'MV~BBS', 'SH~INSELN'].sort(),
    );
  }, 120_000);

  it('brings the school holidays of the data set: Bavaria, school year 2026/27', async () => {
    const inSchoolYear = (entry: { start: string }) =>
      entry.start >= '2026-08-01' && entry.start <= '2027-07-31';
    const stored = [
      ...(await holidaysOf('DE', 'BY', 2026)).schoolHolidays,
      ...(await holidaysOf('DE', 'BY', 2027)).schoolHolidays,
    ]
      .filter(inSchoolYear)
      .map(({ name, start, end }) => ({ name, start, end }));
    const expected = (
      schoolHolidayData('DE').schedules.find((schedule) => schedule.region === 'BY')?.entries ?? []
    )
      .filter(inSchoolYear)
      .map(({ name, start, end }) => ({
        name,
        start,
        end,
      }));
    expect(expected.length).toBeGreaterThan(4);
    expect([...new Map(stored.map((entry) => [entry.start, entry])).values()]).toEqual(expected);
  });

  it('writes nothing in a dry run, and logs what it would do', async () => {
    const task = await runImport({ country: 'AT', years: [2026], virtual: true }, admin.token);
    expect(task.succeeded).toBe(true);
    expect(task.log.map((line) => line.messageKey)).toContain('holidays.import.virtual');
    expect(task.result).toMatchObject({ virtual: true });
    expect(Number(task.result?.holidays)).toBeGreaterThan(10);
    const countries = await api.send(countryContracts.countries, {}, { token: admin.token });
    expect(countries.data.map((country) => country.code)).not.toContain('AT');
    const list = await holidaysOf('AT', '9', 2026);
    expect(list.holidays).toEqual([]);
    expect(list.schoolHolidays).toEqual([]);
  });
});

describe('validation', () => {
  it('asks for a country before a region, a holiday or school holidays, and for a region before school holidays', async () => {
    const region = await api.send(
      countryContracts.saveRegion,
      { body: { country: '', code: 'XX', name: 'Somewhere' } },
      { token: admin.token },
    );
    expect(region.status).toBe(400);
    expect(region.error?.details).toMatchObject({
      issues: [
        { path: 'body.country', messageKey: 'country-choose', message: 'Please choose a country first.' },
      ],
    });
    const holiday = await api.call('POST', '/api/holidays', {
      token: admin.token,
      language: 'de',
      body: { date: '2026-08-08', name: { de: 'Friedensfest', en: 'Peace Festival' } },
    });
    expect(holiday.status).toBe(400);
    expect(JSON.stringify(holiday.body)).toContain('Bitte wählen Sie zuerst ein Land.');
    const school = await api.send(
      holidayContracts.createSchoolHoliday,
      { body: { country: 'DE', region: '', name: 'Herbstferien', start: '2026-11-02', end: '2026-11-06' } },
      { token: admin.token },
    );
    expect(school.status).toBe(400);
    expect(school.error?.details).toMatchObject({
      issues: [{ path: 'body.region', messageKey: 'region-choose' }],
    });
    const backwards = await api.send(
      holidayContracts.createSchoolHoliday,
      { body: { country: 'DE', region: 'BY', name: 'Herbstferien', start: '2026-11-06', end: '2026-11-02' } },
      { token: admin.token },
    );
    expect(backwards.status).toBe(400);
  });
});

describe('holidays by hand', () => {
  it('adds, moves and deletes a public holiday; the move gives it a new id', async () => {
    const created = await api.send(
      holidayContracts.create,
      {
        body: {
          country: 'DE',
          region: 'BY',
          date: '2026-08-08',
          name: { de: 'Friedensfest', en: 'Peace Festival' },
        },
      },
      { token: admin.token },
    );
    expect(created.status).toBe(201);
    expect(created.data.source).toBe('manual');
    const moved = await api.send(
      holidayContracts.update,
      {
        params: { holidayId: created.data.id },
        body: {
          country: 'DE',
          region: 'BY',
          date: '2026-08-09',
          name: { de: 'Friedensfest', en: 'Peace Festival' },
          halfDay: true,
        },
      },
      { token: admin.token },
    );
    expect(moved.data.id).not.toBe(created.data.id);
    expect(
      (
        await api.send(
          holidayContracts.get,
          { params: { holidayId: created.data.id } },
          { token: admin.token },
        )
      ).status,
    ).toBe(404);
    const list = await holidaysOf('DE', 'BY', 2026);
    expect(list.holidays.find((holiday) => holiday.date === '2026-08-09')).toMatchObject({ halfDay: true });
    expect(
      (
        await api.send(
          holidayContracts.delete,
          { params: { holidayId: moved.data.id } },
          { token: admin.token },
        )
      ).status,
    ).toBe(204);
    expect(
      (await holidaysOf('DE', 'BY', 2026)).holidays.some((holiday) => holiday.date === '2026-08-09'),
    ).toBe(false);
  });

  it('adds and changes school holidays of a region; an import keeps them', async () => {
    const created = await api.send(
      holidayContracts.createSchoolHoliday,
      {
        body: {
          country: 'DE',
          region: 'BY',
          name: 'Betriebsferien der Schule',
          start: '2026-07-20',
          end: '2026-07-24',
        },
      },
      { token: admin.token },
    );
    expect(created.status).toBe(201);
    const renamed = await api.send(
      holidayContracts.updateSchoolHoliday,
      {
        params: { schoolHolidayId: created.data.id },
        body: { country: 'DE', region: 'BY', name: 'Projektwoche', start: '2026-07-20', end: '2026-07-24' },
      },
      { token: admin.token },
    );
    expect(renamed.data.id).toBe(created.data.id);
    await runImport({ country: 'DE', regions: ['BY'], years: [2026] }, admin.token);
    const list = await holidaysOf('DE', 'BY', 2026);
    expect(
      list.schoolHolidays.filter((entry) => entry.source === 'manual').map((entry) => entry.name),
    ).toEqual(['Projektwoche']);
  });

  it('adds a country and a region by hand', async () => {
    const country = await api.send(
      countryContracts.saveCountry,
      { params: { countryCode: 'LU' }, body: { name: 'Luxembourg' } },
      { token: admin.token },
    );
    expect(country.data).toMatchObject({ code: 'LU', installedVersion: null });
    const region = await api.send(
      countryContracts.saveRegion,
      { body: { country: 'LU', code: 'L', name: 'Luxembourg City' } },
      { token: admin.token },
    );
    expect(region.status).toBe(200);
    const regions = await api.send(
      countryContracts.regions,
      { params: { countryCode: 'LU' } },
      { token: admin.token },
    );
    expect(regions.data.map((entry) => entry.code)).toEqual(['L']);
    expect(
      (
        await api.send(
          countryContracts.deleteCountry,
          { params: { countryCode: 'LU' } },
          { token: admin.token },
        )
      ).status,
    ).toBe(204);
    expect(
      (await api.send(countryContracts.country, { params: { countryCode: 'LU' } }, { token: admin.token }))
        .status,
    ).toBe(404);
  });
});
