import type * as z from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { settingsCatalogue } from '@app/shared/settings/settings-catalogue';
import { settingsContracts, type TAllSettings } from '@app/shared/settings/settings.contracts';
import type { TCalendarView } from '@app/shared/calendar/calendar-view';
import { callApi } from '#lib/api';
import type { BoardLayout } from './calendar-board';
import type { RangeSettings } from './calendar-range';

export type CalendarSettings = RangeSettings & BoardLayout;

/** Every setting of the tenant and of the caller, defaults applied; read once per visit of the calendar. */
export const calendarSettingsQuery = queryOptions({
  queryKey: ['settings', 'all'],
  queryFn: ({ signal }) => callApi(settingsContracts.all, {}, { signal }),
  staleTime: 5 * 60_000,
});

function valueOf<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/**
 * The calendar's settings from the caller's settings; a value missing or of the wrong kind (or settings that
 * could not be read: `undefined`) falls back to the catalogue's default, so the calendar never fails on them.
 */
export function calendarSettings(all: TAllSettings | undefined): CalendarSettings {
  const { global = {}, user = {} } = all ?? {};
  const catalogue = settingsCatalogue;
  return {
    defaultView: valueOf<TCalendarView>(
      catalogue['calendar.defaultView'].value,
      user['calendar.defaultView'],
      catalogue['calendar.defaultView'].default,
    ),
    firstDay: valueOf<0 | 1>(
      catalogue['calendar.weekStart'].value,
      global['calendar.weekStart'],
      catalogue['calendar.weekStart'].default,
    ),
    showWeekends: valueOf(
      catalogue['calendar.showWeekends'].value,
      global['calendar.showWeekends'],
      catalogue['calendar.showWeekends'].default,
    ),
    fixedTableSize: valueOf(
      catalogue['calendar.fixedTableSize'].value,
      user['calendar.fixedTableSize'],
      catalogue['calendar.fixedTableSize'].default,
    ),
  };
}
