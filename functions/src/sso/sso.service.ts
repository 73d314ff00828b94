/**
 * Microsoft sign-in (issue 31; docs/sso.md): the company's settings, the sign-in from the login's second step to
 * the directory and back, and the people's links. The verified sign-in ends in a one-time answer for the user
 * pool's custom challenge (auth-challenge.ts), so that the browser holds the same tokens as after a password.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { AppError, type ErrorCode } from '@app/shared/api/errors';
import { editionAllows } from '@app/shared/tenants/editions';
import type { TSsoSettings, TSsoSettingsSave, TLoginMethods } from '@app/shared/sso/sso';
import { administratorPermission } from '@app/shared/security/permissions';
import type { TenantContext } from '../tenancy/tenant-context';
import { countInWindow, findDirectoryEntry } from '../platform/platform.repository';
import { TenantRepository } from '../directory/tenant.repository';
import { UserRepository, type User } from '../directory/user.repository';
import { RoleRepository } from '../directory/role.repository';
import { cognitoUsername, identityStatus, setPermanentPassword } from '../directory/identity';
import { resolveCaller, type Caller } from '../security/caller';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry, commitAudited, userTarget } from '../audit/audit.service';
import { createUser } from '../users/user.service';
import { UnitRepository } from '../units/unit.repository';
import { logger } from '../logger';
import { userToActOn } from '../account/sign-in-reset';
import { now as clockNow } from '../clock';
import {
  authorizationRequest,
  randomToken,
  sha256,
  verifiedClaims,
  type DirectoryClaims,
} from './directory-client';
import { SsoRepository, signInSeconds, type LoginLink, type SsoSettingsItem } from './sso.repository';

const defaults: Omit<SsoSettingsItem, 'savedBy'> = {
  enabled: false,
  directoryId: null,
  allowPassword: true,
  matchClaim: 'email',
  linkByClaim: true,
  unknownUsers: 'refuse',
  createUnitId: null,
  createRoleId: null,
};

/** Sign-in starts and completions per client address and minute: enough for people, too few to probe. */
const signInsPerAddressAndMinute = 30;

export async function getSsoSettings(caller: Caller): Promise<TSsoSettings> {
  const stored = await new SsoRepository(caller.tenant).settings();
  if (!stored) return { ...defaults, version: 0 };
  const { savedBy: _savedBy, ...settings } = stored;
  return settings;
}

export async function saveSsoSettings(
  caller: Caller,
  input: TSsoSettingsSave & { directoryId: string | null },
  now = clockNow(),
): Promise<TSsoSettings> {
  const repository = new SsoRepository(caller.tenant);
  const before = await repository.settings();
  if ((before?.version ?? 0) !== input.version) throw new AppError('CONFLICT');
  if (input.unknownUsers === 'create' && input.createUnitId && input.createRoleId) {
    const unit = await new UnitRepository(caller.tenant).get(input.createUnitId);
    if (!unit) throw new AppError('NOT_FOUND', { details: { field: 'createUnitId' } });
    const role = await new RoleRepository(caller.tenant).get(input.createRoleId);
    if (!role) throw new AppError('NOT_FOUND', { details: { field: 'createRoleId' } });
  }
  const { version, ...fields } = input;
  const settings: SsoSettingsItem = { ...fields, savedBy: caller.user.id };
  await commitAudited(
    caller,
    {
      action: 'sso.settings',
      target: { type: 'ssoSettings', id: null, name: 'Microsoft' },
      before: before ? { ...before, savedBy: undefined } : null,
      after: fields,
      at: now,
    },
    [repository.settingsWrite(settings, version)],
  );
  return { ...fields, version: version + 1 };
}

/** A tenant context for a company's public sign-in steps (no person yet). */
const signInContext = (customerNo: string): TenantContext => ({
  customerNo,
  userSub: 'sso-sign-in',
  username: 'sso-sign-in',
});

/** The company's settings when it offers Microsoft sign-in now (its edition has it, it is set up), else undefined. */
async function offeredSettings(customerNo: string) {
  const entry = await findDirectoryEntry(customerNo);
  if (!entry?.active) return undefined;
  const tenant = signInContext(customerNo);
  const [record, settings] = await Promise.all([
    new TenantRepository(tenant).get(),
    new SsoRepository(tenant).settings(),
  ]);
  if (!record || !editionAllows(record.edition, 'microsoftSignIn')) return undefined;
  if (!settings?.enabled || !settings.directoryId) return undefined;
  return { ...settings, directoryId: settings.directoryId };
}

/** Whether the login's second step offers "Sign in with Microsoft" for this company. */
export async function microsoftSignInOffered(customerNo: string): Promise<boolean> {
  return (await offeredSettings(customerNo)) !== undefined;
}

async function limitAddress(clientAddress: string, now: Date) {
  const { count, retryAfterSeconds } = await countInWindow('sso', clientAddress, 60, now);
  if (count > signInsPerAddressAndMinute) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds });
}

/**
 * The start: a sign-in of ten minutes (state, nonce, PKCE verifier) and the directory's authorization URL. The
 * state is `<customerNo>.<random>`, so that the callback finds the company; only the random part is a key.
 */
export async function startSsoSignIn(customerNo: string, clientAddress: string, now = clockNow()) {
  await limitAddress(clientAddress, now);
  const settings = await offeredSettings(customerNo);
  if (!settings) throw new AppError('NOT_FOUND');
  const random = randomToken();
  const request = await authorizationRequest(settings.directoryId, `${customerNo}.${random}`);
  await new SsoRepository(signInContext(customerNo)).startSignIn({
    state: random,
    directoryId: settings.directoryId,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    startedAt: now.toISOString(),
  });
  return { authorizationUrl: request.authorizationUrl };
}

/** A refusal as the audit log keeps it: who tried (the directory account, when known) and why. */
async function auditRefusal(tenant: TenantContext, code: ErrorCode, account: string | null, at: Date) {
  await new AuditRepository(tenant).commit(
    auditEntry(
      'sso.refused',
      { id: null, name: account ?? 'Microsoft' },
      { type: 'ssoSignIn', id: null, name: account },
      { after: { reason: code } },
      at,
    ),
    [],
  );
}

const accountOf = (claims: DirectoryClaims, settings: SsoSettingsItem) =>
  (settings.matchClaim === 'email' ? claims.email : claims.preferred_username)?.trim().toLowerCase() ?? null;

/** The person a caller of `resolveCaller` would be: refuses deleted, deactivated or half-created people. */
async function personCaller(tenant: TenantContext, user: User): Promise<Caller> {
  const identity = await new UserRepository(tenant).identityOf(user.username);
  return resolveCaller({
    customerNo: tenant.customerNo,
    userSub: identity?.sub ?? '',
    username: user.username,
  });
}

/** A password nobody knows (the pool's policy: upper, lower, digit, symbol). */
const unknownPassword = () => `Sso-${randomBytes(24).toString('base64url')}-7a`;

/** A free username from the directory account's name (`nora.neu` for nora.neu@...). */
async function freeUsername(users: UserRepository, account: string): Promise<string> {
  const base =
    (account.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .replace(/^[._-]+/, '')
      .slice(0, 40) || 'person';
  const stem = base.length >= 3 ? base : `${base}-sso`;
  for (let suffix = 1; suffix < 50; suffix++) {
    const candidate = suffix === 1 ? stem : `${stem}${String(suffix)}`;
    if (!(await users.findByUsername(candidate))) return candidate;
  }
  return `${stem}-${randomUUID().slice(0, 8)}`;
}

/** Creates the directory user in the settings' unit and role, in the name of the administrator who chose that. */
async function createFromDirectory(
  tenant: TenantContext,
  settings: SsoSettingsItem,
  claims: DirectoryClaims,
  account: string,
): Promise<User> {
  const users = new UserRepository(tenant);
  const administrator = await users.get(settings.savedBy);
  if (!administrator || !settings.createUnitId || !settings.createRoleId)
    throw new AppError('SSO_USER_UNKNOWN');
  const acting = await personCaller(tenant, administrator);
  const created = await createUser(acting, {
    username: await freeUsername(users, account),
    displayName: claims.name?.trim() || account,
    email: claims.email ?? account,
    password: unknownPassword(),
    roleIds: [settings.createRoleId],
    language: 'de',
    unitId: settings.createUnitId,
  });
  await setPermanentPassword(tenant.customerNo, created.username, unknownPassword());
  const user = await users.get(created.id);
  if (!user) throw new AppError('SSO_USER_UNKNOWN');
  return user;
}

/** The active person of the company whose e-mail address is the account's (one Query of the company's people). */
async function personByAddress(users: UserRepository, account: string): Promise<User | undefined> {
  const matching = (await users.list()).filter((user) => user.email.trim().toLowerCase() === account);
  // Two people with one address: linking either would be a guess.
  return matching.length === 1 ? matching[0] : undefined;
}

/**
 * Who the verified directory account is: the person linked to it, else (when the company allows) the person the
 * matching claim names, linked now, else a person created now (when the company chose so).
 */
async function signedInPerson(
  tenant: TenantContext,
  settings: SsoSettingsItem & { directoryId: string },
  claims: DirectoryClaims,
  at: Date,
): Promise<{ user: User; link: LoginLink }> {
  const sso = new SsoRepository(tenant);
  const users = new UserRepository(tenant);
  const linkedId = await sso.linkedUserId(claims.tid, claims.oid);
  if (linkedId) {
    const [user, link] = await Promise.all([users.get(linkedId), sso.link(linkedId)]);
    if (user && link) return { user, link };
    // The person was deleted since: the account is free to be linked again.
    await sso.forgetAccount(claims.tid, claims.oid);
  }
  const account = accountOf(claims, settings);
  if (!account) throw new AppError('SSO_USER_UNKNOWN');
  let user = settings.linkByClaim ? await personByAddress(users, account) : undefined;
  let created = false;
  if (!user && settings.unknownUsers === 'create') {
    user = await createFromDirectory(tenant, settings, claims, account);
    created = true;
  }
  if (!user) throw new AppError('SSO_USER_UNKNOWN');
  const link: LoginLink = {
    userId: user.id,
    provider: 'microsoft',
    directoryId: claims.tid,
    subject: claims.oid,
    account,
    linkedAt: at.toISOString(),
    passwordless: created,
  };
  const caller = await personCaller(tenant, user);
  await commitAudited(
    caller,
    { action: 'sso.link', target: userTarget(user), after: { account, created }, at },
    sso.linkWrites(link),
  );
  return { user, link };
}

/**
 * The end: the sign-in of this state (once, ten minutes), the code redeemed and the ID token verified, the
 * directory the company's, the person found, active and allowed; the answer for the user pool's challenge.
 */
export async function completeSsoSignIn(
  input: { state: string; code: string },
  clientAddress: string,
  now = clockNow(),
) {
  await limitAddress(clientAddress, now);
  const match = /^([0-9]{1,12})\.([A-Za-z0-9_-]{16,})$/.exec(input.state);
  if (!match) throw new AppError('SSO_STATE_INVALID');
  const [, customerNo = '', random = ''] = match;
  const settings = await offeredSettings(customerNo);
  if (!settings) throw new AppError('SSO_STATE_INVALID');
  const tenant = signInContext(customerNo);
  let account: string | null = null;
  try {
    const signIn = await new SsoRepository(tenant).takeSignIn(random);
    if (!signIn || now.getTime() - Date.parse(signIn.startedAt) > signInSeconds * 1000)
      throw new AppError('SSO_STATE_INVALID');
    const claims = await verifiedClaims(signIn.directoryId, input.code, signIn);
    account = accountOf(claims, settings) ?? claims.preferred_username ?? null;
    // The token's directory must be the one the sign-in went to and the one the company has now.
    if (claims.tid !== signIn.directoryId || claims.tid !== settings.directoryId)
      throw new AppError('SSO_WRONG_DIRECTORY');
    const { user, link } = await signedInPerson(tenant, settings, claims, now);
    const caller = await personCaller(tenant, user);
    await keepPasswordsAsSet(tenant, settings, caller, link);
    const answer = randomToken();
    const username = cognitoUsername(customerNo, user.username);
    await new SsoRepository(tenant).issueAnswer(username, sha256(answer).toString('hex'), now);
    await commitAudited(
      caller,
      { action: 'sso.signIn', target: userTarget(user), after: { account }, at: now },
      [],
    );
    return { username, challengeAnswer: answer, customerNo };
  } catch (error) {
    if (error instanceof AppError) {
      await auditRefusal(tenant, error.code, account, now).catch((failure: unknown) =>
        logger.error('A refused Microsoft sign-in could not be audited', { failure }),
      );
    }
    throw error;
  }
}

/**
 * Where the company keeps no passwords, a person other than an administrator signs in through Microsoft only:
 * their password is replaced by one nobody knows at their Microsoft sign-in. A person never signed in (an
 * invitation's temporary password) gets a permanent one, so that the user pool issues tokens at once.
 */
async function keepPasswordsAsSet(
  tenant: TenantContext,
  settings: SsoSettingsItem,
  caller: Caller,
  link: LoginLink,
) {
  const administrator = caller.permissions.has(administratorPermission);
  const replace = !settings.allowPassword && !administrator && !link.passwordless;
  if (replace || (await identityStatus(tenant.customerNo, caller.user.username)) === 'temporary') {
    await setPermanentPassword(tenant.customerNo, caller.user.username, unknownPassword());
    await new SsoRepository(tenant).markPasswordless(caller.user.id);
  }
}

/** A person's ways to sign in: a password they know (none when made at sign-in or replaced), and the link. */
async function loginMethodsOf(tenant: TenantContext, user: User): Promise<TLoginMethods> {
  const link = await new SsoRepository(tenant).link(user.id);
  return {
    password: !link?.passwordless,
    links: link ? [{ provider: 'microsoft', account: link.account, linkedAt: link.linkedAt }] : [],
  };
}

export async function myLoginMethods(caller: Caller): Promise<TLoginMethods> {
  return loginMethodsOf(caller.tenant, caller.user);
}

export async function userLoginMethods(caller: Caller, userId: string): Promise<TLoginMethods> {
  const user = await new UserRepository(caller.tenant).get(userId);
  if (!user) throw new AppError('NOT_FOUND');
  return loginMethodsOf(caller.tenant, user);
}

/** Removes the person's Microsoft link unless it is their last way to sign in (SSO_LAST_LOGIN). */
export async function removeLoginLink(caller: Caller, userId: string, now = clockNow()): Promise<void> {
  // Someone else's link: only of a person the caller may act on (as for a password reset).
  const user = userId === caller.user.id ? caller.user : await userToActOn(caller, userId);
  const sso = new SsoRepository(caller.tenant);
  const link = await sso.link(userId);
  if (!link) throw new AppError('SSO_NOT_AVAILABLE');
  const methods = await loginMethodsOf(caller.tenant, user);
  if (!methods.password) throw new AppError('SSO_LAST_LOGIN');
  await commitAudited(
    caller,
    { action: 'sso.unlink', target: userTarget(user), before: { account: link.account }, at: now },
    sso.unlinkWrites(link),
  );
}
