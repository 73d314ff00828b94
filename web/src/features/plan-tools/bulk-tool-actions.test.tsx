// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture } from '#test/fixtures';
import { SessionContext } from '#app/session';
import type { TBulkShift } from '@app/shared/plan-tools/bulk-tool';
import { BulkToolActions } from './bulk-tool-actions';

const unitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const otherUnit = '5b7e9c11-2d4f-4a6b-8c0d-1e2f3a4b5c6d';
const resourceId = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';
const anna = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const taskId = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

const shift = (day: number): TBulkShift => ({
  id: `${unitId}.2026-12-0${day}.1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5${day}`,
  unitId,
  unitName: 'Station 1',
  date: `2026-12-0${day}`,
  weekday: day,
  calendarWeek: 50,
  templateId: null,
  name: 'Früh',
  backColor: '#ffffff',
  itemClass: 10,
  begin: '06:00',
  end: '14:00',
  userId: null,
  userName: null,
  resourceId,
  resourceName: 'Pflege',
  version: 3,
});

const task = {
  progressId: taskId,
  kind: 'import',
  type: 'planTools.bulkTool',
  name: '2 Dienste kopieren',
  running: false,
  succeeded: true,
  hasDownload: false,
  errorMessage: null,
  errorKey: null,
  detail: null,
  value: 2,
  steps: 2,
  percent: 100,
  log: [
    { at: '2026-12-01T10:00:00.000Z', level: 'INF', messageKey: 'bulkTool.log.done', message: '2 erledigt' },
  ],
  result: { tried: 2, done: 2, skipped: 0 },
  fileName: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
};

function open(chosen: TBulkShift[], onFinished: () => void = () => {}) {
  return renderSignedIn(
    '/bulk-test',
    {
      children: (
        <SessionContext.Provider value={sessionFixture()}>
          <BulkToolActions
            chosen={chosen}
            range={{ from: '2026-12-01', to: '2026-12-31' }}
            people={[{ id: anna, name: 'Anna Berg' }]}
            onFinished={onFinished}
          />
        </SessionContext.Provider>
      ),
    },
    ({ url }) => {
      if (url === '/api/resources/targets')
        return jsonResponse([
          { groupId: otherUnit, resourceId, groupName: 'Station 2', resourceName: 'Pflege' },
        ]);
      if (url === '/api/tools/shiftswizard')
        return jsonResponse({ success: true, progressId: taskId, message: null }, 202);
      if (url === `/api/tasks/${taskId}`) return jsonResponse(task);
      return undefined;
    },
  );
}

const runButton = () => screen.queryByRole('button', { name: 'Ausführen' });
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the bulk tool actions', () => {
  it('offers no action while no shift is chosen', async () => {
    open([]);
    expect(await screen.findByText('Keine Dienste gewählt: Die Aktionen sind nicht verfügbar.')).toBeTruthy();
    expect(screen.queryByLabelText('Aktion')).toBeNull();
    expect(runButton()).toBeNull();
  });

  it('shows the run button for a copy only once a target is chosen, and sends the chosen shifts', async () => {
    let finished = 0;
    const server = open([shift(1), shift(2)], () => finished++);
    choose('Aktion', 'copy');
    expect(runButton()).toBeNull();
    choose('Ziel', 'user');
    expect(runButton()).toBeNull();
    choose('Person', anna);
    fireEvent.click(await screen.findByRole('button', { name: 'Ausführen' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/tools/shiftswizard')?.body).toEqual({
        range: { from: '2026-12-01', to: '2026-12-31' },
        sourceIdList: [shift(1).id, shift(2).id],
        versions: { [shift(1).id]: 3, [shift(2).id]: 3 },
        sourceAction: 'copy',
        targetAction: 'user',
        targetUserId: anna,
      }),
    );
    // The progress dialog follows the task; once finished, the data reloads.
    expect(await screen.findByText('Fertig: 2 Dienste, 0 ausgelassen.')).toBeTruthy();
    await waitFor(() => expect(finished).toBe(1));
  });

  it('needs a unit and resource for a move to a resource', async () => {
    open([shift(1)]);
    choose('Aktion', 'move');
    choose('Ziel', 'resource');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Bereich und Arbeitsplatz').disabled).toBe(false),
    );
    expect(runButton()).toBeNull();
    choose('Bereich und Arbeitsplatz', `${otherUnit}|${resourceId}`);
    expect(runButton()).toBeTruthy();
  });

  it('runs a delete directly, and opens the batch edit dialog first', async () => {
    open([shift(1)]);
    choose('Aktion', 'delete');
    expect(runButton()).toBeTruthy();
    choose('Aktion', 'batchedit');
    expect(runButton()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sammelbearbeitung…' }));
    expect(await screen.findByRole('dialog', { name: 'Sammelbearbeitung von 1 Diensten' })).toBeTruthy();
  });
});
