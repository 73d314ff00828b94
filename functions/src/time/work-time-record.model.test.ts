import { describe, expect, it } from 'vitest';
import { recordDays, type ValuedMonth } from './work-time-record.model';

// June 2026: Monday 01.06. tracked with 9:30 worked; Tuesday 02.06. 8:00 (not beyond); Wednesday 03.06. not tracked,
// planned 10:00 in two entries and a day off; Thursday 04.06. a public holiday with 4:00; Sunday 07.06. 6:00 planned.
const month: ValuedMonth = {
  days: [
    { date: '2026-06-01', tracked: true, actual: 570 },
    { date: '2026-06-02', tracked: true, actual: 480 },
    { date: '2026-06-03', tracked: false, actual: 0 },
    { date: '2026-06-04', tracked: true, actual: 240 },
    { date: '2026-06-07', tracked: false, actual: 0 },
    { date: '2026-06-08', tracked: true, actual: 660 },
  ],
  inputs: {
    entries: [
      { date: '2026-06-03', itemClass: 10, minutes: 360 },
      { date: '2026-06-03', itemClass: 25, minutes: 240 },
      { date: '2026-06-03', itemClass: 99, minutes: 0 },
      { date: '2026-06-07', itemClass: 10, minutes: 360 },
      { date: '2026-06-07', itemClass: 10, minutes: 300, proposalRunId: 'run' },
      // Tracked days take time tracking's figure, not the plan's.
      { date: '2026-06-01', itemClass: 10, minutes: 900 },
    ],
  },
  world: {
    holidays: ['2026-06-04'],
    holidayNames: new Map([['2026-06-04', { de: 'Fronleichnam', en: 'Corpus Christi' }]]),
  },
};

describe('the record of ArbZG section 16(2)', () => {
  it('lists weekdays beyond 8 hours and all work on Sundays and holidays, from time tracking or the plan', () => {
    expect(recordDays(month, { from: '2026-06-01', to: '2026-06-30' }, '2026-06-08', 'de')).toEqual([
      { date: '2026-06-01', kind: 'weekday', holiday: null, worked: 570, beyond: 90, source: 'time' },
      { date: '2026-06-03', kind: 'weekday', holiday: null, worked: 600, beyond: 120, source: 'plan' },
      {
        date: '2026-06-04',
        kind: 'holiday',
        holiday: 'Fronleichnam',
        worked: 240,
        beyond: 240,
        source: 'time',
      },
      { date: '2026-06-07', kind: 'sunday', holiday: null, worked: 360, beyond: 360, source: 'plan' },
    ]);
  });

  it('keeps to the days asked that are over', () => {
    expect(
      recordDays(month, { from: '2026-06-02', to: '2026-06-30' }, '2026-06-09', 'en').map((day) => day.date),
    ).toEqual(['2026-06-03', '2026-06-04', '2026-06-07', '2026-06-08']);
    expect(recordDays(month, { from: '2026-06-01', to: '2026-06-30' }, '2026-06-01', 'en')).toEqual([]);
  });
});
