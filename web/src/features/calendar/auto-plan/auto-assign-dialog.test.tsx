// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@app/shared/time/tenant-time';
import type { TSession } from '@app/shared/tenants/session';
import { SessionContext } from '#app/session';
import { todayInDisplayZone } from '#lib/format';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';
import { typeDate } from '#test/date-input';
import { reportTask, reportTaskRoutes } from '#test/task-fixtures';
import { park, team1 } from '#features/organisation/pickers/picker-fixtures';
import { AutoPlanButton } from './auto-plan-button';
import { nextMonth } from './auto-assign-dialog';

const task = reportTask({
  progressId: '5a1d4d2f-3c2b-4f9e-8d7c-1a2b3c4d5e6f',
  kind: 'auto-planning',
  type: 'planner.autoAssign',
  name: 'Automatische Planung',
  steps: 3,
  fileName: 'unused.txt',
});
const bus = { id: '9c0e2a51-7d4e-4b8a-9c61-2e5f7a9b0d13', name: 'Kleinbus' };
const units: FetchRoute = ({ url, method }) =>
  url === '/api/units' && method === 'GET' ? jsonResponse([park, team1]) : undefined;

function renderButton(session: TSession, ...routes: FetchRoute[]) {
  return renderSignedIn(
    '/auto-plan-test',
    {
      session,
      children: (
        <SessionContext.Provider value={session}>
          <AutoPlanButton defaultUnitIds={[team1.id]} resources={[bus]} />
        </SessionContext.Provider>
      ),
    },
    units,
    ...routes,
  );
}

/** DDMMYYYY of a plain date, as typed into a date field. */
const digits = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;

describe('the auto-assign dialog', () => {
  it('plans the calendar unit for next month in 60 s unless changed, and closes when the proposal is ready', async () => {
    const server = renderButton(
      sessionFixture(),
      reportTaskRoutes('/api/planning/auto-assign', task, 'https://files.example/unused'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Automatisch planen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Automatisch planen' });
    expect(await within(dialog).findByText(/Wohnbereich 1/)).toBeTruthy();
    expect(
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name: /Auch mit Warnungen füllen/ }).checked,
    ).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Nur Bewerbungen berücksichtigen/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Kleinbus/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planung starten' }));
    const { from, to } = nextMonth(todayInDisplayZone());
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/planning/auto-assign')?.body).toEqual({
        unitIds: [team1.id],
        resourceIds: [bus.id],
        range: { start: from, end: to },
        forcedSlots: false,
        requestsOnly: true,
        downloadLog: false,
        timeLimitSeconds: 60,
      }),
    );
    expect(await within(dialog).findByRole('progressbar')).toBeTruthy();
    // Two polls of the task, 1.5 s apart.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
  }, 15_000);

  it('sends the day the hour balances are read at when one is chosen under Advanced', async () => {
    const server = renderButton(sessionFixture());
    fireEvent.click(await screen.findByRole('button', { name: 'Automatisch planen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Automatisch planen' });
    const { from } = nextMonth(todayInDisplayZone());
    const day = addDays(from, -10);
    fireEvent.click(within(dialog).getByText('Erweitert'));
    typeDate(within(dialog).getByRole('group', { name: 'Stundenkonten zum' }), digits(day));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planung starten' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/planning/auto-assign')?.body).toMatchObject({
        calculationDate: day,
      }),
    );
  });

  it('says at the field that more than 62 days are too many, and starts nothing', async () => {
    const server = renderButton(sessionFixture());
    fireEvent.click(await screen.findByRole('button', { name: 'Automatisch planen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Automatisch planen' });
    const { from } = nextMonth(todayInDisplayZone());
    typeDate(within(dialog).getByRole('group', { name: 'Bis' }), digits(addDays(from, 62)));
    expect(await within(dialog).findByText('Höchstens 62 Tage auf einmal.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planung starten' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.some((call) => call.url === '/api/planning/auto-assign')).toBe(false);
  });

  it('opens the edition dialog when the server refuses the start with 402', async () => {
    renderButton(sessionFixture(), ({ url, method }) =>
      url === '/api/planning/auto-assign' && method === 'POST'
        ? errorResponse(402, 'EDITION_LIMIT', 'server text', { feature: 'autoAssign', edition: 'free' })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Automatisch planen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Automatisch planen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planung starten' }));
    const edition = await screen.findByRole('dialog', { name: /nicht verfügbar|Edition/ });
    expect(edition.textContent).toContain('Automatische Zuweisung');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('opens the edition dialog at once in the Free Edition', async () => {
    const free = sessionFixture({ edition: 'free', isFreeEdition: true, isTrial: false, trialEndsAt: null });
    const server = renderButton(free);
    // The shell (and its edition dialog) is there, as it is around the calendar.
    await screen.findByRole('button', { name: /Benutzermenü/ });
    fireEvent.click(await screen.findByRole('button', { name: 'Automatisch planen' }));
    const edition = await screen.findByRole('dialog', { name: 'In der Free Edition nicht verfügbar' });
    expect(edition.textContent).toContain('Automatische Zuweisung');
    expect(within(edition).getByRole('button', { name: 'Edition wechseln' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Automatisch planen' })).toBeNull();
    expect(server.calls.some((call) => call.url === '/api/planning/auto-assign')).toBe(false);
  });
});
