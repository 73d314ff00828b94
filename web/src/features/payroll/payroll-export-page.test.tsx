// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPayrollRun } from '@app/shared/payroll/payroll-export.contracts';
import type { TPayrollSettings } from '@app/shared/payroll/payroll-settings';
import { browser } from '#lib/browser';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';
import { typeDate } from '#test/date-input';
import { reportTask, reportTaskRoutes } from '#test/task-fixtures';
import { park, team1, units } from '#features/organisation/pickers/picker-fixtures';
import { defaultCalculationDate, wholeMonth } from './payroll-dates';

const settings = (system: TPayrollSettings['system'], numbers: [string, string]): TPayrollSettings => ({
  system,
  consultantNumber: numbers[0],
  clientNumber: numbers[1],
  wageTypes: [],
  rates: [],
  absenceKeys: [],
  costCentres: [],
  lodasAbsences: 'stammdaten',
  dayCountersWithoutLohnart: false,
  lugCalendar: 'both',
  lugFieldOrder: [
    'personnelNumber',
    'day',
    'absenceKey',
    'lohnart',
    'hours',
    'days',
    'value',
    'factor',
    'wageChange',
    'costCentre',
    'costUnit',
  ],
  sage: {
    separator: ';',
    decimalSeparator: ',',
    dateFormat: 'DD.MM.YYYY',
    columns: ['client', 'month', 'year', 'personnelNumber', 'lohnart', 'quantity'],
    absenceFile: true,
    encoding: 'windows-1252',
  },
  version: numbers[0] ? 1 : 0,
});

const runId = '3f1d2c4b-5a69-4e7f-8a9b-0c1d2e3f4a5b';
const run: TPayrollRun = {
  id: runId,
  system: 'lodas',
  unitId: park.id,
  userId: null,
  subject: 'Haus am Park',
  calculationDate: '2026-10-31',
  month: '2026-10',
  range: { start: '2026-10-01', end: '2026-10-31' },
  taskId: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  state: 'done',
  files: [{ index: 0, fileName: 'LODAS_2026-10.txt', role: 'movements', bytes: 2048, sha256: 'ab' }],
  people: 12,
  lines: 80,
  warnings: 2,
  createdAt: '2026-11-02T08:30:00.000Z',
  createdBy: { userId: '0b8f5a52-4c8e-4d59-9d6f-8d1f0f6f1a01', name: 'Anna Admin' },
  filesUntil: '2099-01-31T08:30:00.000Z',
};

const lodasTask = reportTask({
  progressId: '5a0c3c1e-2b1a-4f8e-9d6c-0a1b2c3d4e5f',
  kind: 'payroll-export',
  type: 'payroll.lodas',
  name: 'DATEV LODAS Haus am Park',
  steps: 3,
  fileName: 'LODAS.txt',
});

/** The page's reads: the settings (LuG never saved), the units, the runs. */
function pageApi(runs: TPayrollRun[] = [run]): FetchRoute {
  return ({ url, method }) => {
    if (method !== 'GET') return undefined;
    if (url === '/api/payroll/settings')
      return jsonResponse([
        settings('lodas', ['1234567', '10001']),
        settings('lug', ['', '']),
        settings('sage', ['1234567', '10001']),
      ]);
    if (url === '/api/units') return jsonResponse(units);
    if (url.startsWith('/api/payroll/runs?')) return jsonResponse({ items: runs });
    if (url === '/api/users') return jsonResponse([]);
    return undefined;
  };
}

async function openExport(system: string) {
  fireEvent.click(await screen.findByRole('button', { name: `${system} exportieren…` }));
  return screen.findByRole('dialog', { name: `Export: ${system}` });
}

describe('the payroll export page', () => {
  it('shows each system with its numbers, a way to the settings when they are missing, and the kept runs', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const server = renderSignedIn('/payroll/export', {}, pageApi(), ({ url }) =>
      url === `/api/payroll/runs/${runId}/files/0`
        ? jsonResponse({
            url: 'https://files.example/lodas?signed',
            fileName: 'LODAS_2026-10.txt',
            expiresAt: '2026-11-23T10:15:00.000Z',
          })
        : undefined,
    );
    const lodas = await screen.findByRole('region', { name: 'DATEV LODAS' });
    expect(within(lodas).getByText('1234567')).toBeTruthy();
    expect(within(lodas).getByText('10001')).toBeTruthy();
    expect(within(lodas).queryByRole('link')).toBeNull();
    const lug = screen.getByRole('region', { name: 'DATEV Lohn und Gehalt' });
    expect(within(lug).getAllByText('nicht gesetzt')).toHaveLength(2);
    expect(
      within(lug).getByRole('link', { name: 'Lohnexport-Einstellungen öffnen' }).getAttribute('href'),
    ).toBe('/payroll/settings');
    const sage = screen.getByRole('region', { name: 'Sage' });
    expect(sage.textContent).toContain('Vorlage vor Produktivnahme mit Ihrer Sage-Installation abstimmen');

    const runs = await screen.findByRole('table', { name: 'Exporte' });
    const row = within(runs).getByRole('row', { name: /Haus am Park/ });
    expect(row.textContent).toContain('Anna Admin');
    expect(row.textContent).toContain('01.10.2026 – 31.10.2026');
    expect(row.textContent).toContain('DATEV LODAS');
    fireEvent.click(within(row).getByRole('button', { name: 'LODAS_2026-10.txt herunterladen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://files.example/lodas?signed'));
    expect(server.calls.some((call) => call.url === `/api/payroll/runs/${runId}/files/0`)).toBe(true);
  });

  it('exports a unit for last month, shows the warnings of the log and downloads the file', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const withLog = (running: boolean) => ({
      ...lodasTask(running),
      log: running
        ? []
        : [
            {
              at: '2026-11-23T10:00:01.000Z',
              level: 'WRN' as const,
              messageKey: 'payroll.warning.unconfirmedDays',
              message: 'Emma Mitarbeiterin: 2 Tage nicht bestätigt (03.10.2026, 04.10.2026)',
            },
          ],
    });
    const server = renderSignedIn(
      '/payroll/export',
      {},
      pageApi([]),
      reportTaskRoutes('/api/reports/datev-lodas', withLog, 'https://files.example/LODAS?signed'),
    );
    expect(await screen.findByText('Noch keine Exporte.')).toBeTruthy();
    const dialog = await openExport('DATEV LODAS');
    const unit = await within(dialog).findByRole('combobox', { name: /^Bereich/ });
    await waitFor(() => expect((unit as HTMLSelectElement).value).toBe(park.id));
    expect(dialog.textContent).toContain('Ihre Untereinheiten sind eingeschlossen.');
    fireEvent.change(unit, { target: { value: team1.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export starten' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://files.example/LODAS?signed'));
    const calculationDate = defaultCalculationDate();
    expect(server.calls.find((call) => call.url === '/api/reports/datev-lodas')?.body).toEqual({
      unitId: team1.id,
      calculationDate,
      range: wholeMonth(calculationDate),
    });
    const log = within(dialog).getByRole('region', { name: 'Protokoll' });
    expect(log.textContent).toBe(
      'Warnung: Emma Mitarbeiterin: 2 Tage nicht bestätigt (03.10.2026, 04.10.2026)',
    );
    expect(dialog.textContent).toContain('Die Datei ist fertig');
    // The list of runs is read again once the export is done.
    await waitFor(() =>
      expect(server.calls.filter((call) => call.url.startsWith('/api/payroll/runs?')).length).toBeGreaterThan(
        1,
      ),
    );
  });

  it('says at the field that a range across months is refused, and sends nothing', async () => {
    const server = renderSignedIn('/payroll/export', {}, pageApi());
    const dialog = await openExport('Sage');
    expect(dialog.textContent).toContain('Vorlage vor Produktivnahme mit Ihrer Sage-Installation abstimmen');
    await within(dialog).findByRole('combobox', { name: /^Bereich/ });
    const [year] = defaultCalculationDate().split('-');
    const end = within(dialog).getByRole('group', { name: 'Bis' });
    typeDate(end, `0101${Number(year) + 1}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export starten' }));
    expect(
      await within(dialog).findByText(/Der Zeitraum muss im Abrechnungsmonat \d\d\/\d{4} liegen/),
    ).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('opens the edition dialog when the Free Edition refuses the export', async () => {
    const freeAdmin = sessionFixture({
      edition: 'free',
      isFreeEdition: true,
      isTrial: false,
      trialEndsAt: null,
    });
    renderSignedIn('/payroll/export', { session: freeAdmin }, pageApi(), ({ url, method }) =>
      url === '/api/reports/datev-lug' && method === 'POST'
        ? errorResponse(402, 'EDITION_LIMIT', 'server text', { feature: 'payrollExport', edition: 'free' })
        : undefined,
    );
    const dialog = await openExport('DATEV Lohn und Gehalt');
    await within(dialog).findByRole('combobox', { name: /^Bereich/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export starten' }));
    const edition = await screen.findByRole('dialog', { name: 'In der Free Edition nicht verfügbar' });
    expect(within(edition).getByRole('button', { name: 'Edition wechseln' })).toBeTruthy();
    // The export dialog adds no message of its own: the edition dialog says it.
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
