// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SessionContext } from '#app/session';
import { browser } from '#lib/browser';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture } from '#test/fixtures';
import { reportTask, reportTaskRoutes } from '#test/task-fixtures';
import { park, team1 } from '#features/organisation/pickers/picker-fixtures';
import type { TRuleFinding, TRuleFindings } from '@app/shared/calendar/rule-findings.contracts';
import { RuleCheckDialog } from './rule-check-dialog';

const task = reportTask({
  progressId: '6b1d4d2f-3c2b-4f9e-8d7c-1a2b3c4d5e6f',
  kind: 'report',
  type: 'rules.ruleCheckReport',
  name: 'Regelprüfung Wohnbereich 1 2026-12-01 bis 2026-12-31',
  steps: 3,
  fileName: 'rule-check-Wohnbereich-1-2026-12-01-2026-12-31.xlsx',
});

const recordTask = reportTask({
  progressId: '7c2e5e3a-4d3c-4a0f-9e8d-2b3c4d5e6f70',
  kind: 'report',
  type: 'time.workTimeRecord',
  name: 'Arbeitszeitnachweis Wohnbereich 1 01.12.2026 bis 31.12.2026',
  steps: 3,
  fileName: 'work-time-record-Wohnbereich-1-2026-12-01-2026-12-31.xlsx',
});

const lena = '0b6a4e0c-7e0a-4c2a-9f59-3f7b1c2d4e5f';
const findings: TRuleFindings = {
  unitName: team1.name,
  from: '2026-12-01',
  to: '2026-12-31',
  total: 3,
  errors: 1,
  warnings: 2,
  findings: [
    {
      date: '2026-12-07',
      unitId: team1.id,
      unitName: team1.name,
      userId: null,
      personName: '',
      rule: 'Zwei an jedem Tag',
      level: 'WRN',
      message: 'Am 07.12.2026 sind 1 von mindestens 2 Personen eingeplant.',
      suggestion: '',
    },
    {
      date: '2026-12-09',
      unitId: team1.id,
      unitName: team1.name,
      userId: lena,
      personName: 'Lena Schmidt',
      rule: 'Ruhezeit',
      level: 'ERR',
      message: 'Nur 8 Std. Ruhezeit zwischen zwei Diensten (mindestens 11 Std.).',
      suggestion: '',
    },
    {
      date: '2026-12-10',
      unitId: team1.id,
      unitName: team1.name,
      userId: lena,
      personName: 'Lena Schmidt',
      rule: 'Ruhezeit',
      level: 'WRN',
      message: 'Sonntagsarbeit am 10.12.2026.',
      suggestion: 'Ben Roth einplanen',
    },
  ],
};

function renderDialog(
  from: string,
  to: string,
  handlers: { onClose?: () => void; onOpenFinding?: (finding: TRuleFinding) => void } = {},
) {
  return renderSignedIn(
    '/rule-check-test',
    {
      children: (
        <SessionContext.Provider value={sessionFixture()}>
          <RuleCheckDialog
            onClose={handlers.onClose ?? (() => undefined)}
            onOpenFinding={handlers.onOpenFinding}
            from={from}
            to={to}
          />
        </SessionContext.Provider>
      ),
    },
    ({ url, method }) =>
      url === '/api/units' && method === 'GET'
        ? jsonResponse([park, team1])
        : url === '/api/calendar/rule-check' && method === 'POST'
          ? jsonResponse(findings)
          : undefined,
    reportTaskRoutes('/api/reports/rule-check', task, 'https://files.example/rule-check.xlsx?signed'),
    reportTaskRoutes(
      '/api/reports/work-time-record',
      recordTask,
      'https://files.example/work-time-record.xlsx?signed',
    ),
  );
}

describe('the rule check dialog', () => {
  it('lists the findings in words by person and day, and a finding leads to its cell', async () => {
    const opened: TRuleFinding[] = [];
    let closed = false;
    const server = renderDialog('2026-12-01', '2026-12-31', {
      onOpenFinding: (finding) => opened.push(finding),
      onClose: () => (closed = true),
    });
    const unit = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Bereich' });
    await waitFor(() => expect(unit.options).toHaveLength(2));
    fireEvent.change(unit, { target: { value: team1.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(await screen.findByText('3 Befunde (1 Fehler, 2 Warnungen)')).toBeTruthy();
    // Sub-units are in by default: the calendar's first unit is often the top of the tree.
    expect(server.calls.find((call) => call.url === '/api/calendar/rule-check')?.body).toEqual({
      unitId: team1.id,
      from: '2026-12-01',
      to: '2026-12-31',
      withSubUnits: true,
    });
    // The unit's day first, then each person with their days; no codes, real dates.
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual([`Bereich ${team1.name}`, 'Lena Schmidt']);
    const rest = screen.getByRole('button', { name: /^Fehler\s?Mi, 09\.12\.2026\s?Nur 8 Std\. Ruhezeit/ });
    expect(screen.getByText('Ben Roth einplanen')).toBeTruthy();
    fireEvent.click(rest);
    expect(opened).toEqual([findings.findings[1]]);
    expect(closed).toBe(true);
  });

  it('starts the report for the unit, sub-units and the range shown and downloads the file when ready', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const server = renderDialog('2026-12-01', '2026-12-31');
    const dialog = await screen.findByRole('dialog', { name: 'Regelprüfung' });
    const unit = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Bereich' });
    await waitFor(() => expect(unit.options).toHaveLength(2));
    fireEvent.change(unit, { target: { value: team1.id } });
    fireEvent.click(screen.getByLabelText('Unterbereiche einbeziehen'));
    fireEvent.click(screen.getByLabelText('Unterbereiche einbeziehen'));
    fireEvent.click(screen.getByRole('button', { name: 'Als Excel-Datei' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://files.example/rule-check.xlsx?signed'));
    expect(dialog.textContent).toContain('Die Excel-Datei der Regelprüfung ist fertig.');
    expect(server.calls.find((call) => call.url === '/api/reports/rule-check')?.body).toEqual({
      unitId: team1.id,
      from: '2026-12-01',
      to: '2026-12-31',
      withSubUnits: true,
    });
  });

  it('starts the working time record of ArbZG section 16(2) beside it and downloads it when ready', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const server = renderDialog('2026-12-01', '2026-12-31');
    const dialog = await screen.findByRole('dialog', { name: 'Regelprüfung' });
    const unit = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Bereich' });
    await waitFor(() => expect(unit.options).toHaveLength(2));
    fireEvent.change(unit, { target: { value: team1.id } });
    fireEvent.click(
      screen.getByRole('button', { name: 'Arbeitszeitnachweis (§ 16 Abs. 2 ArbZG) als Excel-Datei' }),
    );
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://files.example/work-time-record.xlsx?signed'),
    );
    expect(dialog.textContent).toContain('Der Arbeitszeitnachweis ist fertig.');
    expect(server.calls.find((call) => call.url === '/api/reports/work-time-record')?.body).toEqual({
      unitId: team1.id,
      from: '2026-12-01',
      to: '2026-12-31',
      withSubUnits: true,
    });
  });

  it('says so and starts nothing when the range is longer than the report covers', async () => {
    const server = renderDialog('2026-01-01', '2026-12-31');
    await screen.findByRole('dialog', { name: 'Regelprüfung' });
    expect(await screen.findByText('Höchstens 92 Tage auf einmal.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Als Excel-Datei' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.some((call) => call.url.startsWith('/api/reports/rule-check'))).toBe(false);
    expect(server.calls.some((call) => call.url === '/api/calendar/rule-check')).toBe(false);
  });
});
