// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUnit } from '@app/shared/units/unit';
import type { TUser } from '@app/shared/users/user';
import { renderSignedIn } from '#test/signed-in-app';
import { administratorRole, jsonResponse, sessionFixture } from '#test/fixtures';

const team: TUnit = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Wohnbereich 1',
  unitType: 0,
  parentId: null,
  enabled: true,
  holidayRegion: null,
  version: 1,
};
const person = (n: number, name: string): TUser => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  username: name.toLowerCase(),
  displayName: name,
  email: `${name.toLowerCase()}@example.com`,
  roleIds: [administratorRole.id],
  active: true,
  language: 'de',
  unitId: team.id,
  extraUnitIds: [],
  responsibleUnitIds: null,
  userGroupIds: [],
  qualificationIds: [],
  fields: {},
  version: 1,
});
const [anna, ben, cora] = [person(1, 'Anna'), person(2, 'Ben'), person(3, 'Cora')];

describe('the priority list of a unit', () => {
  it('moves people up and down (not past the ends), removes, adds and saves the order', async () => {
    const server = renderSignedIn(
      '/organisation/units',
      { session: sessionFixture() },
      ({ url, method, body }) => {
        if (url === '/api/units' && method === 'GET') return jsonResponse([team]);
        if (url.endsWith('/manning')) return jsonResponse({ unitId: team.id, levels: [], version: 0 });
        if (url === '/api/users') return jsonResponse([anna, ben, cora]);
        if (url.startsWith(`/api/units/${team.id}/priority-list`) && method === 'GET')
          return jsonResponse({ unitId: team.id, resourceId: null, userIds: [anna.id, ben.id], version: 3 });
        if (url.startsWith(`/api/units/${team.id}/priority-list`) && method === 'PUT')
          return jsonResponse({ unitId: team.id, resourceId: null, ...(body as object) });
        return undefined;
      },
    );
    fireEvent.click(await screen.findByRole('treeitem', { name: /Wohnbereich 1/ }));
    const detail = await screen.findByRole('region', { name: 'Wohnbereich 1' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Prioritätenliste' }));
    const dialog = await screen.findByRole('dialog', { name: /Prioritätenliste/ });
    expect(await within(dialog).findByRole('button', { name: 'Anna nach oben' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByRole('button', { name: 'Ben nach unten' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ben nach oben' }));
    fireEvent.change(within(dialog).getByLabelText('Person hinzufügen'), { target: { value: cora.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anna entfernen' }));
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Ben', 'Cora']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        userIds: [ben.id, cora.id],
        version: 3,
      }),
    );
  });
});
