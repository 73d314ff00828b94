// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SessionContext } from '#app/session';
import { browser } from '#lib/browser';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture } from '#test/fixtures';
import { reportTask, reportTaskRoutes } from '#test/task-fixtures';
import { park, team1 } from '#features/organisation/pickers/picker-fixtures';
import { LeaveCalendarDialog } from './leave-calendar-dialog';

const task = reportTask({
  progressId: '5a0c3c1e-2b1a-4f8e-9d6c-0a1b2c3d4e5f',
  kind: 'report',
  type: 'absences.leaveCalendar',
  name: 'Urlaubskalender Wohnbereich 1 2027',
  steps: 2,
  fileName: 'leave-calendar-Wohnbereich-1-2027.xlsx',
});

describe('the leave calendar dialog', () => {
  it('starts the report for the chosen unit and year and downloads the file when it is ready', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const server = renderSignedIn(
      '/leave-calendar-test',
      {
        children: (
          <SessionContext.Provider value={sessionFixture()}>
            <LeaveCalendarDialog open onClose={() => undefined} defaultYear={2026} />
          </SessionContext.Provider>
        ),
      },
      ({ url, method }) =>
        url === '/api/units' && method === 'GET' ? jsonResponse([park, team1]) : undefined,
      reportTaskRoutes(
        '/api/reports/leave-calendar/year',
        task,
        'https://files.example/leave-calendar.xlsx?signed',
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Urlaubskalender (Excel)' });
    const unit = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Bereich' });
    await waitFor(() => expect(unit.options).toHaveLength(2));
    fireEvent.change(unit, { target: { value: team1.id } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Jahr' }), { target: { value: '2027' } });
    fireEvent.click(screen.getByLabelText('Unterbereiche einbeziehen'));
    fireEvent.click(screen.getByRole('button', { name: 'Excel-Datei erstellen' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://files.example/leave-calendar.xlsx?signed'),
    );
    expect(dialog.textContent).toContain('Der Urlaubskalender ist fertig.');
    expect(server.calls.find((call) => call.url === '/api/reports/leave-calendar/year')?.body).toEqual({
      unitId: team1.id,
      year: 2027,
      withSubUnits: true,
    });
  });
});
