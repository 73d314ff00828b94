// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAvailableCountry, TCountry, THolidayList } from '@app/shared/holidays/holiday';
import type { TTaskProgress } from '@app/shared/tasks/task';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';

const germany: TCountry = {
  code: 'DE',
  name: 'Deutschland',
  installedVersion: '2026-11-22/dd3dfa8',
  installedAt: null,
};
const available: TAvailableCountry[] = [
  {
    code: 'DE',
    name: 'Deutschland',
    regions: [{ code: 'BY', name: 'Bayern' }],
    installed: true,
    hasSchoolHolidays: true,
  },
  {
    code: 'AT',
    name: 'Österreich',
    regions: [{ code: '9', name: 'Wien' }],
    installed: false,
    hasSchoolHolidays: true,
  },
];
const year = new Date().getFullYear();
const list: THolidayList = {
  holidays: [
    {
      id: `DE.BY.${year}-01-06.7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e`,
      country: 'DE',
      region: 'BY',
      date: `${year}-01-06`,
      name: { de: 'Heilige Drei Könige', en: 'Epiphany' },
      halfDay: false,
      source: 'import',
    },
  ],
  schoolHolidays: [
    {
      id: `DE.BY.${year}-11-02.7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4f`,
      country: 'DE',
      region: 'BY',
      name: 'Herbstferien',
      start: `${year}-11-02`,
      end: `${year}-11-06`,
      status: null,
      note: null,
      source: 'import',
    },
  ],
  attribution: 'Contains data from the OpenHolidays API project, licensed under ODbL 1.0',
};
const task = (running: boolean): TTaskProgress => ({
  progressId: '11111111-1111-4111-8111-111111111111',
  kind: 'import',
  type: 'holidays.import',
  name: 'Import der Länderdaten',
  running,
  succeeded: !running,
  hasDownload: false,
  errorMessage: null,
  errorKey: null,
  detail: null,
  value: running ? 1 : 2,
  steps: 2,
  percent: running ? 50 : 100,
  log: [
    {
      at: '2026-11-22T10:00:00.000Z',
      level: 'INF',
      messageKey: 'holidays.import.start',
      message: 'Import AT',
    },
    {
      at: '2026-11-22T10:00:01.000Z',
      level: 'WRN',
      messageKey: 'holidays.import.flagged',
      message: '9: vorläufig',
    },
  ],
  result: null,
  fileName: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:01.000Z',
});

function renderPage(...routes: FetchRoute[]) {
  const started: unknown[] = [];
  renderSignedIn(
    '/masterdata/countries',
    { session: sessionFixture() },
    ...routes,
    ({ url, method, body }) => {
      if (url === '/api/countries' && method === 'GET') return jsonResponse([germany]);
      if (url === '/api/countries/DE/regions')
        return jsonResponse([{ country: 'DE', code: 'BY', name: 'Bayern' }]);
      if (url.startsWith('/api/holidays?')) return jsonResponse(list);
      if (url === '/api/import/countries') return jsonResponse(available);
      if (url === '/api/import/run' && method === 'POST') {
        started.push(body);
        return jsonResponse(task(true), 202);
      }
      if (url.startsWith('/api/tasks/')) return jsonResponse(task(false));
      return undefined;
    },
  );
  return started;
}

describe('countries and holidays page', () => {
  it('shows a region’s public and school holidays with the data set’s notice', async () => {
    renderPage();
    await screen.findByRole('option', { name: 'Bayern' });
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'BY' } });
    expect(await screen.findByRole('rowheader', { name: 'Heilige Drei Könige' })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Herbstferien' })).toBeTruthy();
    expect(screen.getAllByText(/ODbL 1\.0/).length).toBeGreaterThan(0);
  });

  it('importer: apply waits for a country, reads update for an installed one, shows the log with its levels', async () => {
    const started = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Länderdaten importieren' }));
    const dialog = await screen.findByRole('dialog');
    const country = await within(dialog).findByLabelText('Land');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Importieren' }).disabled).toBe(
      true,
    );
    fireEvent.change(country, { target: { value: 'DE' } });
    expect(within(dialog).getByRole('button', { name: 'Aktualisieren' })).toBeTruthy();
    fireEvent.change(country, { target: { value: 'AT' } });
    fireEvent.click(within(dialog).getByLabelText(/Probelauf/));
    const apply = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Importieren' });
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    await waitFor(() => expect(started).toEqual([{ country: 'AT', virtual: true }]));
    expect(await within(dialog).findByText('WARNING')).toBeTruthy();
    expect(within(dialog).getByText('INFO')).toBeTruthy();
    expect(await within(dialog).findByText(/Probelauf ist abgeschlossen/)).toBeTruthy();
  });
});
