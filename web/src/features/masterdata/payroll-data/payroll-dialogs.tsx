import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { serverCodeErrorType } from '#lib/form-errors';
import { Checkbox } from '#ui/checkbox';
import { FormDialog } from '#ui/form-dialog';
import { FormGrid, Wide } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { DecimalField } from '#ui/widgets/number-field';
import { MemoField } from '#ui/widgets/string-field';
import { TimeField } from '#ui/widgets/time-field';
import { useMasterDataSave } from '#ui/use-master-data-save';
import { refreshPayrollData, saveCostUnit, saveRate, saveWageType } from './payroll-data-api';

const toNumber = (value: string | number) => Number(value);

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
  const form = useForm<CostUnitValues>({
    resolver: zodResolver(ZCostUnitForm),
    defaultValues: { code: costUnit?.code ?? '', name: costUnit?.name ?? '' },
  });
  const { dialog } = useMasterDataSave({
    form,
    fields: ['code', 'name'],
    fieldCodes: { COST_UNIT_CODE_TAKEN: 'code' },
    save: (values) =>
      saveCostUnit(costUnit?.code ?? null, { ...values, ...(costUnit ? { version: costUnit.version } : {}) }),
    isNew: !costUnit,
    nameOf: (saved) => saved.name,
    refresh: refreshPayrollData,
    onClose,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormDialog title={t('payrollData.costUnitTitle')} {...dialog}>
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
    </FormDialog>
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
  const form = useForm<RateValues, unknown, RateOutput>({
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
  const { dialog } = useMasterDataSave({
    form,
    fields: ['caption', 'days', 'value', 'from', 'to'],
    save: (values) => saveRate(rate?.id ?? null, { ...values, version: rate?.version ?? 1 }),
    isNew: !rate,
    nameOf: (saved) => saved.caption,
    refresh: refreshPayrollData,
    onClose,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormDialog title={t('payrollData.rateTitle')} size="medium" {...dialog}>
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
        <SelectField label={t('payrollData.valueType')} {...register('valueType', { setValueAs: toNumber })}>
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
    </FormDialog>
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
  const form = useForm<WageValues, unknown, WageOutput>({
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
  const kind = useWatch({ control: form.control, name: 'wageType' });
  const { dialog } = useMasterDataSave({
    form,
    fields: ['caption', 'wageType', 'calcType', 'bookingKey', 'bookingAccount', 'value'],
    save: (values) => saveWageType(wageType?.id ?? null, { ...values, version: wageType?.version ?? 1 }),
    isNew: !wageType,
    nameOf: (saved) => saved.caption,
    refresh: refreshPayrollData,
    onClose,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormDialog title={t('payrollData.wageTypeTitle')} size="medium" {...dialog}>
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
    </FormDialog>
  );
}
