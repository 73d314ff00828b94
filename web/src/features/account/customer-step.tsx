import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { UiKey } from '@app/shared/i18n/resources';
import { isCustomerNo } from '@app/shared/tenants/customer';
import { ApiError } from '#lib/api';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { publicTenantQuery } from './public-tenant';
import styles from './login-page.module.css';

// Messages are i18n keys, translated where shown.
const ZCustomerStep = z.object({
  customerNo: z
    .string()
    .trim()
    .min(1, 'login.customerNoRequired' satisfies UiKey)
    .regex(/^\d{1,20}$/, 'login.customerNoDigits' satisfies UiKey)
    // The check digit catches a mistyped or swapped digit here, before any request.
    .refine(isCustomerNo, 'login.customerNoInvalid' satisfies UiKey),
});

export interface CustomerStepProps {
  defaultCustomerNo: string;
  /** Called with a customer number the server knows. */
  onContinue: (customerNo: string) => void;
}

/** Step 1: the customer number, checked for its check digit, then against `GET /api/public/tenants/{customerNo}`. */
export function CustomerStep({ defaultCustomerNo, onContinue }: CustomerStepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [lookupFailed, setLookupFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZCustomerStep), defaultValues: { customerNo: defaultCustomerNo } });

  useEffect(() => setFocus('customerNo'), [setFocus]);

  const onSubmit = handleSubmit(async ({ customerNo }) => {
    setLookupFailed(false);
    try {
      await queryClient.fetchQuery(publicTenantQuery(customerNo));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        setError(
          'customerNo',
          { type: 'unknown', message: 'login.customerNoUnknown' },
          { shouldFocus: true },
        );
      } else {
        console.error('Customer lookup failed', error);
        setLookupFailed(true);
      }
      return;
    }
    onContinue(customerNo);
  });

  const fieldError = errors.customerNo?.message;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="login-customer-title">
      <h1 id="login-customer-title">{t('login.title')}</h1>
      <p className={styles.intro}>{t('login.customerIntro')}</p>
      {lookupFailed && <Notice tone="error">{t('login.customerLookupFailed')}</Notice>}
      <TextField
        label={t('login.customerNo')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        error={fieldError ? t(fieldError as UiKey) : undefined}
        {...register('customerNo')}
      />
      <Button type="submit" block busy={isSubmitting}>
        {isSubmitting ? t('login.checking') : t('login.continue')}
      </Button>
    </form>
  );
}
