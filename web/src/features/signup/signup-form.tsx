import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { holidayCountries } from '@app/shared/holidays/countries';
import type { UiKey } from '@app/shared/i18n/resources';
import { ZSignupRequest, type TSignupResult } from '@app/shared/tenants/signup';
import { useSubmitErrors } from '#app/use-submit-errors';
import { ApiError } from '#lib/api';
import { useFieldErrorText } from '#lib/form-errors';
import { currentLanguage } from '#lib/i18n';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { privacyVersion, termsVersion } from '@app/shared/account/consent';
import { ComboBoxField } from '#ui/combo-box-field';
import { LanguageSelectField } from '#ui/language-select-field';
import { NewPasswordField } from '#ui/new-password-field';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { FormGrid, Wide } from '#ui/layout';
import { TextField } from '#ui/text-field';
import { holidayRegionsQuery, signUp } from './signup-api';
import { countryTimeZones, timeZoneOptions } from './time-zones';
import styles from './signup.module.css';

function timeZoneOfCountry(country: string): string | undefined {
  return (holidayCountries as readonly string[]).includes(country)
    ? countryTimeZones[country as (typeof holidayCountries)[number]]
    : undefined;
}

/** The shared request schema plus the repeated password, which only the form knows. */
export const ZSignupForm = ZSignupRequest.safeExtend({ passwordRepeat: z.string() }).refine(
  (values) => values.password === values.passwordRepeat,
  { path: ['passwordRepeat'], message: 'mismatch', when: () => true },
);
type SignupFormValues = z.input<typeof ZSignupForm>;
type SignupField = Exclude<keyof SignupFormValues, 'idempotencyKey'>;

/** What a field's error says, whatever rule of the schema it broke. */
const fieldErrorKeys: Record<SignupField, UiKey> = {
  companyName: 'signup.error.companyName',
  country: 'signup.error.country',
  region: 'signup.error.region',
  timeZone: 'signup.error.timeZone',
  language: 'signup.error.language',
  adminName: 'signup.error.adminName',
  email: 'signup.error.email',
  username: 'signup.error.username',
  password: 'signup.error.password',
  passwordRepeat: 'signup.error.passwordRepeat',
  acceptTerms: 'account.consentRequired',
};

const signupFields = Object.keys(fieldErrorKeys) as SignupField[];

/** The sign-up form: company, then its administrator. Resolves to the new customer number on success. */
export function SignupForm({
  onSignedUp,
}: {
  /** The new company, and the password just chosen: the success page signs in with it, kept in memory only. */
  onSignedUp: (result: TSignupResult, password: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  // One key per request: a repeated submit (double click, retry after a lost answer) creates one tenant only.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues, unknown, z.output<typeof ZSignupForm>>({
    resolver: zodResolver(ZSignupForm),
    mode: 'onTouched',
    defaultValues: {
      idempotencyKey,
      companyName: '',
      country: 'DE',
      region: undefined,
      timeZone: 'Europe/Berlin',
      language: currentLanguage(),
      adminName: '',
      email: '',
      username: '',
      password: '',
      passwordRepeat: '',
      // Unchecked until the person ticks it; the schema accepts only true.
      acceptTerms: false as unknown as true,
    },
  });
  const country = useWatch({ control, name: 'country' });
  const password = useWatch({ control, name: 'password' });
  const regions = useQuery(holidayRegionsQuery(country, language));
  const zones = useMemo(() => timeZoneOptions(), []);
  const errorText = useFieldErrorText(fieldErrorKeys);
  const mutation = useMutation({ mutationFn: signUp });

  useEffect(() => setFocus('companyName'), [setFocus]);

  const { failure, setFailure, run } = useSubmitErrors<SignupFormValues>({
    fields: signupFields,
    setError,
    fieldCodes: { USERNAME_TAKEN: 'username' },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 429)) return false;
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
      setFailure(t('signup.tooManyRequests', { minutes }));
      return true;
    },
  });
  // The details last sent and the key they went with.
  const [lastSent, setLastSent] = useState<{ details: string; key: string } | null>(null);
  const onSubmit = handleSubmit(({ passwordRepeat: _repeat, idempotencyKey: formKey, ...details }) => {
    const serialised = JSON.stringify(details);
    // A retry of the same details keeps its key (one tenant, whatever answer got lost); changed details are a
    // new sign-up with a new key, as the server refuses a key sent again with other details (409).
    const key =
      lastSent && lastSent.details !== serialised ? crypto.randomUUID() : (lastSent?.key ?? formKey);
    setLastSent({ details: serialised, key });
    return run(async () =>
      onSignedUp(await mutation.mutateAsync({ idempotencyKey: key, ...details }), details.password),
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="signup-title">
      <h1 id="signup-title">{t('signup.title')}</h1>
      <p className={styles.intro}>{t('signup.intro')}</p>
      {failure && <Notice tone="error">{failure}</Notice>}

      <fieldset className={styles.section}>
        <legend>{t('signup.companySection')}</legend>
        <FormGrid>
          <Wide>
            <TextField
              label={t('signup.companyName')}
              autoComplete="organization"
              maxLength={100}
              error={errorText('companyName', errors.companyName)}
              {...register('companyName')}
            />
          </Wide>
          <SelectField
            label={t('signup.country')}
            error={errorText('country', errors.country)}
            {...register('country', {
              onChange: (event: { target: { value: string } }) => {
                setValue('region', undefined);
                // The time zone follows the country (Vienna, Zurich); another one can still be chosen after.
                const zone = timeZoneOfCountry(event.target.value);
                if (zone) setValue('timeZone', zone, { shouldValidate: true });
              },
            })}
          >
            {holidayCountries.map((code) => (
              <option key={code} value={code}>
                {t(`country.${code}`)}
              </option>
            ))}
          </SelectField>
          <Controller
            control={control}
            name="timeZone"
            render={({ field, fieldState }) => (
              <ComboBoxField
                label={t('signup.timeZone')}
                options={zones}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                name={field.name}
                error={errorText('timeZone', fieldState.error)}
              />
            )}
          />
          <Wide>
            <SelectField
              label={t('signup.region')}
              disabled={!regions.data}
              error={errorText('region', errors.region)}
              {...register('region', { setValueAs: (value: string | undefined) => value || undefined })}
            >
              <option value="">{regions.isPending ? t('app.loading') : t('signup.regionNone')}</option>
              {regions.data?.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </SelectField>
          </Wide>
          <LanguageSelectField
            label={t('signup.language')}
            error={errorText('language', errors.language)}
            {...register('language')}
          />
        </FormGrid>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('signup.adminSection')}</legend>
        <FormGrid>
          <TextField
            label={t('signup.adminName')}
            autoComplete="name"
            maxLength={100}
            error={errorText('adminName', errors.adminName)}
            {...register('adminName')}
          />
          <TextField
            label={t('signup.email')}
            type="email"
            autoComplete="email"
            maxLength={100}
            error={errorText('email', errors.email)}
            {...register('email')}
          />
          <Wide>
            <TextField
              label={t('signup.username')}
              description={t('signup.usernameHint')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={50}
              error={errorText('username', errors.username)}
              {...register('username')}
            />
          </Wide>
          <Wide>
            <NewPasswordField
              label={t('signup.password')}
              password={password}
              error={errorText('password', errors.password)}
              {...register('password')}
            />
          </Wide>
          <Wide>
            <TextField
              label={t('signup.passwordRepeat')}
              type="password"
              autoComplete="new-password"
              error={errorText('passwordRepeat', errors.passwordRepeat)}
              {...register('passwordRepeat')}
            />
          </Wide>
        </FormGrid>
      </fieldset>

      <Checkbox
        label={t('signup.acceptTerms', { termsVersion, privacyVersion })}
        aria-invalid={errors.acceptTerms ? true : undefined}
        {...register('acceptTerms')}
      />
      {errors.acceptTerms && <Notice tone="error">{t('account.consentRequired')}</Notice>}
      <p className={styles.trialNote}>{t('signup.trialNote')}</p>
      <Button type="submit" block busy={isSubmitting}>
        {isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  );
}
