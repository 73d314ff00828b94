// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';
import { ToolsMenu } from './tools-menu';

const unitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const data = {
  rows: [{ kind: 'G', key: `G:${unitId}`, unitId, name: 'Wohnbereich 1' }],
  resources: [],
} as unknown as TCalendarData; // only the rows and resources are read

describe('the tools runner', () => {
  it('lists the tools the server offers and opens the dialog a tool names', async () => {
    const server = renderSignedIn(
      '/tools-test',
      { children: <ToolsMenu range={{ from: '2027-01-04', to: '2027-01-31', view: 'MONTH' }} data={data} /> },
      ({ url }) => {
        if (url === '/api/tools/list')
          return jsonResponse([
            { key: 'insertCycle', kind: 'dialog', group: 'plan' },
            { key: 'deleteCycle', kind: 'dialog', group: 'delete' },
          ]);
        if (url === '/api/tools/run')
          return jsonResponse({ kind: 'dialog', key: 'insertCycle', dialog: 'insertCycle' });
        if (url === '/api/shifts/cycles') return jsonResponse([]);
        return undefined;
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Werkzeuge/ }));
    expect(screen.getByRole('menuitem', { name: 'Eingefügten Zyklus löschen…' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Schichtzyklus einfügen…' }));
    expect(await screen.findByRole('dialog', { name: 'Schichtzyklus einfügen: Wohnbereich 1' })).toBeTruthy();
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/tools/run')?.body).toEqual({
        key: 'insertCycle',
      }),
    );
  });
});
