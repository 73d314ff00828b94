// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { errorResponse, jsonResponse } from '#test/fixtures';
import { renderWithApp, type RenderWithAppOptions } from '#test/render-with-app';

// Only the network (fetch) and Amplify are replaced: the page's own redemption and sign-in run as they are.
const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
  fetchAuthSession: vi.fn(() => Promise.resolve({})),
}));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));

// As in the app (main.tsx): StrictMode runs the page's effects twice, and the code must still be redeemed once.
configure({ reactStrictMode: true });

const { SsoCallbackPage } = await import('./sso-callback-page');
const { i18n } = await import('#lib/i18n');

const fetchMock = vi.fn<typeof fetch>();
const completed = { username: '10001#anna', challengeAnswer: 'one-time-answer', customerNo: '10001' };
// Each test has a state of its own: a state is redeemed once per page load, as in the browser.
let stateCounter = 0;
const nextState = () => `state-${String(++stateCounter).padStart(16, '0')}`;

function renderCallback(query: string, options: RenderWithAppOptions = {}) {
  return renderWithApp(
    <Routes>
      <Route path="/account/sso-callback" element={<SsoCallbackPage />} />
      <Route path="/" element={<p>start page</p>} />
      <Route path="/fixedbars" element={<p>fixed bars page</p>} />
    </Routes>,
    { path: `/account/sso-callback${query}`, ...options },
  );
}

function completeCalls() {
  return fetchMock.mock.calls.filter(([url]) => (url as string).endsWith('/api/public/sso/complete'));
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
  await i18n.changeLanguage('de');
});

describe('the callback of a Microsoft sign-in', () => {
  it('redeems the code once, signs in with the one-time answer and goes where the login was asked to', async () => {
    window.sessionStorage.setItem(
      'ssoSignIn',
      JSON.stringify({ customerNo: '10001', referer: '/fixedbars' }),
    );
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' },
    });
    amplify.confirmSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplify.fetchAuthSession.mockResolvedValue({
      tokens: { idToken: { payload: { 'cognito:username': '10001#anna', 'custom:customerNo': '10001' } } },
    });
    const state = nextState();
    renderCallback(`?code=the-code&state=${state}&session_state=x`);

    expect(screen.getByText('Sie werden angemeldet …').closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(completeCalls()).toHaveLength(1));
    answer(jsonResponse(completed));
    expect(await screen.findByText('fixed bars page')).toBeTruthy();

    expect(completeCalls()).toHaveLength(1);
    const [, init] = completeCalls()[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ state, code: 'the-code' });
    expect(amplify.signIn).toHaveBeenCalledTimes(1);
    expect(amplify.signIn).toHaveBeenCalledWith({
      username: '10001#anna',
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP' },
    });
    expect(amplify.confirmSignIn).toHaveBeenCalledTimes(1);
    expect(amplify.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'one-time-answer' });
    // As after a password sign-in: the customer number is remembered for the next login.
    expect(window.localStorage.getItem('lastCustomerNo')).toBe('10001');
    expect(window.sessionStorage.getItem('ssoSignIn')).toBeNull();
  });

  it('goes to the start page when the login asked for no page', async () => {
    fetchMock.mockResolvedValue(jsonResponse(completed));
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' },
    });
    amplify.confirmSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplify.fetchAuthSession.mockResolvedValue({
      tokens: { idToken: { payload: { 'cognito:username': '10001#anna' } } },
    });
    renderCallback(`?code=c&state=${nextState()}`);
    expect(await screen.findByText('start page')).toBeTruthy();
  });

  it('drops a session still open in the tab before signing the new person in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(completed));
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' },
    });
    amplify.confirmSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplify.fetchAuthSession.mockResolvedValue({
      tokens: { idToken: { payload: { 'cognito:username': '10001#anna' } } },
    });
    renderCallback(`?code=c&state=${nextState()}`, { user: { username: 'previous', customerNo: '10001' } });
    expect(await screen.findByText('start page')).toBeTruthy();
    expect(amplify.signOut).toHaveBeenCalled();
    expect(amplify.signOut.mock.invocationCallOrder[0]).toBeLessThan(
      amplify.signIn.mock.invocationCallOrder[0] ?? 0,
    );
    expect(completeCalls()).toHaveLength(1);
  });

  it('says that the person cancelled at Microsoft, with the way back to the login', async () => {
    window.sessionStorage.setItem('ssoSignIn', JSON.stringify({ customerNo: '10001', referer: null }));
    renderCallback('?error=access_denied&error_description=AADSTS65004%3A+User+declined&state=abc');
    expect(await screen.findByText('Anmeldung bei Microsoft abgebrochen.')).toBeTruthy();
    expect(screen.queryByText(/AADSTS/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' }).getAttribute('href')).toBe(
      '/account/login?customerId=10001',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(amplify.signIn).not.toHaveBeenCalled();
  });

  it('says the server’s refusal in words, never its code, and offers to sign in again', async () => {
    window.sessionStorage.setItem('ssoSignIn', JSON.stringify({ customerNo: '10001', referer: null }));
    fetchMock.mockResolvedValue(errorResponse(403, 'SSO_USER_UNKNOWN', 'Unbekannt.'));
    renderCallback(`?code=c&state=${nextState()}`);
    expect(
      await screen.findByText(/Zu diesem Microsoft-Konto gibt es in Ihrem Unternehmen keine Person/),
    ).toBeTruthy();
    expect(screen.queryByText(/SSO_USER_UNKNOWN/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Erneut mit Microsoft anmelden' }).getAttribute('href')).toBe(
      '/account/login?customerId=10001',
    );
    expect(completeCalls()).toHaveLength(1);
    expect(amplify.signIn).not.toHaveBeenCalled();
  });

  it('says a refusal in English too', async () => {
    fetchMock.mockResolvedValue(errorResponse(400, 'SSO_CODE_REFUSED', 'Refused.'));
    renderCallback(`?code=c&state=${nextState()}`, { language: 'en' });
    expect(await screen.findByText(/Microsoft did not confirm the sign-in/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft again' }).getAttribute('href')).toBe(
      '/account/login',
    );
  });

  it('refuses an answer of the user pool that is not a finished sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse(completed));
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' },
    });
    // A refused answer: the pool asks again.
    amplify.confirmSignIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' },
    });
    renderCallback(`?code=c&state=${nextState()}`);
    expect(await screen.findByText(/Dieser Anmeldeschritt wird nicht unterstützt/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Erneut mit Microsoft anmelden' })).toBeTruthy();
  });

  it('reads a refused one-time answer as a sign-in to start again, not as a wrong password', async () => {
    fetchMock.mockResolvedValue(jsonResponse(completed));
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' },
    });
    amplify.confirmSignIn.mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    renderCallback(`?code=c&state=${nextState()}`);
    expect(await screen.findByText(/Diese Anmeldung ist abgelaufen oder wurde schon verwendet/)).toBeTruthy();
    expect(screen.queryByText(/Benutzername oder Passwort/)).toBeNull();
  });

  it('asks to start again when the answer lacks the code', async () => {
    renderCallback('?state=only-a-state-without-code');
    expect(await screen.findByText(/Die Antwort von Microsoft ist unvollständig/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
