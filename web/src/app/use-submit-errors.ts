import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isEditionProblem } from './api-problems';
import { useToast } from './toast';
import { ApiError, type ApiErrorCode } from '#lib/api-error';
import { errorMessage } from '#lib/error-message';
import { serverCodeErrorType, showFieldIssues } from '#lib/form-errors';

export interface SubmitErrorOptions<T extends FieldValues> {
  /** The form's fields: the field issues of a 400 that name one of them are shown at the field. */
  fields: readonly Path<T>[];
  setError: UseFormSetError<T>;
  /** Error codes that belong to one field (`USERNAME_TAKEN` → `username`): the field shows the code's text. */
  fieldCodes?: Partial<Record<ApiErrorCode, Path<T>>>;
  /**
   * The form's own answer to some errors (a conflict, too many requests); true when it handled the error.
   * Asked after edition problems and before everything else.
   */
  onError?: (error: unknown) => boolean | Promise<boolean>;
  /** Where the remaining errors are said: the form's error notice (`failure`, default) or an error toast. */
  otherErrors?: 'form' | 'toast';
}

export interface SubmitErrors {
  /** The text of the form's error notice, or null. */
  failure: string | null;
  setFailure: (text: string | null) => void;
  /** Runs the form's save: clears the last failure, then sends an error through the chain. */
  run: (save: () => Promise<unknown>) => Promise<void>;
  /** The chain alone, for errors caught elsewhere. */
  handle: (error: unknown) => Promise<void>;
}

/**
 * The one way a form answers a failed save: 402 edition problems are the global edition dialog's (the query
 * client reports them; nothing more here), then the form's own `onError`, then errors that belong to a field
 * (`fieldCodes`, and the field issues of a 400, first one focused), and everything else as the form's error notice
 * or a toast, in the text of the error's message key.
 */
export function useSubmitErrors<T extends FieldValues>(options: SubmitErrorOptions<T>): SubmitErrors {
  const { t } = useTranslation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { fields, setError, fieldCodes, onError, otherErrors = 'form' } = options;

  const handle = useCallback(
    async (error: unknown) => {
      if (isEditionProblem(error)) return;
      if (onError && (await onError(error))) return;
      const field = error instanceof ApiError ? fieldCodes?.[error.code] : undefined;
      if (field) {
        setError(
          field,
          { type: serverCodeErrorType, message: errorMessage(error, t) },
          { shouldFocus: true },
        );
        return;
      }
      if (showFieldIssues(error, fields, setError)) return;
      const text = errorMessage(error, t);
      if (otherErrors === 'toast') toast.error(text);
      else setFailure(text);
    },
    [fields, setError, fieldCodes, onError, otherErrors, t, toast],
  );

  const run = useCallback(
    async (save: () => Promise<unknown>) => {
      setFailure(null);
      try {
        await save();
      } catch (error) {
        await handle(error);
      }
    },
    [handle],
  );

  return { failure, setFailure, run, handle };
}
