import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  ZUserFieldCreate,
  optionFieldTypes,
  userFieldTypes,
  type TUserField,
} from '@app/shared/user-fields/user-field';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DataTable } from '#ui/data-table';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { FormGrid, RowActions, Wide } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import {
  createUserField,
  deleteUserField,
  refreshUserFields,
  updateUserField,
  userFieldsQuery,
} from './user-fields-api';

type Action = { kind: 'edit' | 'delete'; field: TUserField } | { kind: 'create' } | null;

/** `/organisation/user-fields` (user.edit): the custom fields every person's form shows. */
export function UserFieldsPage() {
  const { t } = useTranslation();
  const fields = useQuery(userFieldsQuery);
  const [action, setAction] = useState<Action>(null);
  return (
    <Page
      titleId="user-fields-title"
      title={t('userFields.title')}
      intro={t('userFields.intro')}
      actions={<Button onClick={() => setAction({ kind: 'create' })}>{t('userFields.new')}</Button>}
    >
      <QueryContent query={fields}>
        {(list) => (
          <DataTable
            labelledBy="user-fields-title"
            rows={list}
            rowKey={(field) => field.id}
            empty={t('userFields.empty')}
            columns={[
              { header: t('userFields.caption'), isRowHeader: true, cell: (field) => field.caption },
              { header: t('userFields.type'), cell: (field) => t(`userFields.type.${field.fieldType}`) },
              { header: t('userFields.order'), cell: (field) => field.order },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (field) => (
                  <RowActions>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => setAction({ kind: 'edit', field })}
                    >
                      {t('table.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={t('userFields.deleteAria', { name: field.caption })}
                      onClick={() => setAction({ kind: 'delete', field })}
                    >
                      {t('table.delete')}
                    </Button>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryContent>
      {(action?.kind === 'create' || action?.kind === 'edit') && (
        <UserFieldDialog
          {...(action.kind === 'edit' ? { field: action.field } : {})}
          onClose={() => setAction(null)}
        />
      )}
      {action?.kind === 'delete' && <DeleteField field={action.field} onClose={() => setAction(null)} />}
    </Page>
  );
}

type Values = z.input<typeof ZUserFieldCreate>;
type Output = z.output<typeof ZUserFieldCreate>;

/** `/UserFields/Edit/{id}`: caption, type (fixed once saved), options one a line, required, order. */
function UserFieldDialog({ field, onClose }: { field?: TUserField; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [optionsText, setOptionsText] = useState(field?.options.join('\n') ?? '');
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(ZUserFieldCreate),
    defaultValues: {
      caption: field?.caption ?? '',
      fieldType: field?.fieldType ?? 'TXT',
      options: field?.options ?? [],
      required: field?.required ?? false,
      order: field?.order ?? 0,
    },
  });
  const fieldType = useWatch({ control, name: 'fieldType' });
  const save = useMutation({
    mutationFn: (values: Output) =>
      field ? updateUserField(field.id, { ...values, version: field.version }) : createUserField(values),
    onSuccess: async (saved) => {
      toast.success(t('userFields.saved', { name: saved.caption }));
      await refreshUserFields(queryClient);
      onClose();
    },
  });
  const { failure, run } = useSubmitErrors<Values>({
    fields: ['caption', 'fieldType', 'options', 'required', 'order'],
    setError,
  });
  const onSubmit = handleSubmit((values) => run(() => save.mutateAsync(values)));
  const withOptions = optionFieldTypes.includes(fieldType);
  return (
    <ModalDialog
      isOpen
      size="medium"
      onOpenChange={(open) => !open && onClose()}
      title={field ? t('userFields.editTitle') : t('userFields.new')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormGrid>
          <TextField
            label={t('userFields.caption')}
            maxLength={50}
            error={errors.caption ? t('userFields.error.caption') : undefined}
            {...register('caption')}
          />
          <SelectField label={t('userFields.type')} disabled={field !== undefined} {...register('fieldType')}>
            {userFieldTypes.map((type) => (
              <option key={type} value={type}>
                {t(`userFields.type.${type}`)}
              </option>
            ))}
          </SelectField>
          {withOptions && (
            <Wide>
              <label>
                {t('userFields.options')}
                <textarea
                  rows={5}
                  value={optionsText}
                  aria-invalid={errors.options ? true : undefined}
                  onChange={(event) => {
                    setOptionsText(event.target.value);
                    const options = event.target.value
                      .split('\n')
                      .map((line) => line.trim())
                      .filter(Boolean);
                    setValue('options', options, { shouldValidate: true });
                  }}
                />
              </label>
              {errors.options && <Notice tone="error">{t('userFields.error.options')}</Notice>}
            </Wide>
          )}
          <TextField
            label={t('userFields.order')}
            type="number"
            min={0}
            max={9999}
            {...register('order', { valueAsNumber: true })}
          />
          <Checkbox label={t('userFields.required')} {...register('required')} />
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

function DeleteField({ field, onClose }: { field: TUserField; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteUserField(field),
    onSuccess: async () => {
      toast.success(t('userFields.deleted', { name: field.caption }));
      await refreshUserFields(queryClient);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      isOpen
      title={t('userFields.deleteTitle')}
      confirmLabel={t('table.delete')}
      tone="danger"
      busy={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t) : null}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    >
      <p>{t('userFields.deleteConfirm', { name: field.caption })}</p>
    </ConfirmDialog>
  );
}
