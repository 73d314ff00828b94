// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SessionContext } from '#app/session';
import { browser } from '#lib/browser';
import { renderSignedIn } from '#test/signed-in-app';
import { sessionFixture } from '#test/fixtures';
import { reportTask, reportTaskRoutes } from '#test/task-fixtures';
import { PrintDialog } from './print-dialog';

const unitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const task = reportTask({
  progressId: '5a0c3c1e-2b1a-4f8e-9d6c-0a1b2c3d4e5f',
  kind: 'print',
  type: 'planTools.printCalendar',
  name: 'Kalender drucken Wohnbereich 1 02.11.2026 bis 29.11.2026',
  steps: 3,
  fileName: 'calendar-2026-11-02-2026-11-29.pdf',
});

describe('the print dialog', () => {
  it('prints the shown calendar on the chosen sheet, follows the task and downloads the PDF', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
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
      reportTaskRoutes('/api/reports/print-calendar', task, 'https://files.example/calendar.pdf?signed'),
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
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://files.example/calendar.pdf?signed'));
    expect(dialog.textContent).toContain('Das PDF ist fertig.');
    expect(server.calls.find((call) => call.url === '/api/reports/print-calendar')?.body).toEqual({
      calendar: { from: '2026-11-02', to: '2026-11-29', unitIds: [unitId], resourceIds: [] },
      paper: 'A3',
      orientation: 'portrait',
      include: ['shifts', 'openShifts', 'appointments', 'fixedBars', 'holidays'],
    });
  });
});
