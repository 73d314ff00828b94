import type { TSsoCompleteResult } from '@app/shared/sso/sso';
import { ssoContracts } from '@app/shared/sso/sso.contracts';
import { callApi } from '#lib/api';
import { browser } from '#lib/browser';
import { safeRedirectPath } from '#lib/safe-redirect';
import { isCustomerNo } from './login-params';
import { signInWithChallengeAnswer } from './sign-in';

/** What the callback page needs of the login that sent the browser to Microsoft (issue 31). */
export interface PendingSsoSignIn {
  customerNo: string;
  /** Where the login was asked to go afterwards (a safe in-app path). */
  referer: string | null;
}

// The tab's session storage: the login and its callback run in the same tab, and nothing outlives it.
const pendingKey = 'ssoSignIn';

/** The Microsoft sign-in this tab started, or null (another tab, storage blocked, nothing started). */
export function readPendingSsoSignIn(): PendingSsoSignIn | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(pendingKey);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { customerNo, referer } = parsed as Record<string, unknown>;
    if (typeof customerNo !== 'string' || !isCustomerNo(customerNo)) return null;
    return { customerNo, referer: typeof referer === 'string' ? safeRedirectPath(referer) : null };
  } catch {
    return null;
  }
}

export function forgetPendingSsoSignIn(): void {
  try {
    window.sessionStorage.removeItem(pendingKey);
  } catch {
    // Storage unavailable: there is nothing to forget.
  }
}

function rememberPendingSsoSignIn(pending: PendingSsoSignIn): void {
  try {
    window.sessionStorage.setItem(pendingKey, JSON.stringify(pending));
  } catch {
    // Storage unavailable: the callback still signs in, only without the way back to `referer`.
  }
}

/**
 * "Sign in with Microsoft": asks the API for the directory's authorization URL of this company, remembers the
 * customer number (and where to go afterwards) for the callback, and leaves for Microsoft.
 */
export async function startMicrosoftSignIn(customerNo: string, referer: string | null): Promise<void> {
  const { authorizationUrl } = await callApi(ssoContracts.start, { body: { customerNo } });
  rememberPendingSsoSignIn({ customerNo, referer });
  browser.assign(authorizationUrl);
}

/*
 * The directory's code can be redeemed once and the user pool's answer used once: a second run (React's
 * StrictMode runs effects twice, a remount runs them again) must wait for the first instead of redeeming again.
 */
const finishing = new Map<string, Promise<TSsoCompleteResult>>();

/**
 * Finishes the Microsoft sign-in whose answer arrived at the callback: the API redeems the code and verifies the
 * ID token, then the browser signs in to the user pool with the one-time answer. Once per `state`.
 */
export function finishMicrosoftSignIn(state: string, code: string): Promise<TSsoCompleteResult> {
  let run = finishing.get(state);
  if (!run) {
    run = (async () => {
      const result = await callApi(ssoContracts.complete, { body: { state, code } });
      await signInWithChallengeAnswer(result.username, result.challengeAnswer);
      return result;
    })();
    finishing.set(state, run);
  }
  return run;
}
