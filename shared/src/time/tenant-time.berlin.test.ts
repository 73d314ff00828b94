/**
 * Runs in the `unit-berlin` project (TZ=Europe/Berlin): a developer's laptop, not a Lambda. Every expectation is
 * checked twice, once in the Berlin process zone and once after switching the process to UTC, because the
 * module must not depend on the zone of the process it runs in.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { dayStart, instantAt, intervalMinutes, isoWeekOf, localTimeOf, plainDateOf } from './tenant-time';

const berlin = 'Europe/Berlin';
const processZoneAtStart = process.env.TZ;

/** Switches the zone of this process; Node reads `TZ` again on assignment. */
function runProcessIn(zone: string): void {
  process.env.TZ = zone;
}

afterAll(() => {
  process.env.TZ = processZoneAtStart;
});

describe.each(['Europe/Berlin', 'UTC'])('with the process in %s', (processZone) => {
  it('really runs in that zone', () => {
    runProcessIn(processZone);
    // The local offset of a January day: -60 minutes in Berlin (UTC+1), 0 in UTC.
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(processZone === 'UTC' ? 0 : -60);
  });

  it('lasts 7 hours for a 22:00-06:00 shift into the last Sunday of March (clocks go forward)', () => {
    runProcessIn(processZone);
    expect(intervalMinutes('2026-03-28', '22:00', '06:00', berlin)).toBe(7 * 60);
  });

  it('lasts 9 hours for a 22:00-06:00 shift into the last Sunday of October (clocks go back)', () => {
    runProcessIn(processZone);
    expect(intervalMinutes('2026-10-24', '22:00', '06:00', berlin)).toBe(9 * 60);
  });

  it('lasts 8 hours for a 22:00-06:00 shift in an ordinary night', () => {
    runProcessIn(processZone);
    expect(intervalMinutes('2026-03-21', '22:00', '06:00', berlin)).toBe(8 * 60);
    expect(intervalMinutes('2026-10-31', '22:00', '06:00', berlin)).toBe(8 * 60);
  });

  it('makes 29 March 2026 a day of 23 hours in Berlin', () => {
    runProcessIn(processZone);
    const start = dayStart('2026-03-29', berlin);
    const end = dayStart('2026-03-30', berlin);
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });

  it('makes 25 October 2026 a day of 25 hours and resolves its repeated hour to the first one', () => {
    runProcessIn(processZone);
    const length = dayStart('2026-10-26', berlin).getTime() - dayStart('2026-10-25', berlin).getTime();
    expect(length / 3_600_000).toBe(25);
    expect(instantAt('2026-10-25', '02:30', berlin).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('reads the Berlin day and time of an instant, not the process ones', () => {
    runProcessIn(processZone);
    const justAfterMidnight = new Date('2026-03-28T23:30:00Z');
    expect(plainDateOf(justAfterMidnight, berlin)).toBe('2026-03-29');
    expect(localTimeOf(justAfterMidnight, berlin)).toBe('00:30');
    expect(plainDateOf(justAfterMidnight, 'UTC')).toBe('2026-03-28');
  });

  it('numbers the weeks around the clock changes the same way', () => {
    runProcessIn(processZone);
    expect(isoWeekOf('2026-03-29')).toBe(13);
    expect(isoWeekOf('2026-03-30')).toBe(14);
    expect(isoWeekOf('2026-10-25')).toBe(43);
  });
});
