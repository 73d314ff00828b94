// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CalendarDialogRequest } from './dialogs/types';
import { fakeCalendarGridViewport } from '#test/calendar-grid';
import { renderWithApp } from '#test/render-with-app';
import { CalendarBoard, type CalendarBoardProps } from './calendar-board';
import { calendarFixture } from './calendar-fixture';

fakeCalendarGridViewport();

/** A month of 500 people, built once: most tests draw it. */
let largeMonth: ReturnType<typeof calendarFixture> | undefined;

function renderBoard(props: Partial<CalendarBoardProps> = {}) {
  const onRequest = vi.fn<(request: CalendarDialogRequest) => void>();
  const onDrop = vi.fn();
  renderWithApp(
    <CalendarBoard
      data={props.data ?? (largeMonth ??= calendarFixture({ people: 500, days: 31 }))}
      view="USER"
      search=""
      resourceFilter={[]}
      onRequest={onRequest}
      me="u-none"
      today="2026-12-01"
      onDrop={onDrop}
      initialSize={{ width: 1000, height: 600 }}
      {...props}
    />,
  );
  return { onRequest, onDrop };
}

describe('USER view grid', () => {
  it('draws leave asked for apart from granted leave, and says so in its name', () => {
    const data = calendarFixture({ people: 3, days: 7 });
    const base = data.slots.find((slot) => slot.userId !== null && slot.clickType === 'SH');
    if (!base) throw new Error('the fixture has no staffed shift');
    const leave = (key: string, state: number) => ({
      ...base,
      key,
      clickType: 'AP' as const,
      id: `00000000-0000-4000-8000-0000000009${state}0`,
      eventId: '00000000-0000-4000-8000-000000000900',
      templateId: null,
      name: 'Urlaub',
      shortName: 'U',
      begin: null,
      end: null,
      state,
      toolTip: 'Urlaub',
    });
    data.slots.push(leave('asked', 1), leave('granted', 3));
    renderBoard({ data });
    const grid = screen.getByRole('grid');
    const asked = grid.querySelector<HTMLElement>('[data-slot-key="asked"]');
    const granted = grid.querySelector<HTMLElement>('[data-slot-key="granted"]');
    expect(asked?.dataset.pending).toBe('true');
    expect(asked?.getAttribute('aria-label')).toContain('beantragt, noch nicht genehmigt');
    expect(granted?.dataset.pending).toBeUndefined();
    expect(granted?.getAttribute('aria-label')).not.toContain('beantragt');
  });

  it('renders only the rows and days in sight of 500 people x 31 days', () => {
    renderBoard();
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-rowcount')).toBe('522');
    const rows = within(grid).getAllByRole('row');
    const cells = within(grid).getAllByRole('gridcell');
    // 600 px of 44 px rows and 780 px of 96 px days, plus a few beyond each edge.
    expect(rows.length).toBeLessThan(30);
    expect(cells.length).toBeLessThan(30 * 12);
    expect(cells.length).toBeGreaterThan(50);
    expect(within(grid).getAllByRole('columnheader').length).toBeLessThan(16);
    expect(screen.queryByText('Person 499')).toBeNull();
  });

  it('prints every person and day (Ctrl+P), and virtualises again after printing', () => {
    // 60 people of 31 days are more than a screen holds and few enough for jsdom to draw every cell quickly.
    renderBoard({ data: calendarFixture({ people: 60, days: 31 }) });
    const grid = screen.getByRole('grid');
    const rowCount = Number(grid.getAttribute('aria-rowcount'));
    expect(within(grid).getAllByRole('row').length).toBeLessThan(rowCount);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    // Every person and unit row with the header row; all 31 days beside the corner.
    expect(within(grid).getAllByRole('row')).toHaveLength(rowCount);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(32);
    expect(screen.getByText('Person 060')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(within(grid).getAllByRole('row').length).toBeLessThan(30);
    // Drawing 2,000 cells in jsdom takes a few seconds here and over 15 on a machine under load (CI).
  }, 60_000);

  it('colours the hours remaining: grey at zero, red over, green left', () => {
    renderBoard();
    const tones = (name: string) =>
      screen
        .getByRole('button', { name: `${name} auf einen Dienst ziehen` })
        .parentElement?.querySelector('[data-tone]')
        ?.getAttribute('data-tone');
    // The fixture gives person n (from 0) (n mod 3 - 1) x 7.5 hours.
    expect(tones('Person 001')).toBe('negative');
    expect(tones('Person 002')).toBe('zero');
    expect(tones('Person 003')).toBe('positive');
  });

  it('marks the day header with week number, holiday and school holidays, and names the ODbL source', () => {
    renderBoard();
    const header = screen.getAllByRole('columnheader')[1];
    expect(header?.textContent).toContain('KW 50');
    expect(header?.textContent).toContain('S');
    expect(screen.getByText(/OpenHolidays API \(ODbL\)/)).toBeTruthy();
  });

  it('filters people by the search box', () => {
    renderBoard({ search: 'Person 007' });
    expect(screen.getByText('Person 007')).toBeTruthy();
    expect(screen.queryByText('Person 008')).toBeNull();
  });

  it('opens a slot by its click type, and selects with Ctrl or Meta only entries with an id', () => {
    const { onRequest } = renderBoard();
    const grid = screen.getByRole('grid');
    const open = grid.querySelector<HTMLElement>('[data-slot-key="open-0-0"]');
    const ghost = grid.querySelector<HTMLElement>('[data-slot-key="ghost-0-0"]');
    if (!open || !ghost) throw new Error('slots not drawn');
    fireEvent.click(open);
    expect(onRequest.mock.lastCall?.[0]).toMatchObject({
      kind: 'slot',
      clickType: 'SH',
      slot: { key: 'open-0-0' },
    });
    fireEvent.click(open, { ctrlKey: true });
    expect(open.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 Eintrag ausgewählt')).toBeTruthy();
    fireEvent.click(ghost, { metaKey: true });
    expect(ghost.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(open, { metaKey: true });
    expect(open.getAttribute('aria-pressed')).toBe('false');
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('shows the manning colour step of each unit day', () => {
    renderBoard();
    const steps = [...screen.getByRole('grid').querySelectorAll('[data-row-key^="G#"] [data-manning]')].map(
      (cell) => cell.getAttribute('data-manning'),
    );
    expect(steps.slice(0, 5)).toEqual(['0', '25', '50', '75', '100']);
  });

  it('offers no dragging to someone who does not plan', () => {
    renderBoard({ data: calendarFixture({ people: 3, days: 7, plan: false }) });
    expect(screen.queryByRole('button', { name: /auf einen Dienst ziehen/ })).toBeNull();
    expect(screen.getByText('Person 001')).toBeTruthy();
  });
});

describe('calendar settings on the board', () => {
  const dayHeaders = () => within(screen.getByRole('grid')).getAllByRole('columnheader').slice(1);

  it('keeps 96 px days by default and shares the width among the days with a non-fixed table size', () => {
    const data = calendarFixture({ people: 3, days: 14 });
    renderBoard({ data });
    expect(dayHeaders()[0]?.style.width).toBe('96px');
    cleanup();
    renderBoard({ data, layout: { firstDay: 1, showWeekends: true, fixedTableSize: false } });
    // 1000 px of viewport, 220 px of row headers: 14 days of 55 px, all in sight.
    expect(dayHeaders().map((header) => header.style.width)).toEqual(Array(14).fill('55px'));
  });

  it('never makes a fitted day narrower than 36 px', () => {
    renderBoard({
      data: calendarFixture({ people: 3, days: 31 }),
      layout: { firstDay: 1, showWeekends: true, fixedTableSize: false },
    });
    expect(dayHeaders()[0]?.style.width).toBe('36px');
  });

  it('leaves out Saturdays and Sundays in the USER and WEEK views when weekends are not shown', () => {
    const layout = { firstDay: 1, showWeekends: false, fixedTableSize: false } as const;
    // 2026-12-07 is a Monday: two weeks, ten working days.
    renderBoard({ data: calendarFixture({ people: 3, days: 14 }), layout });
    expect(dayHeaders()).toHaveLength(10);
    expect(dayHeaders().some((header) => /^(Sa|So)/.test(header.textContent))).toBe(false);
    cleanup();
    renderBoard({ data: calendarFixture({ people: 3, days: 7 }), view: 'WEEK', layout });
    const table = document.querySelector('table');
    expect(table?.querySelectorAll('thead th')).toHaveLength(6);
    expect(table?.querySelector('[data-date="2026-12-12"]')).toBeNull();
  });

  it('starts the WEEK table on Sunday when the week starts on Sunday', () => {
    renderBoard({
      data: calendarFixture({ people: 3, days: 7, from: '2026-12-06' }),
      view: 'WEEK',
      layout: { firstDay: 0, showWeekends: true, fixedTableSize: true },
    });
    const dates = [...document.querySelectorAll('tbody td')].map((cell) => cell.getAttribute('data-date'));
    expect(dates).toEqual([
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
    ]);
    expect(document.querySelector('thead th:nth-child(2)')?.textContent).toBe('So');
  });
});
