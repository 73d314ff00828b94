/**
 * Microsoft sign-in in the tenant's data (docs/data-model.md, "Microsoft sign-in"): the company's settings, the
 * sign-ins under way, the one-time answers of the user pool's custom challenge, and the people's links to their
 * directory accounts (one item in the person's partition, one look-up item per directory account).
 */
import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { AppError } from '@app/shared/api/errors';

/** How long a sign-in may take at the directory, and how long its one-time answer lives. */
export const signInSeconds = 600;
export const challengeSeconds = 120;

const ZStoredSettings = z.object({
  enabled: z.boolean(),
  directoryId: z.string().nullable(),
  allowPassword: z.boolean(),
  matchClaim: z.enum(['email', 'upn']),
  linkByClaim: z.boolean(),
  unknownUsers: z.enum(['refuse', 'create']),
  createUnitId: z.string().nullable(),
  createRoleId: z.string().nullable(),
  /** The administrator who saved them: people created at their first sign-in are created in their name. */
  savedBy: z.string(),
});
export type SsoSettingsItem = z.infer<typeof ZStoredSettings>;

/** `SSO` / `SETTINGS`: the company's Microsoft sign-in. */
const settingsEntity = defineEntity({ type: 'SSOSETTINGS', schema: ZStoredSettings, versioned: true }).key({
  partition: { sources: [], key: () => ['SSO'] },
  sort: { sources: [], key: () => 'SETTINGS' },
});

const ZSignIn = z.object({
  /** The random part of the `state` parameter (the customer number is its prefix). */
  state: z.string(),
  directoryId: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  startedAt: z.iso.datetime(),
});
export type SignInItem = z.infer<typeof ZSignIn>;

/** `SSOSIGNIN#<state>`: a sign-in under way, used once, gone after ten minutes (TTL; the read checks the age too). */
const signInEntity = defineEntity({
  type: 'SSOSIGNIN',
  schema: ZSignIn,
  versioned: true,
  expiresAt: (item) => Math.floor(Date.parse(item.startedAt) / 1000) + signInSeconds,
}).key({
  partition: { sources: ['state'], key: ({ state }) => ['SSOSIGNIN', state] },
  sort: { sources: [], key: () => 'SSOSIGNIN' },
});

const ZChallenge = z.object({
  username: z.string(),
  /** sha-256 of the one-time answer, hex: the answer itself is never stored. */
  answerHash: z.string(),
  issuedAt: z.iso.datetime(),
});

/** `SSOANSWER#<username>`: the one-time answer of a verified Microsoft sign-in, used once, two minutes. */
const challengeEntity = defineEntity({
  type: 'SSOANSWER',
  schema: ZChallenge,
  versioned: true,
  expiresAt: (item) => Math.floor(Date.parse(item.issuedAt) / 1000) + challengeSeconds,
}).key({
  partition: { sources: ['username'], key: ({ username }) => ['SSOANSWER', username] },
  sort: { sources: [], key: () => 'SSOANSWER' },
});

const ZLink = z.object({
  userId: z.string(),
  provider: z.literal('microsoft'),
  directoryId: z.string(),
  /** The directory account's object id (`oid`): stable, unlike its name or address. */
  subject: z.string(),
  /** The account's name as shown to people (its e-mail address or user principal name). */
  account: z.string(),
  linkedAt: z.iso.datetime(),
  /** The person knows no password of theirs: created at their first sign-in, or theirs replaced (docs/sso.md). */
  passwordless: z.boolean(),
});
export type LoginLink = z.infer<typeof ZLink>;

/** `USER#<userId>` / `LOGIN#microsoft`: the person's link. */
const linkEntity = defineEntity({ type: 'LOGINLINK', schema: ZLink, versioned: true }).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: ['provider'], key: ({ provider }) => `LOGIN#${provider}` },
});

const ZLinkLookup = z.object({ directoryId: z.string(), subject: z.string(), userId: z.string() });

/** `SSOACCOUNT#<directoryId>#<oid>`: from a directory account to the person it is linked to (unique). */
const lookupEntity = defineEntity({ type: 'SSOACCOUNT', schema: ZLinkLookup, versioned: false }).key({
  partition: {
    sources: ['directoryId', 'subject'],
    key: ({ directoryId, subject }) => ['SSOACCOUNT', directoryId, subject],
  },
  sort: { sources: [], key: () => 'SSOACCOUNT' },
});

export class SsoRepository {
  private readonly table: TenantTable;
  private readonly settingsItems;
  private readonly signIns;
  private readonly challenges;
  private readonly links;
  private readonly lookups;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
    this.settingsItems = settingsEntity.in(this.table);
    this.signIns = signInEntity.in(this.table);
    this.challenges = challengeEntity.in(this.table);
    this.links = linkEntity.in(this.table);
    this.lookups = lookupEntity.in(this.table);
  }

  /** 1 G. */
  settings() {
    return this.settingsItems.get({});
  }

  settingsWrite(settings: SsoSettingsItem, version: number): TransactionWrite {
    return version === 0
      ? this.settingsItems.createWrite(settings)
      : this.settingsItems.replaceWrite(settings, version);
  }

  async startSignIn(signIn: SignInItem): Promise<void> {
    await this.signIns.create(signIn);
  }

  /**
   * The sign-in of this state, removed so that it serves once: of two requests with the same state only one
   * deletes it (the other finds it gone). Undefined when unknown, used or expired.
   */
  async takeSignIn(state: string): Promise<SignInItem | undefined> {
    const found = await this.signIns.get({ state });
    if (!found) return undefined;
    try {
      await this.signIns.delete({ state }, { expectedVersion: found.version });
    } catch (error) {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'CONFLICT'))
        return undefined;
      throw error;
    }
    return found;
  }

  async issueAnswer(username: string, answerHash: string, issuedAt: Date): Promise<void> {
    await this.challenges.put({ username, answerHash, issuedAt: issuedAt.toISOString() });
  }

  /** The answer's hash and age for this username, removed so that it serves once (see `takeSignIn`). */
  async takeAnswer(username: string): Promise<{ answerHash: string; issuedAt: string } | undefined> {
    const found = await this.challenges.get({ username });
    if (!found) return undefined;
    try {
      await this.challenges.delete({ username }, { expectedVersion: found.version });
    } catch (error) {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'CONFLICT'))
        return undefined;
      throw error;
    }
    return found;
  }

  /** Whether an answer waits for this username (the define step asks before the verify step takes it). */
  async hasAnswer(username: string): Promise<boolean> {
    return (await this.challenges.get({ username })) !== undefined;
  }

  /** 1 G: who this directory account is linked to. */
  async linkedUserId(directoryId: string, subject: string): Promise<string | undefined> {
    return (await this.lookups.get({ directoryId, subject }))?.userId;
  }

  /** Removes a look-up whose person is gone. */
  async forgetAccount(directoryId: string, subject: string): Promise<void> {
    await this.lookups.delete({ directoryId, subject });
  }

  /** 1 G. */
  link(userId: string) {
    return this.links.get({ userId, provider: 'microsoft' });
  }

  /** The link and its look-up; a second link of the same account or the same person fails the transaction. */
  linkWrites(link: LoginLink): TransactionWrite[] {
    return [
      this.links.createWrite(link),
      this.lookups.createWrite({ directoryId: link.directoryId, subject: link.subject, userId: link.userId }),
    ];
  }

  /** The person's password was replaced by one nobody knows. */
  async markPasswordless(userId: string): Promise<void> {
    const link = await this.links.get({ userId, provider: 'microsoft' });
    if (!link || link.passwordless) return;
    const { version, ...fields } = link;
    await this.links.replace({ ...fields, passwordless: true }, version);
  }

  unlinkWrites(link: LoginLink & { version: number }): TransactionWrite[] {
    return [
      this.links.deleteWrite(
        { userId: link.userId, provider: link.provider },
        { expectedVersion: link.version },
      ),
      this.lookups.deleteWrite({ directoryId: link.directoryId, subject: link.subject }),
    ];
  }
}
