/**
 * The fingerprint of a sign-up request: what its idempotency record remembers of the request, so that a replay
 * of the key with other details (another company, username or password) is told apart from a retried submit.
 *
 * SHA-256 over a random salt, the normalised request without its idempotency key, and the password stretched
 * with scrypt under the same salt. The password is never stored in clear, and the record (the platform table,
 * seven days) does not make a cheap offline guess of it possible: each guess costs an scrypt.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { TSignupRequest } from '@app/shared/tenants/signup';

export interface SignupFingerprint {
  /** Hex. */
  fingerprint: string;
  /** Base64url, 16 random bytes. */
  salt: string;
}

// OWASP's minimum for scrypt (N=2^17 would need 128 MB per sign-up): about 50 ms and 16 MB.
const scryptOptions = { N: 2 ** 14, r: 8, p: 1 } as const;

function stretch(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, 32, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * The request as it will be acted on, in a fixed order; the schema has already trimmed the names and
 * lower-cased the username. Whatever does not change the outcome (the key itself, the case of the e-mail address)
 * is left out or normalised, so that a retried submit of the same form always matches.
 */
function normalised(request: TSignupRequest): string {
  return JSON.stringify([
    request.companyName.normalize('NFC'),
    request.country,
    request.region ?? null,
    request.timeZone,
    request.language,
    request.adminName.normalize('NFC'),
    request.email.trim().toLowerCase(),
    request.username,
  ]);
}

async function digest(request: TSignupRequest, salt: Buffer): Promise<Buffer> {
  const stretched = await stretch(request.password, salt);
  return createHash('sha256').update(salt).update(normalised(request)).update(stretched).digest();
}

/** A new fingerprint of `request`, under a new salt. */
export async function fingerprintOf(request: TSignupRequest): Promise<SignupFingerprint> {
  const salt = randomBytes(16);
  return { fingerprint: (await digest(request, salt)).toString('hex'), salt: salt.toString('base64url') };
}

/** Whether `request` is the one `stored` was taken of; a record without a fingerprint matches nothing. */
export async function matchesFingerprint(
  request: TSignupRequest,
  stored: { fingerprint?: string | undefined; salt?: string | undefined },
): Promise<boolean> {
  if (!stored.fingerprint || !stored.salt) return false;
  const expected = Buffer.from(stored.fingerprint, 'hex');
  const actual = await digest(request, Buffer.from(stored.salt, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
