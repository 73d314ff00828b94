import { editionRules, isTrialExpired } from '@app/shared/tenants/editions';
import { permissionNames } from '@app/shared/security/permissions';
import type { TSession } from '@app/shared/tenants/session';
import type { Language } from '@app/shared/i18n/languages';
import { hasPermission, type Caller } from '../security/caller';
import { UserRepository } from '../directory/user.repository';
import { maintenanceMode } from '../platform/platform.repository';
import { now } from '../clock';
import { config } from '../config';
import type { TimeDisplay } from '../settings/settings.service';

export function sessionOf(caller: Caller, display: TimeDisplay, at = now()): TSession {
  const { tenantRecord, user } = caller;
  const rules = editionRules[tenantRecord.edition];
  return {
    currentUserId: user.id,
    username: user.username,
    displayName: user.displayName,
    customerNo: tenantRecord.customerNo,
    companyName: tenantRecord.companyName,
    languageKey: user.language,
    isAdmin: hasPermission(caller, 'access.administrator'),
    isTrial: tenantRecord.edition === 'trial',
    isTrialAndExpired: isTrialExpired(tenantRecord.edition, tenantRecord.trialEndsAt, at),
    isDebug: config.stage !== 'prod',
    isFreeEdition: tenantRecord.edition === 'free',
    timeDisplayMode: display.mode,
    timeDisplayModeFactor: display.hoursPerDay,
    showBookingSeconds: display.showSeconds,
    edition: tenantRecord.edition,
    trialEndsAt: tenantRecord.trialEndsAt,
    features: [...rules.features],
    limits: { maxActiveUsers: rules.maxActiveUsers, maxSites: rules.maxSites },
    permissions: Object.fromEntries(permissionNames.map((name) => [name, hasPermission(caller, name)])),
    timeZone: tenantRecord.timeZone,
  };
}

/**
 * Remembers when the caller signed in for the first time (the web app asks for the session right after each
 * sign-in), so that the invitations page knows who has signed in (docs/decisions.md, "Inviting everyone at
 * once"). One read of the username reservation; written once per person.
 */
export async function noteSignIn(caller: Caller, at = now()): Promise<void> {
  const users = new UserRepository(caller.tenant);
  const facts = (await users.signInFacts([caller.user.username])).get(caller.user.username);
  if (facts && !facts.signedInAt) await users.recordSignIn(caller.user.username, at);
}

/**
 * The keep-alive reply: MAINTENANCE or UPDATE while the operator says so, REDIRECT when the web app that asks
 * is not the build the server runs (so it reloads), otherwise OK.
 */
export async function keepAlive(
  appVersion: string | undefined,
): Promise<'OK' | 'UPDATE' | 'REDIRECT' | 'MAINTENANCE'> {
  const mode = await maintenanceMode();
  if (mode !== 'OK') return mode;
  const serverVersion = config.appVersion;
  if (serverVersion && appVersion && appVersion !== serverVersion) return 'REDIRECT';
  return 'OK';
}

export async function switchLanguage(caller: Caller, language: Language): Promise<void> {
  await new UserRepository(caller.tenant).update(caller.user.id, { language });
}

/** The 30-day language cookie the spec asks for. */
export function languageCookie(language: Language): string {
  return `lang=${language}; Path=/; Max-Age=${30 * 24 * 3600}; SameSite=Lax`;
}
