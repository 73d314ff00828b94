// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TLoginMethods } from '@app/shared/sso/sso';
import type { TUnit } from '@app/shared/units/unit';
import type { TUser } from '@app/shared/users/user';
import { renderSignedIn } from '#test/signed-in-app';
import {
  administratorRole,
  errorResponse,
  jsonResponse,
  sessionFixture,
  type FetchRoute,
} from '#test/fixtures';

const company: TUnit = {
  id: '5b0f6c1e-8a2d-4f3b-9c7e-1d2a3b4c5d6e',
  name: 'Sonnenhof',
  unitType: 1,
  parentId: null,
  enabled: true,
  holidayRegion: null,
  version: 1,
};
const emma: TUser = {
  id: '02980001-b976-4d04-b264-509b5e908076',
  username: 'emma',
  displayName: 'Emma Weber',
  email: 'emma@example.com',
  roleIds: [administratorRole.id],
  active: true,
  language: 'de',
  unitId: company.id,
  extraUnitIds: [],
  responsibleUnitIds: null,
  userGroupIds: [],
  qualificationIds: [],
  fields: {},
  version: 2,
};
const loginInfo = {
  name: emma.displayName,
  mailAddress: emma.email,
  username: emma.username,
  appRegistration: null,
};

function renderUsers(...routes: FetchRoute[]) {
  return renderSignedIn('/settings/users', { session: sessionFixture() }, ...routes, ({ url, method }) => {
    if (url === '/api/users' && method === 'GET') return jsonResponse([emma]);
    if (url === '/api/roles') return jsonResponse([administratorRole]);
    if (url === '/api/units') return jsonResponse([company]);
    if (url === '/api/user-fields') return jsonResponse([]);
    if (url.startsWith('/api/security/checks/')) return jsonResponse({ allowed: true });
    if (url === `/api/users/${emma.id}/login-info`) return jsonResponse(loginInfo);
    return undefined;
  });
}

async function openLoginTab() {
  fireEvent.click(await screen.findByRole('button', { name: 'Emma Weber bearbeiten' }));
  const dialog = await screen.findByRole('dialog', { name: 'Emma Weber bearbeiten' });
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Anmeldung' }));
  return within(within(dialog).getByRole('tabpanel', { name: /Anmeldung/ }));
}

describe('the sign-in methods in the user dialog', () => {
  it('lists the person’s link and removes it through the invitations’ call after a confirmation', async () => {
    let methods: TLoginMethods = {
      password: true,
      links: [
        { provider: 'microsoft', account: 'emma@contoso.example', linkedAt: '2026-03-12T09:00:00.000Z' },
      ],
    };
    const server = renderUsers(({ url, method }) => {
      if (url === `/api/sso/login-methods/${emma.id}`) return jsonResponse(methods);
      if (url === `/api/invitations/${emma.id}/sso/microsoft` && method === 'DELETE') {
        methods = { password: true, links: [] };
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    const panel = await openLoginTab();
    expect(await panel.findByRole('heading', { name: 'Anmeldemethoden' })).toBeTruthy();
    expect(panel.getByText('verknüpft seit 12. März 2026')).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Verknüpfung entfernen: emma@contoso.example' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Verknüpfung mit emma@contoso.example entfernen?',
    });
    expect(confirm.textContent).toContain(
      'Emma Weber meldet sich danach nicht mehr über das Microsoft-Konto',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Verknüpfung entfernen' }));
    expect(await screen.findByText('Die Verknüpfung mit emma@contoso.example ist entfernt.')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/sso/microsoft'))).toBe(
      true,
    );
  });

  it('says the server’s refusal to remove the last way to sign in', async () => {
    renderUsers(({ url, method }) => {
      if (url === `/api/sso/login-methods/${emma.id}`) {
        return jsonResponse({
          password: false,
          links: [
            { provider: 'microsoft', account: 'emma@contoso.example', linkedAt: '2026-03-12T09:00:00.000Z' },
          ],
        });
      }
      if (method === 'DELETE') return errorResponse(409, 'SSO_LAST_LOGIN', 'Letzte Möglichkeit.');
      return undefined;
    });
    const panel = await openLoginTab();
    expect(await panel.findByText('Nein, Anmeldung nur über Microsoft')).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: /Verknüpfung entfernen/ }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Verknüpfung entfernen' }));
    expect(await within(confirm).findByText(/Das ist die letzte Möglichkeit dieser Person/)).toBeTruthy();
  });

  it('adds nothing for a person who signs in with a password only', async () => {
    const server = renderUsers(({ url }) =>
      url === `/api/sso/login-methods/${emma.id}` ? jsonResponse({ password: true, links: [] }) : undefined,
    );
    const panel = await openLoginTab();
    expect(await panel.findByText('emma@example.com')).toBeTruthy();
    await screen.findByText('Nicht registriert');
    expect(server.calls.some((call) => call.url === `/api/sso/login-methods/${emma.id}`)).toBe(true);
    expect(panel.queryByRole('heading', { name: 'Anmeldemethoden' })).toBeNull();
  });
});
