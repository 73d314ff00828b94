/**
 * The validator's own texts (part of the namespace `calendar`), in a module of their own so that the calendar's
 * API bundle carries these few and not the web's calendar texts. The findings' texts are the rule engine's
 * (namespace `rule-findings`).
 */
export const calendarValidatorEn = {
  'calendar.validator.absence': '{{person}} is absent on {{date}} ({{absence}}).',
  'calendar.validator.assign': 'Assign {{name}}',
  'calendar.validator.saved': 'Saved.',
} as const;
