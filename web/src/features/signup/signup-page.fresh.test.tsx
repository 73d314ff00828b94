// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { errorResponse, jsonResponse, routedFetch, type FetchRoute } from '#test/fixtures';
import { renderWithApp } from '#test/render-with-app';

// Only the network (fetch) and Amplify are replaced.
const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
  fetchAuthSession: vi.fn((): Promise<unknown> => Promise.resolve({})),
}));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));

const { SignupPage } = await import('./signup-page');
const { LoginPage } = await import('../account/login-page');

const regions: FetchRoute = ({ url }) => {
  if (url === '/api/public/holiday-regions/DE') {
    return jsonResponse([
      { code: 'BY', name: 'Bayern' },
      { code: 'BE', name: 'Berlin' },
    ]);
  }
  if (url === '/api/public/holiday-regions/CH') return jsonResponse([{ code: 'ZH', name: 'Zürich' }]);
  return undefined;
};

const signedUp = {
  customerNo: '4829138',
  companyName: 'Bäckerei Morgenrot GmbH',
  username: 'berta',
  trialEndsAt: '2026-12-21T10:00:00.000Z',
};

let server = routedFetch(regions);

function serve(...routes: FetchRoute[]) {
  server = routedFetch(regions, ...routes);
  vi.stubGlobal('fetch', server.fetch);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderSignup() {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/account/signup" element={<SignupPage />} />
        <Route path="/account/login" element={<LoginPage />} />
        <Route path="/" element={<p>start page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { path: '/account/signup' },
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
const signupCalls = () => server.calls.filter((call) => call.url === '/api/public/signup');

async function fillValidForm() {
  await screen.findByRole('option', { name: 'Bayern' });
  type('Name des Unternehmens', 'Bäckerei Morgenrot GmbH');
  fireEvent.change(field('Bundesland oder Kanton (Feiertage)'), { target: { value: 'BY' } });
  type('Ihr Name', 'Berta Bäcker');
  type('E-Mail', 'berta@morgenrot.example');
  type('Benutzername', 'Berta');
  type('Passwort', 'Backstube2026');
  type('Passwort wiederholen', 'Backstube2026');
  fireEvent.click(screen.getByLabelText(/Ich akzeptiere die Nutzungsbedingungen/));
}

beforeEach(() => serve());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('sign-up form', () => {
  it('labels every field and shows the password policy before any submit', async () => {
    renderSignup();
    for (const label of [
      'Name des Unternehmens',
      'Land',
      'Bundesland oder Kanton (Feiertage)',
      'Ihr Name',
      'E-Mail',
      'Benutzername',
      'Passwort',
      'Passwort wiederholen',
    ]) {
      expect(field(label), label).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveProperty('value', 'de');
    expect(screen.getByRole('combobox', { name: 'Zeitzone' })).toHaveProperty('value', 'Europe/Berlin');
    const rules = screen.getByTestId('password-rules');
    // Visual only (aria-hidden): the field's description reads the same rules.
    expect([...rules.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '○mindestens 10 Zeichen',
      '○einen Kleinbuchstaben',
      '○einen Großbuchstaben',
      '○eine Ziffer',
    ]);
    const description = document.getElementById(field('Passwort').getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Das Passwort braucht: mindestens 10 Zeichen, einen Kleinbuchstaben, einen Großbuchstaben, eine Ziffer',
    );
    expect(await screen.findByRole('option', { name: 'Bayern' })).toBeTruthy();
  });

  it('ticks the policy off while the password is typed', () => {
    renderSignup();
    const met = () =>
      [...screen.getByTestId('password-rules').querySelectorAll('[data-met="true"]')].map(
        (item) => item.textContent,
      );
    type('Passwort', 'backstube');
    expect(met()).toEqual(['✓einen Kleinbuchstaben']);
    type('Passwort', 'Backstube1');
    expect(met()).toHaveLength(4);
  });

  it('loads the regions of the chosen country', async () => {
    renderSignup();
    await screen.findByRole('option', { name: 'Bayern' });
    fireEvent.change(field('Land'), { target: { value: 'CH' } });
    expect(await screen.findByRole('option', { name: 'Zürich' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Bayern' })).toBeNull();
  });

  it('sets the time zone of the chosen country, and finds zones by city names in German', async () => {
    renderSignup();
    const timeZone = screen.getByRole('combobox', { name: 'Zeitzone' });
    fireEvent.change(field('Land'), { target: { value: 'AT' } });
    await waitFor(() => expect(timeZone).toHaveProperty('value', 'Europe/Vienna'));
    fireEvent.change(field('Land'), { target: { value: 'CH' } });
    await waitFor(() => expect(timeZone).toHaveProperty('value', 'Europe/Zurich'));
    fireEvent.change(field('Land'), { target: { value: 'DE' } });
    await waitFor(() => expect(timeZone).toHaveProperty('value', 'Europe/Berlin'));

    timeZone.focus();
    fireEvent.change(timeZone, { target: { value: 'Wien' } });
    expect(await screen.findByRole('option', { name: 'Europe/Vienna' })).toBeTruthy();
    fireEvent.change(timeZone, { target: { value: 'zurich' } });
    expect(await screen.findByRole('option', { name: 'Europe/Zurich' })).toBeTruthy();
  });

  it('checks the input with the shared schema before sending anything', async () => {
    renderSignup();
    submit();
    expect(
      await screen.findByText('Bitte geben Sie den Namen des Unternehmens ein (2 bis 100 Zeichen).'),
    ).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie Ihren Namen ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText(/Bitte geben Sie einen Benutzernamen nach diesen Regeln ein/)).toBeTruthy();
    expect(screen.getByText('Das Passwort erfüllt die Anforderungen nicht.')).toBeTruthy();
    expect(field('E-Mail').getAttribute('aria-invalid')).toBe('true');
    type('Passwort', 'Backstube2026');
    type('Passwort wiederholen', 'Backstube2025');
    submit();
    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
    // Consent to the terms and the privacy notice is asked for, not assumed.
    expect(
      screen.getByText('Bitte stimmen Sie den Nutzungsbedingungen und dem Datenschutzhinweis zu.'),
    ).toBeTruthy();
    expect(signupCalls()).toHaveLength(0);
  });

  it('puts the server’s field errors next to the fields', async () => {
    serve(({ url }) =>
      url === '/api/public/signup'
        ? errorResponse(400, 'VALIDATION', 'Some fields are not valid.', {
            issues: [
              { path: 'body.email', code: 'invalid_format', message: 'Invalid email address' },
              { path: 'body.password', code: 'custom', message: 'password.digit' },
            ],
          })
        : undefined,
    );
    renderSignup();
    await fillValidForm();
    submit();
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText('Das Passwort erfüllt die Anforderungen nicht.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('E-Mail')));
  });

  it('explains a refused burst (429) with the time to wait', async () => {
    serve(({ url }) => {
      if (url !== '/api/public/signup') return undefined;
      const response = errorResponse(429, 'TOO_MANY_REQUESTS', 'Too many requests.');
      response.headers.set('Retry-After', '120');
      return response;
    });
    renderSignup();
    await fillValidForm();
    submit();
    expect(
      await screen.findByText(
        'Zu viele Registrierungen aus diesem Netzwerk. Bitte versuchen Sie es später erneut (in etwa 2 Min.).',
      ),
    ).toBeTruthy();
  });

  it('shows the customer number after sign-up and leads to the login with it', async () => {
    let attempt = 0;
    serve(({ url }) => {
      if (url !== '/api/public/signup') return undefined;
      attempt += 1;
      return attempt === 1 ? new Response('boom', { status: 503 }) : jsonResponse(signedUp, 201);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSignup();
    await fillValidForm();
    submit();
    expect(await screen.findByText(/Bei uns ist etwas schiefgelaufen/)).toBeTruthy();
    submit();
    expect(await screen.findByTestId('customer-no')).toHaveProperty('textContent', '4829138');
    expect(screen.getByText('Ihre Testphase mit allen Funktionen endet am 21.12.2026.')).toBeTruthy();

    const [first, second] = signupCalls();
    const body = second?.body as Record<string, unknown>;
    // One idempotency key per form: the retry cannot create a second tenant.
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((first?.body as Record<string, unknown> | undefined)?.idempotencyKey).toBe(body.idempotencyKey);
    expect(body).toMatchObject({
      companyName: 'Bäckerei Morgenrot GmbH',
      country: 'DE',
      region: 'BY',
      timeZone: 'Europe/Berlin',
      language: 'de',
      username: 'berta',
    });
    expect(body).not.toHaveProperty('passwordRepeat');

    fireEvent.click(screen.getByRole('link', { name: 'Jetzt anmelden' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/account/login?customerId=4829138'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Kundennummer').value).toBe('4829138');
  });

  it('gets started with one click: signs in with the password just chosen and opens the start page', async () => {
    serve(({ url }) => (url === '/api/public/signup' ? jsonResponse(signedUp, 201) : undefined));
    amplify.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    renderSignup();
    await fillValidForm();
    submit();
    const start = await screen.findByRole('button', { name: 'Jetzt loslegen' });
    amplify.fetchAuthSession.mockResolvedValue({
      tokens: {
        idToken: { payload: { 'cognito:username': '4829138#berta', 'custom:customerNo': '4829138' } },
      },
    });
    fireEvent.click(start);
    expect(await screen.findByText('start page')).toBeTruthy();
    expect(amplify.signIn).toHaveBeenCalledWith(
      expect.objectContaining({ username: '4829138#berta', password: 'Backstube2026' }),
    );
  });

  it('sends changed details after a failed submit with a new key, which the server cannot refuse as a replay', async () => {
    serve(({ url }) => (url === '/api/public/signup' ? new Response('boom', { status: 503 }) : undefined));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSignup();
    await fillValidForm();
    submit();
    expect(await screen.findByText(/Bei uns ist etwas schiefgelaufen/)).toBeTruthy();
    submit();
    await waitFor(() => expect(signupCalls()).toHaveLength(2));
    type('Name des Unternehmens', 'Bäckerei Abendrot GmbH');
    submit();
    await waitFor(() => expect(signupCalls()).toHaveLength(3));
    const keys = signupCalls().map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('is linked from the login page', () => {
    renderWithApp(
      <Routes>
        <Route path="/account/login" element={<LoginPage />} />
      </Routes>,
      { path: '/account/login' },
    );
    expect(screen.getByRole('link', { name: 'Unternehmen registrieren' }).getAttribute('href')).toBe(
      '/account/signup',
    );
  });
});
