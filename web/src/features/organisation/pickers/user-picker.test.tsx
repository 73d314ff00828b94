// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState, type ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';
import type { TSession } from '@app/shared/tenants/session';
import { SessionContext } from '#app/session';
import { UserPickerGrid, UserPickerList } from './user-picker';
import { groupA, kitchen, lake, team1, team2, units, user } from './picker-fixtures';

const anna = user(1, 'Anna Berg', team1.id);
const bernd = user(2, 'Bernd Grün', groupA.id);
const clara = user(3, 'Clara See', lake.id, { extraUnitIds: [team2.id] });
const dora = user(4, 'Dora Alt', team1.id, { active: false });
const kitchenStaff = Array.from({ length: 16 }, (_, index) =>
  user(10 + index, `Person ${String(index + 1).padStart(2, '0')}`, kitchen.id),
);
const users = [anna, bernd, clara, dora, ...kitchenStaff];

function GridProbe() {
  const [value, setValue] = useState<readonly string[] | null | undefined>([]);
  return (
    <>
      <UserPickerGrid value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function ListProbe() {
  const [value, setValue] = useState<string | null | undefined>(null);
  return (
    <>
      <UserPickerList label="Vertretung" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

/** Where a page mounts a picker: inside the signed-in frame's session. */
const mounted = (probe: ReactNode, session: TSession = sessionFixture()) => (
  <SessionContext.Provider value={session}>{probe}</SessionContext.Provider>
);

const routes = ({ url, method }: { url: string; method: string }) => {
  if (url === '/api/units' && method === 'GET') return jsonResponse(units);
  if (url === '/api/users' && method === 'GET') return jsonResponse(users);
  return undefined;
};

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;
const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the user picker grid', () => {
  it('pages at 15, filters by unit with or without sub-units and search, and ticks several people', async () => {
    renderSignedIn('/picker-test', { children: mounted(<GridProbe />) }, routes);
    await screen.findByRole('table');
    // 19 active people (Dora is deactivated): two pages.
    expect(rowNames()).toHaveLength(15);
    expect(screen.getByText('Seite 1 von 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(rowNames()).toHaveLength(4);

    const unit = screen.getByLabelText<HTMLSelectElement>('Bereich');
    await waitFor(() => expect(unit.options.length).toBeGreaterThan(1));
    expect(unit.options[0]?.text).toBe('Alle Bereiche');
    fireEvent.change(unit, { target: { value: team1.id } });
    expect(rowNames()).toEqual(['Anna Berg']);
    fireEvent.click(screen.getByLabelText('Unterbereiche einbeziehen'));
    expect(rowNames()).toEqual(['Anna Berg', 'Bernd Grün']);
    fireEvent.click(screen.getByLabelText('Alle 2 Treffer auswählen'));
    expect(value()).toEqual([anna.id, bernd.id]);

    // An extra unit counts too; choices outside the filter stay chosen.
    fireEvent.change(unit, { target: { value: team2.id } });
    expect(rowNames()).toEqual(['Clara See']);
    fireEvent.change(unit, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Mitarbeiter suchen'), { target: { value: 'person 07' } });
    expect(rowNames()).toEqual(['Person 07']);
    fireEvent.click(screen.getByLabelText('Person 07'));
    expect(value()).toEqual([anna.id, bernd.id, kitchenStaff[6]?.id]);
    expect(screen.getByText('3 ausgewählt')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Person 07'));
    expect(value()).toEqual([anna.id, bernd.id]);
  });

  it('says so instead of listing people for a user without user.show, and asks the server nothing', async () => {
    const session = sessionFixture({ isAdmin: false, permissions: permissionsFor(['calendar.view']) });
    const server = renderSignedIn(
      '/picker-test',
      { session, children: mounted(<GridProbe />, session) },
      routes,
    );
    expect(await screen.findByText(/Sie dürfen keine Mitarbeiter auflisten/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(server.calls.some((call) => call.url === '/api/users')).toBe(false);
  });

  it('says the same when the server refuses the list', async () => {
    renderSignedIn('/picker-test', { children: mounted(<GridProbe />) }, ({ url }) =>
      url === '/api/users' ? errorResponse(403, 'FORBIDDEN') : routes({ url, method: 'GET' }),
    );
    expect(await screen.findByText(/Sie dürfen keine Mitarbeiter auflisten/)).toBeTruthy();
  });
});

describe('the user picker list', () => {
  it('offers one person at a time, searched, 15 a page', async () => {
    const session = sessionFixture({ languageKey: 'en' });
    renderSignedIn(
      '/picker-test',
      { session, language: 'en', children: mounted(<ListProbe />, session) },
      routes,
    );
    const picker = await screen.findByRole('group', { name: 'Vertretung' });
    await waitFor(() => expect(within(picker).getAllByRole('radio')).toHaveLength(15));
    fireEvent.click(within(picker).getByRole('radio', { name: /Anna Berg/ }));
    expect(value()).toBe(anna.id);
    expect(within(picker).getByText('Chosen: Anna Berg')).toBeTruthy();

    fireEvent.change(within(picker).getByLabelText('Search people'), { target: { value: 'grun' } });
    const radios = within(picker).getAllByRole('radio');
    expect(radios).toHaveLength(1);
    fireEvent.click(within(picker).getByRole('radio', { name: /Bernd Grün/ }));
    expect(value()).toBe(bernd.id);
    fireEvent.change(within(picker).getByLabelText('Search people'), { target: { value: 'Dora' } });
    expect(within(picker).getByText('Nobody matches.')).toBeTruthy();
  });
});
