// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAuditEntry } from '@app/shared/tenants/audit';
import { routedFetch, sessionFixture, sessionRoutes, type FetchRoute } from '../../../test/fixtures';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(() => Promise.resolve()),
  fetchAuthSession: vi.fn(() =>
    Promise.resolve({ tokens: { idToken: { toString: () => 'id-token', payload: {} } } }),
  ),
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));

const { AppRoutes } = await import('../../../app/routes');
const { browser } = await import('../../../lib/browser');

const editionChange: TAuditEntry = {
  id: 'a1',
  at: '2026-11-20T13:05:00.000Z',
  action: 'edition.change',
  actorId: 'u1',
  actorName: 'berta',
  targetType: 'tenant',
  targetId: '10002',
  targetName: 'Bäckerei Morgenrot GmbH',
  before: { edition: 'trial', trialEndsAt: '2026-12-21T10:00:00.000Z' },
  after: { edition: 'free', trialEndsAt: null },
};
const roleUpdate: TAuditEntry = {
  id: 'a2',
  at: '2026-11-19T08:00:00.000Z',
  action: 'role.update',
  actorId: 'u1',
  actorName: 'berta',
  targetType: 'role',
  targetId: 'r1',
  targetName: 'Planer',
  before: { name: 'Planer', permissions: ['calendar.view'] },
  after: { name: 'Planer', permissions: ['calendar.view', 'calendar.plan'] },
};

function renderAudit(...routes: FetchRoute[]) {
  const server = routedFetch(sessionRoutes(sessionFixture()), ...routes, ({ url }) =>
    url === '/api/roles' ? jsonResponse([]) : undefined,
  );
  vi.stubGlobal('fetch', server.fetch);
  renderWithApp(<AppRoutes />, { path: '/settings/audit', user: { username: 'admin', customerNo: '10001' } });
  return server;
}

const auditCalls = (server: ReturnType<typeof renderAudit>) =>
  server.calls.filter((call) => call.url.startsWith('/api/audit?')).map((call) => call.url);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('audit log page', () => {
  it('shows time, who, action, target and what changed, and loads more through the cursor', async () => {
    const server = renderAudit(({ url }) => {
      if (!url.startsWith('/api/audit?')) return undefined;
      return url.includes('cursor=')
        ? jsonResponse({ items: [roleUpdate] })
        : jsonResponse({ items: [editionChange], nextCursor: 'abc_1' });
    });
    const row = await screen.findByRole('row', { name: /Edition gewechselt/ });
    // 13:05 UTC is 14:05 in Berlin; the unit tests run with TZ=UTC.
    expect(within(row).getByText(/^20\.11\.2026 \d{2}:05$/)).toBeTruthy();
    expect(within(row).getByText('Bäckerei Morgenrot GmbH')).toBeTruthy();
    expect(row.textContent).toContain('Edition: vorher: Testphase → nachher: Free Edition');
    fireEvent.click(screen.getByRole('button', { name: 'Weitere laden' }));
    const second = await screen.findByRole('row', { name: /Rolle geändert/ });
    expect(second.textContent).toContain('Dienstplan ansehen, Dienstplan planen');
    expect(second.textContent).not.toContain('Name:');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Weitere laden' })).toBeNull());
    expect(auditCalls(server)).toEqual(['/api/audit?limit=25', '/api/audit?limit=25&cursor=abc_1']);
  });

  it('filters by date range (DD.MM.YYYY), action and name', async () => {
    const server = renderAudit(({ url }) =>
      url.startsWith('/api/audit?') ? jsonResponse({ items: [] }) : undefined,
    );
    expect(await screen.findByText('Keine Einträge passen zu den Filtern.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '1.11.2026' } });
    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: '31.02.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    expect(await screen.findByText('Bitte geben Sie ein Datum als TT.MM.JJJJ ein.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: '30.11.2026' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Aktion' }), { target: { value: 'user.create' } });
    fireEvent.change(screen.getByLabelText('Name enthält'), { target: { value: ' emma ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    await waitFor(() =>
      expect(auditCalls(server)).toContain(
        '/api/audit?from=2026-11-01&to=2026-11-30&action=user.create&search=emma&limit=25',
      ),
    );
  });

  it('exports the filtered log as a CSV file', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    const server = renderAudit(({ url }) => {
      if (url.startsWith('/api/audit/export')) {
        return new Response('\ufeffid;at\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="audit-log-2026-11-21.csv"',
          },
        });
      }
      return url.startsWith('/api/audit?') ? jsonResponse({ items: [] }) : undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Als CSV exportieren' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('audit-log-2026-11-21.csv');
    // The byte order mark stays, so that spreadsheet programs read UTF-8.
    expect(new Uint8Array(await (blob as Blob).arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(server.calls.some((call) => call.url === '/api/audit/export')).toBe(true);
  });
});
