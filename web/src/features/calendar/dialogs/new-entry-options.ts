import type { TCalendarData } from '@app/shared/calendar/calendar-view';

export type NewEntryOption = 'absence' | 'shiftRequest' | 'newShift' | 'appointment';

/**
 * The spec's new-entry menu: absence; shift request only with AllowShiftInteraction and
 * AllowShiftInteractionRequest; new shift only with CreateShift (or the right to plan); appointment.
 */
export function newEntryOptions(access: TCalendarData['access']): NewEntryOption[] {
  const options: NewEntryOption[] = ['absence'];
  if (access.allowShiftInteraction && access.allowShiftInteractionRequest) options.push('shiftRequest');
  if (access.createShift || access.plan) options.push('newShift');
  options.push('appointment');
  return options;
}
