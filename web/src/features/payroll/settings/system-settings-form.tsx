/** One payroll system's settings: the numbers, the mapping tables and (LuG, Sage) the file's layout. */
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import { datevRanges, type TPayrollSettings } from '@app/shared/payroll/payroll-settings';
import { useSubmitErrors } from '#app/use-submit-errors';
import { useToast } from '#app/toast';
import { ApiError } from '#lib/api-error';
import { Button } from '#ui/button';
import { FormGrid } from '#ui/layout';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { AbsenceKeyTable, CostCentreTable, RateTable, WageTypeTable } from './mapping-tables';
import { payrollSettingsQueryKey, savePayrollSettings } from './payroll-settings-api';
import {
  formValuesOf,
  outsideRange,
  saveBodyOf,
  settingsFormSchema,
  type PayrollCatalogue,
  type SettingsFormValues,
} from './settings-form-values';
import { LugCalendarValues, LugFieldOrder, SageTemplate } from './template-sections';
import styles from './payroll-settings.module.css';

export function SystemSettingsForm({
  settings,
  catalogue,
}: {
  settings: TPayrollSettings;
  catalogue: PayrollCatalogue;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { system } = settings;
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema(system)),
    defaultValues: formValuesOf(settings, catalogue),
  });
  const { register, formState, reset, control } = form;
  // A save (or a reload after a conflict) brings new settings: the form starts from them.
  useEffect(() => reset(formValuesOf(settings, catalogue)), [settings, catalogue, reset]);

  const errors = useSubmitErrors<SettingsFormValues>({
    fields: ['consultantNumber', 'clientNumber'],
    setError: form.setError,
    onError: async (error) => {
      // Someone saved in between: reload their settings; the conflict's text is said as the form's failure.
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        await queryClient.invalidateQueries({ queryKey: payrollSettingsQueryKey });
      }
      return false;
    },
  });
  const mutation = useMutation({
    mutationFn: (values: SettingsFormValues) =>
      savePayrollSettings(system, saveBodyOf(values, settings, catalogue)),
    onSuccess: async () => {
      toast.success(t('payrollSettings.saved'));
      await queryClient.invalidateQueries({ queryKey: payrollSettingsQueryKey });
    },
  });
  const submit = form.handleSubmit((values) => errors.run(() => mutation.mutateAsync(values)));
  const message = (key: string | undefined) => (key ? t(key as UiKey) : undefined);
  const consultant = useWatch({ control, name: 'consultantNumber' });
  const client = useWatch({ control, name: 'clientNumber' });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {errors.failure && <Notice tone="error">{errors.failure}</Notice>}
      {settings.version === 0 && <Notice tone="info">{t('payrollSettings.neverSaved')}</Notice>}
      <section className={styles.section}>
        <h2>{t('payrollSettings.numbers')}</h2>
        <FormGrid>
          <div>
            <TextField
              label={t('payrollSettings.consultantNumber')}
              description={t('payrollSettings.consultantHint')}
              inputMode="numeric"
              maxLength={50}
              required
              error={message(formState.errors.consultantNumber?.message)}
              {...register('consultantNumber')}
            />
            {outsideRange(consultant, datevRanges.consultant) && (
              <p className={styles.warning} role="status">
                {t('payrollSettings.consultantOutside')}
              </p>
            )}
          </div>
          <div>
            <TextField
              label={t('payrollSettings.clientNumber')}
              description={t('payrollSettings.clientHint')}
              inputMode="numeric"
              maxLength={50}
              required
              error={message(formState.errors.clientNumber?.message)}
              {...register('clientNumber')}
            />
            {outsideRange(client, datevRanges.client) && (
              <p className={styles.warning} role="status">
                {t('payrollSettings.clientOutside')}
              </p>
            )}
          </div>
        </FormGrid>
      </section>
      <WageTypeTable form={form} catalogue={catalogue} system={system} />
      <RateTable form={form} catalogue={catalogue} system={system} />
      <AbsenceKeyTable form={form} catalogue={catalogue} system={system} />
      <CostCentreTable form={form} catalogue={catalogue} />
      {system === 'lug' && <LugCalendarValues form={form} />}
      {system === 'lug' && <LugFieldOrder form={form} />}
      {system === 'sage' && <SageTemplate form={form} />}
      <div className={styles.actions}>
        <Button type="submit" busy={mutation.isPending}>
          {t('payrollSettings.save')}
        </Button>
      </div>
    </form>
  );
}
