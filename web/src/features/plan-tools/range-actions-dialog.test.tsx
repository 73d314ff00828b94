// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, sessionFixture } from '#test/fixtures';
import { SessionContext } from '#app/session';
import { typeDate } from '#test/date-input';
import type { TRangeActions } from '@app/shared/plan-tools/week-template';
import { RangeActionsDialog } from './range-actions-dialog';

const unitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const weekA = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';
const weekB = '5b7e9c11-2d4f-4a6b-8c0d-1e2f3a4b5c6d';

const actions = (change: Partial<TRangeActions> = {}): TRangeActions => ({
  unitId,
  unitName: 'Wohnbereich 1',
  actions: ['WEEKTEMPLATES', 'DELETEDATA', 'PUBLISH'],
  defaultAction: 'WEEKTEMPLATES',
  weekTemplates: [
    { id: weekA, name: 'Woche A' },
    { id: weekB, name: 'Woche B' },
  ],
  options: { overwrite: true, noCollision: false, skipHolidays: true },
  publishedTo: null,
  ...change,
});

function open(
  source: 'week' | 'month' | 'publish',
  answer: unknown,
  loaded = actions(),
  range = { from: '2026-12-10', to: '2026-12-31' },
  initialAction?: 'DELETEDATA',
) {
  return renderSignedIn(
    '/range-test',
    {
      children: (
        <SessionContext.Provider value={sessionFixture()}>
          <RangeActionsDialog
            unitId={unitId}
            units={[{ id: unitId, name: 'Wohnbereich 1' }]}
            range={range}
            source={source}
            {...(initialAction ? { initialAction } : {})}
            onClose={() => {}}
          />
        </SessionContext.Provider>
      ),
    },
    ({ url }) => {
      if (url.startsWith(`/api/calendar/rangeactionsfor/${unitId}`)) return jsonResponse(loaded);
      if (
        url === '/api/weektemplates/apply' ||
        url === '/api/calendar/deletedata' ||
        url === '/api/calendar/publish'
      )
        return jsonResponse(answer);
      return undefined;
    },
  );
}

const dialog = () => screen.findByRole('dialog', { name: /^Zeitraum-Aktionen:/ });
const run = async () =>
  fireEvent.click(await within(await dialog()).findByRole('button', { name: 'Ausführen' }));
const group = (name: string) => screen.getByRole('group', { name });
const valueOf = (name: string) =>
  within(group(name))
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join('.');

describe('the range dialog', () => {
  it('applies the chosen week templates with the default options and says how many shifts were applied', async () => {
    const server = open('week', { tried: 20, failed: 0, missed: 0, applied: 20, overwritten: 0, notes: [] });
    // Opened from the week view: the start moves to that week's Monday.
    await screen.findByLabelText('Woche A');
    expect(valueOf('Von')).toBe('07.12.2026');
    expect(screen.getByLabelText<HTMLInputElement>('Vorhandene Dienste überschreiben').checked).toBe(true);
    await run();
    expect(await screen.findByText('Sie müssen eine Wochenvorlage auswählen.')).toBeTruthy();
    expect(server.calls.some((call) => call.url === '/api/weektemplates/apply')).toBe(false);

    fireEvent.click(screen.getByLabelText('Woche B'));
    fireEvent.click(screen.getByLabelText('Woche A'));
    fireEvent.change(screen.getByLabelText('Wochen je Vorlage'), { target: { value: '2' } });
    await run();
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/weektemplates/apply')?.body).toEqual({
        groupId: unitId,
        weekIds: [weekA, weekB],
        begin: '2026-12-07',
        end: '2026-12-31',
        overwrite: true,
        noCollision: false,
        skipHolidays: true,
        repeat: 2,
      }),
    );
    expect(await screen.findByText('20 Dienste angewandt.')).toBeTruthy();
  });

  it('names each row the rules left out or warned about by person and day, and stays open', async () => {
    open('month', {
      tried: 10,
      failed: 3,
      missed: 0,
      applied: 7,
      overwritten: 0,
      notes: [
        {
          userId: null,
          name: 'Anna Berg',
          date: '2027-01-05',
          outcome: 'failed',
          message: 'an diesem Tag abwesend',
        },
        {
          userId: null,
          name: 'Ben Kurz',
          date: '2027-01-06',
          outcome: 'warned',
          message: 'Nur 8,5 Std. Ruhezeit für Ben Kurz vor dem Dienst am 06.01.2027 (mindestens 11 Std.).',
        },
      ],
    });
    fireEvent.click(await screen.findByLabelText('Woche A'));
    await run();
    expect(
      await screen.findByText('7 Dienste angewandt. 3 wurden aufgrund des Regelwerks ausgelassen'),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Hinweise zu den Wochenvorlagen' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Anna Berg, Di 05.01.2027: nicht eingefügt – an diesem Tag abwesend',
      'Ben Kurz, Mi 06.01.2027: eingefügt, mit Warnung – Nur 8,5 Std. Ruhezeit für Ben Kurz vor dem Dienst am 06.01.2027 (mindestens 11 Std.).',
    ]);
  });

  it('asks for an action, and moves the other date when one passes it', async () => {
    open('month', { deleted: 0 }, actions({ defaultAction: null }));
    await dialog();
    await run();
    expect(await screen.findByText('Sie müssen eine Aktion auswählen.')).toBeTruthy();
    typeDate(group('Von'), '05012027');
    await waitFor(() => expect(valueOf('Bis')).toBe('05.01.2027'));
  });

  it('deletes the plan data of the range', async () => {
    const server = open('month', { deleted: 12 });
    await screen.findByLabelText('Woche A');
    const select = screen.getByLabelText('Aktion');
    fireEvent.change(select, { target: { value: 'DELETEDATA' } });
    expect(await screen.findByText(/werden mit ihren Anfragen gelöscht/)).toBeTruthy();
    await run();
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/calendar/deletedata')?.body).toEqual({
        groupId: unitId,
        begin: '2026-12-10',
        end: '2026-12-31',
      }),
    );
    expect(await screen.findByText('12 Dienste gelöscht.')).toBeTruthy();
  });

  it('starts on the action it is opened for (the tools menu\'s "delete plan data")', async () => {
    open('month', { deleted: 0 }, actions(), undefined, 'DELETEDATA');
    await screen.findByLabelText('Aktion');
    await waitFor(() => expect(screen.getByLabelText('Aktion')).toHaveProperty('value', 'DELETEDATA'));
    expect(await screen.findByText(/werden mit ihren Anfragen gelöscht/)).toBeTruthy();
  });

  it('publishes with the to-date only, preselected when opened from publishing', async () => {
    const server = open(
      'publish',
      { unitId, publishedTo: '2026-12-31' },
      actions({ defaultAction: 'PUBLISH' }),
    );
    await screen.findByText(/Bisher veröffentlicht: nichts/);
    expect(screen.queryByRole('group', { name: 'Von' })).toBeNull();
    await run();
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/calendar/publish')?.body).toEqual({
        groupId: unitId,
        publishTo: '2026-12-31',
      }),
    );
  });

  it('offers only the actions the caller may run', async () => {
    open('month', {}, actions({ actions: ['PUBLISH'], defaultAction: 'PUBLISH', weekTemplates: [] }));
    await waitFor(() =>
      expect(
        [...screen.getByLabelText<HTMLSelectElement>('Aktion').options].map((option) => option.value),
      ).toEqual(['', 'PUBLISH']),
    );
  });
});

describe('the range dialog without a unit', () => {
  it("says 'unit-choose2' when no unit is chosen", async () => {
    renderSignedIn('/range-test', {
      children: (
        <SessionContext.Provider value={sessionFixture()}>
          <RangeActionsDialog
            units={[{ id: unitId, name: 'Wohnbereich 1' }]}
            unitId={null}
            range={{ from: '2026-12-01', to: '2026-12-31' }}
            source="month"
            onClose={() => {}}
          />
        </SessionContext.Provider>
      ),
    });
    await run();
    expect(await screen.findByText('Bitte wählen Sie einen Bereich aus.')).toBeTruthy();
  });
});
