import { useController, useForm, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { ZCostUnitCode, type TCostUnit } from '@app/shared/payroll-data/cost-unit';
import {
  ZHourlyRateCreate,
  rateCalculationTypeValues,
  rateDayNames,
  rateDays,
  type THourlyRate,
} from '@app/shared/payroll-data/hourly-rate';
import { ZWageTypeCreate, wageTypeValues, type TWageType } from '@app/shared/payroll-data/wage-type';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { ApiError } from '#lib/api';
import { serverCodeErrorType } from '#lib/form-errors';
import { Checkbox } from '#ui/checkbox';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { FormGrid, Wide } from '#ui/layout';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { DecimalField } from '#ui/widgets/number-field';
import { MemoField } from '#ui/widgets/string-field';
import { TimeField } from '#ui/widgets/time-field';
import { refreshPayrollData, saveCostUnit, saveRate, saveWageType } from './payroll-data-api';

const toNumber = (value: string | number) => Number(value);

/** Save, refresh the lists, close; a stale version says so in the form. */
function useSave<V extends FieldValues, O>(
  fields: readonly Path<V>[],
  setError: Parameters<typeof useSubmitErrors<V>>[0]['setError'],
  save: (values: O) => Promise<{ name?: string; caption?: string }>,
  isNew: boolean,
  onClose: () => void,
  fieldCodes?: Parameters<typeof useSubmitErrors<V>>[0]['fieldCodes'],
) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      toast.success(
        t(isNew ? 'mdGrid.created' : 'mdGrid.saved', { name: saved.caption ?? saved.name ?? '' }),
      );
      await refreshPayrollData(queryClient);
      onClose();
    },
  });
  const errors = useSubmitErrors<V>({
    fields,
    setError,
    ...(fieldCodes ? { fieldCodes } : {}),
    onError: async (error) => {
      if (!(error instanceof ApiError) || error.code !== 'CONFLICT') return false;
      await refreshPayrollData(queryClient);
      errors.setFailure(t('mdGrid.conflict'));
      return true;
    },
  });
  return { ...errors, submit: (values: O) => errors.run(() => mutation.mutateAsync(values)) };
}

const ZCostUnitForm = z.strictObject({ code: ZCostUnitCode, name: z.string().trim().min(1).max(50) });
type CostUnitValues = z.input<typeof ZCostUnitForm>;

/** A cost unit: its code (fixed once saved) and name. */
export function CostUnitDialog({
  costUnit,
  onClose,
}: {
  costUnit?: TCostUnit | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<CostUnitValues>({
    resolver: zodResolver(ZCostUnitForm),
    defaultValues: { code: costUnit?.code ?? '', name: costUnit?.name ?? '' },
  });
  const { failure, submit } = useSave<CostUnitValues, CostUnitValues>(
    ['code', 'name'],
    setError,
    (values) =>
      saveCostUnit(costUnit?.code ?? null, { ...values, ...(costUnit ? { version: costUnit.version } : {}) }),
    !costUnit,
    onClose,
    { COST_UNIT_CODE_TAKEN: 'code' },
  );
  const { errors } = formState;
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('payrollData.costUnitTitle')}>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormGrid>
          <TextField
            label={t('payrollData.code')}
            description={t('payrollData.codeHint')}
            maxLength={20}
            readOnly={Boolean(costUnit)}
            error={
              errors.code?.type === serverCodeErrorType
                ? errors.code.message
                : errors.code
                  ? t('payrollData.error.code')
                  : undefined
            }
            {...register('code')}
          />
          <TextField
            label={t('payrollData.name')}
            maxLength={50}
            error={errors.name ? t('payrollData.error.caption') : undefined}
            {...register('name')}
          />
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={formState.isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

type RateValues = z.input<typeof ZHourlyRateCreate>;
type RateOutput = z.output<typeof ZHourlyRateCreate>;

/** The day flags of a rate as one checkbox per day (Mon..Sun, public holiday). */
function DayFlags({ control, error }: { control: Control<RateValues>; error: string | undefined }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'days' });
  const flags = Number(field.value) || 0;
  return (
    <Wide>
      <fieldset aria-invalid={error ? true : undefined}>
        <legend>{t('payrollData.days')}</legend>
        {rateDayNames.map((day) => (
          <Checkbox
            key={day}
            label={t(`payrollData.day.${day}`)}
            checked={(flags & rateDays[day]) !== 0}
            onChange={(event) =>
              field.onChange(event.target.checked ? flags | rateDays[day] : flags & ~rateDays[day])
            }
          />
        ))}
        {error && <span role="alert">{error}</span>}
      </fieldset>
    </Wide>
  );
}

/** An hourly rate (surcharge): calculation, days, value and the time window it applies to. */
export function RateDialog({ rate, onClose }: { rate?: THourlyRate | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, control, formState } = useForm<RateValues, unknown, RateOutput>({
    resolver: zodResolver(ZHourlyRateCreate),
    defaultValues: rate
      ? (({ id: _id, version: _version, ...fields }) => fields)(rate)
      : {
          caption: '',
          days: 0,
          valueType: 0,
          value: 0,
          calculationType: 1,
          from: null,
          to: null,
          enabled: true,
        },
  });
  const { failure, submit } = useSave<RateValues, RateOutput>(
    ['caption', 'days', 'value', 'from', 'to'],
    setError,
    (values) => saveRate(rate?.id ?? null, { ...values, version: rate?.version ?? 1 }),
    !rate,
    onClose,
  );
  const { errors } = formState;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('payrollData.rateTitle')}
      size="medium"
    >
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormGrid>
          <TextField
            label={t('payrollData.caption')}
            maxLength={50}
            error={errors.caption ? t('payrollData.error.caption') : undefined}
            {...register('caption')}
          />
          <SelectField
            label={t('payrollData.calculationType')}
            {...register('calculationType', { setValueAs: toNumber })}
          >
            {rateCalculationTypeValues.map((value) => (
              <option key={value} value={value}>
                {t(`payrollData.calculationType.${value}`)}
              </option>
            ))}
          </SelectField>
          <DayFlags control={control} error={errors.days ? t('payrollData.error.days') : undefined} />
          <SelectField
            label={t('payrollData.valueType')}
            {...register('valueType', { setValueAs: toNumber })}
          >
            <option value={0}>{t('payrollData.valueType.0')}</option>
            <option value={1}>{t('payrollData.valueType.1')}</option>
          </SelectField>
          <DecimalField
            control={control}
            name="value"
            label={t('payrollData.value')}
            minValue={0}
            maxValue={1000}
            error={errors.value ? t('payrollData.error.value') : undefined}
          />
          <TimeField
            control={control}
            name="from"
            label={t('payrollData.from')}
            description={t('payrollData.windowHint')}
            error={errors.from ? t('payrollData.error.window') : undefined}
          />
          <TimeField
            control={control}
            name="to"
            label={t('payrollData.to')}
            error={errors.to ? t('payrollData.error.window') : undefined}
          />
          <TextField label={t('payrollData.account')} maxLength={50} {...register('account')} />
          <TextField label={t('payrollData.accountNumber')} maxLength={50} {...register('accountNumber')} />
          <MemoField control={control} name="comment" label={t('payrollData.comment')} maxLength={4000} />
          <Checkbox label={t('payrollData.enabled')} {...register('enabled')} />
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={formState.isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

type WageValues = z.input<typeof ZWageTypeCreate>;
type WageOutput = z.output<typeof ZWageTypeCreate>;

/** A wage type: what it counts, in days or hours, and where the payroll system books it. */
export function WageTypeDialog({
  wageType,
  onClose,
}: {
  wageType?: TWageType | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, control, formState } = useForm<WageValues, unknown, WageOutput>({
    resolver: zodResolver(ZWageTypeCreate),
    defaultValues: wageType
      ? (({ id: _id, version: _version, ...fields }) => fields)(wageType)
      : {
          caption: '',
          wageType: 6,
          calcType: 1,
          bookingKey: '',
          bookingAccount: '',
          value: null,
          enabled: true,
        },
  });
  const kind = useWatch({ control, name: 'wageType' });
  const { failure, submit } = useSave<WageValues, WageOutput>(
    ['caption', 'wageType', 'calcType', 'bookingKey', 'bookingAccount', 'value'],
    setError,
    (values) => saveWageType(wageType?.id ?? null, { ...values, version: wageType?.version ?? 1 }),
    !wageType,
    onClose,
  );
  const { errors } = formState;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('payrollData.wageTypeTitle')}
      size="medium"
    >
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormGrid>
          <TextField
            label={t('payrollData.caption')}
            maxLength={50}
            error={errors.caption ? t('payrollData.error.caption') : undefined}
            {...register('caption')}
          />
          <SelectField label={t('payrollData.wageType')} {...register('wageType', { setValueAs: toNumber })}>
            {wageTypeValues.map((value) => (
              <option key={value} value={value}>
                {t(`payrollData.wageType.${value}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('payrollData.calcType')} {...register('calcType', { setValueAs: toNumber })}>
            <option value={0}>{t('payrollData.calcType.0')}</option>
            <option value={1}>{t('payrollData.calcType.1')}</option>
          </SelectField>
          {Number(kind) === 1 && (
            <DecimalField
              control={control}
              name="value"
              label={t('payrollData.fixedValue')}
              minValue={0}
              maxValue={99_999.99}
              error={errors.value ? t('payrollData.error.fixedValue') : undefined}
            />
          )}
          <TextField
            label={t('payrollData.bookingKey')}
            maxLength={50}
            error={errors.bookingKey ? t('payrollData.error.bookingKey') : undefined}
            {...register('bookingKey')}
          />
          <TextField label={t('payrollData.bookingAccount')} maxLength={50} {...register('bookingAccount')} />
          <Checkbox label={t('payrollData.enabled')} {...register('enabled')} />
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={formState.isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
