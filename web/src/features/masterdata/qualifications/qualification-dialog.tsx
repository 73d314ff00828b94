import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { ZQualificationCreate, type TQualification } from '@app/shared/qualifications/qualification';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { ApiError } from '#lib/api';
import { Checkbox } from '#ui/checkbox';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { FormGrid } from '#ui/layout';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { MemoField } from '#ui/widgets/string-field';
import { createQualification, refreshQualifications, updateQualification } from './qualifications-api';

type Values = z.input<typeof ZQualificationCreate>;
type Output = z.output<typeof ZQualificationCreate>;
const fields = ['name', 'shortName', 'comment', 'enabled'] as const;

/** `/Qualifications/Edit/{id}`: name, short name, comment, active. */
export function QualificationDialog({
  qualification,
  onClose,
}: {
  qualification?: TQualification | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(ZQualificationCreate),
    mode: 'onTouched',
    defaultValues: {
      name: qualification?.name ?? '',
      shortName: qualification?.shortName ?? '',
      comment: qualification?.comment ?? '',
      enabled: qualification?.enabled ?? true,
    },
  });
  const save = useMutation({
    mutationFn: (values: Output) =>
      qualification
        ? updateQualification(qualification.id, { ...values, version: qualification.version })
        : createQualification(values),
    onSuccess: async (saved) => {
      toast.success(t(qualification ? 'mdGrid.saved' : 'mdGrid.created', { name: saved.name }));
      await refreshQualifications(queryClient);
      onClose();
    },
  });
  const { failure, setFailure, run } = useSubmitErrors<Values>({
    fields,
    setError,
    onError: async (error) => {
      if (!(error instanceof ApiError) || error.code !== 'CONFLICT') return false;
      await refreshQualifications(queryClient);
      setFailure(t('mdGrid.conflict'));
      return true;
    },
  });
  const onSubmit = handleSubmit((values) => run(() => save.mutateAsync(values)));
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={
        qualification
          ? t('qualifications.editTitle', { name: qualification.name })
          : t('qualifications.createTitle')
      }
      size="medium"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormGrid>
          <TextField
            label={t('qualifications.name')}
            maxLength={50}
            error={errors.name ? t('qualifications.error.name') : undefined}
            {...register('name')}
          />
          <TextField
            label={t('qualifications.shortName')}
            maxLength={5}
            error={errors.shortName ? t('qualifications.error.shortName') : undefined}
            {...register('shortName')}
          />
          <MemoField control={control} name="comment" label={t('qualifications.comment')} maxLength={4000} />
          <Checkbox label={t('qualifications.enabled')} {...register('enabled')} />
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={isSubmitting} onCancel={() => onClose()} />
      </form>
    </ModalDialog>
  );
}
