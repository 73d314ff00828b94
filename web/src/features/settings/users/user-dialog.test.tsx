// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUnit } from '@app/shared/units/unit';
import type { TUserField } from '@app/shared/user-fields/user-field';
import type { TUser } from '@app/shared/users/user';
import { renderSignedIn } from '#test/signed-in-app';
import { administratorRole, jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';

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
const person = (index: number): TUser => ({
  id: `0298${String(index).padStart(4, '0')}-b976-4d04-b264-509b5e908076`,
  username: `person${index}`,
  displayName: `Person ${String(index).padStart(2, '0')}`,
  email: `person${index}@example.com`,
  roleIds: [administratorRole.id],
  active: true,
  language: 'de',
  unitId: kitchen.id,
  extraUnitIds: [],
  responsibleUnitIds: null,
  userGroupIds: [],
  qualificationIds: [],
  fields: {},
  version: 2,
});
const emma = person(1);
const shoeSize: TUserField = {
  id: '7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  caption: 'Schuhgröße',
  fieldType: 'INT',
  options: [],
  required: true,
  order: 1,
  version: 1,
};

function renderUsers(...routes: FetchRoute[]) {
  return renderSignedIn('/settings/users', { session: sessionFixture() }, ...routes, ({ url, method }) => {
    if (url === '/api/users' && method === 'GET') return jsonResponse([emma]);
    if (url === '/api/roles') return jsonResponse([administratorRole]);
    if (url === '/api/units') return jsonResponse([company, kitchen]);
    if (url === '/api/user-fields') return jsonResponse([shoeSize]);
    if (url.endsWith('/key-cards') && method === 'GET') return jsonResponse({ cards: [], version: 0 });
    if (url.startsWith('/api/security/checks/')) return jsonResponse({ allowed: true });
    return undefined;
  });
}

async function openEmma() {
  fireEvent.click(await screen.findByRole('button', { name: 'Person 01 bearbeiten' }));
  return screen.findByRole('dialog', { name: 'Person 01 bearbeiten' });
}

describe('the users grid of a unit', () => {
  it('asks the server for the chosen unit and pages only when there are more than 25', async () => {
    const server = renderUsers(({ url }) =>
      url.startsWith(`/api/units/${kitchen.id}/users`)
        ? jsonResponse({
            items: [person(1), person(2)],
            total: 27,
            page: url.includes('page=2') ? 2 : 1,
            pageSize: 25,
          })
        : undefined,
    );
    await screen.findByRole('option', { name: 'Sonnenhof › Küche' });
    fireEvent.change(screen.getByLabelText('Bereich'), { target: { value: kitchen.id } });
    // The pager comes with the unit's answer (the list before it may hold the same people).
    expect(await screen.findByText('Seite 1 von 2')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Person 02/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(server.calls.some((call) => call.url === `/api/units/${kitchen.id}/users?page=2`)).toBe(true),
    );
  });

  it('shows no pager with 25 or fewer, and searches everyone by name', async () => {
    renderUsers();
    expect(await screen.findByRole('row', { name: /Person 01/ })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'nobody' } });
    expect(await screen.findByText('Keine Benutzer gefunden.')).toBeTruthy();
  });
});

describe('the user dialog', () => {
  it('has tabs for base data, units and custom fields, and checks a field by its type', async () => {
    const server = renderUsers(({ url, method, body }) =>
      url === `/api/users/${emma.id}` && method === 'PUT'
        ? jsonResponse({ ...emma, ...(body as object), version: 3 })
        : undefined,
    );
    const dialog = await openEmma();
    const tabs = within(dialog)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Stammdaten',
      'Bereiche',
      'Zuständigkeiten',
      'Eigene Felder',
      'Stempelkarten',
      'Arbeitszeit',
      'Abwesenheitsberechnung',
      'Zuschläge und Lohnarten',
      'Benutzergruppen',
      'Qualifikationen',
      'Anmeldung',
      'Foto',
    ]);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Eigene Felder' }));
    const size = await within(dialog).findByRole('textbox', { name: 'Schuhgröße' });
    const panel = within(dialog).getByRole('tabpanel', { name: /Eigene Felder/ });
    // Required: saving it empty is refused on the page, with nothing sent.
    fireEvent.click(within(panel).getByRole('button', { name: 'Speichern' }));
    expect(await within(panel).findByText('Bitte prüfen Sie diesen Wert.')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(size, { target: { value: '42' } });
    fireEvent.blur(size);
    expect(within(dialog).getByRole('tab', { name: /Eigene Felder.*ungespeicherte/ })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        fields: { [shoeSize.id]: 42 },
        version: 2,
      }),
    );
  });

  it('narrows the units a person is responsible for, from every unit to chosen ones', async () => {
    const server = renderUsers(({ url, method, body }) =>
      url === `/api/users/${emma.id}/responsible-units` && method === 'PUT'
        ? jsonResponse({ ...emma, responsibleUnitIds: (body as { unitIds: string[] }).unitIds, version: 3 })
        : undefined,
    );
    const dialog = await openEmma();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Zuständigkeiten' }));
    const panel = within(dialog).getByRole('tabpanel', { name: /Zuständigkeiten/ });
    const all = await within(panel).findByRole<HTMLInputElement>('radio', { name: 'Alle Bereiche' });
    expect(all.checked).toBe(true);
    fireEvent.click(within(panel).getByRole('radio', { name: /Nur diese Bereiche/ }));
    expect(within(panel).getByText(/Kein Bereich gewählt/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Sonnenhof › Küche' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        all: false,
        unitIds: [kitchen.id],
        version: 2,
      }),
    );
  });

  it('asks dismisschange when closing with unsaved input: cancel stays, close discards', async () => {
    renderUsers();
    const dialog = await openEmma();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Emma Neu' } });
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Schließen' })[0] as HTMLElement);
    const prompt = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Person 01 bearbeiten' })).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Schließen' })[0] as HTMLElement);
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Schließen ohne Speichern',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Person 01 bearbeiten' })).toBeNull());
  });

  it('offers at most five extra units: a sixth waits until one is unchecked', async () => {
    const units = [
      company,
      kitchen,
      ...[1, 2, 3, 4, 5, 6].map((n) =>
        unit(`1c1f7d2e-9b3e-4a4c-8d8f-2e3b4c5d6e7${n}`, `Team ${n}`, company.id),
      ),
    ];
    renderUsers(({ url }) => (url === '/api/units' ? jsonResponse(units) : undefined));
    const dialog = await openEmma();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Bereiche' }));
    const panel = within(dialog).getByRole('tabpanel', { name: /Bereiche/ });
    for (const n of [1, 2, 3, 4, 5])
      fireEvent.click(await within(panel).findByRole('checkbox', { name: `Sonnenhof › Team ${n}` }));
    expect(within(panel).getByRole('checkbox', { name: 'Sonnenhof › Team 6' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Sonnenhof › Team 5' }));
    expect(within(panel).getByRole('checkbox', { name: 'Sonnenhof › Team 6' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('adds key cards up to five, names the row of a missing value, and deletes after confirmation', async () => {
    const server = renderUsers(({ url, method, body }) =>
      url.endsWith('/key-cards') && method === 'PUT'
        ? jsonResponse({ cards: (body as { cards: unknown[] }).cards, version: 1 })
        : undefined,
    );
    const dialog = await openEmma();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Stempelkarten' }));
    const panel = within(dialog).getByRole('tabpanel', { name: /Stempelkarten/ });
    const add = await within(panel).findByRole('button', { name: 'Stempelkarte hinzufügen' });
    for (let n = 0; n < 5; n++) fireEvent.click(add);
    // The add button disappears at five; a new row is empty, of type DF and not active.
    expect(within(panel).queryByRole('button', { name: 'Stempelkarte hinzufügen' })).toBeNull();
    expect(within(panel).getByLabelText<HTMLInputElement>('Gerät 5').value).toBe('DF');
    expect(within(panel).getAllByRole('checkbox', { name: 'Aktiv' })[4]).toHaveProperty('checked', false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Speichern' }));
    expect(await within(panel).findByText('Zeile 1: Wert erforderlich (Karte).')).toBeTruthy();
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Löschen' })[4] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog', { name: 'Stempelkarte löschen' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: 'Löschen' })).toHaveLength(4));
    for (const n of [1, 2, 3, 4])
      fireEvent.change(within(panel).getByLabelText(`Karte ${n}`), { target: { value: ` 10${n} ` } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true));
    const sent = server.calls.find((call) => call.method === 'PUT')?.body as {
      cards: unknown[];
      version: number;
    };
    expect(sent.cards).toHaveLength(4);
    expect(sent.version).toBe(0);
  });
});

describe('user groups and login of a person', () => {
  const nurses = { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', name: 'Pflegekräfte', version: 1 };
  const drivers = { id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a', name: 'Fahrer', version: 1 };

  it('adds a group only once one is chosen, and saves the groups with the user', async () => {
    const server = renderUsers(({ url, method, body }) => {
      if (url === '/api/user-groups') return jsonResponse([nurses, drivers]);
      if (url === `/api/users/${emma.id}` && method === 'PUT')
        return jsonResponse({ ...emma, ...(body as object), version: 3 });
      return undefined;
    });
    const dialog = await openEmma();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Benutzergruppen' }));
    const panel = within(dialog).getByRole('tabpanel', { name: /Benutzergruppen/ });
    const add = await within(panel).findByRole('button', { name: 'Hinzufügen' });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.change(within(panel).getByLabelText('Zu Benutzergruppe hinzufügen'), {
      target: { value: drivers.id },
    });
    fireEvent.click(add);
    expect(within(panel).getByRole('button', { name: 'Aus Fahrer entfernen' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        userGroupIds: [drivers.id],
        version: 2,
      }),
    );
  });

  it('shows the login info and resets the mobile app after confirmation', async () => {
    let registered = true;
    const server = renderUsers(({ url, method }) => {
      if (url === `/api/users/${emma.id}/login-info`)
        return jsonResponse({
          name: emma.displayName,
          mailAddress: emma.email,
          username: emma.username,
          appRegistration: registered
            ? { deviceName: 'Pixel 8', registeredAt: '2026-03-01T07:00:00.000Z' }
            : null,
        });
      if (url === `/api/users/${emma.id}/app-registration` && method === 'DELETE') {
        registered = false;
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    const dialog = await openEmma();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Anmeldung' }));
    const panel = within(dialog).getByRole('tabpanel', { name: /Anmeldung/ });
    expect(await within(panel).findByText('person1@example.com')).toBeTruthy();
    expect(within(panel).getByText(/Pixel 8, registriert/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mobile App zurücksetzen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mobile App zurücksetzen' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mobile App zurücksetzen' }));
    expect(await within(panel).findByText('Nicht registriert')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});

describe('photo of a person', () => {
  it('takes image types up to 2 MB for the image editor, and refuses others', async () => {
    renderUsers(({ url }) =>
      url === `/api/users/${emma.id}/photo` ? jsonResponse({ url: null, updatedAt: null }) : undefined,
    );
    const dialog = await openEmma();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Foto' }));
    const panel = within(dialog).getByRole('tabpanel', { name: /Foto/ });
    expect(await within(panel).findByText('Noch kein Foto.')).toBeTruthy();
    const input = within(panel).getByLabelText('Foto wählen');
    const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await within(panel).findByText(/JPEG-, PNG-, GIF- oder WebP-Bild/)).toBeTruthy();
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await within(panel).findByText('Das Bild ist größer als 2 MB.')).toBeTruthy();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    const editor = await screen.findByRole('dialog', { name: 'Bild bearbeiten' });
    expect(within(editor).getByRole('button', { name: 'Nach links drehen' })).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Nach rechts drehen' })).toBeTruthy();
  });

  it('shows the photo in the users grid', async () => {
    renderSignedIn('/settings/users', { session: sessionFixture() }, ({ url }) => {
      if (url === '/api/users')
        return jsonResponse([{ ...emma, photoUrl: 'https://files.example/emma.jpg' }]);
      if (url === '/api/roles') return jsonResponse([administratorRole]);
      if (url === '/api/units') return jsonResponse([company, kitchen]);
      return undefined;
    });
    const image = await screen.findByRole('img', { name: 'Foto von Person 01' });
    expect(image.getAttribute('src')).toBe('https://files.example/emma.jpg');
  });
});

describe('extra pay and wage types of a person', () => {
  it("offers the company's rates or only the chosen ones, and saves each list with its version", async () => {
    const night = { id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', caption: 'Nachtzuschlag' };
    const holiday = { id: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c', caption: 'Urlaubsstunden' };
    const server = renderUsers(({ url, method, body }) => {
      if (url.startsWith('/api/hourly-rates?'))
        return jsonResponse([
          {
            ...night,
            account: '',
            accountNumber: '',
            comment: '',
            calculationType: 1,
            days: 255,
            valueType: 0,
            value: 25,
            from: '20:00',
            to: '06:00',
            enabled: true,
            version: 1,
          },
        ]);
      if (url.startsWith('/api/wage-types?'))
        return jsonResponse([
          {
            ...holiday,
            wageType: 5,
            calcType: 1,
            bookingKey: '1100',
            bookingAccount: '',
            value: null,
            enabled: true,
            version: 1,
          },
        ]);
      if (url === `/api/users/${emma.id}/hourly-rates` && method === 'GET')
        return jsonResponse({ ids: [], version: 0, companyDefault: true });
      if (url === `/api/users/${emma.id}/wage-types` && method === 'GET')
        return jsonResponse({ ids: [holiday.id], version: 2, companyDefault: false });
      if (method === 'PUT') return jsonResponse({ ...(body as object), version: 1 });
      return undefined;
    });
    const dialog = await openEmma();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Zuschläge und Lohnarten' }));
    const panel = within(dialog).getByRole('tabpanel', { name: /Zuschläge und Lohnarten/ });
    // Never chosen: the company's surcharges, and the single ones only once "only the chosen" is picked.
    const company = await within(panel).findByRole('radio', {
      name: 'Alle Zuschläge des Unternehmens (Standard)',
    });
    expect(company).toHaveProperty('checked', true);
    expect(within(panel).queryByRole('checkbox', { name: 'Nachtzuschlag' })).toBeNull();
    fireEvent.click(within(panel).getByRole('radio', { name: 'Nur die ausgewählten Zuschläge' }));
    expect(within(panel).getByText('Keine Auswahl: Diese Person erhält keine Zuschläge.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Nachtzuschlag' }));
    expect(within(panel).getByRole('checkbox', { name: 'Urlaubsstunden' })).toHaveProperty('checked', true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([
        {
          url: `/api/users/${emma.id}/hourly-rates`,
          method: 'PUT',
          body: { ids: [night.id], companyDefault: false, version: 0 },
        },
      ]),
    );
  });
});
