// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAuditEntry } from '@app/shared/tenants/audit';
import type { TTaskProgress } from '@app/shared/tasks/task';
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

  it('exports the filtered log in the background, shows the progress and downloads the file', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const task = (running: boolean): TTaskProgress => ({
      progressId: '3f0c3c1e-2b1a-4f8e-9d6c-0a1b2c3d4e5f',
      kind: 'report',
      type: 'audit.export',
      name: 'Export des Protokolls',
      running,
      succeeded: !running,
      hasDownload: !running,
      errorMessage: null,
      errorKey: null,
      detail: running ? '120 Zeilen geschrieben' : null,
      value: running ? 1 : 3,
      steps: 3,
      percent: running ? 33 : 100,
      log: [],
      result: null,
      fileName: running ? null : 'audit-log-2026-11-21.xlsx',
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:01.000Z',
    });
    let polls = 0;
    const server = renderAudit(({ url, method }) => {
      if (url === '/api/audit/exports' && method === 'POST') return jsonResponse(task(true), 202);
      if (url === `/api/tasks/${task(true).progressId}`) return jsonResponse(task(++polls < 2));
      if (url === `/api/tasks/${task(true).progressId}/download`) {
        return jsonResponse({
          url: 'https://files.example/audit-log.xlsx?signed',
          fileName: 'audit-log-2026-11-21.xlsx',
          expiresAt: '2026-11-21T10:15:00.000Z',
        });
      }
      return url.startsWith('/api/audit?') ? jsonResponse({ items: [] }) : undefined;
    });
    expect(await screen.findByText('Keine Einträge passen zu den Filtern.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Aktion' }), { target: { value: 'user.delete' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Als Excel exportieren' }));
    const bar = await screen.findByRole('progressbar', { name: 'Fortschritt von Export des Protokolls' });
    expect(bar.getAttribute('value')).toBe('33');
    expect(screen.getByText('120 Zeilen geschrieben')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://files.example/audit-log.xlsx?signed'));
    expect(screen.getByText(/Der Export ist fertig/)).toBeTruthy();
    expect(server.calls.find((call) => call.url === '/api/audit/exports')?.body).toEqual({
      action: 'user.delete',
    });
    // Once, not on every render; the button offers it again.
    fireEvent.click(screen.getByRole('button', { name: 'Herunterladen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
  });
});
