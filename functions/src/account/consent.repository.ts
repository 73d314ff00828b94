import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

export const confirmationDays = 7;

const ZConsent = z.object({
  userId: z.string(),
  termsVersion: z.string(),
  privacyVersion: z.string(),
  acceptedAt: z.iso.datetime(),
});
export type Consent = z.infer<typeof ZConsent>;

const ZConfirmation = z.object({
  tokenHash: z.string(),
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  sentAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
});
export type EmailConfirmation = z.infer<typeof ZConfirmation>;

/** `CONSENT#<userId>`: what the person consented to at sign-up, when, in which versions. */
const consentEntity = defineEntity({ type: 'CONSENT', schema: ZConsent, versioned: false }).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['CONSENT', userId] },
  sort: { sources: [], key: () => 'CONSENT' },
});

/**
 * `EMAILCONFIRM#<sha-256 of the token>`: an e-mail address waiting for its confirmation (only the hash is kept,
 * so that the table does not hold a usable link); gone 7 days after it was sent (TTL).
 */
const confirmationEntity = defineEntity({
  type: 'EMAILCONFIRM',
  schema: ZConfirmation,
  versioned: false,
  expiresAt: (item) => Math.floor(Date.parse(item.sentAt) / 1000) + confirmationDays * 24 * 3600,
}).key({
  partition: { sources: ['tokenHash'], key: ({ tokenHash }) => ['EMAILCONFIRM', tokenHash] },
  sort: { sources: [], key: () => 'EMAILCONFIRM' },
});

const ZConfirmedAddress = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  confirmedAt: z.iso.datetime(),
});
export type ConfirmedAddress = z.infer<typeof ZConfirmedAddress>;

/**
 * `MAILSENDER`: the company's confirmed administrator address (the last one confirmed through a link). Until it
 * exists the company's actions mail nobody (mail.ts); it stays when the confirmation record expires.
 */
const confirmedAddressEntity = defineEntity({
  type: 'MAILSENDER',
  schema: ZConfirmedAddress,
  versioned: false,
}).key({
  partition: { sources: [], key: () => ['MAILSENDER'] },
  sort: { sources: [], key: () => 'MAILSENDER' },
});

export class ConsentRepository {
  private readonly consents;
  private readonly confirmations;
  private readonly confirmedAddresses;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.consents = consentEntity.in(table);
    this.confirmations = confirmationEntity.in(table);
    this.confirmedAddresses = confirmedAddressEntity.in(table);
  }

  /** The consent, in the sign-up's transaction. */
  createWrite(consent: Consent) {
    return this.consents.createWrite(consent);
  }

  get(userId: string): Promise<Consent | undefined> {
    return this.consents.get({ userId });
  }

  async addConfirmation(confirmation: EmailConfirmation): Promise<void> {
    await this.confirmations.put(confirmation);
  }

  getConfirmation(tokenHash: string): Promise<EmailConfirmation | undefined> {
    return this.confirmations.get({ tokenHash });
  }

  async markConfirmed(confirmation: EmailConfirmation, confirmedAt: string): Promise<void> {
    await this.confirmations.put({ ...confirmation, confirmedAt });
  }

  /** The company's confirmed administrator address, if any was confirmed. */
  confirmedAddress(): Promise<ConfirmedAddress | undefined> {
    return this.confirmedAddresses.get({});
  }

  async recordConfirmedAddress(address: ConfirmedAddress): Promise<void> {
    await this.confirmedAddresses.put(address);
  }
}
