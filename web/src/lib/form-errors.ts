import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/ui.en';
import { fieldIssuesOf } from './field-issues';

/** The error type a form sets on its username field when the server answers USERNAME_TAKEN. */
export const usernameTaken = 'taken';

/**
 * The text of a field's error. Each field has one message whatever rule of the schema it broke (the rules are
 * in its description); a username already taken has its own.
 */
export function useFieldErrorText<F extends string>(messages: Record<F, UiKey>) {
  const { t } = useTranslation();
  return (field: F, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === usernameTaken) return t('error.USERNAME_TAKEN');
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
