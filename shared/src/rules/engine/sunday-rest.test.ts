import { describe, expect, it } from 'vitest';
import { addDays, isoWeekdayOf } from '../../time/tenant-time';
import { defaultLegalProfile, type TLegalProfile } from '../legal-profile';
import { checkChange, checkRange, restDayReads, sundayReads } from './index';
import { sundaysBetween } from './sunday-rest';
import { person, quietSetup, shift, uid, unit, world, type WorldSpec } from './test-world';
import type { RuleAbsence, RuleShift } from './types';

const kitchen = uid(1);
const ana = uid(11);
const base = { units: [unit(kitchen, 'Kitchen', [ana])], people: [person(ana, 'Ana', [kitchen])] };
const on = (date: string, itemClass = 0) =>
  shift({ userId: ana, date, begin: '08:00', end: '16:00', unitId: kitchen, itemClass });

function days(from: string, to: string, keep: (date: string) => boolean = () => true): string[] {
  const found: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (keep(day)) found.push(day);
  return found;
}
const sundays = (from: string, to: string) => days(from, to, (day) => isoWeekdayOf(day) === 7);
const weekdays = (from: string, to: string) => days(from, to, (day) => isoWeekdayOf(day) !== 7);

const legalSetup = (legal: Partial<TLegalProfile> = {}) =>
  quietSetup([], { legal: { ...defaultLegalProfile, flagSundays: false, flagHolidays: false, ...legal } });

function found(
  check: 'freeSundays' | 'substituteRestDay',
  shifts: RuleShift[],
  spec: Partial<WorldSpec> & { from: string; to: string },
  legal: Partial<TLegalProfile> = {},
) {
  return checkRange(legalSetup(legal), world({ ...base, shifts, ...spec })).filter(
    (finding) => finding.ruleId === `legal.${check}`,
  );
}

describe('free Sundays (ArbZG section 11(1))', () => {
  it('counts the Sundays of the year: 53 in 2028, 52 in 2026', () => {
    expect(sundaysBetween('2028-01-01', '2028-12-31')).toBe(53);
    expect(sundaysBetween('2026-01-01', '2026-12-31')).toBe(52);
    expect(sundaysBetween('2026-06-01', '2026-06-06')).toBe(0);
    expect(sundaysBetween('2026-06-07', '2026-06-07')).toBe(1);
  });

  it('2028 (53 Sundays): 38 worked Sundays keep 15 free; the 39th and every later one are findings', () => {
    const year = sundays('2028-01-01', '2028-12-31');
    const range = { from: '2028-01-01', to: '2028-12-31' };
    expect(
      found(
        'freeSundays',
        year.slice(0, 38).map((day) => on(day)),
        range,
      ),
    ).toEqual([]);
    const over = found(
      'freeSundays',
      year.slice(0, 40).map((day) => on(day)),
      range,
    );
    expect(over.map((finding) => finding.date)).toEqual([year[38], year[39]]);
    expect(over[0]).toMatchObject({
      ruleType: 'LEGAL',
      level: 'WRN',
      userId: ana,
      params: { person: 'Ana', year: '2028', maximum: 38, sundays: 53, free: 15 },
    });
  });

  it('2026 (52 Sundays): 37 are allowed, the 38th is a finding; a free-day entry on a Sunday is no work', () => {
    const year = sundays('2026-01-01', '2026-12-31');
    const range = { from: '2026-01-01', to: '2026-12-31' };
    const worked = year.slice(0, 37).map((day) => on(day));
    expect(found('freeSundays', [...worked, on(year[40] ?? '', 99)], range)).toEqual([]);
    expect(found('freeSundays', [...worked, on(year[40] ?? '')], range)).toMatchObject([
      { date: year[40], params: { maximum: 37 } },
    ]);
  });

  it('counts the Sundays read back before the range; 0 free Sundays turns the check off', () => {
    const year = sundays('2026-01-01', '2026-12-31');
    const december = { from: '2026-12-01', to: '2026-12-31' };
    const sundaysWorked = new Map([[ana, year.slice(0, 36)]]);
    const shifts = sundays('2026-12-01', '2026-12-31').map((day) => on(day));
    // 36 before December, then 06.12. is the 37th (allowed), 13.12. the 38th.
    expect(
      found('freeSundays', shifts, { ...december, sundaysWorked }).map((finding) => finding.date),
    ).toEqual(['2026-12-13', '2026-12-20', '2026-12-27']);
    // Without the read the range alone counts (4 Sundays): nothing.
    expect(found('freeSundays', shifts, december)).toEqual([]);
    expect(found('freeSundays', shifts, { ...december, sundaysWorked }, { minFreeSundays: 0 })).toEqual([]);
  });

  it('sundayReads: only people with a Sunday in the range who could be over, from 1 January', () => {
    const shifts = [
      on('2026-12-06'),
      shift({ userId: uid(12), date: '2026-12-07', begin: '08:00', end: '16:00', unitId: kitchen }),
    ];
    expect([...sundayReads(shifts, '2026-12-01', '2026-12-31', defaultLegalProfile)]).toEqual([
      [ana, { from: '2026-01-01', to: '2026-11-30' }],
    ]);
    // In June the year's 22 Sundays so far and one more cannot pass 37: nothing to read.
    expect(sundayReads([on('2026-06-07')], '2026-06-01', '2026-06-30', defaultLegalProfile).size).toBe(0);
    expect(
      sundayReads([on('2026-12-06')], '2026-12-01', '2026-12-31', { ...defaultLegalProfile, profile: 'OFF' })
        .size,
    ).toBe(0);
  });
});

describe('substitute rest day (ArbZG section 11(3))', () => {
  // Ana works every weekday from 25.05. to 12.07.2026 and on Sunday 21.06. (window 08.06.-04.07.).
  const range = { from: '2026-05-25', to: '2026-07-12' };
  const sunday = '2026-06-21';
  const busy = (...free: string[]) => [
    ...weekdays(range.from, range.to)
      .filter((day) => !free.includes(day))
      .map((day) => on(day)),
    on(sunday),
  ];

  it('a Sunday worked without a free weekday in the two weeks around it is a finding on its shift', () => {
    const shifts = busy();
    expect(found('substituteRestDay', shifts, range)).toMatchObject([
      {
        date: sunday,
        shiftId: shifts.at(-1)?.id,
        messageKey: 'rules.finding.legal.substituteRestDay',
        params: { person: 'Ana', weeks: 2, from: '2026-06-08', to: '2026-07-04' },
      },
    ]);
  });

  it('a free weekday before or after the Sunday, within 13 days, is its rest day; 14 days is too far', () => {
    expect(found('substituteRestDay', busy('2026-07-01'), range)).toEqual([]);
    expect(found('substituteRestDay', busy('2026-06-08'), range)).toEqual([]);
    expect(found('substituteRestDay', busy('2026-07-04'), range)).toEqual([]);
    expect(found('substituteRestDay', busy('2026-07-06'), range)).toHaveLength(1);
    expect(found('substituteRestDay', busy('2026-06-06'), range)).toHaveLength(1);
  });

  it('a free-day entry counts as free; leave, a public holiday or another Sunday do not', () => {
    expect(found('substituteRestDay', [...busy('2026-07-01'), on('2026-07-01', 99)], range)).toEqual([]);
    const leave: RuleAbsence = {
      id: uid(40),
      userId: ana,
      absenceTypeId: uid(900),
      eventClass: 3,
      begin: '2026-06-29',
      end: '2026-07-03',
      state: 1,
    };
    expect(found('substituteRestDay', busy('2026-07-01'), { ...range, absences: [leave] })).toHaveLength(1);
    const holidays = { [`${kitchen}#2026-07-01`]: 'Stadtfest' };
    expect(found('substituteRestDay', busy('2026-07-01'), { ...range, holidays })).toHaveLength(1);
  });

  it('each Sunday needs its own rest day: the later of two Sundays sharing one is the finding', () => {
    const shifts = [...busy('2026-06-24'), on('2026-06-28')];
    expect(found('substituteRestDay', shifts, range).map((finding) => finding.date)).toEqual(['2026-06-28']);
    expect(
      found('substituteRestDay', [...busy('2026-06-24', '2026-06-25'), on('2026-06-28')], range),
    ).toEqual([]);
  });

  it('a window reaching beyond the known days is no finding yet; the caller is told whom to read', () => {
    const shifts = busy().filter((item) => item.date <= '2026-06-30');
    const short = { from: '2026-05-25', to: '2026-06-30' };
    expect(found('substituteRestDay', shifts, short)).toEqual([]);
    expect([...restDayReads(legalSetup(), world({ ...base, shifts, ...short }))]).toEqual([
      [ana, { from: '2026-05-25', to: '2026-07-04' }],
    ]);
    // Read around: the person's days up to 12.07. are known (all worked): now a finding.
    const knownDays = new Map([[ana, range]]);
    expect(found('substituteRestDay', busy(), { ...short, knownDays })).toHaveLength(1);
    // A rest day among the known days decides it without reading.
    const rested = busy('2026-06-10').filter((item) => item.date <= '2026-06-30');
    expect(restDayReads(legalSetup(), world({ ...base, shifts: rested, ...short })).size).toBe(0);
  });

  it('a public holiday on a Wednesday needs a rest day within eight weeks around it', () => {
    // Buß- und Bettag, Wednesday 18.11.2026: window 24.09.2026-12.01.2027; Ana works every weekday around it.
    const holiday = '2026-11-18';
    const wide = {
      from: '2026-09-21',
      to: '2027-01-17',
      holidays: { [`${kitchen}#${holiday}`]: 'Buß- und Bettag' },
    };
    const work = (...free: string[]) =>
      weekdays(wide.from, wide.to)
        .filter((day) => !free.includes(day))
        .map((day) => on(day));
    expect(found('substituteRestDay', work(), wide)).toMatchObject([
      {
        date: holiday,
        messageKey: 'rules.finding.legal.substituteRestDayHoliday',
        params: { holiday: 'Buß- und Bettag', weeks: 8, from: '2026-09-24', to: '2027-01-12' },
      },
    ]);
    expect(found('substituteRestDay', work('2027-01-12'), wide)).toEqual([]);
    expect(found('substituteRestDay', work('2027-01-13'), wide)).toHaveLength(1);
    // Not worked, no rest day owed.
    expect(found('substituteRestDay', work(holiday), wide)).toEqual([]);
  });

  it('a change that takes the only rest day is told the finding; the profile can turn the check off', () => {
    const shifts = busy('2026-07-01');
    const taken = on('2026-07-01');
    const after = world({ ...base, ...range, shifts: [...shifts, taken] });
    const told = checkChange(legalSetup(), after, { shifts: [taken], removed: [] });
    expect(told.filter((finding) => finding.ruleId === 'legal.substituteRestDay')).toMatchObject([
      { ruleId: 'legal.substituteRestDay', date: sunday },
    ]);
    expect(found('substituteRestDay', busy(), range, { substituteRestDays: false })).toEqual([]);
  });
});
