// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TResource } from '@app/shared/resources/resource';
import type { TUnit, TUnitSetting } from '@app/shared/units/unit';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, type FetchRoute } from '#test/fixtures';

const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const unit = (n: number, name: string, parentId: string | null): TUnit => ({
  id: id(n),
  name,
  unitType: 0,
  parentId,
  enabled: true,
  holidayRegion: null,
  version: 1,
});
const site = unit(1, 'Haus am Park', null);
const team = unit(2, 'Wohnbereich 1', site.id);
const resource = (n: number, caption: string): TResource => ({
  id: id(50 + n),
  caption,
  comments: '',
  backColor: '#ffffff',
  foreColor: '#000000',
  enabled: true,
  version: 1,
});
const [care, cleaning, kitchen] = [resource(1, 'Pflege'), resource(2, 'Reinigung'), resource(3, 'Küche')];

function renderEditors(settings: TUnitSetting[] = [], ...routes: FetchRoute[]) {
  return renderSignedIn('/organisation/units', {}, ...routes, ({ url, method, body }) => {
    if (url === '/api/units' && method === 'GET') return jsonResponse([site, team]);
    if (url === '/api/resources/list') return jsonResponse([care, cleaning, kitchen]);
    const data = /^\/api\/units\/([\w-]+)\/(manning|resources|settings|timeline)$/.exec(url);
    if (data && method === 'GET') {
      const unitId = data[1];
      if (data[2] === 'manning') return jsonResponse({ unitId, levels: [], version: 0 });
      if (data[2] === 'timeline') return jsonResponse({ unitId, data: null, version: 0 });
      if (data[2] === 'settings') return jsonResponse(unitId === team.id ? settings : []);
      return jsonResponse(
        unitId === team.id
          ? { unitId, resourceIds: [care.id, cleaning.id], version: 2 }
          : { unitId, resourceIds: [], version: 0 },
      );
    }
    if (method === 'PUT' && data?.[2] === 'resources')
      return jsonResponse({ unitId: data[1], ...(body as object) });
    if (method === 'PUT' && data?.[2] === 'timeline')
      return jsonResponse({ unitId: data[1], ...(body as object) });
    if (method === 'PUT' && url.includes('/settings/'))
      return jsonResponse({ key: 'k', kind: 'text', value: null, version: 1 });
    if (method === 'DELETE' && url.includes('/settings/')) return new Response(null, { status: 204 });
    return undefined;
  });
}

async function chooseTeam() {
  fireEvent.click(await screen.findByRole('treeitem', { name: /Wohnbereich 1/ }));
  return screen.findByRole('region', { name: 'Wohnbereich 1' });
}

describe('the editors of the units page', () => {
  it('orders, adds and removes the resources of a unit from the catalogue, flagged until saved', async () => {
    const server = renderEditors();
    const detail = await chooseTeam();
    const heading = within(detail).getByRole('heading', { name: /^Arbeitsplätze/ });
    const list = await within(detail).findByRole('list', { name: 'Arbeitsplätze' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Pflege', 'Reinigung']);
    expect(heading.textContent).not.toContain('nicht gespeichert');
    fireEvent.click(within(detail).getByRole('button', { name: 'Reinigung nach oben' }));
    fireEvent.change(within(detail).getByLabelText('Arbeitsplatz hinzufügen'), {
      target: { value: kitchen.id },
    });
    fireEvent.click(within(detail).getByRole('button', { name: 'Hinzufügen' }));
    fireEvent.click(within(detail).getByRole('button', { name: 'Pflege entfernen' }));
    expect(heading.textContent).toContain('nicht gespeichert');
    fireEvent.click(within(detail).getByRole('button', { name: 'Arbeitsplätze speichern' }));
    expect(await screen.findByText('Arbeitsplätze von Wohnbereich 1 gespeichert.')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      resourceIds: [cleaning.id, kitchen.id],
      version: 2,
    });
  });

  it('asks dismisschange before leaving a unit with unsaved input: cancel stays, save saves and leaves', async () => {
    const server = renderEditors();
    const detail = await chooseTeam();
    fireEvent.click(await within(detail).findByRole('button', { name: 'Pflege entfernen' }));
    fireEvent.click(screen.getByRole('treeitem', { name: /Haus am Park/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('region', { name: 'Wohnbereich 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('treeitem', { name: /Haus am Park/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Speichern' }),
    );
    expect(await screen.findByRole('region', { name: 'Haus am Park' })).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      resourceIds: [cleaning.id],
      version: 2,
    });
  });

  it('leaves without saving when asked to, and then shows the other unit', async () => {
    const server = renderEditors();
    const detail = await chooseTeam();
    fireEvent.click(await within(detail).findByRole('button', { name: 'Pflege entfernen' }));
    fireEvent.click(screen.getByRole('treeitem', { name: /Haus am Park/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Schließen ohne Speichern',
      }),
    );
    expect(await screen.findByRole('region', { name: 'Haus am Park' })).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('edits settings by key: changes a value, removes one, adds one, refuses a bad key and bad JSON', async () => {
    const server = renderEditors([
      { key: 'calendar.compact', kind: 'bool', value: true, version: 3 },
      { key: 'calendar.rows', kind: 'int', value: 12, version: 1 },
    ]);
    const detail = await chooseTeam();
    const rows = await within(detail).findByRole('textbox', { name: 'calendar.rows (ganze Zahl)' });
    fireEvent.change(rows, { target: { value: '14' } });
    fireEvent.blur(rows);
    fireEvent.click(within(detail).getByRole('button', { name: 'Einstellung calendar.compact entfernen' }));
    const key = within(detail).getByLabelText('Schlüssel');
    fireEvent.change(key, { target: { value: 'bad key' } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Einstellung hinzufügen' }));
    expect(await within(detail).findByText(/Ein Schlüssel hat 1 bis 100 Zeichen/)).toBeTruthy();
    fireEvent.change(key, { target: { value: 'timeline.filter' } });
    fireEvent.change(within(detail).getByLabelText('Art'), { target: { value: 'obj' } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Einstellung hinzufügen' }));
    const json = within(detail).getByLabelText('timeline.filter (Objekt (JSON))');
    fireEvent.change(json, { target: { value: '{"shifts": ' } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(
      await within(detail).findByText('Geben Sie gültiges JSON mit höchstens 8.000 Zeichen ein.'),
    ).toBeTruthy();
    expect(server.calls.some((call) => call.url.includes('/settings/') && call.method !== 'GET')).toBe(false);

    fireEvent.change(json, { target: { value: '{"shifts": ["F", "S"]}' } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Einstellungen von Wohnbereich 1 gespeichert.')).toBeTruthy();
    const writes = server.calls
      .filter((call) => call.url.includes('/settings/') && call.method !== 'GET')
      .map((call) => [call.method, call.url.replace(`/api/units/${team.id}`, ''), call.body]);
    expect(writes).toEqual([
      ['DELETE', '/settings/bool/calendar.compact?version=3', undefined],
      ['PUT', '/settings/int/calendar.rows', { value: 14, version: 1 }],
      ['PUT', '/settings/obj/timeline.filter', { value: { shifts: ['F', 'S'] }, version: 0 }],
    ]);
  });

  it('saves the timeline hours and grid of a unit', async () => {
    const server = renderEditors();
    const detail = await chooseTeam();
    expect(await within(detail).findByText(/Noch nicht festgelegt/)).toBeTruthy();
    const begin = within(detail).getByRole('textbox', { name: 'Erste Stunde' });
    fireEvent.change(begin, { target: { value: '7' } });
    fireEvent.blur(begin);
    fireEvent.change(within(detail).getByLabelText('Raster'), { target: { value: '30' } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Zeitleiste speichern' }));
    expect(await screen.findByText('Zeitleiste von Wohnbereich 1 gespeichert.')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      data: { begin: '07:00', end: '22:00', stepMinutes: 30 },
      version: 0,
    });
  });
});
