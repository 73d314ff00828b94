// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SessionContext } from '#app/session';
import { browser } from '#lib/browser';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture } from '#test/fixtures';
import { reportTask, reportTaskRoutes } from '#test/task-fixtures';
import { park, team1 } from '#features/organisation/pickers/picker-fixtures';
import { RuleCheckDialog } from './rule-check-dialog';

const task = reportTask({
  progressId: '6b1d4d2f-3c2b-4f9e-8d7c-1a2b3c4d5e6f',
  kind: 'report',
  type: 'rules.ruleCheckReport',
  name: 'Regelprüfung Wohnbereich 1 2026-12-01 bis 2026-12-31',
  steps: 3,
  fileName: 'rule-check-Wohnbereich-1-2026-12-01-2026-12-31.xlsx',
});

function renderDialog(from: string, to: string) {
  return renderSignedIn(
    '/rule-check-test',
    {
      children: (
        <SessionContext.Provider value={sessionFixture()}>
          <RuleCheckDialog onClose={() => undefined} from={from} to={to} />
        </SessionContext.Provider>
      ),
    },
    ({ url, method }) => (url === '/api/units' && method === 'GET' ? jsonResponse([park, team1]) : undefined),
    reportTaskRoutes('/api/reports/rule-check', task, 'https://files.example/rule-check.xlsx?signed'),
  );
}

describe('the rule check dialog', () => {
  it('starts the report for the unit, sub-units and the range shown and downloads the file when ready', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const server = renderDialog('2026-12-01', '2026-12-31');
    const dialog = await screen.findByRole('dialog', { name: 'Regelprüfung (Excel)' });
    const unit = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Bereich' });
    await waitFor(() => expect(unit.options).toHaveLength(2));
    fireEvent.change(unit, { target: { value: team1.id } });
    fireEvent.click(screen.getByLabelText('Unterbereiche einbeziehen'));
    fireEvent.click(screen.getByRole('button', { name: 'Prüfung starten' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://files.example/rule-check.xlsx?signed'));
    expect(dialog.textContent).toContain('Die Regelprüfung ist fertig.');
    expect(server.calls.find((call) => call.url === '/api/reports/rule-check')?.body).toEqual({
      unitId: team1.id,
      from: '2026-12-01',
      to: '2026-12-31',
      withSubUnits: true,
    });
  });

  it('says so and starts nothing when the range is longer than the report covers', async () => {
    const server = renderDialog('2026-01-01', '2026-12-31');
    await screen.findByRole('dialog', { name: 'Regelprüfung (Excel)' });
    expect(await screen.findByText('Höchstens 92 Tage auf einmal.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prüfung starten' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.some((call) => call.url === '/api/reports/rule-check')).toBe(false);
  });
});
