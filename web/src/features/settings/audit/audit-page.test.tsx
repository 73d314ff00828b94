// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAuditEntry } from '@app/shared/tenants/audit';
import { renderSignedIn } from '#test/signed-in-app';
import { typeDate } from '#test/date-input';
import { jsonResponse, type FetchRoute } from '#test/fixtures';
import { browser } from '#lib/browser';
import { present } from '#test/present';

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
  return renderSignedIn('/settings/audit', {}, ...routes, ({ url }) =>
    url === '/api/roles' ? jsonResponse([]) : undefined,
  );
}

const auditCalls = (server: ReturnType<typeof renderAudit>) =>
  server.calls.filter((call) => call.url.startsWith('/api/audit?')).map((call) => call.url);

describe('audit log page', () => {
  it('shows time, who, action, target and what changed, and loads more through the cursor', async () => {
    const server = renderAudit(({ url }) => {
      if (!url.startsWith('/api/audit?')) return undefined;
      return url.includes('cursor=')
        ? jsonResponse({ items: [roleUpdate] })
        : jsonResponse({ items: [editionChange], nextCursor: 'abc_1' });
    });
    const row = await screen.findByRole('row', { name: /Edition gewechselt/ });
    // 13:05 UTC on the tenant's wall clock (Europe/Berlin), although the test process runs in UTC.
    expect(within(row).getByText('20.11.2026 14:05')).toBeTruthy();
    expect(row.textContent).toContain('21.12.2026 11:00'); // the trial end before the change
    expect(within(row).getByText('Bäckerei Morgenrot GmbH')).toBeTruthy();
    expect(row.textContent).toContain('Edition: vorher: Testphase → nachher: Free Edition');
    fireEvent.click(screen.getByRole('button', { name: 'Weitere laden' }));
    const second = await screen.findByRole('row', { name: /Rolle geändert/ });
    expect(second.textContent).toContain('Dienstplan ansehen, Dienstplan planen');
    expect(second.textContent).not.toContain('Name:');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Weitere laden' })).toBeNull());
    expect(auditCalls(server)).toEqual(['/api/audit?limit=25', '/api/audit?limit=25&cursor=abc_1']);
  });

  it('filters by date range, action and name', async () => {
    const server = renderAudit(({ url }) =>
      url.startsWith('/api/audit?') ? jsonResponse({ items: [] }) : undefined,
    );
    expect(await screen.findByText('Keine Einträge passen zu den Filtern.')).toBeTruthy();
    typeDate(screen.getByRole('group', { name: 'Von' }), '01112026');
    typeDate(screen.getByRole('group', { name: 'Bis' }), '31102026');
    fireEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    expect(await screen.findByText('Das Ende liegt vor dem Anfang.')).toBeTruthy();
    // The end from the calendar instead: it opens at October, the month of the typed end.
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Bis' })).getByRole('button', { name: /Kalender/ }),
    );
    const calendar = screen.getByRole('dialog');
    // (react-aria adds a second, visually hidden "Weiter" for screen readers after the grid.)
    fireEvent.click(present(within(calendar).getAllByRole('button', { name: 'Weiter' })[0], 'Weiter'));
    fireEvent.click(within(calendar).getByRole('button', { name: /Montag, 30\. November 2026/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Aktion' }), { target: { value: 'user.create' } });
    fireEvent.change(screen.getByLabelText('Name enthält'), { target: { value: ' emma ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    await waitFor(() =>
      expect(auditCalls(server)).toContain(
        '/api/audit?from=2026-11-01&to=2026-11-30&action=user.create&search=emma&limit=25',
      ),
    );
    expect(screen.queryByText('Das Ende liegt vor dem Anfang.')).toBeNull();
  });

  it('does not filter by a day outside the limits, and resets to no filter', async () => {
    const server = renderAudit(({ url }) =>
      url.startsWith('/api/audit?') ? jsonResponse({ items: [] }) : undefined,
    );
    expect(await screen.findByText('Keine Einträge passen zu den Filtern.')).toBeTruthy();
    const from = screen.getByRole('group', { name: 'Von' });
    typeDate(from, '31121999');
    fireEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    expect(screen.getByText(/^Bitte wählen Sie ein Datum vom 01\.01\.2000 bis/)).toBeTruthy();
    typeDate(from, '0111');
    fireEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(screen.getByRole('group', { name: 'Von' }).textContent).toBe('tt.mm.jjjj');
    fireEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    await waitFor(() => expect(auditCalls(server).length).toBeGreaterThan(0));
    expect(auditCalls(server).every((url) => url === '/api/audit?limit=25')).toBe(true);
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
