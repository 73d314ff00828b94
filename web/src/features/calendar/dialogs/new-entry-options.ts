import type { TCalendarData } from '@app/shared/calendar/calendar-view';

export type NewEntryOption = 'absence' | 'shiftRequest' | 'newShift' | 'appointment';

/**
 * Which areas can take a new entry at all. Absences and appointments have no contract yet (their issues come
 * later): until then their options are hidden rather than leading to a dialog that says "later".
 */
export interface NewEntryAreas {
  absences: boolean;
  appointments: boolean;
}

export const availableAreas: NewEntryAreas = { absences: true, appointments: true };

/**
 * The spec's new-entry menu: absence; shift request only with AllowShiftInteraction and
 * AllowShiftInteractionRequest; new shift only with CreateShift (or the right to plan); appointment.
 */
export function newEntryOptions(
  access: TCalendarData['access'],
  areas: NewEntryAreas = availableAreas,
): NewEntryOption[] {
  const options: NewEntryOption[] = [];
  if (areas.absences) options.push('absence');
  if (access.allowShiftInteraction && access.allowShiftInteractionRequest) options.push('shiftRequest');
  if (access.createShift || access.plan) options.push('newShift');
  if (areas.appointments) options.push('appointment');
  return options;
}
