import type { TFunction } from 'i18next';
import { ApiError } from '#lib/api-error';
import { errorMessage } from '#lib/error-message';

/** Refusals whose text the server writes in full: NOT_RESPONSIBLE names the unit, which `details` does not carry. */
const serverWorded: ReadonlySet<string> = new Set(['NOT_RESPONSIBLE', 'OWN_DECISION']);

/**
 * The text of a failed time call: for a refusal of responsibility or of a decision on one's own time the
 * server's `message` (in the caller's language, naming the unit), otherwise `errorMessage`.
 */
export function timeErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && serverWorded.has(error.code) && error.message) return error.message;
  return errorMessage(error, t);
}
