/**
 * Customer numbers and what the sign-in page may learn about one. Kept apart from the sign-up schemas so that
 * the sign-in page does not load the holiday regions the sign-up checks against.
 *
 * A customer number is seven digits: six drawn at random (100000 to 999999) and a Damm check digit, so that
 * numbers cannot be walked in order and a mistyped digit or two swapped neighbours are caught in the browser
 * before any request. The five-digit numbers of the first, sequential scheme (10001 upwards, the demo tenant's
 * 10001 among them) stay valid as they are: they carry no check digit.
 */
import * as z from 'zod';

/** Damm's quasigroup of order 10: detects every single-digit error and every swap of adjacent digits. */
const dammTable: readonly (readonly number[])[] = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
];

function dammInterim(digits: string): number {
  let interim = 0;
  for (const character of digits) {
    const row = dammTable[interim];
    const next = row?.[character.charCodeAt(0) - 48];
    if (next === undefined) throw new Error(`Not a digit string: ${digits}`);
    interim = next;
  }
  return interim;
}

/** The Damm check digit of a string of digits. */
export function dammCheckDigit(digits: string): number {
  return dammInterim(digits);
}

/** The lowest and highest random part of a new customer number (six digits, no leading zero). */
export const customerNoRandomRange = { min: 100_000, max: 999_999 } as const;

/** A new customer number from its random part (see `customerNoRandomRange`): the part and its check digit. */
export function customerNoFrom(randomPart: number): string {
  if (
    !Number.isInteger(randomPart) ||
    randomPart < customerNoRandomRange.min ||
    randomPart > customerNoRandomRange.max
  ) {
    throw new Error(`The random part of a customer number must be six digits, got ${randomPart}`);
  }
  const base = String(randomPart);
  return `${base}${dammCheckDigit(base)}`;
}

const legacyPattern = /^[1-9][0-9]{4}$/;
const checkedPattern = /^[1-9][0-9]{6}$/;

/** Whether `value` can be a customer number: five digits (first scheme) or seven with a valid check digit. */
export function isCustomerNo(value: string): boolean {
  if (legacyPattern.test(value)) return true;
  return checkedPattern.test(value) && dammInterim(value) === 0;
}

/** A customer number; the message is an i18n key (German and English in `i18n/messages.*.ts`). */
export const ZCustomerNo = z
  .string()
  .regex(/^[1-9][0-9]{4}(?:[0-9]{2})?$/)
  .refine(isCustomerNo, { message: 'customerNo.invalid' });

/**
 * What the second sign-in step needs to know about a customer number: that it exists. Nothing that names or
 * describes the company (no name, no language, no sign-in options), so that walking numbers lists nobody.
 */
export const ZPublicTenant = z.object({
  customerNo: ZCustomerNo,
  /** Whether the login's second step offers "Sign in with Microsoft" (the company set it up: docs/sso.md). */
  microsoftSignIn: z.boolean(),
});
export type TPublicTenant = z.infer<typeof ZPublicTenant>;
