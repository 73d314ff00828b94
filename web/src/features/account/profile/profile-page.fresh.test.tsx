// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';
import type * as ProfileApi from './profile-api';

// The signed-in app replaces Amplify; Cognito's ChangePassword is replaced here at the page's own seam.
const cognito = vi.hoisted(() => ({ changeOwnPassword: vi.fn() }));
vi.mock('./profile-api', async (importOriginal) => ({
  ...(await importOriginal<typeof ProfileApi>()),
  changeOwnPassword: cognito.changeOwnPassword,
}));

const profile = {
  userId: '029856bc-b976-4d04-b264-509b5e908076',
  username: 'emma',
  displayName: 'Emma Mitarbeiterin',
  email: 'emma@example.com',
  language: 'de',
  version: 4,
};

function renderProfile(session = sessionFixture(), password = true) {
  return renderSignedIn('/account/profile', { session }, ({ url, method, body }) => {
    if (url === '/api/account/profile' && method === 'GET') return jsonResponse(profile);
    if (url === '/api/sso/my-login-methods')
      return jsonResponse({
        password,
        links: password
          ? []
          : [{ provider: 'microsoft', account: 'emma@example.com', linkedAt: '2026-03-12T09:00:00.000Z' }],
      });
    if (url === '/api/account/profile' && method === 'PUT')
      return jsonResponse({ ...profile, ...(body as object), version: 5 });
    if (url === '/api/account/email-confirmations' && method === 'POST')
      return new Response(null, { status: 204 });
    return undefined;
  });
}

describe('profile page', () => {
  it('saves one’s own name, address and language at the version read; a bad address is refused first', async () => {
    const server = renderProfile();
    const form = within(await screen.findByRole('form', { name: 'Mein Profil' }));
    const email = form.getByLabelText('E-Mail-Adresse');
    fireEvent.change(email, { target: { value: 'kaputt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Bitte geben Sie eine gültige E-Mail-Adresse ein/)).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(email, { target: { value: 'emma.neu@example.com' } });
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Emma Neu' } });
    fireEvent.change(form.getByLabelText('Sprache'), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        displayName: 'Emma Neu',
        email: 'emma.neu@example.com',
        language: 'en',
        version: 4,
      }),
    );
  });

  it('offers no password change to a person who signs in only through Microsoft', async () => {
    renderProfile(sessionFixture(), false);
    expect(await screen.findByText('Nein, Anmeldung nur über Microsoft')).toBeTruthy();
    expect(screen.queryByLabelText('Aktuelles Passwort')).toBeNull();
  });

  it('changes the password with the current one through Cognito and names a wrong current one', async () => {
    cognito.changeOwnPassword.mockRejectedValueOnce(
      Object.assign(new Error('no'), { name: 'NotAuthorizedException' }),
    );
    cognito.changeOwnPassword.mockResolvedValueOnce(undefined);
    renderProfile();
    fireEvent.change(await screen.findByLabelText('Aktuelles Passwort'), { target: { value: 'alt' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'Neues-Passwort-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Das aktuelle Passwort ist nicht richtig.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() => expect(cognito.changeOwnPassword).toHaveBeenCalledTimes(2));
    expect(cognito.changeOwnPassword).toHaveBeenLastCalledWith('alt', 'Neues-Passwort-1');
    expect(await screen.findByText('Ihr Passwort wurde geändert.')).toBeTruthy();
  });

  it('says a wrong current password in the language chosen after it appeared, and another failure as such', async () => {
    cognito.changeOwnPassword.mockRejectedValueOnce(
      Object.assign(new Error('no'), { name: 'NotAuthorizedException' }),
    );
    cognito.changeOwnPassword.mockRejectedValueOnce(
      Object.assign(new Error('slow down'), { name: 'LimitExceededException' }),
    );
    renderProfile();
    fireEvent.change(await screen.findByLabelText('Aktuelles Passwort'), { target: { value: 'alt' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'Neues-Passwort-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Das aktuelle Passwort ist nicht richtig.')).toBeTruthy();
    expect(screen.queryByText('Das Passwort erfüllt die Anforderungen nicht.')).toBeNull();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'EN English' }));
      expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText(/Too many failed attempts/)).toBeTruthy();
    } finally {
      fireEvent.click(screen.getByRole('button', { name: 'DE Deutsch' }));
      await screen.findByRole('button', { name: 'Passwort ändern' });
    }
  });

  it('lets an administrator send a new confirmation link to their address', async () => {
    const server = renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Bestätigungslink senden' }));
    expect(await screen.findByText('Ein Bestätigungslink ist unterwegs an emma@example.com.')).toBeTruthy();
    expect(server.calls.filter((call) => call.url === '/api/account/email-confirmations')).toHaveLength(1);
  });

  it('offers no confirmation link to who is not an administrator', async () => {
    renderProfile(sessionFixture({ isAdmin: false, permissions: permissionsFor(['calendar.view']) }));
    await screen.findByRole('form', { name: 'Mein Profil' });
    expect(screen.queryByRole('button', { name: 'Bestätigungslink senden' })).toBeNull();
  });
});
