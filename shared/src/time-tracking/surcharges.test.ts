import { describe, expect, it } from 'vitest';
import type { DayInput } from './day-input';
import { dayFlags, surchargeMinutes } from './surcharges';
import { at, rates } from './test-day';

const worked = (from: Date, to: Date) => [{ start: from.getTime(), end: to.getTime() }];
const zone = 'Europe/Berlin';

describe('surchargeMinutes', () => {
  it('reads the RateCalculationDays flags of a day, the holiday flag on top of the weekday', () => {
    expect(dayFlags('2026-06-07', [])).toBe(64); // Sunday
    expect(dayFlags('2026-05-01', ['2026-05-01'])).toBe(16 + 128); // Friday, holiday
  });

  it('a window past midnight belongs to the day it begins on', () => {
    const saturdayNights = { ...rates.night, id: 'sat', days: 32 };
    // Fri 22:00 - Sat 06:00: Friday's window is not a Saturday one; Saturday's begins at 20:00.
    expect(
      surchargeMinutes(
        worked(at('2026-06-05', '22:00'), at('2026-06-06', '06:00')),
        [saturdayNights],
        zone,
        [],
      ),
    ).toEqual([]);
    // Sat 22:00 - Sun 06:00: all 8 h in Saturday's window.
    expect(
      surchargeMinutes(
        worked(at('2026-06-06', '22:00'), at('2026-06-07', '06:00')),
        [saturdayNights],
        zone,
        [],
      ),
    ).toEqual([{ rateId: 'sat', minutes: 480 }]);
  });

  it('leaves out disabled rates and those payroll calculates (salary share, custom)', () => {
    const day = worked(at('2026-06-07', '08:00'), at('2026-06-07', '16:00'));
    const all: DayInput['rates'] = [
      { ...rates.sunday, enabled: false },
      { ...rates.sunday, id: 'salary', calculationType: 0 },
      { ...rates.sunday, id: 'custom', calculationType: 99 },
      { ...rates.sunday, id: 'allowance', calculationType: 3 },
    ];
    expect(surchargeMinutes(day, all, zone, [])).toEqual([{ rateId: 'allowance', minutes: 480 }]);
  });
});
