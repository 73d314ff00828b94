/**
 * The edge's half of the error catalogue (`@app/shared/api/errors`): the one place an `AppError` becomes an HTTP
 * answer. Nothing else in functions/ knows statuses.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError } from '@app/shared/api/errors';
import type { Language } from '@app/shared/i18n/languages';
import { messageText } from './messages';

export { AppError, type FieldIssue } from '@app/shared/api/errors';

export const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** The error body of docs/api.md ("Errors"), with `message` in the caller's language. */
export function errorResult(error: AppError, language: Language): APIGatewayProxyStructuredResultV2 {
  const retryAfter: Record<string, string> =
    error.retryAfterSeconds === undefined
      ? {}
      : { 'retry-after': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
  return {
    statusCode: error.status,
    headers: { ...jsonHeaders, ...retryAfter },
    body: JSON.stringify({
      error: {
        code: error.code,
        messageKey: error.messageKey,
        message: messageText(error.messageKey, language, error.params),
        ...(error.details === undefined ? {} : { details: error.details }),
      },
    }),
  };
}

/** Anything that is not an `AppError` is a bug: 500 without details. */
export function internalError(): AppError {
  return new AppError('INTERNAL_SERVER_ERROR');
}
