// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithApp } from '../test/render-with-app';

const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
  fetchAuthSession: vi.fn(() => Promise.resolve({})),
}));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));

const { AppRoutes } = await import('./routes');
const { useToast } = await import('./toast');
const { ErrorBoundary } = await import('./error-boundary');

const admin = { username: 'admin', customerNo: '10001' };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderApp(path: string, user: typeof admin | null) {
  return renderWithApp(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { path, user },
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('route guard and shell', () => {
  it('sends a signed-out visitor to the login page with the way back', async () => {
    renderApp('/fixedbars?x=1', null);
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/account/login?referer=%2Ffixedbars%3Fx%3D1');
  });

  it('shows the start page in the shell with navigation and user menu', async () => {
    renderApp('/', admin);
    expect(await screen.findByRole('heading', { name: 'Willkommen, admin' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const home = nav.querySelector('a');
    expect(home?.textContent).toBe('Startseite');
    expect(home?.getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/Sie sind mit der Kundennummer 10001 angemeldet/)).toBeTruthy();
  });

  it('signs out from the user menu and lands on the login page without referer', async () => {
    renderApp('/', admin);
    const menuButton = await screen.findByRole('button', { name: 'Benutzermenü von admin' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
    expect(amplify.signOut).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/account/login');
  });

  it('switches the language from the top bar', async () => {
    renderApp('/', admin);
    fireEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, admin' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    fireEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    await screen.findByRole('heading', { name: 'Willkommen, admin' });
  });

  it('answers unknown addresses with a not-found page', async () => {
    renderApp('/does-not-exist', admin);
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
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
