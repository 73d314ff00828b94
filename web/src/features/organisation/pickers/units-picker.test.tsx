// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';
import { UnitsPicker } from './units-picker';
import { groupA, kitchen, lake, park, team1, unit, units } from './picker-fixtures';

// Twelve more teams of the lake house: 18 units, two pages of 15.
const lakeTeams = Array.from({ length: 12 }, (_, index) =>
  unit(20 + index, `See-Team ${String(index + 1).padStart(2, '0')}`, lake.id),
);
const allUnits = [...units, ...lakeTeams];

function Probe({ initial }: { initial: string[] }) {
  const [value, setValue] = useState<readonly string[] | null | undefined>(initial);
  return (
    <>
      <UnitsPicker label="Gilt für" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function renderPicker(initial: string[] = []) {
  renderSignedIn('/picker-test', { children: <Probe initial={initial} /> }, ({ url, method }) =>
    url === '/api/units' && method === 'GET' ? jsonResponse(allUnits) : undefined,
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as string[];

async function openDialog() {
  const field = screen.getByRole('group', { name: 'Gilt für' });
  fireEvent.click(within(field).getByRole('button', { name: 'Auswählen …' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bereiche auswählen' });
  await within(dialog).findByRole('table');
  return dialog;
}

const rowNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the units picker grid', () => {
  it('pages at 15, searches a branch by its path, selects all matches and hands back ids in tree order', async () => {
    renderPicker();
    expect(screen.getByText('Kein Bereich gewählt.')).toBeTruthy();
    const dialog = await openDialog();
    expect(rowNames(dialog)).toHaveLength(15);
    expect(rowNames(dialog).slice(0, 5)).toEqual([
      'Haus am Park',
      'Küche',
      'Wohnbereich 1',
      'Gruppe A',
      'Haus am See',
    ]);
    expect(within(dialog).getByText('Seite 1 von 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nächste Seite' }));
    expect(rowNames(dialog)).toHaveLength(3);

    // A site's name finds the site and everything below it.
    fireEvent.change(within(dialog).getByLabelText('Bereiche suchen'), { target: { value: 'haus am park' } });
    expect(rowNames(dialog)).toEqual(['Haus am Park', 'Küche', 'Wohnbereich 1', 'Gruppe A']);
    expect(within(dialog).queryByText('Seite 1 von 2')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Alle 4 Treffer auswählen'));
    expect(within(dialog).getByText('4 ausgewählt')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Bereiche suchen'), {
      target: { value: 'gibt es nicht' },
    });
    expect(within(dialog).getByText('Kein Bereich passt.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Bereiche suchen'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByLabelText('Haus am See'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(value()).toEqual([park.id, kitchen.id, team1.id, groupA.id, lake.id]);
    expect(
      screen.getByText('5 Bereiche: Haus am Park, Küche, Wohnbereich 1, Gruppe A, Haus am See'),
    ).toBeTruthy();
  });

  it('opens with the value ticked; unticking all matches and cancelling leaves the value as it was', async () => {
    renderPicker([team1.id, groupA.id]);
    expect(await screen.findByText('2 Bereiche: Wohnbereich 1, Gruppe A')).toBeTruthy();
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Haus am Park › Wohnbereich 1').checked).toBe(
      true,
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>('Haus am Park › Küche').checked).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Bereiche suchen'), {
      target: { value: 'Wohnbereich 1' },
    });
    const all = within(dialog).getByLabelText<HTMLInputElement>('Alle 2 Treffer auswählen');
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(within(dialog).getByText('0 ausgewählt')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(value()).toEqual([team1.id, groupA.id]);
  });
});
