import type { z } from 'zod';
import de from 'zod/v4/locales/de.js';
import en from 'zod/v4/locales/en.js';
import type { Language } from '@app/shared/i18n/languages';
import { AppError, type FieldIssue } from '@app/shared/api/errors';
import { isMessageKey, messageText } from './messages';

const localeErrors = { de: de().localeError, en: en().localeError };

/** A message key of an area's catalogue (`planTools.range.tooLong`, `fixedbar-range`): one token, no spaces. */
const areaKey = /^[a-zA-Z][\w-]*(\.[\w-]+)*$/;

/** The placeholders of our own rule's text (`range.tooLong` names its `max`), from a custom issue's params. */
function paramsOf(issue: z.core.$ZodIssue): Record<string, string | number> {
  if (issue.code !== 'custom' || !issue.params) return {};
  return Object.fromEntries(
    Object.entries(issue.params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

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
      ? { messageKey: issue.message, message: messageText(issue.message, language, paramsOf(issue)) }
      : issue.code === 'custom' && areaKey.test(issue.message)
        ? // An area's key (`planTools.range.tooLong`): the web's catalogue has its text, as for a service's issue.
          { messageKey: issue.message, message: issue.message }
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
  } catch (error) {
    if (error instanceof SyntaxError) throw new AppError('INVALID_JSON');
    throw error;
  }
}
