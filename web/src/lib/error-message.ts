import type { TFunction } from 'i18next';
import { ApiError } from './api-error';
import { i18n } from './i18n';

/**
 * Refusals the server words in full, in the caller's language: `NOT_RESPONSIBLE` names the unit, which `details`
 * does not carry; `MAIL_LIMIT_REACHED` the day the allowance resets and the company's zone (`details` has the
 * limit and the instant only).
 */
const serverWorded: ReadonlySet<string> = new Set(['NOT_RESPONSIBLE', 'OWN_DECISION', 'MAIL_LIMIT_REACHED']);

/**
 * The text to show for a failed call: the server's own wording of a refusal it words in full, else the i18n text
 * of the error's message key in the current language (with `details` as interpolation values), else the server's
 * message, else a generic text.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (serverWorded.has(error.code) && error.message) return error.message;
    if (error.messageKey && i18n.exists(error.messageKey)) {
      const values = typeof error.details === 'object' && error.details !== null ? error.details : {};
      return t(error.messageKey as 'api.unexpectedError', values as Record<string, unknown>);
    }
    if (error.message) return error.message;
  }
  return t('api.unexpectedError');
}

/**
 * The text for a dialog whose data could not be loaded (spec 001 section 8): 403 `noaccess-msg1`, 404
 * `error-msg3`, anything else (other answers, network, an unexpected answer) `error-msg2`. Every dialog that loads
 * data says its failure with this (`DialogQueryContent` of `#ui/query-content` does).
 */
export function dialogLoadErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (serverWorded.has(error.code) && error.message) return error.message;
    if (error.status === 403) return t('noaccess-msg1');
    if (error.status === 404) return t('error-msg3');
  }
  return t('error-msg2');
}
