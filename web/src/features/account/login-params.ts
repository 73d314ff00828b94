import type { Language } from '@app/shared/i18n/languages';
import { isLanguage } from '#lib/i18n';
import { safeRedirectPath } from '#lib/safe-redirect';
import { readStored, writeStored } from '#lib/storage';

export const logoutReasons = ['SESSION_TIMED_OUT', 'MAINTENANCE', 'USER_DEACTIVATED'] as const;
export type LogoutReason = (typeof logoutReasons)[number];

/** What the query of `/account/login` asks for (spec 1 section 2, Login). */
export interface LoginParams {
  /** `customerId`: prefills the customer number (digits only, else ignored). */
  customerId: string | null;
  /** `language`: switches the UI language. */
  language: Language | null;
  /** `referer`: where to go after sign-in; only a safe in-app path survives. */
  referer: string | null;
  /** `logoutreason`: why the user was signed out, shown as a notice. */
  logoutReason: LogoutReason | null;
}

const customerNoPattern = /^\d{1,20}$/;

/** Whether `value` has the form of a customer number (1 to 20 digits). */
export function isCustomerNo(value: string): boolean {
  return customerNoPattern.test(value);
}

export function readLoginParams(search: URLSearchParams): LoginParams {
  const customerId = search.get('customerId')?.trim() ?? '';
  const language = search.get('language')?.trim().toLowerCase();
  const logoutReason = search.get('logoutreason')?.trim().toUpperCase();
  return {
    customerId: isCustomerNo(customerId) ? customerId : null,
    language: isLanguage(language) ? language : null,
    referer: safeRedirectPath(search.get('referer')),
    logoutReason: (logoutReasons as readonly string[]).includes(logoutReason ?? '')
      ? (logoutReason as LogoutReason)
      : null,
  };
}

const lastCustomerKey = 'lastCustomerNo';

/** The customer number that was last used on this browser, if any. */
export function readLastCustomerNo(): string | null {
  const stored = readStored(lastCustomerKey);
  return stored && isCustomerNo(stored) ? stored : null;
}

export function rememberCustomerNo(customerNo: string): void {
  writeStored(lastCustomerKey, customerNo);
}
