import type { ComboBoxOption } from '../../ui/combo-box-field';

/** Fallback when the browser cannot list its time zones (older engines). */
const commonZones = ['Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich', 'Europe/London', 'UTC'];

/** The IANA time zones the browser knows, for the sign-up's time zone choice ("Europe/Berlin"). */
export function timeZoneOptions(): ComboBoxOption[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = commonZones;
  }
  if (!zones.includes('Europe/Berlin')) zones = ['Europe/Berlin', ...zones];
  return zones.map((zone) => ({ id: zone, label: zone.replaceAll('_', ' ') }));
}
