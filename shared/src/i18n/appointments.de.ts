import type { appointmentsEn } from './appointments.en';

/** German twin of appointments.en.ts. */
export const appointmentsDe = {
  'appointment.title.edit': 'Termin bearbeiten',
} as const satisfies Record<keyof typeof appointmentsEn, string>;
