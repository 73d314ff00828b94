// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TTaskProgress } from '@app/shared/tasks/task';
import { SessionContext } from '#app/session';
import { browser } from '#lib/browser';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture } from '#test/fixtures';
import { park, team1 } from '#features/organisation/pickers/picker-fixtures';
import { LeaveCalendarDialog } from './leave-calendar-dialog';

const task = (running: boolean): TTaskProgress => ({
  progressId: '5a0c3c1e-2b1a-4f8e-9d6c-0a1b2c3d4e5f',
  kind: 'report',
  type: 'absences.leaveCalendar',
  name: 'Urlaubskalender Wohnbereich 1 2027',
  running,
  succeeded: !running,
  hasDownload: !running,
  errorMessage: null,
  errorKey: null,
  detail: null,
  value: running ? 1 : 2,
  steps: 2,
  percent: running ? 50 : 100,
  log: [],
  result: null,
  fileName: running ? null : 'leave-calendar-Wohnbereich-1-2027.xlsx',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:01.000Z',
});

describe('the leave calendar dialog', () => {
  it('starts the report for the chosen unit and year and downloads the file when it is ready', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let polls = 0;
    const server = renderSignedIn(
      '/leave-calendar-test',
      {
        children: (
          <SessionContext.Provider value={sessionFixture()}>
            <LeaveCalendarDialog open onClose={() => undefined} defaultYear={2026} />
          </SessionContext.Provider>
        ),
      },
      ({ url, method }) => {
        if (url === '/api/units' && method === 'GET') return jsonResponse([park, team1]);
        if (url === '/api/reports/leave-calendar/year' && method === 'POST')
          return jsonResponse(task(true), 202);
        if (url === `/api/tasks/${task(true).progressId}`) return jsonResponse(task(++polls < 2));
        if (url === `/api/tasks/${task(true).progressId}/download`)
          return jsonResponse({
            url: 'https://files.example/leave-calendar.xlsx?signed',
            fileName: 'leave-calendar-Wohnbereich-1-2027.xlsx',
            expiresAt: '2026-11-21T10:15:00.000Z',
          });
        return undefined;
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Urlaubskalender (Excel)' });
    const unit = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Bereich' });
    await waitFor(() => expect(unit.options).toHaveLength(2));
    fireEvent.change(unit, { target: { value: team1.id } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Jahr' }), { target: { value: '2027' } });
    fireEvent.click(screen.getByLabelText('Unterbereiche einbeziehen'));
    fireEvent.click(screen.getByRole('button', { name: 'Excel-Datei erstellen' }));
    await waitFor(
      () => expect(assign).toHaveBeenCalledWith('https://files.example/leave-calendar.xlsx?signed'),
      {
        timeout: 5000,
      },
    );
    expect(dialog.textContent).toContain('Der Urlaubskalender ist fertig.');
    expect(server.calls.find((call) => call.url === '/api/reports/leave-calendar/year')?.body).toEqual({
      unitId: team1.id,
      year: 2027,
      withSubUnits: true,
    });
  });
});
