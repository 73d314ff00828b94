// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TUnit } from '@app/shared/units/unit';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';
import { UnitSelector, type UnitSelection } from './unit-selector';
import { groupA, kitchen, lake, park, team1, units } from './picker-fixtures';

function Probe({ initial, given }: { initial: UnitSelection | null; given?: readonly TUnit[] }) {
  const [value, setValue] = useState<UnitSelection | null | undefined>(initial);
  const [data, setData] = useState(given);
  return (
    <>
      <UnitSelector value={value} onChange={setValue} units={data} />
      <output data-testid="value">{JSON.stringify(value)}</output>
      <button type="button" onClick={() => setData([park, team1, kitchen])}>
        Neu laden
      </button>
    </>
  );
}

const unitsRoute =
  (list: readonly TUnit[]) =>
  ({ url, method }: { url: string; method: string }) =>
    url === '/api/units' && method === 'GET' ? jsonResponse(list) : undefined;

const shown = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as UnitSelection | null;

describe('the unit selector', () => {
  it('lists the units in tree order, indented by depth, and toggles sub-units once a unit is chosen', async () => {
    renderSignedIn('/picker-test', { children: <Probe initial={null} /> }, unitsRoute(units));
    const select = await screen.findByLabelText<HTMLSelectElement>('Bereich');
    await waitFor(() => expect(select.options).toHaveLength(units.length + 1));
    expect([...select.options].map((option) => option.text.replace(/\u00a0/g, '.'))).toEqual([
      '– kein Bereich –',
      'Haus am Park',
      '...Küche',
      '...Wohnbereich 1',
      '......Gruppe A',
      'Haus am See',
      '...Wohnbereich 2 (inaktiv)',
    ]);
    const toggle = screen.getByLabelText<HTMLInputElement>('Unterbereiche einbeziehen');
    expect(toggle.disabled).toBe(true);

    fireEvent.change(select, { target: { value: team1.id } });
    expect(shown()).toEqual({ unitId: team1.id, withSubUnits: false });
    expect(toggle.disabled).toBe(false);
    fireEvent.click(toggle);
    expect(shown()).toEqual({ unitId: team1.id, withSubUnits: true });
    fireEvent.change(select, { target: { value: '' } });
    expect(shown()).toEqual({ unitId: null, withSubUnits: true });
  });

  it('falls back to no unit when new data no longer holds the chosen one (spec: resets to 0)', async () => {
    renderSignedIn('/picker-test', {
      children: <Probe initial={{ unitId: lake.id, withSubUnits: true }} given={units} />,
    });
    const select = await screen.findByLabelText<HTMLSelectElement>('Bereich');
    expect(select.value).toBe(lake.id);
    fireEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect(select.value).toBe(''));
    expect(shown()).toEqual({ unitId: null, withSubUnits: true });
  });

  it("drops a unit that the server's list does not hold", async () => {
    renderSignedIn(
      '/picker-test',
      { children: <Probe initial={{ unitId: groupA.id, withSubUnits: false }} /> },
      unitsRoute([park, team1]),
    );
    await waitFor(() => expect(shown()).toEqual({ unitId: null, withSubUnits: false }));
  });
});
