import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { ZObjectContainerCreate, type TObjectContainer, type TObjectItem } from '@app/shared/objects/object';
import { userFieldValuesSchema, type TUserField } from '@app/shared/user-fields/user-field';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { ApiError } from '#lib/api';
import { serverCodeErrorType } from '#lib/form-errors';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { FormGrid, Wide } from '#ui/layout';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { FieldInput } from '#features/settings/users/user-fields-tab';
import { refreshContainers, refreshObjects, saveContainer, saveObject } from './objects-api';

type ContainerValues = z.input<typeof ZObjectContainerCreate>;

/** A container's name: create, or rename one. */
export function ContainerDialog({
  container,
  onClose,
  onSaved,
}: {
  container?: TObjectContainer | undefined;
  onClose: () => void;
  onSaved?: (saved: TObjectContainer) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContainerValues>({
    resolver: zodResolver(ZObjectContainerCreate),
    defaultValues: { name: container?.name ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: ContainerValues) => saveContainer(values.name, container),
    onSuccess: async (saved) => {
      toast.success(t('objects.containerSaved', { name: saved.name }));
      await refreshContainers(queryClient);
      onSaved?.(saved);
      onClose();
    },
  });
  const { failure, setFailure, run } = useSubmitErrors<ContainerValues>({
    fields: ['name'],
    setError,
    onError: async (error) => {
      if (!(error instanceof ApiError) || error.code !== 'CONFLICT') return false;
      await refreshContainers(queryClient);
      setFailure(t('mdGrid.conflict'));
      return true;
    },
  });
  const onSubmit = handleSubmit((values) => run(() => save.mutateAsync(values)));
  return (
    <ModalDialog
      isOpen
      size="medium"
      onOpenChange={(open) => !open && onClose()}
      title={container ? t('objects.renameContainer') : t('objects.newContainer')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormGrid>
          <Wide>
            <TextField
              label={t('objects.containerName')}
              maxLength={50}
              error={errors.name ? t('objects.error.name') : undefined}
              {...register('name')}
            />
          </Wide>
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

type FieldValues = Record<string, z.core.util.JSONType | undefined>;

/** An object of a container: its name and a value for each of the container's fields, checked by type. */
export function ObjectDialog({
  container,
  fields,
  object,
  onClose,
}: {
  container: TObjectContainer;
  fields: readonly TUserField[];
  object?: TObjectItem | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FieldValues>(() =>
    Object.fromEntries(fields.map((field) => [field.id, object?.fields[field.id] ?? null])),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContainerValues>({
    resolver: zodResolver(ZObjectContainerCreate),
    defaultValues: { name: object?.name ?? '' },
  });
  const save = useMutation({
    mutationFn: (input: { name: string; fields: Record<string, z.core.util.JSONType> }) =>
      saveObject(container.id, input, object),
    onSuccess: async (saved) => {
      toast.success(t(object ? 'objects.saved' : 'objects.created', { name: saved.name }));
      await refreshObjects(queryClient);
      onClose();
    },
  });
  const { failure, setFailure, run } = useSubmitErrors<ContainerValues>({
    fields: ['name'],
    setError,
    fieldCodes: { OBJECT_NAME_TAKEN: 'name' },
    onError: async (error) => {
      if (!(error instanceof ApiError) || error.code !== 'CONFLICT') return false;
      await refreshObjects(queryClient);
      setFailure(t('mdGrid.conflict'));
      return true;
    },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    // The same schema the server checks the values with, built from the container's fields.
    const parsed = userFieldValuesSchema(fields).safeParse(values);
    if (!parsed.success) {
      setFieldErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), t('objects.fieldInvalid')]),
        ),
      );
      return;
    }
    setFieldErrors({});
    const filled = Object.fromEntries(
      Object.entries(parsed.data as FieldValues).filter(
        (entry): entry is [string, z.core.util.JSONType] =>
          entry[1] !== null && entry[1] !== undefined && entry[1] !== '',
      ),
    );
    await run(() => save.mutateAsync({ name, fields: filled }));
  });
  return (
    <ModalDialog
      isOpen
      size="medium"
      onOpenChange={(open) => !open && onClose()}
      title={
        object
          ? t('objects.editTitle', { name: object.name })
          : t('objects.createTitle', { name: container.name })
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormGrid>
          <Wide>
            <TextField
              label={t('objects.name')}
              maxLength={50}
              error={
                errors.name?.type === serverCodeErrorType
                  ? errors.name.message
                  : errors.name
                    ? t('objects.error.name')
                    : undefined
              }
              {...register('name')}
            />
          </Wide>
          {fields.map((field) => (
            <FieldInput
              key={field.id}
              field={field}
              value={values[field.id]}
              error={fieldErrors[field.id]}
              onChange={(value) => setValues((old) => ({ ...old, [field.id]: value }))}
            />
          ))}
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
