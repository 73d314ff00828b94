// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { THourlyRate } from '@app/shared/payroll-data/hourly-rate';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';

const night: THourlyRate = {
  id: '00000000-0000-4000-8000-000000000001',
  caption: 'Nachtzuschlag',
  account: '',
  accountNumber: '',
  comment: '',
  calculationType: 1,
  days: 255,
  valueType: 0,
  value: 25,
  from: '20:00',
  to: '06:00',
  enabled: true,
  version: 1,
};
const sunday: THourlyRate = {
  ...night,
  id: '00000000-0000-4000-8000-000000000002',
  caption: 'Sonntagszuschlag',
  days: 64,
  value: 50,
  from: null,
  to: null,
};

function renderPage(...routes: FetchRoute[]) {
  return renderSignedIn(
    '/masterdata/payroll-data',
    { session: sessionFixture() },
    ...routes,
    ({ url, method }) => {
      if (url === '/api/cost-units?limit=100' && method === 'GET') {
        return jsonResponse({ items: [{ code: '1000', name: 'Pflege WB 1', version: 1 }] });
      }
      if (url === '/api/hourly-rates?enabled=all') return jsonResponse([night, sunday]);
      if (url === '/api/wage-types?enabled=all') return jsonResponse([]);
      return undefined;
    },
  );
}

describe('cost units, rates and wage types page', () => {
  it('shows cost units, and says at the code field when a code is taken', async () => {
    renderPage(({ url, method }) =>
      url === '/api/cost-units' && method === 'POST'
        ? errorResponse(409, 'COST_UNIT_CODE_TAKEN', 'Eine Kostenstelle mit diesem Code gibt es bereits.')
        : undefined,
    );
    expect(await screen.findByRole('rowheader', { name: '1000' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Neue Kostenstelle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kostenstelle' });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'mit leer' } });
    fireEvent.change(within(dialog).getByLabelText('Bezeichnung'), { target: { value: 'Doppelt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(/Geben Sie einen Code aus 1 bis 20/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Eine Kostenstelle mit diesem Code gibt es bereits.'),
    ).toBeTruthy();
  });

  it('shows the surcharges with value, days and time window, and needs a day for a new one', async () => {
    const server = renderPage(({ url, method, body }) =>
      url === '/api/hourly-rates' && method === 'POST'
        ? jsonResponse({ ...night, ...(body as object) }, 201)
        : undefined,
    );
    await screen.findByRole('rowheader', { name: '1000' });
    fireEvent.change(screen.getByLabelText('Anzeigen'), { target: { value: 'rates' } });
    const row = (await screen.findByRole('rowheader', { name: 'Sonntagszuschlag' })).closest('tr');
    expect(row?.textContent).toMatch(/50\s%/);
    expect(row?.textContent).toContain('So');
    expect(row?.textContent).toContain('ganzer Tag');
    expect(screen.getByRole('rowheader', { name: 'Nachtzuschlag' }).closest('tr')?.textContent).toContain(
      '20:00–06:00',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Neuer Zuschlag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zuschlag' });
    fireEvent.change(within(dialog).getByLabelText('Bezeichnung'), {
      target: { value: 'Feiertagszuschlag' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Wählen Sie mindestens einen Tag.')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Feiertag'));
    const amount = within(dialog).getByRole('textbox', { name: 'Betrag' });
    fireEvent.change(amount, { target: { value: '125' } });
    fireEvent.blur(amount);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        caption: 'Feiertagszuschlag',
        days: 128,
        value: 125,
        valueType: 0,
      }),
    );
  });
});
