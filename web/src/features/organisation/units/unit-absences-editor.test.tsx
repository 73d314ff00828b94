// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import type { TUnitSetting } from '@app/shared/units/unit';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';
import { fixtureId, park, team1, user } from '../pickers/picker-fixtures';

const anna = user(1, 'Anna Berg', team1.id);
const bernd = user(2, 'Bernd Grün', team1.id);
const absenceType = (n: number, shortName: string, itemClass: 1 | 2): TAbsenceType => ({
  id: fixtureId(200 + n),
  caption: { de: shortName, en: shortName },
  shortName,
  itemClass,
  category: '',
  comment: '',
  backColor: '#00aa00',
  account: '',
  accountNumber: '',
  ruleCalcActualHours: 1,
  ruleCalcValue: null,
  enabled: true,
  version: 1,
});

function renderEditor(settings: TUnitSetting[]) {
  return renderSignedIn('/organisation/units', {}, ({ url, method }) => {
    if (url === '/api/units' && method === 'GET') return jsonResponse([park, team1]);
    if (url === '/api/users' && method === 'GET') return jsonResponse([anna, bernd]);
    if (url.startsWith('/api/absence-types'))
      return jsonResponse([absenceType(1, 'U', 1), absenceType(2, 'K', 2)]);
    if (url === `/api/units/${team1.id}/settings` && method === 'GET') return jsonResponse(settings);
    if (method === 'PUT' && url.includes('/settings/'))
      return jsonResponse({ key: 'k', kind: 'int', value: null, version: 1 });
    if (method === 'DELETE' && url.includes('/settings/')) return new Response(null, { status: 204 });
    return undefined;
  });
}

async function absencesSection() {
  fireEvent.click(await screen.findByRole('treeitem', { name: /Wohnbereich 1/ }));
  const detail = await screen.findByRole('region', { name: 'Wohnbereich 1' });
  return within(detail).findByRole('region', { name: /^Abwesenheiten/ });
}

describe('the absence settings of a unit', () => {
  it(
    'saves the maximum absent per day and a route with classes and approvers of both stages',
    { timeout: 20_000 },
    async () => {
      const server = renderEditor([]);
      const section = within(await absencesSection());
      expect(section.getByText(/Keine Wege/)).toBeTruthy();
      const max = section.getByRole('textbox', { name: 'Höchstens abwesend pro Tag' });
      fireEvent.change(max, { target: { value: '3' } });
      fireEvent.blur(max);
      fireEvent.click(section.getByRole('button', { name: 'Weg hinzufügen' }));
      const route = within(section.getByRole('group', { name: 'Weg 1' }));
      fireEvent.click(await route.findByRole('checkbox', { name: 'Urlaub' }));
      const first = within(route.getByRole('group', { name: /^Erste Stufe/ }));
      fireEvent.click(await first.findByRole('checkbox', { name: 'Anna Berg' }));
      const second = within(route.getByRole('group', { name: /^Zweite Stufe/ }));
      fireEvent.click(await second.findByRole('checkbox', { name: 'Bernd Grün' }));
      fireEvent.click(section.getByRole('button', { name: 'Abwesenheitseinstellungen speichern' }));

      expect(
        await screen.findByText('Die Abwesenheitseinstellungen von Wohnbereich 1 wurden gespeichert.'),
      ).toBeTruthy();
      const writes = server.calls
        .filter((call) => call.url.includes('/settings/') && call.method !== 'GET')
        .map((call) => [call.method, call.url.replace(`/api/units/${team1.id}`, ''), call.body]);
      expect(writes).toEqual([
        ['PUT', '/settings/int/absences.maxAbsentPerDay', { value: 3, version: 0 }],
        [
          'PUT',
          '/settings/obj/absences.approval',
          {
            value: {
              routes: [{ eventClasses: [1], firstApproverIds: [anna.id], secondApproverIds: [bernd.id] }],
            },
            version: 0,
          },
        ],
      ]);
    },
  );

  it(
    'shows the saved routes and removes the settings when they are cleared',
    { timeout: 20_000 },
    async () => {
      const server = renderEditor([
        { key: 'absences.maxAbsentPerDay', kind: 'int', value: 2, version: 4 },
        {
          key: 'absences.approval',
          kind: 'obj',
          value: { routes: [{ eventClasses: [2], firstApproverIds: [anna.id], secondApproverIds: [] }] },
          version: 2,
        },
      ]);
      const section = within(await absencesSection());
      const route = within(section.getByRole('group', { name: 'Weg 1' }));
      expect(route.getByRole<HTMLInputElement>('checkbox', { name: 'Krankheit' }).checked).toBe(true);
      expect((await route.findByRole<HTMLInputElement>('checkbox', { name: 'Urlaub' })).checked).toBe(false);
      const first = within(route.getByRole('group', { name: /^Erste Stufe/ }));
      expect((await first.findByRole<HTMLInputElement>('checkbox', { name: 'Anna Berg' })).checked).toBe(
        true,
      );

      const max = section.getByRole('textbox', { name: 'Höchstens abwesend pro Tag' });
      fireEvent.change(max, { target: { value: '' } });
      fireEvent.blur(max);
      fireEvent.click(section.getByRole('button', { name: 'Weg 1 entfernen' }));
      fireEvent.click(section.getByRole('button', { name: 'Abwesenheitseinstellungen speichern' }));
      expect(
        await screen.findByText(/Abwesenheitseinstellungen von Wohnbereich 1 wurden gespeichert/),
      ).toBeTruthy();
      const writes = server.calls
        .filter((call) => call.url.includes('/settings/') && call.method !== 'GET')
        .map((call) => [call.method, call.url.replace(`/api/units/${team1.id}`, '')]);
      expect(writes).toEqual([
        ['DELETE', '/settings/int/absences.maxAbsentPerDay?version=4'],
        ['DELETE', '/settings/obj/absences.approval?version=2'],
      ]);
    },
  );
});
