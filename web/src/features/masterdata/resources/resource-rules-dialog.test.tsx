// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';
import { typeDate } from '#test/date-input';
import type { TResourceRule } from '@app/shared/resources/resource-rule';
import { ResourceRulesDialog } from './resource-rules-dialog';

const resourceId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const unitId = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';
const stored: TResourceRule = {
  id: '5b7e9c11-2d4f-4a6b-8c0d-1e2f3a4b5c6d',
  resourceId,
  unitId,
  description: 'Umbau',
  noTemplates: true,
  entryBegin: '2027-07-05',
  entryEnd: '2027-07-11',
  version: 2,
};

function open() {
  return renderSignedIn(
    '/rules-test',
    { children: <ResourceRulesDialog resource={{ id: resourceId, caption: 'Küche' }} onClose={() => {}} /> },
    ({ url, method }) => {
      if (url.startsWith('/api/rules/resourcerules') && method === 'GET') return jsonResponse([stored]);
      if (url === '/api/rules/resourcerules' && method === 'POST') return jsonResponse([stored]);
      if (url === '/api/units') return jsonResponse([{ id: unitId, name: 'Wohnbereich 1' }]);
      return undefined;
    },
  );
}

describe('the resource rules dialog', () => {
  it('shows the stored rules, checks a new one and saves the whole list', async () => {
    const server = open();
    const dialog = await screen.findByRole('dialog', { name: 'Regeln von Küche' });
    const first = await within(dialog).findByRole('listitem', { name: 'Regel 1' });
    expect(within(first).getByLabelText<HTMLInputElement>('Notizen').value).toBe('Umbau');
    expect(within(first).getByLabelText<HTMLInputElement>('Keine Vorlagen in diesem Zeitraum').checked).toBe(
      true,
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Regel hinzufügen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Geben Sie den ersten Tag an.')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    const second = within(dialog).getByRole('listitem', { name: 'Regel 2' });
    typeDate(within(second).getByRole('group', { name: 'Von' }), '01082027');
    fireEvent.change(within(second).getByLabelText('Notizen'), { target: { value: 'Sommer' } });
    fireEvent.click(within(second).getByLabelText('Keine Vorlagen in diesem Zeitraum'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
        resourceId,
        rules: [
          {
            id: stored.id,
            version: 2,
            unitId,
            description: 'Umbau',
            noTemplates: true,
            entryBegin: '2027-07-05',
            entryEnd: '2027-07-11',
          },
          {
            unitId: null,
            description: 'Sommer',
            noTemplates: false,
            entryBegin: '2027-08-01',
            entryEnd: null,
          },
        ],
      }),
    );
    expect(await screen.findByText('Regeln von Küche gespeichert.')).toBeTruthy();
  });
});
