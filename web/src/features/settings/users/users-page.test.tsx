// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TRole } from '@app/shared/security/roles';
import type { TUnit } from '@app/shared/units/unit';
import type { TUser } from '@app/shared/users/user';
import { renderSignedIn } from '#test/signed-in-app';
import {
  administratorRole,
  errorResponse,
  jsonResponse,
  permissionsFor,
  sessionFixture,
  type FetchRoute,
} from '#test/fixtures';

const employeeRole: TRole = {
  id: '97e4449f-c9a7-4d6c-8186-bc0e37ed9dcf',
  name: 'Mitarbeiter',
  key: 'employee',
  permissions: ['calendar.view'],
  assignedUsers: 1,
  version: 1,
};
const unit = (id: string, name: string, parentId: string | null): TUnit => ({
  id,
  name,
  unitType: parentId ? 0 : 1,
  parentId,
  enabled: true,
  holidayRegion: null,
  version: 1,
});
const company = unit('5b0f6c1e-8a2d-4f3b-9c7e-1d2a3b4c5d6e', 'Sonnenhof', null);
const kitchen = unit('6c1f7d2e-9b3e-4a4c-8d8f-2e3b4c5d6e7f', 'Küche', company.id);
const self = sessionFixture();
const anna: TUser = {
  id: self.currentUserId,
  username: 'admin',
  displayName: 'Anna Admin',
  email: 'admin@example.com',
  roleIds: [administratorRole.id],
  active: true,
  language: 'de',
  unitId: null,
  extraUnitIds: [],
  responsibleUnitIds: null,
  userGroupIds: [],
  qualificationIds: [],
  fields: {},
  version: 1,
};
const emma: TUser = {
  id: '029856bc-b976-4d04-b264-509b5e908076',
  username: 'emma',
  displayName: 'Emma Mitarbeiterin',
  email: 'emma@example.com',
  roleIds: [employeeRole.id],
  active: true,
  language: 'de',
  unitId: null,
  extraUnitIds: [],
  responsibleUnitIds: null,
  userGroupIds: [],
  qualificationIds: [],
  fields: {},
  version: 3,
};

function renderUsers(session = self, ...routes: FetchRoute[]) {
  return renderSignedIn('/settings/users', { session }, ...routes, ({ url, method }) => {
    if (url === '/api/users' && method === 'GET') return jsonResponse([anna, emma]);
    if (url === '/api/roles' && method === 'GET') return jsonResponse([administratorRole, employeeRole]);
    if (url === '/api/units' && method === 'GET') return jsonResponse([company, kitchen]);
    return undefined;
  });
}

const check =
  (name: string, allowed: boolean): FetchRoute =>
  ({ url }) =>
    url.startsWith(`/api/security/checks/${name}?`)
      ? jsonResponse(
          allowed ? { allowed } : { allowed, messageKey: 'access-deny', message: 'Zugriff verweigert.' },
        )
      : undefined;

describe('users page', () => {
  it('lists users with state and role names; the signed-in user cannot deactivate or delete themself', async () => {
    renderUsers();
    const row = await screen.findByRole('row', { name: /Emma Mitarbeiterin/ });
    expect(within(row).getByText('Aktiv')).toBeTruthy();
    expect(await within(row).findByText('Mitarbeiter')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Emma Mitarbeiterin deaktivieren' })).toBeTruthy();
    const own = screen.getByRole('row', { name: /Anna Admin/ });
    expect(within(own).queryByRole('button', { name: /deaktivieren|löschen/ })).toBeNull();
  });

  it('is read-only with only user.show, and asks the server before opening a user', async () => {
    const viewer = sessionFixture({ isAdmin: false, permissions: permissionsFor(['user.show']) });
    const server = renderUsers(viewer, check('user-edit', false), check('user-show', true));
    expect(await screen.findByText('Sie können Benutzer ansehen, aber nicht ändern.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Neuer Benutzer' })).toBeNull();
    const row = await screen.findByRole('row', { name: /Emma Mitarbeiterin/ });
    expect(within(row).getByText('1 Rolle')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /deaktivieren|löschen/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Emma Mitarbeiterin anzeigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma Mitarbeiterin' });
    expect(
      await within(dialog).findByText('Sie dürfen diesen Benutzer ansehen, aber nicht ändern.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('emma@example.com')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(server.calls.map((call) => call.url)).toContain(
      `/api/security/checks/user-edit?userId=${emma.id}`,
    );
    expect(server.calls.some((call) => call.url === '/api/roles')).toBe(false);
  });

  it('creates a user with roles and an initial password that meets the policy', async () => {
    const server = renderUsers(self, ({ url, method, body }) =>
      url === '/api/users' && method === 'POST'
        ? jsonResponse({ ...emma, ...(body as object), id: 'f0e1d2c3-b4a5-4968-8776-655443322110' }, 201)
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Neuer Benutzer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Benutzer' });
    const input = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label, { exact: true });
    fireEvent.change(input('Name'), { target: { value: 'Max Muster' } });
    fireEvent.change(input('E-Mail'), { target: { value: 'max@example.com' } });
    fireEvent.change(input('Benutzername'), { target: { value: 'max' } });
    fireEvent.change(input('Erstes Passwort'), { target: { value: 'kurz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Benutzer anlegen' }));
    expect(await within(dialog).findByText('Das Passwort erfüllt die Anforderungen nicht.')).toBeTruthy();
    fireEvent.change(input('Erstes Passwort'), { target: { value: 'Willkommen2026' } });
    const roles = within(dialog).getByRole('group', { name: 'Rollen' });
    expect(within(roles).getByRole('checkbox', { name: 'Mitarbeiter' })).toHaveProperty('checked', true);
    fireEvent.click(within(roles).getByRole('checkbox', { name: 'Administrator' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Benutzer anlegen' }));
    expect(await screen.findByText('Benutzer Max Muster angelegt.')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'max',
      displayName: 'Max Muster',
      email: 'max@example.com',
      password: 'Willkommen2026',
      roleIds: [administratorRole.id, employeeRole.id],
      language: 'de',
      unitId: company.id,
    });
  });

  it('offers cancel, delete or deactivate instead when deleting', async () => {
    const server = renderUsers(self, ({ url, method }) =>
      url === `/api/users/${emma.id}/deactivate` && method === 'POST'
        ? jsonResponse({ ...emma, active: false, version: 4 })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Emma Mitarbeiterin löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Benutzer löschen' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stattdessen deaktivieren' }));
    expect(await screen.findByText('Benutzer Emma Mitarbeiterin deaktiviert.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('deletes with the version and shows a server refusal in the dialog', async () => {
    renderUsers(self, ({ url, method }) =>
      method === 'DELETE' && url === `/api/users/${emma.id}?version=3`
        ? errorResponse(409, 'LAST_ADMINISTRATOR', 'Mindestens ein aktiver Administrator muss bleiben.')
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Emma Mitarbeiterin löschen' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByText(/Administrator/)).toBeTruthy();
  });

  it('sends a new message to a person, in the app and by mail', async () => {
    const server = renderUsers(self, ({ url, method }) =>
      url === `/api/users/${emma.id}/message` && method === 'POST'
        ? jsonResponse({ mailed: true })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Nachricht an Emma Mitarbeiterin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Nachricht an Emma Mitarbeiterin' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    expect(await within(dialog).findAllByText('Bitte ausfüllen.')).toHaveLength(2);
    expect(server.calls.some((call) => call.url.endsWith('/message'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Betreff'), { target: { value: ' Dienstplan Mai ' } });
    fireEvent.change(within(dialog).getByLabelText('Nachricht'), { target: { value: 'Bitte prüfen.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Nachricht an Emma Mitarbeiterin gesendet.')).toBeTruthy();
    expect(server.calls.find((call) => call.url.endsWith('/message'))?.body).toEqual({
      subject: 'Dienstplan Mai',
      text: 'Bitte prüfen.',
    });
  });
});
