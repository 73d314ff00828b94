// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TObjectContainer, TObjectItem } from '@app/shared/objects/object';
import type { TUserField } from '@app/shared/user-fields/user-field';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';

const id = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const vehicles: TObjectContainer = { id: id(1), name: 'Fahrzeuge', version: 1 };
const rooms: TObjectContainer = { id: id(2), name: 'Räume', version: 1 };
const plate: TUserField = {
  id: id(11),
  caption: 'Kennzeichen',
  fieldType: 'TXT',
  options: [],
  required: true,
  order: 0,
  version: 1,
};
const van = (index: number, name: string, licence: string, isFavorite = false): TObjectItem => ({
  id: id(20 + index),
  containerId: vehicles.id,
  name,
  isFavorite,
  fields: { [plate.id]: licence },
  version: 1,
});
const room: TObjectItem = {
  id: id(30),
  containerId: rooms.id,
  name: 'Besprechungsraum',
  isFavorite: false,
  fields: {},
  version: 1,
};

function renderPage(...routes: FetchRoute[]) {
  return renderSignedIn('/masterdata/objects', { session: sessionFixture() }, ...routes, ({ url }) => {
    if (url === '/api/object-containers') return jsonResponse([vehicles, rooms]);
    if (url === `/api/object-containers/${vehicles.id}/fields`) return jsonResponse([plate]);
    if (url === `/api/object-containers/${rooms.id}/fields`) return jsonResponse([]);
    if (url === `/api/objects?objectContainerId=${vehicles.id}&limit=100`) {
      return jsonResponse({ items: [van(1, 'Transporter 1', 'D-SH 101', true), van(2, 'Kombi', 'D-SH 7')] });
    }
    if (url === `/api/objects?objectContainerId=${rooms.id}&limit=100`)
      return jsonResponse({ items: [room] });
    return undefined;
  });
}

describe('objects page', () => {
  it('without containers says what they are for and offers the first one, once', async () => {
    renderPage(({ url }) => (url === '/api/object-containers' ? jsonResponse([]) : undefined));
    expect(await screen.findByText(/^Noch keine Container\./)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Container' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Neuer Container' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it("shows the first container's objects with their field values and stars, and another container on choice", async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Transporter 1' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('D-SH 101')).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: 'Transporter 1 aus den Favoriten entfernen' }),
    ).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Kennzeichen' })).toBeTruthy();
    fireEvent.change(screen.getAllByRole('searchbox')[0] ?? document.body, { target: { value: 'sh 7' } });
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toContain('Kombi'),
    );
    expect(screen.queryByRole('rowheader', { name: 'Transporter 1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Räume' }));
    expect(await screen.findByRole('rowheader', { name: 'Besprechungsraum' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Objekte in Räume' })).toBeTruthy();
  });

  it('creates an object with its custom field, and says at the name when it is taken', async () => {
    let attempts = 0;
    const server = renderPage(({ url, method, body }) => {
      if (url !== '/api/objects' || method !== 'POST') return undefined;
      attempts++;
      return attempts === 1
        ? errorResponse(
            409,
            'OBJECT_NAME_TAKEN',
            'In diesem Container gibt es bereits ein Objekt mit diesem Namen.',
          )
        : jsonResponse({ ...van(3, 'x', ''), ...(body as object) }, 201);
    });
    const create = await screen.findByRole('button', { name: 'Neues Objekt' });
    // The dialog needs the container's fields: the button waits for them.
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    fireEvent.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Neues Objekt in Fahrzeuge' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Kombi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    // The licence plate is required.
    expect(await within(dialog).findByText('Dieser Wert passt nicht zum Feld.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Kennzeichen'), { target: { value: 'D-SH 8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('In diesem Container gibt es bereits ein Objekt mit diesem Namen.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Kombi 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Kombi 2“ angelegt.')).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      containerId: vehicles.id,
      name: 'Kombi 2',
      fields: { [plate.id]: 'D-SH 8' },
    });
  });
});
