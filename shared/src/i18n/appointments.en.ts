/** Texts of common appointments (namespace `appointments`): dialog, details, series, server messages. */
export const appointmentsEn = {
  'appointment.title.edit': 'Edit appointment',
} as const;
