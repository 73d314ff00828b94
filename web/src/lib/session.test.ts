import { describe, expect, it, vi } from 'vitest';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn() }));

const { cognitoUsername, userFromClaims } = await import('./session');

describe('Cognito usernames', () => {
  it('are <customerNo>#<username lower-cased>', () => {
    expect(cognitoUsername('10001', ' Admin ')).toBe('10001#admin');
  });

  it('are read back from the id token claims', () => {
    expect(userFromClaims({ 'cognito:username': '10001#planner', 'custom:customerNo': '10001' })).toEqual({
      username: 'planner',
      customerNo: '10001',
    });
    expect(userFromClaims({ 'cognito:username': '20002#a#b' })).toEqual({
      username: 'a#b',
      customerNo: '20002',
    });
    expect(userFromClaims({})).toBeNull();
  });
});
