// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { permissionAreas, permissionDefinitions, permissionNames } from '@app/shared/security/permissions';
import type { TRole } from '@app/shared/security/roles';
import { renderSignedIn } from '#test/signed-in-app';
import { administratorRole, errorResponse, jsonResponse, type FetchRoute } from '#test/fixtures';

const planner: TRole = {
  id: '3cc891be-cc74-4ed7-a3a6-e70e878450b5',
  name: 'Planer',
  key: 'planner',
  permissions: ['user.show', 'calendar.view', 'calendar.plan'],
  assignedUsers: 2,
  version: 4,
};
const shiftLeads: TRole = {
  id: '97e4449f-c9a7-4d6c-8186-bc0e37ed9dcf',
  name: 'Schichtleitung',
  key: null,
  permissions: ['calendar.view'],
  assignedUsers: 0,
  version: 2,
};

const catalog = {
  areas: [...permissionAreas],
  permissions: permissionNames.map((name) => ({ name, area: permissionDefinitions[name].area })),
};

function renderRoles(...routes: FetchRoute[]) {
  return renderSignedIn('/settings/roles', {}, ...routes, ({ url, method }) => {
    if (url === '/api/roles' && method === 'GET')
      return jsonResponse([administratorRole, planner, shiftLeads]);
    if (url === '/api/security/permissions') return jsonResponse(catalog);
    return undefined;
  });
}

describe('roles page', () => {
  it('lists the roles with their number of permissions and users', async () => {
    renderRoles();
    const row = await screen.findByRole('row', { name: /Planer/ });
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /^Administrator/ })).getByText('Alle')).toBeTruthy();
  });

  it('edits a role with a permission checklist grouped by area', async () => {
    const server = renderRoles(({ url, method, body }) =>
      url === `/api/roles/${planner.id}` && method === 'PUT'
        ? jsonResponse({ ...planner, ...(body as object), version: 5 })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rolle Planer bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rolle Planer bearbeiten' });
    const calendar = await within(dialog).findByRole('group', { name: 'Dienstplan' });
    expect(within(calendar).getByRole('checkbox', { name: 'Dienstplan planen' })).toHaveProperty(
      'checked',
      true,
    );
    const admin = within(dialog).getByRole('checkbox', { name: 'Administrator (alle Rechte)' });
    expect(admin.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Gewährt alle Rechte, auch später hinzukommende.')).toBeTruthy();

    fireEvent.click(within(calendar).getByRole('checkbox', { name: 'Dienstplan veröffentlichen' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Dienstplan planen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Planer',
      permissions: ['user.show', 'calendar.view', 'calendar.publish'],
      version: 4,
    });
  });

  it('says at the name field that another role has the name', async () => {
    renderRoles(({ url, method }) =>
      url === `/api/roles/${planner.id}` && method === 'PUT'
        ? jsonResponse(
            {
              error: {
                code: 'ROLE_NAME_TAKEN',
                messageKey: 'error.ROLE_NAME_TAKEN',
                message: 'Eine Rolle mit diesem Namen gibt es bereits.',
                details: { issues: [{ path: 'body.name', code: 'ROLE_NAME_TAKEN', message: '' }] },
              },
            },
            409,
          )
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rolle Planer bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rolle Planer bearbeiten' });
    await within(dialog).findByRole('group', { name: 'Dienstplan' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: 'Administrator' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Eine Rolle mit diesem Namen gibt es bereits.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('reports a change made meanwhile and loads the current version', async () => {
    renderRoles(({ url, method }) => {
      if (url !== `/api/roles/${planner.id}`) return undefined;
      if (method === 'PUT') return errorResponse(409, 'CONFLICT');
      return jsonResponse({ ...planner, name: 'Planung', version: 5 });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rolle Planer bearbeiten' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Zwischenzeitlich geändert')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aktuellen Stand laden' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Planung'),
    );
    expect(within(dialog).queryByText('Zwischenzeitlich geändert')).toBeNull();
  });

  it('explains why an assigned role cannot be deleted', async () => {
    const server = renderRoles();
    fireEvent.click(await screen.findByRole('button', { name: 'Rolle Planer löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rolle löschen' });
    expect(dialog.textContent).toContain(
      'Diese Rolle ist 2 Benutzern zugewiesen und kann nicht gelöscht werden.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('deletes an unassigned role after confirmation', async () => {
    const server = renderRoles(({ url, method }) =>
      method === 'DELETE' && url.startsWith(`/api/roles/${shiftLeads.id}`)
        ? new Response(null, { status: 204 })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rolle Schichtleitung löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rolle löschen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Rolle Schichtleitung gelöscht.')).toBeTruthy();
    expect(server.calls).toContainEqual({
      url: `/api/roles/${shiftLeads.id}?version=2`,
      method: 'DELETE',
      body: undefined,
    });
  });
});
