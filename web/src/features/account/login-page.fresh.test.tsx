// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { jsonResponse } from '#test/fixtures';
import { renderWithApp, type RenderWithAppOptions } from '#test/render-with-app';

// Only the network (fetch) and Amplify are replaced.
const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
  fetchAuthSession: vi.fn(() => Promise.resolve({})),
}));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));

const { LoginPage } = await import('./login-page');
const { i18n } = await import('#lib/i18n');
const { browser } = await import('#lib/browser');

const fetchMock = vi.fn<typeof fetch>();
const demoTenant = { customerNo: '10001', microsoftSignIn: false };

function renderLogin(query = '', options: RenderWithAppOptions = {}) {
  return renderWithApp(
    <Routes>
      <Route path="/account/login" element={<LoginPage />} />
      <Route path="/" element={<p>start page</p>} />
      <Route path="/fixedbars" element={<p>fixed bars page</p>} />
    </Routes>,
    { path: `/account/login${query}`, ...options },
  );
}

function customerInput(): HTMLInputElement {
  return screen.getByRole('textbox', { name: /Kundennummer|Customer number/ });
}

function submit(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
}

async function goToCredentials(customerNo = '10001') {
  fireEvent.change(customerInput(), { target: { value: customerNo } });
  submit(/^Weiter$/);
  await screen.findByLabelText('Benutzername');
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      (input as string).endsWith('/api/public/tenants/10001')
        ? jsonResponse(demoTenant)
        : jsonResponse({ error: { code: 'NOT_FOUND', messageKey: 'error.NOT_FOUND', message: 'x' } }, 404),
    ),
  );
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
  await i18n.changeLanguage('de');
});

describe('login step 1: customer number', () => {
  it('asks for the customer number in German and focuses the field', async () => {
    renderLogin();
    const input = customerInput();
    await waitFor(() => expect(document.activeElement).toBe(input));
    submit(/^Weiter$/);
    expect(await screen.findByText('Bitte geben Sie die Kundennummer ein.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the customer number in English', async () => {
    renderLogin('', { language: 'en' });
    submit(/^Continue$/);
    expect(await screen.findByText('Please enter the customer number.')).toBeTruthy();
  });

  it('switches the language from the query', async () => {
    renderLogin('?language=en');
    submit(/^Continue$/);
    expect(await screen.findByText('Please enter the customer number.')).toBeTruthy();
  });

  it('prefills the customer number from the query', () => {
    renderLogin('?customerId=4711');
    expect(customerInput().value).toBe('4711');
  });

  it('prefills the last customer number from localStorage, the query wins', () => {
    window.localStorage.setItem('lastCustomerNo', '10001');
    renderLogin();
    expect(customerInput().value).toBe('10001');
    cleanup();
    renderLogin('?customerId=4711');
    expect(customerInput().value).toBe('4711');
  });

  it('says only "unknown" for a customer number the server does not know', async () => {
    renderLogin();
    fireEvent.change(customerInput(), { target: { value: '99999' } });
    submit(/^Weiter$/);
    expect(await screen.findByText(/Diese Kundennummer ist nicht bekannt/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Benutzername')).toBeNull();
  });

  it('refuses a number that cannot exist without asking the server', async () => {
    renderLogin();
    fireEvent.change(customerInput(), { target: { value: '123' } });
    submit(/^Weiter$/);
    expect(await screen.findByText(/Das ist keine gültige Kundennummer/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('catches a mistyped or swapped digit by the check digit, before any request', async () => {
    // 4829138 is a valid number: a changed digit and two swapped neighbours.
    for (const typo of ['4829133', '4289138']) {
      renderLogin('', { language: 'en' });
      fireEvent.change(customerInput(), { target: { value: typo } });
      submit(/^Continue$/);
      expect(await screen.findByText(/This is not a valid customer number/)).toBeTruthy();
      cleanup();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts digits only', async () => {
    renderLogin();
    fireEvent.change(customerInput(), { target: { value: '10a01' } });
    submit(/^Weiter$/);
    expect(await screen.findByText('Die Kundennummer besteht nur aus Ziffern.')).toBeTruthy();
  });

  it('shows a generic error when the customer check fails otherwise', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLogin();
    fireEvent.change(customerInput(), { target: { value: '10001' } });
    submit(/^Weiter$/);
    expect(await screen.findByText(/konnte gerade nicht geprüft werden/)).toBeTruthy();
  });

  it('shows the logout reason', () => {
    renderLogin('?logoutreason=SESSION_TIMED_OUT');
    expect(screen.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toBeTruthy();
  });

  it('tells a person whose access was deactivated so, not that the session expired', () => {
    renderLogin('?logoutreason=USER_DEACTIVATED');
    expect(
      screen.getByText('Ihr Zugang wurde deaktiviert. Bitte wenden Sie sich an Ihre Administration.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Sitzung ist abgelaufen/)).toBeNull();
  });
});

describe('login step 2: username and password', () => {
  it('names the customer number only, remembers it, and goes back with "change customer"', async () => {
    renderLogin();
    await goToCredentials();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Anmelden');
    expect(screen.getByText('Kundennummer 10001')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Benutzername')));
    expect(window.localStorage.getItem('lastCustomerNo')).toBe('10001');
    submit(/Kunde wechseln/);
    expect(customerInput().value).toBe('10001');
  });

  it('skips step 1 and hides "change customer" in single-customer mode', () => {
    renderLogin('', { config: { singleCustomerNo: '10001' } });
    expect(screen.getByLabelText('Benutzername')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Kundennummer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Kunde wechseln/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Anmelden');
  });

  it('requires username and password', async () => {
    renderLogin('', { config: { singleCustomerNo: '10001' } });
    submit(/^Anmelden$/);
    expect(await screen.findByText('Bitte geben Sie Ihren Benutzernamen ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeTruthy();
    expect(amplify.signIn).not.toHaveBeenCalled();
  });

  it('explains a wrong password', async () => {
    amplify.signIn.mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    renderLogin('', { config: { singleCustomerNo: '10001' } });
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: ' Admin ' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'wrong' } });
    submit(/^Anmelden$/);
    expect(await screen.findByText('Benutzername oder Passwort ist falsch.')).toBeTruthy();
    // SRP, as in AWS: the password never leaves the browser.
    expect(amplify.signIn).toHaveBeenCalledWith({
      username: '10001#admin',
      password: 'wrong',
      options: { authFlowType: 'USER_SRP_AUTH' },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Passwort').value).toBe('');
  });

  it('signs in with the flow the public config names (USER_PASSWORD_AUTH at the local stand-in)', async () => {
    amplify.signIn.mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    renderLogin('', { config: { singleCustomerNo: '10001', signInFlow: 'USER_PASSWORD_AUTH' } });
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'wrong' } });
    submit(/^Anmelden$/);
    await screen.findByText('Benutzername oder Passwort ist falsch.');
    expect(amplify.signIn).toHaveBeenCalledWith(
      expect.objectContaining({ options: { authFlowType: 'USER_PASSWORD_AUTH' } }),
    );
  });

  it('tells a deactivated person with the right password that their access is deactivated', async () => {
    amplify.signIn.mockRejectedValue(
      Object.assign(new Error('User is disabled.'), { name: 'NotAuthorizedException' }),
    );
    renderLogin('', { config: { singleCustomerNo: '10001' }, language: 'en' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'leaver' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Right-Passw0rd' } });
    submit(/^Sign in$/);
    expect(
      await screen.findByText('Your access has been deactivated. Please contact your administrator.'),
    ).toBeTruthy();
    expect(screen.queryByText(/username or password is incorrect/)).toBeNull();
  });

  it('signs in and goes to the referer', async () => {
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplify.fetchAuthSession.mockResolvedValue({
      tokens: { idToken: { payload: { 'cognito:username': '10001#admin', 'custom:customerNo': '10001' } } },
    });
    renderLogin('?referer=%2Ffixedbars');
    await goToCredentials();
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Secret123456' } });
    submit(/^Anmelden$/);
    expect(await screen.findByText('fixed bars page')).toBeTruthy();
  });

  it('does not follow a foreign referer', async () => {
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplify.fetchAuthSession.mockResolvedValue({
      tokens: { idToken: { payload: { 'cognito:username': '10001#admin' } } },
    });
    renderLogin('?referer=https%3A%2F%2Fevil.example%2F', { config: { singleCustomerNo: '10001' } });
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Secret123456' } });
    submit(/^Anmelden$/);
    expect(await screen.findByText('start page')).toBeTruthy();
  });

  it('asks for a new password when Cognito requires one', async () => {
    amplify.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
    });
    amplify.confirmSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    amplify.fetchAuthSession.mockResolvedValue({
      tokens: { idToken: { payload: { 'cognito:username': '10001#employee' } } },
    });
    renderLogin('', { config: { singleCustomerNo: '10001' } });
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'employee' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Initial123456' } });
    submit(/^Anmelden$/);
    const newPassword = await screen.findByLabelText(/^Neues Passwort$/);
    fireEvent.change(newPassword, { target: { value: 'short' } });
    submit(/Passwort speichern/);
    expect(await screen.findByText('Das Passwort erfüllt die Anforderungen nicht.')).toBeTruthy();
    fireEvent.change(newPassword, { target: { value: 'Better123456' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort wiederholen'), {
      target: { value: 'Better123456' },
    });
    submit(/Passwort speichern/);
    expect(await screen.findByText('start page')).toBeTruthy();
    expect(amplify.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'Better123456' });
  });

  it('sends a signed-in user on to the referer', async () => {
    renderLogin('?referer=%2Ffixedbars', { user: { username: 'admin', customerNo: '10001' } });
    expect(await screen.findByText('fixed bars page')).toBeTruthy();
  });
});

describe('login step 2: Microsoft sign-in', () => {
  const authorizationUrl = 'https://login.example/authorize?client_id=shiftplan&state=10001.abc';

  /** A customer with Microsoft sign-in; `start` answers the start of a Microsoft sign-in. */
  function withMicrosoft(start: () => Response) {
    fetchMock.mockImplementation((input, init) => {
      const url = input as string;
      if (url.endsWith('/api/public/tenants/10001')) {
        return Promise.resolve(jsonResponse({ customerNo: '10001', microsoftSignIn: true }));
      }
      if (url.endsWith('/api/public/sso/start') && init?.method === 'POST') return Promise.resolve(start());
      return Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404));
    });
  }

  const microsoftButton = () => screen.queryByRole('button', { name: /Mit Microsoft anmelden/ });

  it('offers no Microsoft sign-in to a customer without it', async () => {
    renderLogin();
    await goToCredentials();
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
    expect(microsoftButton()).toBeNull();
    expect(screen.queryByText('oder')).toBeNull();
  });

  it('starts the Microsoft sign-in and leaves for the directory, remembering the customer and the referer', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    withMicrosoft(() => jsonResponse({ authorizationUrl }));
    renderLogin('?referer=%2Ffixedbars');
    await goToCredentials();
    const button = await screen.findByRole('button', { name: /Mit Microsoft anmelden/ });
    // The password form stays, below an "or".
    expect(screen.getByText('oder')).toBeTruthy();
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(authorizationUrl));
    const start = fetchMock.mock.calls.find(([url]) => (url as string).endsWith('/api/public/sso/start'));
    expect(JSON.parse(start?.[1]?.body as string)).toEqual({ customerNo: '10001' });
    expect(JSON.parse(window.sessionStorage.getItem('ssoSignIn') ?? 'null')).toEqual({
      customerNo: '10001',
      referer: '/fixedbars',
    });
    expect(amplify.signIn).not.toHaveBeenCalled();
  });

  it('offers it in English and in single-customer mode too', async () => {
    withMicrosoft(() => jsonResponse({ authorizationUrl }));
    renderLogin('', { config: { singleCustomerNo: '10001' }, language: 'en' });
    expect(await screen.findByRole('button', { name: /Sign in with Microsoft/ })).toBeTruthy();
    expect(screen.getByText('or')).toBeTruthy();
  });

  it('says why the start failed and stays on the page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    withMicrosoft(() =>
      jsonResponse(
        {
          error: {
            code: 'SSO_DIRECTORY_UNAVAILABLE',
            messageKey: 'error.SSO_DIRECTORY_UNAVAILABLE',
            message: 'Microsoft ist gerade nicht erreichbar.',
          },
        },
        503,
      ),
    );
    renderLogin('', { config: { singleCustomerNo: '10001' } });
    fireEvent.click(await screen.findByRole('button', { name: /Mit Microsoft anmelden/ }));
    expect(await screen.findByText(/Microsoft ist gerade nicht erreichbar/)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(microsoftButton()).toHaveProperty('disabled', false);
  });
});
