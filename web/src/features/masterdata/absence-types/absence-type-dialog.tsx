import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import {
  ZAbsenceTypeCreate,
  eventItemTypeValues,
  ruleCalcModeValues,
  ruleCalcModes,
  type TAbsenceType,
} from '@app/shared/absence-types/absence-type';
import { useMasterDataSave } from '#ui/use-master-data-save';
import { Checkbox } from '#ui/checkbox';
import { FormDialog } from '#ui/form-dialog';
import { FormGrid } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { DecimalField } from '#ui/widgets/number-field';
import { GroupHeader } from '#ui/widgets/group-header';
import { MemoField } from '#ui/widgets/string-field';
import { createAbsenceType, refreshAbsenceTypes, updateAbsenceType } from './absence-types-api';

type Values = z.input<typeof ZAbsenceTypeCreate>;
type Output = z.output<typeof ZAbsenceTypeCreate>;
const fields = [
  'caption.de',
  'caption.en',
  'shortName',
  'itemClass',
  'category',
  'comment',
  'backColor',
  'account',
  'accountNumber',
  'ruleCalcActualHours',
  'ruleCalcValue',
  'enabled',
] as const;

const toNumber = (value: string | number) => Number(value);

/** `/Events/Edit/{id}`: an absence type with every field of the spec's event, checked with the server's schema. */
export function AbsenceTypeDialog({
  absenceType,
  onClose,
}: {
  absenceType?: TAbsenceType | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ZAbsenceTypeCreate),
    mode: 'onTouched',
    defaultValues: absenceType
      ? {
          caption: absenceType.caption,
          shortName: absenceType.shortName,
          itemClass: absenceType.itemClass,
          category: absenceType.category,
          comment: absenceType.comment,
          backColor: absenceType.backColor,
          account: absenceType.account,
          accountNumber: absenceType.accountNumber,
          ruleCalcActualHours: absenceType.ruleCalcActualHours,
          ruleCalcValue: absenceType.ruleCalcValue,
          enabled: absenceType.enabled,
        }
      : {
          caption: { de: '', en: '' },
          shortName: '',
          itemClass: 1,
          category: '',
          comment: '',
          backColor: '#1e88e5',
          account: '',
          accountNumber: '',
          ruleCalcActualHours: ruleCalcModes.targetHours,
          ruleCalcValue: null,
          enabled: true,
        },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const mode = useWatch({ control, name: 'ruleCalcActualHours' });
  const language = i18n.language === 'en' ? 'en' : 'de';
  const { dialog } = useMasterDataSave({
    form,
    fields,
    save: (values: Output) =>
      absenceType
        ? updateAbsenceType(absenceType.id, { ...values, version: absenceType.version })
        : createAbsenceType(values),
    isNew: !absenceType,
    nameOf: (saved) => saved.caption[language],
    refresh: refreshAbsenceTypes,
    onClose,
  });

  return (
    <FormDialog
      title={
        absenceType
          ? t('absenceTypes.editTitle', { name: absenceType.caption[language] })
          : t('absenceTypes.createTitle')
      }
      size="medium"
      {...dialog}
    >
      <FormGrid>
        <TextField
          label={t('absenceTypes.captionDe')}
          maxLength={50}
          error={errors.caption?.de ? t('absenceTypes.error.caption') : undefined}
          {...register('caption.de')}
        />
        <TextField
          label={t('absenceTypes.captionEn')}
          maxLength={50}
          error={errors.caption?.en ? t('absenceTypes.error.caption') : undefined}
          {...register('caption.en')}
        />
        <TextField
          label={t('absenceTypes.shortName')}
          description={t('absenceTypes.shortNameHint')}
          maxLength={5}
          error={errors.shortName ? t('absenceTypes.error.shortName') : undefined}
          {...register('shortName')}
        />
        <SelectField
          label={t('absenceTypes.itemClass')}
          error={errors.itemClass?.message}
          {...register('itemClass', { setValueAs: toNumber })}
        >
          {eventItemTypeValues.map((value) => (
            <option key={value} value={value}>
              {t(`absenceTypes.itemClass.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('absenceTypes.category')}
          maxLength={50}
          error={errors.category?.message}
          {...register('category')}
        />
        <TextField
          label={t('absenceTypes.backColor')}
          type="color"
          error={errors.backColor ? t('absenceTypes.error.color') : undefined}
          {...register('backColor')}
        />
        <SelectField
          label={t('absenceTypes.ruleCalcActualHours')}
          error={errors.ruleCalcActualHours?.message}
          {...register('ruleCalcActualHours', { setValueAs: toNumber })}
        >
          {ruleCalcModeValues.map((value) => (
            <option key={value} value={value}>
              {t(`absenceTypes.rule.${value}`)}
            </option>
          ))}
        </SelectField>
        {Number(mode) === ruleCalcModes.fixedValue && (
          <DecimalField
            control={control}
            name="ruleCalcValue"
            label={t('absenceTypes.ruleCalcValue')}
            minValue={0}
            maxValue={24}
            step={0.25}
            error={errors.ruleCalcValue ? t('absenceTypes.valueRequired') : undefined}
          />
        )}
        <GroupHeader title={t('absenceTypes.payrollGroup')} level={3} />
        <TextField
          label={t('absenceTypes.account')}
          maxLength={50}
          error={errors.account?.message}
          {...register('account')}
        />
        <TextField
          label={t('absenceTypes.accountNumber')}
          maxLength={50}
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        <MemoField control={control} name="comment" label={t('absenceTypes.comment')} maxLength={4000} />
        <Checkbox label={t('absenceTypes.enabled')} {...register('enabled')} />
      </FormGrid>
    </FormDialog>
  );
}
