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

const jonas: TUser = {
  ...emma,
  id: '4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  username: 'jonas',
  displayName: 'Jonas Neu',
  email: 'jonas@example.com',
};
const lena: TUser = {
  ...emma,
  id: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
  username: 'lena',
  displayName: 'Lena Da',
  email: 'lena@example.com',
};
const gone: TUser = {
  ...emma,
  id: '8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b',
  username: 'gerd',
  displayName: 'Gerd Weg',
  email: 'gerd@example.com',
  active: false,
};
const states = [
  { userId: emma.id, state: 'none', invitedAt: null },
  { userId: jonas.id, state: 'invited', invitedAt: '2026-11-22T10:00:00.000Z' },
  { userId: lena.id, state: 'signedIn', invitedAt: '2026-11-20T10:00:00.000Z' },
  { userId: gone.id, state: 'none', invitedAt: null },
];

function renderInvitations() {
  return renderSignedIn('/settings/invitations', { session: sessionFixture() }, ({ url, method }) => {
    if (url === '/api/users' && method === 'GET') return jsonResponse([emma]);
    if (url === '/api/invitations' && method === 'GET')
      return jsonResponse([{ userId: emma.id, state: 'none', invitedAt: null }]);
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
    expect(atob((sent?.body as { content: string } | undefined)?.content ?? '')).toContain(
      'emma;Emma;kaputt',
    );
  });

  it('invites everyone not invited yet in one click, and says who was skipped and why', async () => {
    const server = renderSignedIn(
      '/settings/invitations',
      { session: sessionFixture() },
      ({ url, method }) => {
        if (url === '/api/users') return jsonResponse([emma, jonas, lena, gone]);
        if (url === '/api/invitations' && method === 'GET') return jsonResponse(states);
        if (url === '/api/invitations/bulk' && method === 'POST')
          return jsonResponse({
            counts: { invited: 1, skipped: 0 },
            invited: [{ userId: emma.id, name: emma.displayName, mail: emma.email }],
            skipped: [],
            summary: { messageKey: 'invitations.bulk.one', message: '1 Person eingeladen.' },
          });
        return undefined;
      },
    );
    // Where each one stands, with the day of the invitation.
    const jonasRow = await screen.findByRole('row', { name: /Jonas Neu/ });
    expect(within(jonasRow).getByText('Eingeladen am 22.11.2026, noch nicht angemeldet')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Lena Da/ })).getByText('Angemeldet')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Emma Mitarbeiterin/ })).getByText('Noch nicht eingeladen'),
    ).toBeTruthy();
    // Only Emma has no sign-in yet (the deactivated person does not count).
    fireEvent.click(await screen.findByRole('button', { name: 'Alle noch nicht Eingeladenen einladen (1)' }));
    expect(await screen.findByText('1 Person eingeladen.')).toBeTruthy();
    expect(server.calls.find((call) => call.url === '/api/invitations/bulk')?.body).toEqual({
      userIds: [emma.id],
      resend: false,
    });
    // The states are read again.
    await waitFor(() =>
      expect(server.calls.filter((call) => call.url === '/api/invitations')).toHaveLength(2),
    );
  });

  it('invites the selected people and lists those skipped with the reason', async () => {
    const server = renderSignedIn(
      '/settings/invitations',
      { session: sessionFixture() },
      ({ url, method }) => {
        if (url === '/api/users') return jsonResponse([emma, jonas, lena, gone]);
        if (url === '/api/invitations' && method === 'GET') return jsonResponse(states);
        if (url === '/api/invitations/bulk' && method === 'POST')
          return jsonResponse({
            counts: { invited: 1, skipped: 1 },
            invited: [{ userId: emma.id, name: emma.displayName, mail: emma.email }],
            skipped: [
              {
                userId: jonas.id,
                name: jonas.displayName,
                reason: 'alreadyInvited',
                messageKey: 'invitations.skipped.alreadyInvited',
                message:
                  'Jonas Neu wurde schon am 22.11.2026 eingeladen; mit „Erneut senden“ geht eine neue Einladung hinaus.',
              },
            ],
            summary: {
              messageKey: 'invitations.bulk.oneSkipped',
              message: '1 Person eingeladen, 1 übersprungen.',
            },
          });
        return undefined;
      },
    );
    const selected = await screen.findByRole('button', { name: 'Ausgewählte einladen (0)' });
    expect((selected as HTMLButtonElement).disabled).toBe(true);
    // A deactivated person cannot be chosen.
    expect(screen.queryByRole('checkbox', { name: 'Gerd Weg auswählen' })).toBeNull();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Emma Mitarbeiterin auswählen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Jonas Neu auswählen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ausgewählte einladen (2)' }));
    expect(await screen.findByText('1 Person eingeladen.')).toBeTruthy();
    expect(screen.getByText(/Jonas Neu wurde schon am 22\.11\.2026 eingeladen/)).toBeTruthy();
    expect(server.calls.find((call) => call.url === '/api/invitations/bulk')?.body).toEqual({
      userIds: [emma.id, jonas.id],
      resend: false,
    });
    // The choice is cleared after the invitation.
    expect(await screen.findByRole('button', { name: 'Ausgewählte einladen (0)' })).toBeTruthy();
  });

  it('sends a pending invitation again in one click', async () => {
    const server = renderSignedIn(
      '/settings/invitations',
      { session: sessionFixture() },
      ({ url, method }) => {
        if (url === '/api/users') return jsonResponse([emma, jonas]);
        if (url === '/api/invitations' && method === 'GET') return jsonResponse(states);
        if (url === '/api/invitations/bulk' && method === 'POST')
          return jsonResponse({
            counts: { invited: 1, skipped: 0 },
            invited: [{ userId: jonas.id, name: jonas.displayName, mail: jonas.email }],
            skipped: [],
            summary: { messageKey: 'invitations.bulk.one', message: '1 Person eingeladen.' },
          });
        return undefined;
      },
    );
    // Only the pending invitation can be sent again.
    const emmaRow = await screen.findByRole('row', { name: /Emma Mitarbeiterin/ });
    expect(within(emmaRow).queryByRole('button', { name: /erneut senden/ })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Einladung an Jonas Neu erneut senden' }));
    expect(await screen.findByText('Einladung an jonas@example.com gesendet.')).toBeTruthy();
    expect(server.calls.find((call) => call.url === '/api/invitations/bulk')?.body).toEqual({
      userIds: [jonas.id],
      resend: true,
    });
  });

  it('offers to invite everyone just imported, in one click from the report', async () => {
    const unitId = '5b0f8a52-6f0c-4f43-9a53-3f1f4c1b2a10';
    const taskId = '0c7f3a11-2b4e-4d5f-8a6b-7c8d9e0f1a2b';
    const importedIds = ['3f6a1d2e-1c0b-4a8e-9f7d-6b5c4a3b2c1d', '7e8f9a0b-1c2d-4e3f-8a9b-0c1d2e3f4a5b'];
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
      value: 4,
      steps: 4,
      percent: 100,
      log: [
        {
          at: '2026-11-22T10:00:00.000Z',
          level: 'INF',
          messageKey: 'userImport.done',
          message: '2 Personen in Wohnbereich 1 importiert.',
        },
      ],
      result: { imported: 2, refused: 0, userIds: importedIds },
      fileName: null,
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
    };
    const server = renderSignedIn(
      '/settings/invitations',
      { session: sessionFixture() },
      ({ url, method }) => {
        if (url === '/api/users') return jsonResponse([emma]);
        if (url === '/api/invitations' && method === 'GET') return jsonResponse([]);
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
          return jsonResponse({ ...task, running: true, succeeded: false, log: [], result: null }, 202);
        if (url === `/api/tasks/${taskId}`) return jsonResponse(task);
        if (url === '/api/invitations/bulk' && method === 'POST')
          return errorResponse(
            429,
            'MAIL_LIMIT_REACHED',
            'Ihr Unternehmen hat heute sein Tageskontingent von 50 E-Mails verbraucht.',
          );
        return undefined;
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Personen importieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personen importieren' });
    await within(dialog).findByRole('option', { name: 'Wohnbereich 1' });
    // The company's only unit is taken without asking.
    expect(within(dialog).getByLabelText<HTMLSelectElement>('In den Bereich').value).toBe(unitId);
    const file = new File(['Username;Name;E-Mail\nanna;Anna;anna@example.com\n'], 'leute.csv', {
      type: 'text/csv',
    });
    const input = dialog.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [file] } });
    const start = within(dialog).getByRole('button', { name: 'Importieren' });
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(start);
    expect(await within(dialog).findByText('2 Personen importiert.')).toBeTruthy();
    // Nothing to import again: the next step is the invitation.
    expect(within(dialog).queryByRole('button', { name: 'Importieren' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alle 2 jetzt einladen' }));
    // The day's mails are used up: said as the server says it, nothing else claimed.
    expect(await within(dialog).findByText(/Tageskontingent von 50 E-Mails/)).toBeTruthy();
    expect(server.calls.find((call) => call.url === '/api/invitations/bulk')?.body).toEqual({
      userIds: importedIds,
      resend: false,
    });
  });
});
