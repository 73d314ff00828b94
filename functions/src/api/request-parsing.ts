import type { z } from 'zod';
import de from 'zod/v4/locales/de.js';
import en from 'zod/v4/locales/en.js';
import type { Language } from '@app/shared/i18n/languages';
import { AppError, type FieldIssue } from '@app/shared/api/errors';
import { isMessageKey, messageText } from './messages';

const localeErrors = { de: de().localeError, en: en().localeError };

/** Parses one part of a request; a mismatch becomes a 400 with field-level issues in the caller's language. */
export function parsePart<S extends z.ZodType>(
  schema: S | undefined,
  value: unknown,
  part: 'params' | 'query' | 'body',
  language: Language,
): z.output<S> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value, { error: localeErrors[language] });
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    path: [part, ...issue.path.map(String)].join('.'),
    code: issue.code,
    // Our own rules name a message key (`password.minLength`); zod's come in the caller's language already.
    ...(isMessageKey(issue.message)
      ? { messageKey: issue.message, message: messageText(issue.message, language) }
      : { message: issue.message }),
  }));
  throw AppError.validation(issues);
}

/** The JSON body of an API Gateway event; malformed JSON is a 400, never a 500. */
export function readJsonBody(body: string | undefined, isBase64Encoded: boolean): unknown {
  if (body === undefined || body === '') return undefined;
  const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('INVALID_JSON');
  }
}
