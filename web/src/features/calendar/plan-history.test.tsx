// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';
import type { TPlanChangeSummary, TPlanHistory } from '@app/shared/calendar/plan-history.contracts';
import { PlanHistoryButtons } from './plan-history';

const move: TPlanChangeSummary = {
  id: '3f0b6a52-8c1d-4e2f-9a7b-5c4d3e2f1a0b',
  kind: 'move',
  at: '2026-11-29T08:00:00.000Z',
  date: '2026-12-15',
  shiftName: 'Frühdienst',
  personName: 'Ben Roth',
};
const create: TPlanChangeSummary = {
  ...move,
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  kind: 'create',
  date: '2026-12-14',
  personName: 'Anna Berg',
};
const refused = {
  success: false,
  message: null,
  model: {
    allowForce: true,
    messages: [
      {
        level: 'WRN',
        check: 'default.overlap',
        messageKey: 'calendar.overlap',
        params: {},
        message: 'Anna Berg hat am 14.12.2026 schon einen Dienst.',
        hidden: false,
        notice: false,
        date: '2026-12-14',
        userId: null,
        details: null,
        forceable: true,
        solutions: [],
      },
    ],
  },
  result: null,
};

describe('undo and redo in the calendar', () => {
  it('names the change, undoes it with Ctrl+Z, and asks before forcing a step the rules refuse', async () => {
    let history: TPlanHistory = { undo: move, redo: null };
    const steps: string[] = [];
    renderSignedIn('/history-test', { children: <PlanHistoryButtons /> }, ({ url, method }) => {
      if (url === '/api/calendar/history') return jsonResponse(history);
      if (url.startsWith('/api/calendar/history/') && method === 'POST') {
        steps.push(url);
        if (url.startsWith('/api/calendar/history/redo') && url.includes('force=false'))
          return jsonResponse(refused);
        history = url.startsWith('/api/calendar/history/undo')
          ? { undo: create, redo: move }
          : { undo: move, redo: null };
        return jsonResponse({
          success: true,
          message: 'Gespeichert.',
          model: { allowForce: true, messages: [] },
          result: history,
        });
      }
      if (url === '/api/calendar/data') return jsonResponse({});
      return undefined;
    });

    const undo = await screen.findByRole('button', {
      name: 'Rückgängig: Frühdienst auf Di, 15.12.2026 (Ben Roth) verschoben (Strg+Z)',
    });
    expect(screen.getByRole('button', { name: 'Nichts zum Wiederholen' })).toHaveProperty('disabled', true);
    expect(undo.getAttribute('aria-keyshortcuts')).toContain('Control+Z');

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(
      await screen.findByText('Rückgängig gemacht: Frühdienst auf Di, 15.12.2026 (Ben Roth) verschoben'),
    ).toBeTruthy();
    expect(steps[0]).toBe('/api/calendar/history/undo?force=false');
    await screen.findByRole('button', {
      name: /^Rückgängig: Frühdienst am Mo, 14.12.2026 \(Anna Berg\) angelegt/,
    });

    // Redo is refused by the rules: the findings, and "anyway" repeats it forced.
    fireEvent.click(await screen.findByRole('button', { name: /^Wiederholen: .* verschoben/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Nicht wiederhergestellt' });
    expect(within(dialog).getByText('Anna Berg hat am 14.12.2026 schon einen Dienst.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trotzdem wiederherstellen' }));
    await waitFor(() => expect(steps.at(-1)).toBe('/api/calendar/history/redo?force=true'));
    expect(await screen.findByText(/^Wiederhergestellt: Frühdienst/)).toBeTruthy();
  });

  it('leaves typing alone: Ctrl+Z in a field does not undo the plan', async () => {
    const steps: string[] = [];
    renderSignedIn(
      '/history-test',
      {
        children: (
          <>
            <label>
              Notiz
              <input />
            </label>
            <PlanHistoryButtons />
          </>
        ),
      },
      ({ url, method }) => {
        if (url === '/api/calendar/history') return jsonResponse({ undo: move, redo: null });
        if (method === 'POST') steps.push(url);
        return undefined;
      },
    );
    await screen.findByRole('button', { name: /^Rückgängig:/ });
    fireEvent.keyDown(screen.getByLabelText('Notiz'), { key: 'z', ctrlKey: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(steps).toEqual([]);
  });
});
