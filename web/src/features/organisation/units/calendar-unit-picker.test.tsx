// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TResource } from '@app/shared/resources/resource';
import type { TUnit, TUnitTreeNode } from '@app/shared/units/unit';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, type FetchRoute } from '#test/fixtures';
import { CalendarUnitPicker, useCalendarSelection, type CalendarSelection } from './calendar-unit-picker';

const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const unit = (n: number, name: string, parentId: string | null, unitType: 0 | 1 = 0): TUnit => ({
  id: id(n),
  name,
  unitType,
  parentId,
  enabled: true,
  holidayRegion: null,
  version: 1,
});
const site = unit(1, 'Haus am Park', null, 1);
const team = unit(2, 'Wohnbereich 1', site.id);
const kitchen = unit(3, 'Küche', site.id);
const resource = (n: number, caption: string): TResource => ({
  id: id(50 + n),
  caption,
  comments: '',
  backColor: '#ffffff',
  foreColor: '#000000',
  enabled: true,
  version: 1,
});
const care = resource(1, 'Pflege');
const cooking = resource(2, 'Kochen');
const node = (item: TUnit, resources: TResource[], items: TUnitTreeNode[] = []): TUnitTreeNode => ({
  id: item.id,
  text: item.name,
  folderClass: 'UNIT',
  type: item.unitType,
  enabled: true,
  items: [
    ...resources.map((r) => ({
      id: r.id,
      text: r.caption,
      folderClass: 'RESOURCE' as const,
      type: 0,
      enabled: true,
      items: [],
    })),
    ...items,
  ],
});
const tree = [node(site, [], [node(kitchen, [cooking]), node(team, [care])])];
const base = '/api/unit-responsibility/CALENDAR';

/** The server's side of the picker; it remembers what was applied, as the real one does. */
function pickerRoutes(initial: CalendarSelection, ownUnits: CalendarSelection): FetchRoute {
  let current = initial;
  return ({ url, method, body }) => {
    if (url === '/api/units' && method === 'GET') return jsonResponse([site, kitchen, team]);
    if (url === '/api/units/tree?addResources=true') return jsonResponse(tree);
    if (url === '/api/resources/list') return jsonResponse([care, cooking]);
    if (url === `${base}/modes`)
      return jsonResponse([
        { mode: 0, labelKey: 'responsibility.mode.0', label: 'Meine Bereiche' },
        { mode: -1, labelKey: 'responsibility.mode.-1', label: 'Bereiche, für die ich verantwortlich bin' },
        { mode: -2, labelKey: 'responsibility.mode.-2', label: 'Eigene Auswahl' },
      ]);
    if (url === `${base}/selection`) return jsonResponse(current);
    if (url === `${base}/selection?mode=0`) return jsonResponse(ownUnits);
    if (url === `${base}/selection?mode=-2`) return jsonResponse({ mode: -2, unitIds: [], resourceIds: [] });
    if (url === `${base}/checked-view` && method === 'PUT') {
      const view = body as { unitIds: string[] };
      if (!view.unitIds.length)
        return errorResponse(400, 'VALIDATION', 'Bitte wählen Sie mindestens einen Bereich aus.');
      current = { mode: -2, ...(body as Omit<CalendarSelection, 'mode'>) };
      return jsonResponse(body);
    }
    if (url === base && method === 'PUT') {
      if ((body as { mode: number }).mode === 0) current = ownUnits;
      return jsonResponse(body);
    }
    return undefined;
  };
}

/** What a calendar page does with the picker: a button opens it, the current selection is shown. */
function CalendarProbe({ onApplied }: { onApplied: (selection: CalendarSelection) => void }) {
  const [open, setOpen] = useState(false);
  const selection = useCalendarSelection();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bereiche wählen
      </button>
      <output data-testid="selection">{selection.data ? JSON.stringify(selection.data) : ''}</output>
      <CalendarUnitPicker open={open} onClose={() => setOpen(false)} onApplied={onApplied} />
    </>
  );
}

const responsible: CalendarSelection = {
  mode: -1,
  unitIds: [site.id, kitchen.id, team.id],
  resourceIds: [cooking.id, care.id],
};

function renderPicker(current = responsible, own?: CalendarSelection) {
  const onApplied = vi.fn();
  const server = renderSignedIn(
    '/organisation/units',
    { children: <CalendarProbe onApplied={onApplied} /> },
    pickerRoutes(current, own ?? { mode: 0, unitIds: [team.id], resourceIds: [care.id] }),
  );
  return { server, onApplied };
}

async function openPicker() {
  await waitFor(() => expect(screen.getByTestId('selection').textContent).not.toBe(''));
  fireEvent.click(screen.getByRole('button', { name: 'Bereiche wählen' }));
  return screen.findByRole('dialog', { name: 'Bereiche auswählen' });
}

describe('the calendar unit picker', () => {
  it('starts with the current mode; unchecking makes a custom selection, none checked says user-save-err2', async () => {
    const { server, onApplied } = renderPicker();
    const dialog = await openPicker();
    const mode = await within(dialog).findByLabelText<HTMLSelectElement>('Anzeigen');
    expect(mode.value).toBe('-1');
    const units = within(dialog).getByRole('group', { name: 'Bereiche' });
    const siteBox = within(units).getByLabelText<HTMLInputElement>('Haus am Park');
    expect(
      within(units)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    const resources = within(dialog).getByRole('group', { name: 'Arbeitsplätze' });
    expect(within(resources).getByLabelText<HTMLInputElement>('Pflege').checked).toBe(true);

    // Unchecking the site unchecks everything below it, and the choice becomes a custom selection.
    fireEvent.click(siteBox);
    expect(mode.value).toBe('-2');
    expect(
      within(units)
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
    expect(within(resources).getByText('Die gewählten Bereiche haben keine Arbeitsplätze.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie mindestens einen Bereich aus.')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    // Checking a team brings its resource; one of them left out is what the view stores.
    fireEvent.click(within(units).getByLabelText('Wohnbereich 1'));
    fireEvent.click(within(units).getByLabelText('Küche'));
    fireEvent.click(within(resources).getByLabelText('Kochen'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    const stored = { unitIds: [team.id, kitchen.id], resourceIds: [care.id] };
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `${base}/checked-view`,
      body: stored,
    });
    expect(onApplied).toHaveBeenCalledWith({ mode: -2, ...stored });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the units of another mode when it is chosen, and stores only the mode for it', async () => {
    const { server, onApplied } = renderPicker();
    const dialog = await openPicker();
    fireEvent.change(await within(dialog).findByLabelText('Anzeigen'), { target: { value: '0' } });
    const units = within(dialog).getByRole('group', { name: 'Bereiche' });
    await waitFor(() =>
      expect(within(units).getByLabelText<HTMLInputElement>('Haus am Park').checked).toBe(false),
    );
    expect(within(units).getByLabelText<HTMLInputElement>('Wohnbereich 1').checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() =>
      expect(onApplied).toHaveBeenCalledWith({ mode: 0, unitIds: [team.id], resourceIds: [care.id] }),
    );
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: base,
      body: { mode: 0 },
    });
    await waitFor(() => expect(screen.getByTestId('selection').textContent).toContain('"mode":0'));
  });

  it('asks dismisschange when closed with changes: cancel stays, close without saving leaves', async () => {
    renderPicker();
    const dialog = await openPicker();
    fireEvent.click(
      within(await within(dialog).findByRole('group', { name: 'Bereiche' })).getByLabelText('Küche'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Bereiche auswählen' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Schließen ohne Speichern',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
