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
  userGroupIds: [],
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
    expect(await screen.findByRole('row', { name: /Person 02/ })).toBeTruthy();
    expect(screen.getByText('Seite 1 von 2')).toBeTruthy();
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
      'Eigene Felder',
      'Stempelkarten',
      'Arbeitszeit',
      'Abwesenheitsberechnung',
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
