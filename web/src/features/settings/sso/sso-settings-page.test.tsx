// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TRole } from '@app/shared/security/roles';
import type { TSsoSettings } from '@app/shared/sso/sso';
import type { TUnit } from '@app/shared/units/unit';
import { renderSignedIn } from '#test/signed-in-app';
import {
  administratorRole,
  errorResponse,
  jsonResponse,
  sessionFixture,
  type FetchRoute,
} from '#test/fixtures';

const directoryId = '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f';
const company: TUnit = {
  id: '5b0f6c1e-8a2d-4f3b-9c7e-1d2a3b4c5d6e',
  name: 'Sonnenhof',
  unitType: 1,
  parentId: null,
  enabled: true,
  holidayRegion: null,
  version: 1,
};
const kitchen: TUnit = {
  ...company,
  id: '6c1f7d2e-9b3e-4a4c-8d8f-2e3b4c5d6e7f',
  name: 'Küche',
  unitType: 0,
  parentId: company.id,
};
const employeeRole: TRole = {
  id: '7d2e8f3a-0c4f-4b5d-9e0a-3f4a5b6c7d8e',
  name: 'Mitarbeiter',
  key: 'employee',
  permissions: [],
  assignedUsers: 5,
  version: 1,
};
const defaults: TSsoSettings = {
  enabled: false,
  directoryId: null,
  allowPassword: true,
  matchClaim: 'email',
  linkByClaim: true,
  unknownUsers: 'refuse',
  createUnitId: null,
  createRoleId: null,
  version: 0,
};

function renderPage(
  settings: TSsoSettings,
  options: { edition?: 'professional' | 'free' } = {},
  ...routes: FetchRoute[]
) {
  const session = options.edition
    ? sessionFixture({
        edition: options.edition,
        isTrial: false,
        trialEndsAt: null,
        isFreeEdition: options.edition === 'free',
      })
    : sessionFixture();
  return renderSignedIn('/settings/sso', { session }, ...routes, ({ url, method }) => {
    if (url === '/api/sso/settings' && method === 'GET') return jsonResponse(settings);
    if (url === '/api/units') return jsonResponse([company, kitchen]);
    if (url === '/api/roles') return jsonResponse([administratorRole, employeeRole]);
    return undefined;
  });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
const puts = (server: ReturnType<typeof renderPage>) => server.calls.filter((call) => call.method === 'PUT');

describe('the Microsoft sign-in settings', () => {
  it('shows the settings and what the company must do, and is in the administration menu', async () => {
    renderPage({ ...defaults, enabled: true, directoryId, version: 3 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Microsoft-Anmeldung' })).toBeTruthy();
    expect(await screen.findByLabelText<HTMLInputElement>('Verzeichnis-ID (Mandanten-ID)')).toHaveProperty(
      'value',
      directoryId,
    );
    expect(screen.getByRole('checkbox', { name: 'Microsoft-Anmeldung anbieten' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText('Im Microsoft Entra Admin Center unter Übersicht > Mandanten-ID.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'E-Mail-Adresse' })).toHaveProperty('checked', true);
    const steps = screen.getByRole('list', { name: 'So richten Sie die Microsoft-Anmeldung ein' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(steps.textContent).toContain('stimmt der App „Shiftplan“ einmal für das ganze Verzeichnis zu');
    expect(screen.getByRole('link', { name: 'Microsoft-Anmeldung' }).getAttribute('href')).toBe(
      '/settings/sso',
    );
  });

  it('asks for the directory ID when Microsoft sign-in is offered, and for a GUID', async () => {
    const server = renderPage(defaults);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Microsoft-Anmeldung anbieten' }));
    save();
    expect(
      await screen.findByText(
        'Für die Microsoft-Anmeldung braucht es die Verzeichnis-ID Ihres Unternehmens.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verzeichnis-ID (Mandanten-ID)'), {
      target: { value: 'contoso' },
    });
    save();
    expect(await screen.findByText(/als GUID ein/)).toBeTruthy();
    expect(puts(server)).toHaveLength(0);
  });

  it('asks for the unit and the role of people created at their first sign-in', async () => {
    const server = renderPage(defaults);
    fireEvent.click(await screen.findByRole('radio', { name: 'Bei ihrer ersten Anmeldung anlegen' }));
    save();
    await waitFor(() =>
      expect(
        screen.getAllByText(
          'Wählen Sie Bereich und Rolle für Personen, die bei ihrer ersten Anmeldung angelegt werden.',
        ),
      ).toHaveLength(2),
    );
    expect(puts(server)).toHaveLength(0);
  });

  it('saves with the version: directory, passwords, matching and where newcomers go', async () => {
    const server = renderPage(defaults, {}, ({ url, method, body }) =>
      url === '/api/sso/settings' && method === 'PUT'
        ? jsonResponse({ ...(body as TSsoSettings), version: 1 })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Microsoft-Anmeldung anbieten' }));
    fireEvent.change(screen.getByLabelText('Verzeichnis-ID (Mandanten-ID)'), {
      target: { value: ` ${directoryId.toUpperCase()} ` },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /auch mit Passwort anmelden/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Benutzerprinzipalname (UPN)' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Bei ihrer ersten Anmeldung anlegen' }));
    const unit = await screen.findByRole<HTMLInputElement>('combobox', { name: /Bereich für neue Personen/ });
    act(() => unit.focus());
    fireEvent.change(unit, { target: { value: 'Kü' } });
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Küche/ }));
    fireEvent.change(screen.getByRole('combobox', { name: /Rolle für neue Personen/ }), {
      target: { value: employeeRole.id },
    });
    save();
    expect(await screen.findByText('Die Microsoft-Anmeldung ist gespeichert.')).toBeTruthy();
    expect(puts(server)[0]?.body).toEqual({
      enabled: true,
      directoryId,
      allowPassword: false,
      matchClaim: 'upn',
      linkByClaim: true,
      unknownUsers: 'create',
      createUnitId: kitchen.id,
      createRoleId: employeeRole.id,
      version: 0,
    });
  });

  it('says that someone else saved in between and reloads their settings', async () => {
    let stored: TSsoSettings = defaults;
    const server = renderSignedIn('/settings/sso', {}, ({ url, method }) => {
      if (url === '/api/sso/settings' && method === 'GET') return jsonResponse(stored);
      if (url === '/api/sso/settings' && method === 'PUT') {
        stored = { ...defaults, enabled: true, directoryId, version: 2 };
        return errorResponse(409, 'CONFLICT');
      }
      if (url === '/api/units') return jsonResponse([company]);
      if (url === '/api/roles') return jsonResponse([administratorRole]);
      return undefined;
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /auch mit Passwort anmelden/ }));
    save();
    expect(await screen.findByText(/Jemand anderes hat dies zwischenzeitlich geändert/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Verzeichnis-ID (Mandanten-ID)').value).toBe(
        directoryId,
      ),
    );
    expect(
      server.calls.filter((call) => call.url === '/api/sso/settings' && call.method === 'GET'),
    ).toHaveLength(2);
  });

  it('opens the edition dialog when the server refuses the save for the edition (402)', async () => {
    renderPage(defaults, {}, ({ url, method }) =>
      url === '/api/sso/settings' && method === 'PUT'
        ? errorResponse(402, 'EDITION_LIMIT', 'Nicht enthalten.', {
            feature: 'microsoftSignIn',
            edition: 'professional',
          })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: /auch mit Passwort anmelden/ }));
    save();
    const dialog = await screen.findByRole('dialog', { name: 'In Ihrer Edition nicht enthalten' });
    expect(dialog.textContent).toContain('Anmeldung mit Microsoft ist in der Enterprise Edition enthalten');
    expect(screen.queryByText('Nicht enthalten.')).toBeNull();
  });

  it('is disabled with the edition notice in an edition without Microsoft sign-in', async () => {
    const server = renderPage(defaults, { edition: 'professional' });
    const checkbox = await screen.findByRole('checkbox', { name: 'Microsoft-Anmeldung anbieten' });
    expect(screen.getByText('In Ihrer Edition nicht enthalten')).toBeTruthy();
    expect(screen.getByText(/Anmeldung mit Microsoft ist in der Enterprise Edition enthalten/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edition wechseln' }).getAttribute('href')).toBe(
      '/settings/subscription',
    );
    // Disabled by their fieldset, as a browser sees it.
    expect(checkbox.matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Verzeichnis-ID (Mandanten-ID)').matches(':disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: 'E-Mail-Adresse' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveProperty('disabled', true);
    save();
    expect(puts(server)).toHaveLength(0);
  });

  it('speaks English', async () => {
    renderSignedIn(
      '/settings/sso',
      { session: sessionFixture({ languageKey: 'en' }), language: 'en' },
      ({ url }) => {
        if (url === '/api/sso/settings') return jsonResponse(defaults);
        if (url === '/api/units') return jsonResponse([company]);
        if (url === '/api/roles') return jsonResponse([administratorRole]);
        return undefined;
      },
    );
    expect(await screen.findByRole('checkbox', { name: 'Offer Microsoft sign-in' })).toBeTruthy();
    expect(screen.getByText('In the Microsoft Entra admin center under Overview > Tenant ID.')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'People may also sign in with their password' }),
    ).toBeTruthy();
  });
});
