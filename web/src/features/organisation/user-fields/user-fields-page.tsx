import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  ZUserFieldCreate,
  optionFieldTypes,
  userFieldTypes,
  type TUserField,
} from '@app/shared/user-fields/user-field';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { Checkbox } from '#ui/checkbox';
import { FormDialog } from '#ui/form-dialog';
import { FormGrid, Wide } from '#ui/layout';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { MasterDataPage } from '#ui/master-data-page';
import { useMasterDataPage } from '#ui/use-master-data-page';
import {
  createUserField,
  deleteUserField,
  refreshUserFields,
  updateUserField,
  userFieldsQuery,
} from './user-fields-api';

/** `/organisation/user-fields` (user.edit): the custom fields every person's form shows. */
export function UserFieldsPage() {
  const { t } = useTranslation();
  const page = useMasterDataPage<TUserField>();
  const fields = useQuery(userFieldsQuery);
  const deleting = page.deleting;
  return (
    <MasterDataPage
      titleId="user-fields-title"
      title={t('userFields.title')}
      intro={t('userFields.intro')}
      create={{ label: t('userFields.new'), onClick: page.create }}
      query={fields}
      rowKey={(field) => field.id}
      searchText={(field) => field.caption}
      empty={t('userFields.empty')}
      rowActions={page.rowActions((field) => field.caption, {
        ariaKeys: { delete: 'userFields.deleteAria' },
      })}
      columns={[
        { header: t('userFields.caption'), isRowHeader: true, cell: (field) => field.caption },
        { header: t('userFields.type'), cell: (field) => t(`userFields.type.${field.fieldType}`) },
        { header: t('userFields.order'), cell: (field) => field.order },
      ]}
    >
      {page.dialog && (
        <UserFieldDialog
          {...(page.dialog.kind === 'edit' ? { field: page.dialog.row } : {})}
          onClose={page.close}
        />
      )}
      {deleting && (
        <MasterDataDeleteDialog
          name={deleting.caption}
          remove={() => deleteUserField(deleting)}
          refresh={refreshUserFields}
          onClose={page.close}
          title={t('userFields.deleteTitle')}
          text={t('userFields.deleteConfirm', { name: deleting.caption })}
          deletedText={t('userFields.deleted', { name: deleting.caption })}
        />
      )}
    </MasterDataPage>
  );
}

type Values = z.input<typeof ZUserFieldCreate>;
type Output = z.output<typeof ZUserFieldCreate>;

const saveUserField = (values: Output, field?: TUserField) =>
  field ? updateUserField(field.id, { ...values, version: field.version }) : createUserField(values);

/**
 * `/UserFields/Edit/{id}`: caption, type (fixed once saved), options one a line, required, order. The fields of
 * an object container are the same kind of field, saved elsewhere (`saveField`, `refresh`).
 */
export function UserFieldDialog({
  field,
  onClose,
  saveField = saveUserField,
  refresh = refreshUserFields,
  texts,
}: {
  field?: TUserField;
  onClose: () => void;
  saveField?: (values: Output, field?: TUserField) => Promise<TUserField>;
  refresh?: (queryClient: QueryClient) => Promise<unknown>;
  /** The dialog's title and saved toast where the field is not a person's. */
  texts?: { create: string; edit: string; saved: (name: string) => string };
}) {
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
    mutationFn: (values: Output) => saveField(values, field),
    onSuccess: async (saved) => {
      toast.success(texts ? texts.saved(saved.caption) : t('userFields.saved', { name: saved.caption }));
      await refresh(queryClient);
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
    <FormDialog
      title={
        texts ? (field ? texts.edit : texts.create) : field ? t('userFields.editTitle') : t('userFields.new')
      }
      size="medium"
      failure={failure}
      busy={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
