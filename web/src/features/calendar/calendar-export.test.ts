import { describe, expect, it } from 'vitest';
import { exportFileName, exportTable } from './calendar-export';
import { calendarFixture } from './calendar-fixture';
import { buildGridModel } from './calendar-model';

describe('Excel export of what is shown', () => {
  it('writes a header of days and one line per shown row with the entries of each day', () => {
    const data = calendarFixture({ people: 3, days: 3 });
    const model = buildGridModel(data, { search: 'Person 001', resourceIds: [], view: 'people' });
    const table = exportTable(model, { row: 'Person', holidays: 'Feiertage' });
    expect(table[0]).toEqual(['Person', '07.12.2026', '08.12.2026', '09.12.2026']);
    // Only the rows the search left: the unit (open and ghost slots), its holiday row, the person.
    expect(table.slice(1).map((line) => line[0])).toEqual(['Unit 1', 'Feiertage', 'Person 001']);
    expect(table[1]?.[1]).toBe('E 06:00-14:00\nL 14:00-22:00');
    expect(table[2]?.slice(1)).toEqual(['', '', 'Holiday']);
    expect(table[3]?.slice(1)).toEqual(['E 06:00-14:00', 'E 06:00-14:00', 'E 06:00-14:00']);
  });
});

describe('the export file name', () => {
  it('says the unit and the month, or the days, without characters a file system refuses', () => {
    expect(exportFileName('Wohnbereich 1', { from: '2026-12-01', to: '2026-12-31' })).toBe(
      'Plan_Wohnbereich-1_2026-12.xlsx',
    );
    expect(exportFileName('Küche', { from: '2026-02-01', to: '2026-02-28' })).toBe('Plan_Küche_2026-02.xlsx');
    expect(exportFileName('Haus A/B: "Nord"', { from: '2026-11-23', to: '2026-11-29' })).toBe(
      'Plan_Haus-AB-Nord_2026-11-23_2026-11-29.xlsx',
    );
    expect(exportFileName(' ', { from: '2026-12-01', to: '2026-12-30' })).toBe(
      'Plan_Kalender_2026-12-01_2026-12-30.xlsx',
    );
  });
});
