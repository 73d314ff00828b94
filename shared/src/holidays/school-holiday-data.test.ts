import { describe, expect, it } from 'vitest';
import { holidayCountries } from './countries';
import { holidayRegions } from './regions';
import { schoolHolidayData } from './school-holiday-data';
import { schoolHolidayAttribution } from './school-holidays';

describe('the bundled school-holiday data set', () => {
  it.each(holidayCountries)(
    '%s: has the shape the importer reads, the notice we show, every region',
    (country) => {
      const data = schoolHolidayData(country);
      expect(data.attribution).toBe(schoolHolidayAttribution);
      const regions = new Set(data.schedules.map((schedule) => schedule.baseRegion));
      for (const region of holidayRegions(country, 'de')) expect(regions, region.code).toContain(region.code);
      for (const schedule of data.schedules) {
        for (const entry of schedule.entries)
          expect(entry.end >= entry.start, `${schedule.region} ${entry.name}`).toBe(true);
      }
    },
  );

  it('names variants as regions of their own: MV~BBS, SH~INSELN', () => {
    const variants = schoolHolidayData('DE').schedules.filter((schedule) => schedule.label !== null);
    expect(variants.map((schedule) => schedule.region).sort()).toEqual(['MV~BBS', 'SH~INSELN']);
  });
});
