// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TLoginMethods } from '@app/shared/sso/sso';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';

const profile = {
  userId: '029856bc-b976-4d04-b264-509b5e908076',
  username: 'emma',
  displayName: 'Emma Mitarbeiterin',
  email: 'emma@example.com',
  language: 'de',
  version: 4,
};
const linked: TLoginMethods = {
  password: true,
  links: [{ provider: 'microsoft', account: 'emma@contoso.example', linkedAt: '2026-03-12T09:00:00.000Z' }],
};

/** The profile of Emma, whose ways to sign in the calls below change like the server would. */
function renderProfile(
  initial: TLoginMethods,
  options: { language?: 'de' | 'en'; lastLogin?: boolean } = {},
) {
  let methods = initial;
  const language = options.language ?? 'de';
  return renderSignedIn(
    '/account/profile',
    {
      session: sessionFixture({
        isAdmin: false,
        languageKey: language,
        permissions: permissionsFor(['calendar.view']),
      }),
      language,
    },
    ({ url, method }) => {
      if (url === '/api/account/profile' && method === 'GET') return jsonResponse(profile);
      if (url === '/api/calendar-feed' && method === 'GET')
        return jsonResponse({ active: false, createdAt: null });
      if (url === '/api/sso/my-login-methods' && method === 'GET') return jsonResponse(methods);
      if (url === '/api/sso/my-login-methods/microsoft' && method === 'DELETE') {
        if (options.lastLogin) {
          return errorResponse(
            409,
            'SSO_LAST_LOGIN',
            'Das ist die letzte Möglichkeit dieser Person, sich anzumelden.',
          );
        }
        methods = { ...methods, links: [] };
        return new Response(null, { status: 204 });
      }
      return undefined;
    },
  );
}

async function loginMethodsSection() {
  const heading = await screen.findByRole('heading', { name: 'Anmeldemethoden' });
  return within(heading.parentElement as HTMLElement);
}

describe('the profile’s sign-in methods', () => {
  it('lists the password and the Microsoft link with the day it was made, in the reader’s language', async () => {
    renderProfile(linked);
    const section = await loginMethodsSection();
    expect(section.getByText('Ja, mit Kundennummer, Benutzername und Passwort')).toBeTruthy();
    expect(section.getByText('emma@contoso.example')).toBeTruthy();
    expect(section.getByText('verknüpft seit 12. März 2026')).toBeTruthy();
  });

  it('writes the day in English for an English reader', async () => {
    renderProfile(linked, { language: 'en' });
    const heading = await screen.findByRole('heading', { name: 'Sign-in methods' });
    expect(
      within(heading.parentElement as HTMLElement).getByText('linked since March 12, 2026'),
    ).toBeTruthy();
  });

  it('removes a link after a confirmation', async () => {
    const server = renderProfile(linked);
    const section = await loginMethodsSection();
    fireEvent.click(section.getByRole('button', { name: 'Verknüpfung entfernen: emma@contoso.example' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Verknüpfung mit emma@contoso.example entfernen?',
    });
    expect(dialog.textContent).toContain('Sie melden sich danach nicht mehr über das Microsoft-Konto');
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verknüpfung entfernen' }));
    expect(await screen.findByText('Die Verknüpfung mit emma@contoso.example ist entfernt.')).toBeTruthy();
    expect(server.calls).toContainEqual({
      url: '/api/sso/my-login-methods/microsoft',
      method: 'DELETE',
      body: undefined,
    });
    // Only a password is left: nothing more to say, no box.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Anmeldemethoden' })).toBeNull());
  });

  it('keeps the last way to sign in and says why', async () => {
    renderProfile({ ...linked, password: false }, { lastLogin: true });
    const section = await loginMethodsSection();
    expect(section.getByText('Nein, Anmeldung nur über Microsoft')).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: /Verknüpfung entfernen/ }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verknüpfung entfernen' }));
    expect(
      await within(dialog).findByText(/Das ist die letzte Möglichkeit dieser Person, sich anzumelden/),
    ).toBeTruthy();
    expect(section.getByText('emma@contoso.example')).toBeTruthy();
  });

  it('shows no box when a password is all there is', async () => {
    const server = renderProfile({ password: true, links: [] });
    expect(await screen.findByRole('heading', { name: 'Passwort ändern' })).toBeTruthy();
    await waitFor(() =>
      expect(server.calls.some((call) => call.url === '/api/sso/my-login-methods')).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'Anmeldemethoden' })).toBeNull();
  });
});
