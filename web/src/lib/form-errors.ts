import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import { fieldIssuesOf } from './field-issues';

/** The error type of a field whose error the server named by code (see `fieldCodes` of `useSubmitErrors`). */
export const serverCodeErrorType = 'serverCode';

/**
 * The text of a field's error. Each field has one message whatever rule of the schema it broke (the rules are
 * in its description); an error the server named by its code (a username already taken) has the code's text.
 */
export function useFieldErrorText<F extends string>(messages: Record<F, UiKey>) {
  const { t } = useTranslation();
  return (field: F, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === serverCodeErrorType && error.message) return error.message;
    return t(messages[field]);
  };
}

/**
 * Marks the form's fields that the issues of a 400 answer name, and focuses the first. True when it marked
 * any: the form then needs no general error message.
 */
export function showFieldIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const issues = fieldIssuesOf(error).filter((issue) => (fields as readonly string[]).includes(issue.field));
  issues.forEach((issue, index) =>
    setError(
      issue.field as Path<T>,
      { type: 'server', message: issue.message },
      { shouldFocus: index === 0 },
    ),
  );
  return issues.length > 0;
}
