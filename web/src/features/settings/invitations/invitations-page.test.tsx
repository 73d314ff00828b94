// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUser } from '@app/shared/users/user';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, sessionFixture } from '#test/fixtures';

const emma: TUser = {
  id: '029856bc-b976-4d04-b264-509b5e908076',
  username: 'emma',
  displayName: 'Emma Mitarbeiterin',
  email: 'emma@example.com',
  roleIds: [],
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

function renderInvitations() {
  return renderSignedIn('/settings/invitations', { session: sessionFixture() }, ({ url, method }) => {
    if (url === '/api/users' && method === 'GET') return jsonResponse([emma]);
    if (url === '/api/invitations/providers') return jsonResponse([]);
    if (url === `/api/invitations/${emma.id}` && method === 'POST')
      return jsonResponse({
        userId: emma.id,
        mail: 'emma.neu@example.com',
        invitedAt: '2026-11-22T10:00:00.000Z',
      });
    if (url === `/api/account/password-resets/${emma.id}`) return new Response(null, { status: 204 });
    return undefined;
  });
}

async function openWizard() {
  const row = await screen.findByRole('row', { name: /Emma Mitarbeiterin/ });
  fireEvent.click(within(row).getByRole('button', { name: 'Einladen: Emma Mitarbeiterin' }));
  return screen.findByRole('dialog', { name: 'Emma Mitarbeiterin einladen' });
}

describe('invitations page', () => {
  it('refuses a malformed address with invalidmail and keeps the focus on it', async () => {
    const server = renderInvitations();
    const dialog = await openWizard();
    const mail = within(dialog).getByLabelText('E-Mail-Adresse für die Einladung');
    for (const value of ['', 'keine-adresse', `${'x'.repeat(95)}@example.com`]) {
      fireEvent.change(mail, { target: { value } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter' }));
      expect(await within(dialog).findByText(/Bitte geben Sie eine gültige E-Mail-Adresse ein/)).toBeTruthy();
      expect(document.activeElement).toBe(mail);
    }
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('confirms on the second page, allows going back, and invites', async () => {
    const server = renderInvitations();
    const dialog = await openWizard();
    const mail = within(dialog).getByLabelText('E-Mail-Adresse für die Einladung');
    expect((mail as HTMLInputElement).value).toBe('emma@example.com');
    fireEvent.change(mail, { target: { value: ' emma.neu@example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(
      await within(dialog).findByText('Emma Mitarbeiterin erhält eine Einladung an emma.neu@example.com.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/vorläufiges Passwort, gültig für 7 Tage/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zurück' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Weiter' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Einladen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const invite = server.calls.find((call) => call.method === 'POST');
    expect(invite).toMatchObject({
      url: `/api/invitations/${emma.id}`,
      body: { mail: 'emma.neu@example.com' },
    });
  });

  it('shows the server’s refusal on the confirmation page', async () => {
    renderSignedIn('/settings/invitations', { session: sessionFixture() }, ({ url, method }) => {
      if (url === '/api/users') return jsonResponse([emma]);
      if (url === '/api/invitations/providers') return jsonResponse([]);
      if (method === 'POST') return errorResponse(409, 'USER_INACTIVE', 'Dieser Benutzer ist deaktiviert.');
      return undefined;
    });
    const dialog = await openWizard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Einladen' }));
    expect(await within(dialog).findByText(/deaktiviert/)).toBeTruthy();
  });

  it('gives a temporary password within the policy', async () => {
    const server = renderInvitations();
    const row = await screen.findByRole('row', { name: /Emma Mitarbeiterin/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Passwort zurücksetzen: Emma Mitarbeiterin' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Passwort von Emma Mitarbeiterin zurücksetzen',
    });
    const field = within(dialog).getByLabelText('Vorläufiges Passwort');
    fireEvent.change(field, { target: { value: 'kurz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(await within(dialog).findByText(/erfüllt die Anforderungen nicht/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Vorlaeufig-2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Passwort zurücksetzen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: `/api/account/password-resets/${emma.id}`,
      body: { temporaryPassword: 'Vorlaeufig-2026' },
    });
  });

  it('imports a file into the chosen unit and shows the report', async () => {
    const unitId = '5b0f8a52-6f0c-4f43-9a53-3f1f4c1b2a10';
    const taskId = '0c7f3a11-2b4e-4d5f-8a6b-7c8d9e0f1a2b';
    const task = {
      progressId: taskId,
      kind: 'import',
      type: 'users.import',
      name: 'Benutzerimport',
      running: false,
      succeeded: true,
      hasDownload: false,
      errorMessage: null,
      errorKey: null,
      detail: null,
      value: 2,
      steps: 2,
      percent: 100,
      log: [
        {
          at: '2026-11-22T10:00:00.000Z',
          level: 'ERR',
          messageKey: 'x',
          message: 'Zeile 3: Das ist keine gültige E-Mail-Adresse.',
        },
      ],
      result: { imported: 0, refused: 1 },
      fileName: null,
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
    };
    const server = renderSignedIn(
      '/settings/invitations',
      { session: sessionFixture() },
      ({ url, method }) => {
        if (url === '/api/users') return jsonResponse([emma]);
        if (url === '/api/units')
          return jsonResponse([
            {
              id: unitId,
              name: 'Wohnbereich 1',
              unitType: 0,
              parentId: null,
              enabled: true,
              holidayRegion: null,
              version: 1,
            },
          ]);
        if (url === '/api/user-imports' && method === 'POST')
          return jsonResponse({ ...task, running: true, succeeded: false, log: [] }, 202);
        if (url === `/api/tasks/${taskId}`) return jsonResponse(task);
        return undefined;
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Personen importieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personen importieren' });
    const start = within(dialog).getByRole('button', { name: 'Importieren' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    await within(dialog).findByRole('option', { name: 'Wohnbereich 1' });
    fireEvent.change(within(dialog).getByLabelText('In den Bereich'), { target: { value: unitId } });
    const file = new File(['Username;Name;E-Mail\nemma;Emma;kaputt\n'], 'leute.csv', { type: 'text/csv' });
    const input = dialog.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(start);
    expect(await within(dialog).findByText('Zeile 3: Das ist keine gültige E-Mail-Adresse.')).toBeTruthy();
    const sent = server.calls.find((call) => call.url === '/api/user-imports');
    expect(sent?.body).toMatchObject({ unitId, fileName: 'leute.csv' });
    expect(atob((sent?.body as { content: string }).content)).toContain('emma;Emma;kaputt');
  });
});
