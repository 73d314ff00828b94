import { describe, expect, it } from 'vitest';
import { ZSignupRequest, ZUsername } from './signup';

const valid = {
  idempotencyKey: '2f6b1b8e-3c1d-4f5e-9a7b-0c2d4e6f8a1b',
  companyName: 'Bäckerei Sonne',
  country: 'AT',
  region: '9',
  language: 'de',
  adminName: 'Maria Huber',
  email: 'maria@example.at',
  username: 'Maria.Huber',
  password: 'Sonnen-Schein-2026',
  acceptTerms: true,
};

describe('the sign-up schema', () => {
  it('accepts a complete request, lower-cases the username and defaults the time zone', () => {
    const parsed = ZSignupRequest.parse(valid);
    expect(parsed.username).toBe('maria.huber');
    expect(parsed.timeZone).toBe('Europe/Berlin');
  });

  it('refuses unknown regions and time zones, bad addresses and weak passwords', () => {
    const result = ZSignupRequest.safeParse({
      ...valid,
      region: 'BY',
      timeZone: 'Mars/Olympus',
      email: 'maria@',
      password: 'password',
    });
    expect(result.success).toBe(false);
    const paths = (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['timeZone', 'email', 'password']));
  });

  it('keeps usernames to letters, digits and . _ -', () => {
    expect(ZUsername.safeParse('anna#admin').success).toBe(false);
    expect(ZUsername.safeParse('ab').success).toBe(false);
    expect(ZUsername.parse('  Anna_B-1 ')).toBe('anna_b-1');
  });
});
