import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';

/** The rules of the shared schemas whose own message says more than the field's general one. */
const ruleMessages = [
  'shifts.timeRequired',
  'shifts.pauseTimeRequired',
  'shifts.pauseOutside',
  'shifts.pausesOverlap',
  'cycles.dayOutside',
  'cycles.dayTwice',
  'cycles.templateUnknown',
  'cycles.lengthTooLong',
] as const satisfies readonly UiKey[];

function isRuleMessage(message: string | undefined): message is (typeof ruleMessages)[number] {
  return (ruleMessages as readonly (string | undefined)[]).includes(message);
}

/**
 * The text of a field's error: the server's own text for an answer of the server, the rule's text for the
 * schema's named rules (a pause outside the shift), otherwise the field's general message.
 */
export function useShiftFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined, general: UiKey): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server' || error.type === 'serverCode') return error.message ?? t(general);
    return isRuleMessage(error.message) ? t(error.message) : t(general);
  };
}
