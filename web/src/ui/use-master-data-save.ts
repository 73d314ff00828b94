import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useToast } from '#app/toast';
import { useSubmitErrors, type SubmitErrorOptions, type SubmitErrors } from '#app/use-submit-errors';
import { ApiError } from '#lib/api-error';
import type { FormDialogProps } from '#ui/form-dialog';

/** What `FormDialog` needs of the form: spread it in (`<FormDialog title={…} {...dialog}>`). */
export type MasterDataFormDialogProps = Pick<FormDialogProps, 'failure' | 'busy' | 'onSubmit' | 'onClose'>;

export interface MasterDataSaveOptions<V extends FieldValues, O, S> {
  /** The dialog's form (`useForm`), and its fields for the server's field issues (see `useSubmitErrors`). */
  form: Pick<UseFormReturn<V, unknown, O>, 'handleSubmit' | 'setError' | 'formState'>;
  fields: readonly Path<V>[];
  fieldCodes?: SubmitErrorOptions<V>['fieldCodes'];
  /** Creates, or updates with the version the dialog read. */
  save: (values: O) => Promise<S>;
  /** The toast says "created" for a new entry (also a copy), "saved" otherwise. */
  isNew: boolean;
  nameOf: (saved: S) => string;
  /** The toast after saving, when not `mdGrid.created` / `mdGrid.saved` with the name. */
  doneText?: (saved: S) => string;
  /** Reloads the lists the entry shows in. */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A master-data edit dialog's save: save, toast, reload the lists, close. When someone else changed the entry
 * meanwhile (409 `CONFLICT`) the lists reload and the form says so (`mdGrid.conflict`); other errors go through
 * `useSubmitErrors`. `dialog` goes to the `FormDialog` as it is.
 */
export function useMasterDataSave<V extends FieldValues, O, S>({
  form,
  fields,
  fieldCodes,
  save,
  isNew,
  nameOf,
  doneText,
  refresh,
  onClose,
}: MasterDataSaveOptions<V, O, S>): SubmitErrors & { dialog: MasterDataFormDialogProps } {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      toast.success(
        doneText?.(saved) ?? t(isNew ? 'mdGrid.created' : 'mdGrid.saved', { name: nameOf(saved) }),
      );
      await refresh(queryClient);
      onClose();
    },
  });
  const errors = useSubmitErrors<V>({
    fields,
    setError: form.setError,
    ...(fieldCodes ? { fieldCodes } : {}),
    onError: async (error) => {
      if (!(error instanceof ApiError) || error.code !== 'CONFLICT') return false;
      await refresh(queryClient);
      errors.setFailure(t('mdGrid.conflict'));
      return true;
    },
  });
  return {
    ...errors,
    dialog: {
      failure: errors.failure,
      busy: form.formState.isSubmitting,
      onSubmit: form.handleSubmit((values) => errors.run(() => mutation.mutateAsync(values))),
      onClose,
    },
  };
}
