// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fetchAuthSession } from 'aws-amplify/auth';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn() }));

const { cognitoUsername, loadSignedInUser, offlineOwner, userFromClaims } = await import('./session');
const { forgetOfflineCopies } = await import('./offline-copy');

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

describe('the signed-in person at start-up', () => {
  const session = vi.mocked(fetchAuthSession);
  const failure = (name: string) => Object.assign(new Error(name), { name });

  it('goes on offline as the person last signed in, whose tokens cannot be refreshed without a connection', async () => {
    session.mockResolvedValueOnce({
      tokens: { idToken: { payload: { 'cognito:username': '10001#employee' } } },
    } as unknown as Awaited<ReturnType<typeof fetchAuthSession>>);
    expect(await loadSignedInUser()).toEqual({ username: 'employee', customerNo: '10001' });
    expect(offlineOwner()).toBe('10001#employee');

    session.mockRejectedValueOnce(failure('NetworkError'));
    expect(await loadSignedInUser()).toEqual({ username: 'employee', customerNo: '10001' });
    // A refresh token Cognito refuses ends the session, offline copy or not.
    session.mockRejectedValueOnce(failure('NotAuthorizedException'));
    expect(await loadSignedInUser()).toBeNull();

    // After a sign-out nobody is remembered.
    forgetOfflineCopies();
    session.mockRejectedValueOnce(failure('NetworkError'));
    expect(await loadSignedInUser()).toBeNull();
    expect(offlineOwner()).toBe('');
  });
});
