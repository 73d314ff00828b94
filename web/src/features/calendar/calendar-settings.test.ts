import { describe, expect, it } from 'vitest';
import { calendarSettings } from './calendar-settings';

describe('calendar settings', () => {
  it('reads the caller settings and the tenant settings the calendar uses', () => {
    expect(
      calendarSettings({
        global: { 'calendar.weekStart': 0, 'calendar.showWeekends': false },
        user: { 'calendar.defaultView': 'RESOURCE', 'calendar.fixedTableSize': false },
      }),
    ).toEqual({ defaultView: 'RESOURCE', firstDay: 0, showWeekends: false, fixedTableSize: false });
  });

  it('falls back to the catalogue defaults for missing, wrong or unreadable settings', () => {
    const defaults = { defaultView: 'MONTH', firstDay: 1, showWeekends: true, fixedTableSize: true };
    expect(calendarSettings(undefined)).toEqual(defaults);
    expect(
      calendarSettings({
        global: { 'calendar.weekStart': 3, 'calendar.showWeekends': 'no' },
        user: { 'calendar.defaultView': 'YEAR' },
      }),
    ).toEqual(defaults);
  });
});
