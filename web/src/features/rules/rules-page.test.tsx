// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { permissionNames } from '@app/shared/security/permissions';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture, type FetchRoute } from '#test/fixtures';
import { lookupRoutes, minocRule } from './rules-test-fixtures';

const weekend = minocRule(1, 'Wochenende Küche');
const night = minocRule(2, 'Nachtdienst', {
  scope: { kind: 'company', ids: [], includeSubUnits: false },
  validity: { from: '2026-12-01', to: null, weekdays: [], holidays: 'exclude' },
  severity: { level: 'ERR', allowForce: false },
});

function renderPage(...routes: FetchRoute[]) {
  let rules = [weekend, night];
  const server = renderSignedIn(
    '/rules',
    { session: sessionFixture() },
    ...routes,
    ({ url, method }) => {
      if (url === '/api/rules' && method === 'GET') return jsonResponse(rules);
      if (url === `/api/rules/${weekend.id}/active` && method === 'POST') {
        rules = [{ ...weekend, active: false, version: 2 }, night];
        return jsonResponse(rules[0]);
      }
      if (url === `/api/rules/${weekend.id}/copy` && method === 'POST') {
        const copy = { ...minocRule(3, 'Kopie von Wochenende Küche'), active: false };
        rules = [...rules, copy];
        return jsonResponse(copy, 201);
      }
      if (url === `/api/rules/${night.id}?version=1` && method === 'DELETE') {
        rules = rules.filter((rule) => rule.id !== night.id);
        return new Response(null, { status: 204 });
      }
      return undefined;
    },
    lookupRoutes,
  );
  return server;
}

const rowOf = (name: string) => {
  const header = screen.getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

// A page's code and texts load on first use, which takes seconds on a busy machine.
describe('the rules page', { timeout: 20_000 }, () => {
  it('lists the rules of a type with their counts, scope, validity and severity', async () => {
    renderPage();
    await screen.findByRole('rowheader', { name: 'Wochenende Küche' }, { timeout: 10_000 });
    const types = screen.getByRole('navigation', { name: 'Regelarten' });
    expect(within(types).getByRole('button', { name: /Mindestbesetzung \(2\)/ })).toBeTruthy();
    expect(within(types).getByRole('button', { name: /Urlaubssperren \(0\)/ })).toBeTruthy();
    expect(within(rowOf('Wochenende Küche')).getByText('Bereiche: Küche')).toBeTruthy();
    expect(within(rowOf('Wochenende Küche')).getByText('Sa, So')).toBeTruthy();
    expect(within(rowOf('Wochenende Küche')).getByText('mindestens 3 Personen')).toBeTruthy();
    expect(within(rowOf('Nachtdienst')).getByText('ab 01.12.2026 · nicht an Feiertagen')).toBeTruthy();
    expect(within(rowOf('Nachtdienst')).getByText('Fehler, nicht übergehbar')).toBeTruthy();

    fireEvent.click(within(types).getByRole('button', { name: /Urlaubssperren/ }));
    expect(await screen.findByText('Noch keine Regeln dieser Art.')).toBeTruthy();
  });

  it('deactivates, copies and deletes (after confirming) a rule', async () => {
    const server = renderPage();
    await screen.findByRole('rowheader', { name: 'Wochenende Küche' }, { timeout: 10_000 });

    fireEvent.click(screen.getByRole('button', { name: 'Wochenende Küche deaktivieren' }));
    expect(await screen.findByText('Regel „Wochenende Küche“ deaktiviert.')).toBeTruthy();
    expect(server.calls.find((call) => call.url.endsWith('/active'))?.body).toEqual({
      active: false,
      version: 1,
    });
    await waitFor(() => expect(within(rowOf('Wochenende Küche')).getByText('Inaktiv')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Wochenende Küche aktivieren' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Wochenende Küche kopieren' }));
    expect(
      await screen.findByText(
        'Kopie „Kopie von Wochenende Küche“ angelegt (inaktiv, bis Sie sie aktivieren).',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Kopie von Wochenende Küche' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nachtdienst löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Regel „Nachtdienst“ löschen?' });
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Regel „Nachtdienst“ gelöscht.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Nachtdienst' })).toBeNull());
  });

  it('opens a rule in the editor from its row and sends it with its id and the version read', async () => {
    const server = renderPage(({ url, method, body }) =>
      url === '/api/rules' && method === 'POST'
        ? jsonResponse({ ...(body as object), version: 2, updatedAt: '2026-11-02T08:00:00.000Z' })
        : undefined,
    );
    await screen.findByRole('rowheader', { name: 'Wochenende Küche' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Wochenende Küche bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regel „Wochenende Küche“ bearbeiten' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Samstag').checked).toBe(true);
    const minimum = within(dialog).getByRole('textbox', { name: 'Mindestanzahl Personen' });
    act(() => minimum.focus());
    fireEvent.change(minimum, { target: { value: '4' } });
    act(() => minimum.blur());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Regel „Wochenende Küche“ gespeichert.')).toBeTruthy();
    expect(
      server.calls.find((call) => call.url === '/api/rules' && call.method === 'POST')?.body,
    ).toMatchObject({ id: weekend.id, version: 1, ruleType: 'MINOC', settings: { minimum: 4 } });
  });

  it('is not offered without the right to keep master data', async () => {
    renderSignedIn(
      '/rules',
      {
        session: sessionFixture({
          isAdmin: false,
          permissions: permissionsFor(
            permissionNames.filter((name) => name !== 'access.administrator' && name !== 'masterdata.edit'),
          ),
        }),
      },
      lookupRoutes,
    );
    expect(await screen.findByText('Zugriff verweigert.', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Regelarten' })).toBeNull();
  });
});
