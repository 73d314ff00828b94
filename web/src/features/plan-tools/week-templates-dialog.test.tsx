// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';
import type { TWeekTemplate } from '@app/shared/plan-tools/week-template';
import { WeekTemplatesDialog } from './week-templates-dialog';

const unitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const early = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';
const anna = '5b7e9c11-2d4f-4a6b-8c0d-1e2f3a4b5c6d';
const resourceId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const shiftTemplates = [
  {
    id: early,
    name: 'Frühdienst',
    shortName: 'F',
    resourceId,
    unitId: null,
    itemClass: 10,
    begin: '06:00',
    end: '14:00',
    pause1: { mode: 0, begin: null, end: null },
    pause2: { mode: 0, begin: null, end: null },
    backColor: '#ffffff',
    foreColor: '#000000',
    enabled: true,
    requiredQualificationIds: [],
    minutes: 480,
    version: 1,
  },
];
const existing: TWeekTemplate = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  unitId,
  name: 'Woche A',
  order: 0,
  entries: [],
  version: 1,
};

function open(startWith: 'list' | 'fromWeek' = 'list') {
  return renderSignedIn(
    '/weeks-test',
    {
      children: (
        <WeekTemplatesDialog
          unitId={unitId}
          unitName="Wohnbereich 1"
          shownDay="2026-12-10"
          people={[{ id: anna, name: 'Anna' }]}
          resources={[{ id: resourceId, name: 'Pflege' }]}
          startWith={startWith}
          onClose={() => {}}
        />
      ),
    },
    ({ url, method, body }) => {
      if (url === `/api/weektemplates/weeksOfGroup/${unitId}`) return jsonResponse([existing]);
      if (url === '/api/shifts/list') return jsonResponse(shiftTemplates);
      if ((url === '/api/weektemplates' || url === '/api/weektemplates/from-week') && method === 'POST')
        return jsonResponse({ ...existing, ...(body as object), id: existing.id }, 201);
      return undefined;
    },
  );
}

describe('the week templates dialog', () => {
  it("builds a template row by row; a row's times come from its shift template", async () => {
    const server = open();
    expect(await screen.findByText('Woche A')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Neue Wochenvorlage' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Woche B' } });
    const add = screen.getByRole('button', { name: 'Zeile hinzufügen' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    const row = screen.getAllByRole('row')[1];
    if (!row) throw new Error('no row');
    expect(within(row).getByLabelText<HTMLInputElement>('Beginn').value).toBe('06:00');
    fireEvent.change(within(row).getByLabelText('Wochentag'), { target: { value: '3' } });
    fireEvent.change(within(row).getByLabelText('Person'), { target: { value: anna } });
    fireEvent.change(within(row).getByLabelText('Ende'), { target: { value: '13:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/weektemplates')?.body).toEqual({
        unitId,
        name: 'Woche B',
        entries: [
          {
            weekday: 3,
            shiftTplId: early,
            resourceId: null,
            userId: anna,
            begin: '06:00',
            end: '13:00',
            pauses: [],
          },
        ],
      }),
    );
  });

  it('saves the shown week (Monday to Sunday) as a template', async () => {
    const server = open('fromWeek');
    expect(await screen.findByText(/vom 07.12.2026 bis 13.12.2026/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Adventswoche' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/weektemplates/from-week')?.body).toEqual({
        unitId,
        name: 'Adventswoche',
        weekStart: '2026-12-07',
      }),
    );
  });
});
