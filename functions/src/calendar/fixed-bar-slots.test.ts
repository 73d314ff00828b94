import { describe, expect, it } from 'vitest';
import type { TFixedBarEntry } from '@app/shared/plan-tools/fixed-bar';
import { fixedBarRowsOf, isFixedBarOccurrence } from './fixed-bar-slots';

const zone = 'Europe/Berlin';
const barId = '5b0f3c1e-8a2d-4e6f-9b1c-0d2e3f4a5b6c';
const unitA = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const unitB = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';
const bar = { id: barId, name: 'Inventory', color: '#f5c542', enabled: true, order: 1 };

function entry(change: Partial<TFixedBarEntry>): Omit<TFixedBarEntry, 'version'> {
  return {
    id: '6c1a4d2f-9b3e-4f70-8c2d-1e3f4a5b6c7d',
    fixedBarId: barId,
    caption: 'Count',
    fullCompany: true,
    unitIds: [],
    allDay: true,
    startDate: '2026-12-30',
    endDate: '2026-12-30',
    startTime: null,
    endTime: null,
    tagId: null,
    comment: '',
    serial: null,
    breaks: [],
    serialSourceId: null,
    serialSourceDate: null,
    ...change,
  };
}

const yearly = entry({
  serial: {
    begin: '2026-12-30',
    time: '00:00',
    allDay: true,
    duration: 1,
    durationType: 3,
    rule: { type: 'yearly', every: 1, day: 30, month: 12 },
    end: { type: 1 },
  },
  breaks: ['2027-12-30'],
});

const shown = (entries: Omit<TFixedBarEntry, 'version'>[], units: string[], from: string, to: string) =>
  fixedBarRowsOf({
    bars: [bar],
    entries,
    unitIds: new Set(units),
    from,
    to,
    timeZone: zone,
    tagColor: () => null,
  });

describe('fixed bars in the calendar', () => {
  it('expand a yearly series without its breaks, on the bar row', () => {
    const result = shown([yearly], [unitA], '2026-01-01', '2028-12-31');
    expect(result.slots.map((slot) => slot.date)).toEqual(['2026-12-30', '2028-12-30']);
    expect(result.slots[0]).toMatchObject({ clickType: 'FB', rowKey: `B:${barId}`, serialId: yearly.id });
    expect(result.rows).toEqual([
      { kind: 'B', key: `B:${barId}`, fixedBarId: barId, name: 'Inventory', color: '#f5c542' },
    ]);
    expect(isFixedBarOccurrence(yearly, '2028-12-30', zone)).toBe(true);
    expect(isFixedBarOccurrence(yearly, '2027-12-30', zone)).toBe(false);
  });

  it('show a unit entry only to its units, and no row for a bar without entries in the range', () => {
    const fair = entry({ fullCompany: false, unitIds: [unitA] });
    expect(shown([fair], [unitA], '2026-12-28', '2027-01-03').slots).toHaveLength(1);
    expect(shown([fair], [unitB], '2026-12-28', '2027-01-03')).toEqual({ rows: [], slots: [] });
    expect(shown([fair], [unitA], '2027-01-01', '2027-01-31').rows).toEqual([]);
  });
});
