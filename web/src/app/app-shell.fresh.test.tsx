// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { permissionsFor, routedFetch, sessionFixture, sessionRoutes } from '../test/fixtures';
import { LocationProbe, renderWithApp } from '../test/render-with-app';

const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
  fetchAuthSession: vi.fn(() =>
    Promise.resolve({ tokens: { idToken: { toString: () => 'id-token', payload: {} } } }),
  ),
}));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));

const { AppRoutes } = await import('./routes');
const { useToast } = await import('./toast');
const { ErrorBoundary } = await import('./error-boundary');
const { i18n } = await import('../lib/i18n');

const admin = { username: 'admin', customerNo: '10001' };

function renderApp(path: string, user: typeof admin | null) {
  return renderWithApp(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { path, user },
  );
}

let server = routedFetch(sessionRoutes(sessionFixture()));

function serve(session = sessionFixture()) {
  server = routedFetch(sessionRoutes(session));
  vi.stubGlobal('fetch', server.fetch);
}

beforeEach(() => serve());

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await i18n.changeLanguage('de');
});

describe('route guard and shell', () => {
  it('sends a signed-out visitor to the login page with the way back', async () => {
    renderApp('/fixedbars?x=1', null);
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/account/login?referer=%2Ffixedbars%3Fx%3D1');
  });

  it('shows the start page in the shell with navigation and user menu', async () => {
    renderApp('/', admin);
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna Admin' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const home = nav.querySelector('a');
    expect(home?.textContent).toBe('Startseite');
    expect(home?.getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/Sie sind mit der Kundennummer 10001 angemeldet/)).toBeTruthy();
  });

  it('signs out from the user menu and lands on the login page without referer', async () => {
    renderApp('/', admin);
    const menuButton = await screen.findByRole('button', { name: 'Benutzermenü von Anna Admin' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
    expect(amplify.signOut).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/account/login');
  });

  it('switches the language from the top bar and stores it for the user', async () => {
    renderApp('/', admin);
    fireEvent.click(await screen.findByRole('button', { name: 'EN English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Anna Admin' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        url: '/api/session/language',
        method: 'PUT',
        body: { key: 'en' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'DE Deutsch' }));
    await screen.findByRole('heading', { name: 'Willkommen, Anna Admin' });
  });

  it('adopts the language stored for the user when the session arrives', async () => {
    serve(sessionFixture({ languageKey: 'en' }));
    renderApp('/', admin);
    expect(await screen.findByRole('heading', { name: 'Welcome, Anna Admin' })).toBeTruthy();
    expect(server.calls.some((call) => call.url === '/api/session/language')).toBe(false);
  });

  it('keeps a language chosen on the sign-in page after sign-in, and stores it for the user', async () => {
    const { chooseLanguageBeforeSignIn } = await import('../lib/i18n');
    await chooseLanguageBeforeSignIn('en');
    serve(sessionFixture({ languageKey: 'de' }));
    // The app starts in the language stored on this device, which the choice on the sign-in page set.
    renderWithApp(<AppRoutes />, { path: '/', user: admin, language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Anna Admin' })).toBeTruthy();
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        url: '/api/session/language',
        method: 'PUT',
        body: { key: 'en' },
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Willkommen, Anna Admin' })).toBeNull();
  });

  it('answers unknown addresses with a not-found page', async () => {
    renderApp('/does-not-exist', admin);
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});

describe('navigation and pages by permission', () => {
  const navigation = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });
  const linkNames = () =>
    within(navigation())
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows every administration page to an administrator', async () => {
    renderApp('/', admin);
    await screen.findByRole('heading', { name: 'Willkommen, Anna Admin' });
    expect(within(navigation()).getByRole('heading', { name: 'Verwaltung' })).toBeTruthy();
    expect(linkNames()).toEqual([
      'Startseite',
      'Kalender',
      'Meine Abwesenheiten',
      'Abwesenheiten freigeben',
      'Stempeln',
      'Meine Zeiten',
      'Soll/Ist',
      'Soll/Ist Team',
      'Buchungen prüfen',
      'Mein Jahreskonto',
      'Lohnexport',
      'Bereiche',
      'Benutzer',
      'Benutzergruppen',
      'Benutzerfelder',
      'Jahreskonten verwalten',
      'Einladungen',
      'Arbeitsplätze',
      'Schichtvorlagen',
      'Schichtzyklen',
      'Abwesenheitsarten',
      'Schlagwörter',
      'Fixleisten',
      'Rufbereitschaft',
      'Qualifikationen',
      'Objekte',
      'Kostenstellen, Zuschläge und Lohnarten',
      'Länder und Feiertage',
      'Einrichtung',
      'Regeln',
      'Gesetzliches Profil',
      'Rollen und Rechte',
      'Zeiterfassungsterminals',
      'Lohnexport-Einstellungen',
      'Edition und Abonnement',
      'Microsoft-Anmeldung',
      'Protokoll',
    ]);
    const headings = within(navigation())
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Organisation', 'Stammdaten', 'Verwaltung']);
  });

  it('hides the administration section from an employee', async () => {
    serve(
      sessionFixture({
        username: 'employee',
        displayName: 'Emil Employee',
        isAdmin: false,
        permissions: permissionsFor(['calendar.view', 'time.track']),
      }),
    );
    renderApp('/', { username: 'employee', customerNo: '10001' });
    // The greeting and the header name the person, not the username.
    await screen.findByRole('heading', { name: 'Willkommen, Emil Employee' });
    expect(screen.getByRole('button', { name: 'Benutzermenü von Emil Employee' })).toBeTruthy();
    expect(linkNames()).toEqual([
      'Startseite',
      'Kalender',
      'Stempeln',
      'Meine Zeiten',
      'Soll/Ist',
      'Mein Jahreskonto',
    ]);
    expect(within(navigation()).queryByRole('heading', { name: 'Verwaltung' })).toBeNull();
  });

  it('shows a planner only the entries their permissions allow', async () => {
    serve(
      sessionFixture({
        username: 'planner',
        displayName: 'Paula Planner',
        isAdmin: false,
        permissions: permissionsFor(['user.show', 'user.edit']),
      }),
    );
    renderApp('/', { username: 'planner', customerNo: '10001' });
    await screen.findByRole('heading', { name: 'Willkommen, Paula Planner' });
    expect(linkNames()).toEqual([
      'Startseite',
      'Benutzer',
      'Benutzergruppen',
      'Benutzerfelder',
      'Einladungen',
    ]);
  });

  it('answers a page the user may not open with access-deny', async () => {
    serve(sessionFixture({ isAdmin: false, permissions: permissionsFor(['user.show']) }));
    renderApp('/settings/roles', { username: 'planner', customerNo: '10001' });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert.' })).toBeTruthy();
    expect(server.calls.some((call) => call.url === '/api/roles')).toBe(false);
  });

  it('sends /settings to the first administration page the user may open', async () => {
    serve(sessionFixture({ isAdmin: false, permissions: permissionsFor(['audit.view']) }));
    renderApp('/settings', { username: 'auditor', customerNo: '10001' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings/audit'));
  });

  it('shows the days left of a trial, and the read-only banner after it', async () => {
    serve(sessionFixture({ trialEndsAt: new Date(Date.now() + 4.5 * 24 * 3600 * 1000).toISOString() }));
    renderApp('/', admin);
    expect(await screen.findByText('Testphase: noch 5 Tage.')).toBeTruthy();
    cleanup();
    serve(
      sessionFixture({ isTrialAndExpired: true, trialEndsAt: new Date(Date.now() - 1000).toISOString() }),
    );
    renderApp('/', admin);
    expect(
      await screen.findByText(/Alle Daten sind schreibgeschützt, bis eine Edition gewählt wird/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edition wählen' }).getAttribute('href')).toBe(
      '/settings/subscription',
    );
  });
});

describe('toasts and error boundary', () => {
  function ToastButton() {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast.error('Speichern fehlgeschlagen')}>
        toast
      </button>
    );
  }

  it('announces toasts in a live region and closes them', async () => {
    renderWithApp(<ToastButton />);
    fireEvent.click(screen.getByRole('button', { name: 'toast' }));
    const alert = screen.getAllByRole('alert').find((node) => node.textContent?.includes('Speichern'));
    expect(alert?.getAttribute('aria-live')).toBe('assertive');
    fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    await waitFor(() => expect(screen.queryByText('Speichern fehlgeschlagen')).toBeNull());
  });

  it('shows a friendly message with a reload button when a page fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    renderWithApp(
      <Routes>
        <Route
          path="/"
          element={
            <ErrorBoundary>
              <Broken />
            </ErrorBoundary>
          }
        />
      </Routes>,
    );
    expect(screen.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();
  });
});
