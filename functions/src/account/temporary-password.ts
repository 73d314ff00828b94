/**
 * Temporary passwords the server makes up (invitations): random, readable in a mail (no 0/O, 1/l/I), and
 * within the pool's password policy, which Cognito checks in AWS and the server must check locally.
 */
import { randomInt } from 'node:crypto';
import { passwordPolicyViolations } from '@app/shared/auth/password-policy';

const lower = 'abcdefghijkmnopqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const all = lower + upper + digits;

const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));

export function temporaryPassword(length = 14): string {
  for (;;) {
    const characters = [pick(lower), pick(upper), pick(digits)];
    while (characters.length < length) characters.push(pick(all));
    // The three required classes must not always stand first.
    for (let index = characters.length - 1; index > 0; index--) {
      const other = randomInt(index + 1);
      [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
    }
    const password = characters.join('');
    if (passwordPolicyViolations(password).length === 0) return password;
  }
}
