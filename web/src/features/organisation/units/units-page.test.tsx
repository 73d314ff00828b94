// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUnit } from '@app/shared/units/unit';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, permissionsFor, sessionFixture, type FetchRoute } from '#test/fixtures';

const unit = (id: string, name: string, parentId: string | null, unitType: 0 | 1 | 2 | 3 = 0): TUnit => ({
  id,
  name,
  unitType,
  parentId,
  enabled: true,
  holidayRegion: null,
  version: 1,
});
const root = unit('00000000-0000-4000-8000-000000000001', 'Pflegeheim Sonnenschein', null, 1);
const site = unit('00000000-0000-4000-8000-000000000002', 'Haus am Park', root.id, 1);
const team = unit('00000000-0000-4000-8000-000000000003', 'Wohnbereich 1', site.id);
const kitchen = unit('00000000-0000-4000-8000-000000000004', 'Küche', site.id);
const units = [root, site, kitchen, team];

function renderUnits(list: TUnit[] = units, session = sessionFixture(), ...routes: FetchRoute[]) {
  return renderSignedIn('/organisation/units', { session }, ...routes, ({ url, method }) => {
    if (url === '/api/units' && method === 'GET') return jsonResponse(list);
    const manning = /^\/api\/units\/([\w-]+)\/manning$/.exec(url);
    if (manning && method === 'GET') return jsonResponse({ unitId: manning[1], levels: [], version: 0 });
    return undefined;
  });
}

describe('units page', () => {
  it('shows the tree with its levels; choosing a unit shows its details, arrow keys move and close', async () => {
    renderUnits();
    const tree = await screen.findByRole('tree', { name: 'Bereiche' });
    const items = within(tree).getAllByRole('treeitem');
    expect(items.map((item) => [item.getAttribute('aria-level'), item.textContent])).toEqual([
      ['1', '▾Pflegeheim SonnenscheinStandort (Gebäude)'],
      ['2', '▾Haus am ParkStandort (Gebäude)'],
      ['3', 'KücheTeam'],
      ['3', 'Wohnbereich 1Team'],
    ]);
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(within(tree).getByRole('treeitem', { name: /Wohnbereich 1/ }));
    const detail = await screen.findByRole('region', { name: 'Wohnbereich 1' });
    expect(within(detail).getByText('Haus am Park')).toBeTruthy();
    expect(within(detail).getByRole('heading', { name: 'Besetzungsstärken' })).toBeTruthy();

    const siteItem = within(tree).getByRole('treeitem', { name: /Haus am Park/ });
    fireEvent.keyDown(siteItem, { key: 'ArrowLeft' });
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(2));
    expect(siteItem.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(siteItem, { key: 'ArrowRight' });
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(4));
  });

  it('shows a search box above 10 units and filters the tree, keeping the path to each match', async () => {
    const many = [
      root,
      site,
      ...Array.from({ length: 10 }, (_, index) =>
        unit(
          `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
          `Team ${index + 1}`,
          site.id,
        ),
      ),
    ];
    renderUnits(many);
    const search = await screen.findByRole('searchbox', { name: 'Bereiche suchen' });
    fireEvent.change(search, { target: { value: 'team 10' } });
    const tree = screen.getByRole('tree');
    await waitFor(() =>
      expect(
        within(tree)
          .getAllByRole('treeitem')
          .map((item) => item.getAttribute('aria-level')),
      ).toEqual(['1', '2', '3']),
    );
    expect(within(tree).getByRole('treeitem', { name: /Team 10/ })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'Lager' } });
    expect(await screen.findByText('Kein Bereich passt zu „Lager“.')).toBeTruthy();
  });

  it('opens all 10 levels of a deep tree', async () => {
    const chain = Array.from({ length: 10 }, (_, index) =>
      unit(
        `00000000-0000-4000-8000-0000000002${String(index).padStart(2, '0')}`,
        `Ebene ${index + 1}`,
        index ? `00000000-0000-4000-8000-0000000002${String(index - 1).padStart(2, '0')}` : null,
      ),
    );
    renderUnits(chain);
    const tree = await screen.findByRole('tree', { name: 'Bereiche' });
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((item) => item.getAttribute('aria-level')),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(within(tree).getByRole('treeitem', { name: /Ebene 10/ })).toBeTruthy();
  });

  it('creates a sub-unit with the edit dialog and refuses an empty name at the field', async () => {
    const created = unit('00000000-0000-4000-8000-000000000009', 'Nachtdienst', site.id);
    const server = renderUnits(units, sessionFixture(), ({ url, method }) =>
      url === '/api/units' && method === 'POST' ? jsonResponse(created, 201) : undefined,
    );
    fireEvent.click(await screen.findByRole('treeitem', { name: /Haus am Park/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Neuer Unterbereich' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Bereich' });
    const name = within(dialog).getByLabelText<HTMLInputElement>('Name');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Geben Sie einen Namen mit 1 bis 50 Zeichen ein.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Nachtdienst' } });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Übergeordneter Bereich').value).toBe(site.id);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bereich Nachtdienst angelegt.')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST' && call.url === '/api/units')?.body).toEqual({
      name: 'Nachtdienst',
      unitType: 0,
      parentId: site.id,
      enabled: true,
      holidayRegion: null,
    });
  });

  it('does not offer a unit or its sub-units as its new parent, and says why a delete is refused', async () => {
    renderUnits(units, sessionFixture(), ({ url, method }) =>
      method === 'DELETE' && url === `/api/units/${site.id}?version=1`
        ? errorResponse(
            409,
            'UNIT_NOT_EMPTY',
            'Dieser Bereich hat noch Unterbereiche oder Mitarbeiter und kann nicht gelöscht werden.',
          )
        : undefined,
    );
    fireEvent.click(await screen.findByRole('treeitem', { name: /Haus am Park/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Verschieben' }));
    const move = await screen.findByRole('dialog', { name: 'Haus am Park verschieben' });
    const options = within(move)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Keiner (oberste Ebene)', 'Pflegeheim Sonnenschein']);
    fireEvent.click(within(move).getByRole('button', { name: 'Abbrechen' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Bereich löschen' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await within(confirm).findByText(/Unterbereiche oder Mitarbeiter/)).toBeTruthy();
  });

  it('saves manning levels per weekday and refuses a target below the minimum', async () => {
    const server = renderUnits(units, sessionFixture(), ({ url, method, body }) =>
      url === `/api/units/${team.id}/manning` && method === 'PUT'
        ? jsonResponse({ unitId: team.id, ...(body as object), version: 1 })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('treeitem', { name: /Wohnbereich 1/ }));
    const minimum = await screen.findByRole('textbox', { name: 'Minimum am Montag' });
    const target = screen.getByRole('textbox', { name: 'Soll am Montag' });
    fireEvent.change(minimum, { target: { value: '3' } });
    fireEvent.blur(minimum);
    fireEvent.change(target, { target: { value: '2' } });
    fireEvent.blur(target);
    fireEvent.click(screen.getByRole('button', { name: 'Besetzungsstärken speichern' }));
    expect(await screen.findByText('Montag: Das Soll darf nicht unter dem Minimum liegen.')).toBeTruthy();
    fireEvent.change(target, { target: { value: '4' } });
    fireEvent.blur(target);
    fireEvent.click(screen.getByRole('button', { name: 'Besetzungsstärken speichern' }));
    expect(await screen.findByText('Besetzungsstärken von Wohnbereich 1 gespeichert.')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      levels: [{ weekday: 1, minimum: 3, target: 4 }],
      version: 0,
    });
  });

  it('is not offered without group.edit', async () => {
    renderUnits(units, sessionFixture({ isAdmin: false, permissions: permissionsFor(['calendar.view']) }));
    expect(await screen.findByText(/Zugriff verweigert/)).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
  });
});
