import { describe, expect, it } from 'vitest';
import { addDays } from '../../time/tenant-time';
import { defaultLegalProfile, type TLegalProfile } from '../legal-profile';
import { checkRange } from './index';
import { person, quietSetup, shift, uid, unit, world } from './test-world';
import type { RuleShift } from './types';

const kitchen = uid(1);
const ana = uid(11);
const base = { units: [unit(kitchen, 'Kitchen', [ana])], people: [person(ana, 'Ana', [kitchen])] };
const on = (date: string, begin: string, end: string, pause = 0) =>
  shift({ userId: ana, date, begin, end, unitId: kitchen }, pause);

function legalOnly(
  shifts: RuleShift[],
  from: string,
  to: string,
  legal: Partial<TLegalProfile> = {},
  more = {},
) {
  const profile = { ...defaultLegalProfile, flagSundays: false, flagHolidays: false, ...legal };
  return checkRange(quietSetup([], { legal: profile }), world({ ...base, from, to, shifts, ...more }));
}
const ids = (found: { ruleId: string }[]) => found.map((finding) => finding.ruleId);

describe('legal profile (ArbZG)', () => {
  it('rest: less than 11 h from a late shift to the next early one, across midnight', () => {
    const late = on('2026-06-01', '14:00', '22:00');
    const early = on('2026-06-02', '06:00', '14:00');
    const found = legalOnly([late, early], '2026-06-01', '2026-06-07');
    expect(found).toMatchObject([
      {
        ruleId: 'legal.rest',
        level: 'WRN',
        forceable: true,
        shiftId: early.id,
        params: { hours: 8, minimum: 11 },
      },
    ]);
  });

  it('rest in the March night counts the real hours: a wall-clock 11 h gap is 10 h', () => {
    const found = legalOnly(
      [on('2026-03-28', '12:00', '20:00'), on('2026-03-29', '07:00', '15:00')],
      '2026-03-23',
      '2026-03-29',
    );
    expect(found).toMatchObject([{ ruleId: 'legal.rest', params: { hours: 10 } }]);
  });

  it('rest in the October night: a wall-clock 10 h gap is 11 h, which is enough', () => {
    expect(
      legalOnly(
        [on('2026-10-24', '14:00', '22:00'), on('2026-10-25', '08:00', '16:00')],
        '2026-10-19',
        '2026-10-25',
      ),
    ).toEqual([]);
  });

  it('daily maximum: a night shift counts on the day it begins, with its real length in the October night', () => {
    // 22:00-06:00 over the October change is 9 h of work; with 2 h in the morning, 11 h on the 24th.
    const found = legalOnly(
      [on('2026-10-24', '08:00', '10:00'), on('2026-10-24', '22:00', '06:00')],
      '2026-10-19',
      '2026-10-25',
    );
    expect(found).toMatchObject([
      { ruleId: 'legal.daily', date: '2026-10-24', params: { hours: 11, maximum: 10 } },
    ]);
    // The same shifts a week earlier are 10 h: allowed.
    expect(
      legalOnly(
        [on('2026-10-17', '08:00', '10:00'), on('2026-10-17', '22:00', '06:00')],
        '2026-10-12',
        '2026-10-18',
      ),
    ).toEqual([]);
  });

  it('daily maximum counts worked minutes (without pauses): 10 h 30 min with a 45 min pause is allowed', () => {
    expect(legalOnly([on('2026-06-01', '07:00', '17:30', 45)], '2026-06-01', '2026-06-07')).toEqual([]);
    expect(ids(legalOnly([on('2026-06-01', '07:00', '17:30', 15)], '2026-06-01', '2026-06-07'))).toEqual([
      'legal.daily',
    ]);
  });

  it('weekly average over the loaded ISO weeks, at most averageWeeks of them', () => {
    const week = (monday: string, hours: number) =>
      [0, 1, 2, 3, 4, 5].map((day) =>
        on(addDays(monday, day), '06:00', `${String(6 + hours).padStart(2, '0')}:00`),
      );
    // Week 1: 6 x 9 h = 54 h; week 2: 6 x 6 h = 36 h: 45 h on average, allowed.
    const shifts = [...week('2026-06-01', 9), ...week('2026-06-08', 6)];
    expect(legalOnly(shifts, '2026-06-01', '2026-06-14')).toEqual([]);
    // Only the last week counted: 36 h. Only the first week loaded: 54 h, too much.
    expect(legalOnly(shifts, '2026-06-01', '2026-06-14', { averageWeeks: 1 })).toEqual([]);
    // A week not loaded completely is not averaged: Wednesday to Sunday holds no whole week.
    expect(legalOnly(shifts.slice(0, 6), '2026-06-03', '2026-06-09')).toEqual([]);
    expect(legalOnly(shifts.slice(0, 6), '2026-06-01', '2026-06-07')).toMatchObject([
      { ruleId: 'legal.weekly', userId: ana, params: { hours: 54, weeks: 1, maximum: 48 } },
    ]);
  });

  it("weekly average with the weeks read back: a long week is allowed while the profile's weeks average 48 h", () => {
    const week = (monday: string) => [0, 1, 2, 3, 4].map((day) => on(addDays(monday, day), '07:00', '17:00'));
    const shifts = week('2026-06-08');
    const read = (earlier: number) =>
      new Map([
        [
          ana,
          new Map<string, number>([
            ['2026-06-08', 3000],
            ...[1, 2, 3].map((back): [string, number] => [addDays('2026-06-08', -7 * back), earlier]),
          ]),
        ],
      ]);
    // 50 h after three weeks of 40 h: 42.5 h over 4 weeks. After three of 50 h: 50 h, too much.
    expect(
      legalOnly(shifts, '2026-06-08', '2026-06-14', { averageWeeks: 4 }, { weekMinutes: read(2400) }),
    ).toEqual([]);
    expect(
      legalOnly(shifts, '2026-06-08', '2026-06-14', { averageWeeks: 4 }, { weekMinutes: read(3000) }),
    ).toMatchObject([
      {
        ruleId: 'legal.weekly',
        date: '2026-06-08',
        params: { hours: 50, weeks: 4, from: '2026-05-18', to: '2026-06-14' },
      },
    ]);
    // Weeks missing from what was read had no work: 50 h in 24 weeks is no finding, and a week within the
    // maximum is never the one found, whatever came before it.
    expect(legalOnly(shifts, '2026-06-08', '2026-06-14', {}, { weekMinutes: read(3000) })).toEqual([]);
    const light = new Map([
      [
        ana,
        new Map(
          [...(read(3000).get(ana) ?? [])].map(([monday, minutes]) => [
            monday,
            monday === '2026-06-08' ? 2400 : minutes,
          ]),
        ),
      ],
    ]);
    expect(
      legalOnly(shifts.slice(0, 4), '2026-06-08', '2026-06-14', { averageWeeks: 4 }, { weekMinutes: light }),
    ).toEqual([]);
  });

  it('Sunday and public holiday work is flagged as a warning even when the profile says errors', () => {
    const sunday = on('2026-06-07', '08:00', '12:00');
    const holiday = on('2026-06-04', '08:00', '12:00');
    const found = legalOnly(
      [holiday, sunday],
      '2026-06-01',
      '2026-06-07',
      { flagSundays: true, flagHolidays: true, level: 'ERR', allowForce: false },
      {
        holidays: { [`${kitchen}#2026-06-04`]: 'Corpus Christi' },
      },
    );
    expect(found).toMatchObject([
      { ruleId: 'legal.holiday', level: 'WRN', forceable: true, params: { holiday: 'Corpus Christi' } },
      { ruleId: 'legal.sunday', level: 'WRN', date: '2026-06-07' },
    ]);
  });

  it('force refused: an error profile without force makes the rest finding blocking', () => {
    const found = legalOnly(
      [on('2026-06-01', '14:00', '22:00'), on('2026-06-02', '06:00', '14:00')],
      '2026-06-01',
      '2026-06-07',
      {
        level: 'ERR',
        allowForce: false,
      },
    );
    expect(found).toMatchObject([{ ruleId: 'legal.rest', level: 'ERR', forceable: false }]);
  });

  it('profile OFF: nothing', () => {
    expect(
      legalOnly(
        [on('2026-06-01', '14:00', '22:00'), on('2026-06-02', '06:00', '20:00')],
        '2026-06-01',
        '2026-06-07',
        { profile: 'OFF' },
      ),
    ).toEqual([]);
  });

  it('standby: a shift during an on-call duty, and one too soon after it', () => {
    const duty = {
      standbyId: uid(70),
      name: 'Night phone',
      userId: ana,
      unitId: kitchen,
      fromDate: '2026-06-02',
      fromTime: '18:00',
      toDate: '2026-06-03',
      toTime: '06:00',
    };
    const during = on('2026-06-02', '20:00', '23:00');
    const after = on('2026-06-03', '12:00', '16:00');
    const found = legalOnly([during, after], '2026-06-01', '2026-06-07', {}, { standbyDuties: [duty] });
    expect(found).toMatchObject([
      { ruleId: 'legal.standbyOverlap', shiftId: during.id, params: { standby: 'Night phone' } },
      { ruleId: 'legal.standbyRest', shiftId: after.id, params: { hours: 6 } },
    ]);
  });
});
