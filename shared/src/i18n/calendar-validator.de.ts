import type { calendarValidatorEn } from './calendar-validator.en';

/** Texte des Validators (Teil des Namensraums `calendar`); die Texte der Regelbefunde: `rule-findings`. */
export const calendarValidatorDe = {
  'calendar.validator.absence': '{{person}} ist am {{date}} abwesend ({{absence}}).',
  'calendar.validator.assign': '{{name}} einplanen',
  'calendar.validator.saved': 'Gespeichert.',
} as const satisfies Record<keyof typeof calendarValidatorEn, string>;
