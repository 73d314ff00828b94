import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  ZCountrySave,
  ZHolidaySave,
  ZRegionSave,
  ZSchoolHolidaySave,
  type TCountry,
  type THoliday,
  type TSchoolHoliday,
} from '@app/shared/holidays/holiday';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { FormGrid } from '#ui/layout';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { refreshCountries, saveCountry, saveHoliday, saveRegion, saveSchoolHoliday } from './countries-api';

/** The spec's message key of a field (`country-choose`), or the page's own text. */
type FieldErrorKey =
  | 'mdCountries.error.code'
  | 'mdCountries.error.name'
  | 'mdCountries.error.date'
  | 'mdCountries.error.range';

function useFieldError() {
  const { t } = useTranslation();
  return (
    error: { message?: string | undefined } | undefined,
    fallback: FieldErrorKey,
  ): string | undefined => {
    if (!error) return undefined;
    if (error.message === 'country-choose' || error.message === 'region-choose') return t(error.message);
    return t(fallback);
  };
}

function useSaved(onClose: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  return async (name: string) => {
    toast.success(t('mdCountries.saved', { name }));
    await refreshCountries(queryClient);
    onClose();
  };
}

/** `/Countries/EditCountry/{id}`: a country's code (new ones only) and name. */
export function CountryDialog({ country, onClose }: { country: TCountry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const saved = useSaved(onClose);
  type Values = { code: string; name: string };
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(ZCountrySave.extend({ code: ZRegionSave.shape.country })),
    defaultValues: { code: country?.code ?? '', name: country?.name ?? '' },
  });
  const { failure, run } = useSubmitErrors<Values>({ fields: ['code', 'name'], setError });
  const save = useMutation({
    mutationFn: (values: Values) => saveCountry(values.code, { name: values.name }),
  });
  const onSubmit = handleSubmit((values) => run(async () => saved((await save.mutateAsync(values)).name)));
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('mdCountries.countryTitle')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormGrid>
          <TextField
            label={t('mdCountries.code')}
            description={t('mdCountries.codeHint')}
            maxLength={2}
            readOnly={country !== null}
            error={fieldError(formState.errors.code, 'mdCountries.error.code')}
            {...register('code')}
          />
          <TextField
            label={t('mdCountries.name')}
            maxLength={50}
            error={fieldError(formState.errors.name, 'mdCountries.error.name')}
            {...register('name')}
          />
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={formState.isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

/** `/Countries/EditRegion/{id}?countryId`: a region of the chosen country (`country-choose` without one). */
export function RegionDialog({ country, onClose }: { country: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const saved = useSaved(onClose);
  type Values = z.input<typeof ZRegionSave>;
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(ZRegionSave),
    defaultValues: { country: country ?? '', code: '', name: '' },
  });
  const { failure, run } = useSubmitErrors<Values>({ fields: ['country', 'code', 'name'], setError });
  const onSubmit = handleSubmit((values) => run(async () => saved((await saveRegion(values)).name)));
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('mdCountries.regionTitle')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        {formState.errors.country && <Notice tone="error">{t('country-choose')}</Notice>}
        <FormGrid>
          <TextField
            label={t('mdCountries.code')}
            description={t('mdCountries.regionCodeHint')}
            maxLength={24}
            error={fieldError(formState.errors.code, 'mdCountries.error.code')}
            {...register('code')}
          />
          <TextField
            label={t('mdCountries.name')}
            maxLength={50}
            error={fieldError(formState.errors.name, 'mdCountries.error.name')}
            {...register('name')}
          />
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={formState.isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

export interface HolidayDialogProps {
  country: string | null;
  region: string | null;
  holiday: THoliday | null;
  onClose: () => void;
}

/** `/Countries/EditHoliday/{id}?countryId`: date, names in both languages and half day. */
export function HolidayDialog({ country, region, holiday, onClose }: HolidayDialogProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const saved = useSaved(onClose);
  type Values = z.input<typeof ZHolidaySave>;
  const { register, handleSubmit, setError, control, formState } = useForm<
    Values,
    unknown,
    z.output<typeof ZHolidaySave>
  >({
    resolver: zodResolver(ZHolidaySave),
    defaultValues: {
      country: holiday?.country ?? country ?? '',
      region: holiday ? holiday.region : region,
      date: holiday?.date ?? '',
      name: holiday?.name ?? { de: '', en: '' },
      halfDay: holiday?.halfDay ?? false,
    },
  });
  const { failure, run } = useSubmitErrors<Values>({
    fields: ['country', 'date', 'name', 'halfDay'],
    setError,
  });
  const onSubmit = handleSubmit((values) =>
    run(async () => saved((await saveHoliday(values, holiday?.id)).name.de)),
  );
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('mdCountries.holidayTitle')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        {formState.errors.country && <Notice tone="error">{t('country-choose')}</Notice>}
        <FormGrid>
          <Controller
            control={control}
            name="date"
            render={({ field, fieldState }) => (
              <DateField
                label={t('mdCountries.date')}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldError(fieldState.error, 'mdCountries.error.date')}
              />
            )}
          />
          <Checkbox label={t('mdCountries.halfDay')} {...register('halfDay')} />
          <TextField
            label={t('mdCountries.nameDe')}
            maxLength={50}
            error={fieldError(formState.errors.name?.de, 'mdCountries.error.name')}
            {...register('name.de')}
          />
          <TextField
            label={t('mdCountries.nameEn')}
            maxLength={50}
            error={fieldError(formState.errors.name?.en, 'mdCountries.error.name')}
            {...register('name.en')}
          />
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={formState.isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

export interface SchoolHolidayDialogProps {
  country: string | null;
  region: string | null;
  entry: TSchoolHoliday | null;
  onClose: () => void;
}

/** `/Countries/EditSchoolHoliday/{id}?countryId&regionId`: `country-choose`, then `region-choose`. */
export function SchoolHolidayDialog({ country, region, entry, onClose }: SchoolHolidayDialogProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const saved = useSaved(onClose);
  type Values = z.input<typeof ZSchoolHolidaySave>;
  const { register, handleSubmit, setError, control, formState } = useForm<Values>({
    resolver: zodResolver(ZSchoolHolidaySave),
    defaultValues: {
      country: entry?.country ?? country ?? '',
      region: entry?.region ?? region ?? '',
      name: entry?.name ?? '',
      start: entry?.start ?? '',
      end: entry?.end ?? '',
    },
  });
  const { failure, run } = useSubmitErrors<Values>({
    fields: ['country', 'region', 'name', 'start', 'end'],
    setError,
  });
  const onSubmit = handleSubmit((values) =>
    run(async () => saved((await saveSchoolHoliday(values, entry?.id)).name)),
  );
  const choose = formState.errors.country
    ? 'country-choose'
    : formState.errors.region
      ? 'region-choose'
      : null;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('mdCountries.schoolHolidayTitle')}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        {choose && <Notice tone="error">{t(choose)}</Notice>}
        <FormGrid>
          <TextField
            label={t('mdCountries.name')}
            maxLength={50}
            error={fieldError(formState.errors.name, 'mdCountries.error.name')}
            {...register('name')}
          />
          {(['start', 'end'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <DateField
                  label={t(name === 'start' ? 'mdCountries.start' : 'mdCountries.end')}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={fieldError(
                    fieldState.error,
                    fieldState.error?.message === 'range.endBeforeStart'
                      ? 'mdCountries.error.range'
                      : 'mdCountries.error.date',
                  )}
                />
              )}
            />
          ))}
        </FormGrid>
        <FormDialogActions submitLabel={t('dialog.save')} busy={formState.isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
