import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { ZQualificationCreate, type TQualification } from '@app/shared/qualifications/qualification';
import { useMasterDataSave } from '#ui/use-master-data-save';
import { Checkbox } from '#ui/checkbox';
import { FormDialog } from '#ui/form-dialog';
import { FormGrid } from '#ui/layout';
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
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ZQualificationCreate),
    mode: 'onTouched',
    defaultValues: {
      name: qualification?.name ?? '',
      shortName: qualification?.shortName ?? '',
      comment: qualification?.comment ?? '',
      enabled: qualification?.enabled ?? true,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { dialog } = useMasterDataSave({
    form,
    fields,
    save: (values: Output) =>
      qualification
        ? updateQualification(qualification.id, { ...values, version: qualification.version })
        : createQualification(values),
    isNew: !qualification,
    nameOf: (saved) => saved.name,
    refresh: refreshQualifications,
    onClose,
  });
  return (
    <FormDialog
      title={
        qualification
          ? t('qualifications.editTitle', { name: qualification.name })
          : t('qualifications.createTitle')
      }
      size="medium"
      {...dialog}
    >
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
    </FormDialog>
  );
}
