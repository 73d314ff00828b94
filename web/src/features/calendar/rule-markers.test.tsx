// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TCalendarData, TRuleMarker } from '@app/shared/calendar/calendar-view';
import { fakeCalendarGridViewport } from '#test/calendar-grid';
import { renderWithApp } from '#test/render-with-app';
import { CalendarBoard } from './calendar-board';
import { calendarFixture } from './calendar-fixture';
import { markerCells } from './calendar-model';

fakeCalendarGridViewport();

/** The fixture with a rest error on its first person's second day and a staffing warning on the unit's first. */
function withMarkers(): { data: TCalendarData; person: TRuleMarker; unit: TRuleMarker } {
  const data = calendarFixture({ people: 3, days: 7 });
  const first = data.rows.find((row) => row.kind === 'U');
  const unitRow = data.rows.find((row) => row.kind === 'G');
  if (first?.kind !== 'U' || unitRow?.kind !== 'G') throw new Error('The fixture has no person or unit');
  const person: TRuleMarker = {
    date: '2026-12-08',
    unitId: null,
    userId: first.userId,
    shiftId: null,
    level: 'ERR',
    message: 'Nur 8 Stunden Ruhe zwischen zwei Diensten (mindestens 11).',
    ruleName: 'Arbeitszeitgesetz',
  };
  const unit: TRuleMarker = {
    date: '2026-12-07',
    unitId: unitRow.unitId,
    userId: null,
    shiftId: null,
    level: 'WRN',
    message: 'Besetzt mit 1 von 3 Personen.',
    ruleName: 'Mindestbesetzung Wochenende',
  };
  return { data: { ...data, ruleMarkers: [person, unit] }, person, unit };
}

function renderBoard(data: TCalendarData, view: 'USER' | 'MONTH') {
  renderWithApp(
    <CalendarBoard
      data={data}
      view={view}
      search=""
      resourceFilter={[]}
      onRequest={vi.fn()}
      me="u-none"
      today="2026-12-01"
      onDrop={vi.fn()}
      initialSize={{ width: 1000, height: 600 }}
    />,
  );
}

describe('rule markers in the calendar', () => {
  it('puts a person finding on their row (every row when it names no unit) and a unit finding on the unit row', () => {
    const { data, person, unit } = withMarkers();
    const cells = markerCells(data);
    const personRows = data.rows.filter((row) => row.kind === 'U' && row.userId === person.userId);
    expect(personRows.map((row) => cells.get(`${row.key}|2026-12-08`))).toEqual(
      personRows.map(() => [person]),
    );
    const unitRow = data.rows.find((row) => row.kind === 'G');
    expect(cells.get(`${unitRow?.key ?? ''}|2026-12-07`)).toEqual([unit]);
    expect(cells.size).toBe(personRows.length + 1);
  });

  it('shows a red marker with the message on the cell that breaks a rule, amber on the unit day', () => {
    const { data, person, unit } = withMarkers();
    renderBoard(data, 'USER');
    const grid = screen.getByRole('grid');
    const error = within(grid).getByRole('img', { name: /Regelverstoß \(Fehler\)/ });
    expect(error.getAttribute('data-rule-marker')).toBe('ERR');
    expect(error.getAttribute('title')).toContain(`${person.ruleName}: ${person.message}`);
    expect(error.closest('[role="gridcell"]')?.getAttribute('data-date')).toBe(person.date);
    expect(error.closest(`[data-user="${person.userId ?? ''}"]`)).not.toBeNull();
    const warning = within(grid).getByRole('img', { name: /Regelwarnung/ });
    expect(warning.getAttribute('data-rule-marker')).toBe('WRN');
    expect(warning.getAttribute('title')).toContain(unit.message);
    expect(warning.closest('[role="gridcell"]')?.getAttribute('data-user')).toBe('');
    expect(within(grid).getAllByRole('img', { name: /Regel/ })).toHaveLength(2);
  });

  it('marks the day in the month view', () => {
    const { data, person } = withMarkers();
    renderBoard(data, 'MONTH');
    const day = document.querySelector(`td[data-date="${person.date}"]`);
    if (!(day instanceof HTMLElement)) throw new Error('No day cell');
    expect(within(day).getByRole('img').getAttribute('title')).toContain(person.message);
  });

  it('shows no marker without findings', () => {
    renderBoard(calendarFixture({ people: 3, days: 7 }), 'USER');
    expect(screen.queryByRole('img', { name: /Regel/ })).toBeNull();
  });
});
