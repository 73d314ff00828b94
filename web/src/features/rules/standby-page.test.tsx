// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture } from '#test/fixtures';
import { typeDate } from '#test/date-input';
import { fixtureId, kitchen, user } from '#features/organisation/pickers/picker-fixtures';
import { lookupRoutes } from './rules-test-fixtures';

const ella = user(1, 'Ella Meier', kitchen.id);

// A page's code and texts load on first use, which takes seconds on a busy machine.
describe('the standby page', { timeout: 20_000 }, () => {
  it('creates a standby rule with a duty of one person over night', async () => {
    const server = renderSignedIn(
      '/standby',
      { session: sessionFixture() },
      ({ url, method, body }) => {
        if (url === '/api/standby/rules' && method === 'GET') return jsonResponse([]);
        if (url === '/api/users' && method === 'GET') return jsonResponse([ella]);
        if (url === '/api/standby/rules' && method === 'POST') {
          return jsonResponse({
            ...(body as object),
            id: fixtureId(700),
            version: 1,
            updatedAt: '2026-11-02',
          });
        }
        return undefined;
      },
      lookupRoutes,
    );
    expect(await screen.findByText('Noch keine Rufbereitschaften.', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Neue Rufbereitschaft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Rufbereitschaft' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Rufdienst Küche' } });
    await within(dialog).findByRole('option', { name: 'Küche' });
    fireEvent.change(within(dialog).getByLabelText('Bereich'), { target: { value: kitchen.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Einsatz hinzufügen' }));
    await within(dialog).findByRole('option', { name: 'Ella Meier' });
    fireEvent.change(within(dialog).getByLabelText('Person'), { target: { value: ella.id } });
    typeDate(within(dialog).getByRole('group', { name: 'Von Datum' }), '01122026');
    typeDate(within(dialog).getByRole('group', { name: 'Bis Datum' }), '02122026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Rufbereitschaft „Rufdienst Küche“ gespeichert.')).toBeTruthy();
    await waitFor(() =>
      expect(
        server.calls.find((call) => call.url === '/api/standby/rules' && call.method === 'POST')?.body,
      ).toEqual({
        name: 'Rufdienst Küche',
        unitId: kitchen.id,
        resourceId: null,
        surcharge: { kind: 'percent', value: 0 },
        rateId: null,
        notes: '',
        duties: [
          {
            userId: ella.id,
            fromDate: '2026-12-01',
            fromTime: '18:00',
            toDate: '2026-12-02',
            toTime: '06:00',
          },
        ],
      }),
    );
  });
});
