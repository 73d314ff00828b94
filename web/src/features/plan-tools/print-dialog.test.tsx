// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TTaskProgress } from '@app/shared/tasks/task';
import { SessionContext } from '#app/session';
import { browser } from '#lib/browser';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture } from '#test/fixtures';
import { PrintDialog } from './print-dialog';

const unitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const task = (running: boolean): TTaskProgress => ({
  progressId: '5a0c3c1e-2b1a-4f8e-9d6c-0a1b2c3d4e5f',
  kind: 'print',
  type: 'planTools.printCalendar',
  name: 'Kalender drucken Wohnbereich 1 02.11.2026 bis 29.11.2026',
  running,
  succeeded: !running,
  hasDownload: !running,
  errorMessage: null,
  errorKey: null,
  detail: null,
  value: running ? 1 : 3,
  steps: 3,
  percent: running ? 33 : 100,
  log: [],
  result: null,
  fileName: running ? null : 'calendar-2026-11-02-2026-11-29.pdf',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:01.000Z',
});

describe('the print dialog', () => {
  it('prints the shown calendar on the chosen sheet, follows the task and downloads the PDF', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let polls = 0;
    const server = renderSignedIn(
      '/print-test',
      {
        children: (
          <SessionContext.Provider value={sessionFixture()}>
            <PrintDialog
              request={{ from: '2026-11-02', to: '2026-11-29', unitIds: [unitId], resourceIds: [] }}
              onClose={() => undefined}
            />
          </SessionContext.Provider>
        ),
      },
      ({ url, method }) => {
        if (url === '/api/reports/print-calendar' && method === 'POST') return jsonResponse(task(true), 202);
        if (url === `/api/tasks/${task(true).progressId}`) return jsonResponse(task(++polls < 2));
        if (url === `/api/tasks/${task(true).progressId}/download`)
          return jsonResponse({
            url: 'https://files.example/calendar.pdf?signed',
            fileName: 'calendar-2026-11-02-2026-11-29.pdf',
            expiresAt: '2026-11-21T10:15:00.000Z',
          });
        return undefined;
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kalender drucken' });
    expect(dialog.textContent).toContain('02.11.2026 bis 29.11.2026');
    fireEvent.change(screen.getByRole('combobox', { name: 'Papier' }), { target: { value: 'A3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ausrichtung' }), {
      target: { value: 'portrait' },
    });
    fireEvent.click(screen.getByLabelText('Abwesenheiten'));
    fireEvent.click(screen.getByLabelText('Legende der Dienste und Abwesenheitsarten'));
    fireEvent.click(screen.getByRole('button', { name: 'PDF erstellen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://files.example/calendar.pdf?signed'), {
      timeout: 5000,
    });
    expect(dialog.textContent).toContain('Das PDF ist fertig.');
    expect(server.calls.find((call) => call.url === '/api/reports/print-calendar')?.body).toEqual({
      calendar: { from: '2026-11-02', to: '2026-11-29', unitIds: [unitId], resourceIds: [] },
      paper: 'A3',
      orientation: 'portrait',
      include: ['shifts', 'openShifts', 'appointments', 'fixedBars', 'holidays'],
    });
  });
});
