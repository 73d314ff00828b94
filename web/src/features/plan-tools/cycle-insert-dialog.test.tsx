// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';
import type { TCycleInsertResult } from '@app/shared/plan-tools/cycle-insert';
import { CycleInsertDialog } from './cycle-insert-dialog';

const unitId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const cycleId = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';
const early = '5b7e9c11-2d4f-4a6b-8c0d-1e2f3a4b5c6d';
const late = '6c8f0d22-3e5a-4b7c-9d1e-2f3a4b5c6d7e';
const anna = '11111111-2222-4333-8444-555555555555';
const ben = '22222222-3333-4444-8555-666666666666';

const result = (change: Partial<TCycleInsertResult> = {}): TCycleInsertResult => ({
  insertionId: '33333333-4444-4555-8666-777777777777',
  slotCount: 12,
  missedSlots: 0,
  written: 12,
  overwritten: 0,
  reasons: { collision: 0, absence: 0, rules: 0, resourceRule: 0, inactive: 0 },
  missed: [],
  ...change,
});

const template = (id: string, shortName: string, begin: string, end: string) => ({
  id,
  name: shortName,
  shortName,
  resourceId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  unitId: null,
  itemClass: 10,
  begin,
  end,
  pause1: { mode: 0, begin: null, end: null },
  pause2: { mode: 0, begin: null, end: null },
  backColor: '#ffffff',
  foreColor: '#000000',
  enabled: true,
  requiredQualificationIds: [],
  minutes: 480,
  version: 1,
});

function open(answer: TCycleInsertResult) {
  return renderSignedIn(
    '/cycle-test',
    {
      children: (
        <CycleInsertDialog
          unitId={unitId}
          unitName="Wohnbereich 1"
          people={[
            { id: anna, name: 'Anna Berg' },
            { id: ben, name: 'Ben Kurz' },
          ]}
          start="2027-01-06"
          onClose={() => {}}
        />
      ),
    },
    ({ url }) => {
      if (url === '/api/shifts/cycles')
        return jsonResponse([
          {
            id: cycleId,
            name: 'Früh-Spät-Woche',
            period: 'weeks',
            length: 1,
            slots: [
              { day: 1, shiftTemplateId: early },
              { day: 2, shiftTemplateId: early },
              { day: 3, shiftTemplateId: late },
            ],
            version: 1,
          },
        ]);
      if (url === '/api/shifts/list')
        return jsonResponse([template(early, 'F', '06:00', '14:00'), template(late, 'S', '14:00', '22:00')]);
      if (url === '/api/shifts/insertcycle') return jsonResponse(answer);
      return undefined;
    },
  );
}

const dialog = () => screen.findByRole('dialog', { name: 'Schichtzyklus einfügen: Wohnbereich 1' });
const insert = async () => fireEvent.click(within(await dialog()).getByRole('button', { name: 'Einfügen' }));

describe('the insert-cycle dialog', () => {
  it('asks for a cycle and people, previews two weeks per person and inserts with the options', async () => {
    const server = open(result());
    await insert();
    expect(await screen.findByText('Wählen Sie einen Schichtzyklus.')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Schichtzyklus'), { target: { value: cycleId } });
    await insert();
    expect(await screen.findByText('Wählen Sie mindestens eine Person.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Anna Berg'));
    // A Wednesday start: the weeks cycle begins on Monday, so Wednesday is its late day, then Thursday off.
    const row = await screen.findByRole('row', { name: /Anna Berg/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual(['S', 'frei', 'frei', 'frei', 'frei', 'F', 'F']);
    expect(cells).toHaveLength(14);
    expect(screen.queryByRole('row', { name: /Ben Kurz/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Wiederholungen'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('Tage mit Abwesenheiten überspringen'));
    await insert();
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/shifts/insertcycle')?.body).toEqual({
        unitId,
        cycleId,
        userIds: [anna],
        start: '2027-01-06',
        repetitions: 2,
        overwrite: false,
        skipAbsences: false,
        ignoreWarnings: false,
      }),
    );
    expect(await screen.findByText('12 Dienste eingefügt.')).toBeTruthy();
  });

  it('names each slot left out by person and day, with the rule in its own words', async () => {
    open(
      result({
        missedSlots: 3,
        written: 9,
        missed: [
          {
            userId: anna,
            name: 'Anna Berg',
            date: '2027-01-07',
            reason: 'rules',
            message: 'Nur 8,5 Std. Ruhezeit für Anna Berg vor dem Dienst am 07.01.2027 (mindestens 11 Std.).',
          },
          { userId: ben, name: 'Ben Kurz', date: '2027-01-06', reason: 'absence', message: null },
        ],
      }),
    );
    await screen.findByRole('option', { name: 'Früh-Spät-Woche' });
    fireEvent.change(await screen.findByLabelText('Schichtzyklus'), { target: { value: cycleId } });
    fireEvent.click(screen.getByLabelText('Alle'));
    await insert();
    expect(await screen.findByText('3 von 12 Diensten konnten nicht eingefügt werden.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Nicht eingefügte Dienste' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Anna Berg, Do 07.01.2027: Nur 8,5 Std. Ruhezeit für Anna Berg vor dem Dienst am 07.01.2027 (mindestens 11 Std.).',
      'Ben Kurz, Mi 06.01.2027: an diesem Tag abwesend',
    ]);
    // One more was left out than listed: said, not hidden.
    expect(screen.getByText('… und 1 weiterer Dienst.')).toBeTruthy();
  });
});
