// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { fakeCalendarGridViewport } from '#test/calendar-grid';
import { renderWithApp } from '#test/render-with-app';
import { CalendarBoard } from './calendar-board';
import { calendarFixture } from './calendar-fixture';
import { dayContentMode } from './calendar-gestures';
import type { CalendarDialogRequest } from './dialogs/types';

fakeCalendarGridViewport();

// The fixture's first unit and person (Person 001 works Monday to Friday, 7 to 11 December 2026).
const unit = '00000000-0000-4000-8000-000000000001';
const anna = '10000000-0000-4000-8000-000000000001';
const ben = '10000000-0000-4000-8000-000000000002';
const templateId = '20000000-0000-4000-8000-000000000001';
const resourceId = '30000000-0000-4000-8000-000000000001';

function renderBoard({
  data = calendarFixture({ people: 3, days: 7 }),
  me = 'planner',
  today = '2026-12-01',
  view = 'USER',
}: { data?: TCalendarData; me?: string; today?: string; view?: 'USER' | 'MONTH' } = {}) {
  const onRequest = vi.fn<(request: CalendarDialogRequest) => void>();
  const { container } = renderWithApp(
    <CalendarBoard
      data={data}
      view={view}
      search=""
      resourceFilter={[]}
      onRequest={onRequest}
      me={me}
      today={today}
      onDrop={vi.fn()}
      initialSize={{ width: 1000, height: 600 }}
    />,
  );
  const element = (selector: string) => {
    const found = container.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`${selector} not drawn`);
    return found;
  };
  const cell = (userId: string, date: string) =>
    element(`[data-row-key="U#${unit}#${userId}"] [role="gridcell"][data-date="${date}"]`);
  return { onRequest, element, cell };
}

function employeeData(allowShiftInteractionRequest = true): TCalendarData {
  const data = calendarFixture({ people: 3, days: 7, plan: false });
  return { ...data, access: { ...data.access, allowShiftInteractionRequest } };
}

describe('the action menu of a slot', () => {
  it('opens on a right click at the pointer, instead of the browser menu', () => {
    const { onRequest, element } = renderBoard();
    const shift = element('[data-slot-key="s-0-0"]');
    const shown = fireEvent.contextMenu(shift, { clientX: 310, clientY: 120 });
    expect(shown).toBe(false);
    expect(onRequest.mock.lastCall?.[0]).toMatchObject({
      kind: 'menu',
      slot: { key: 's-0-0' },
      anchor: { x: 310, y: 120 },
    });
  });

  it('opens with Shift+F10 or the context-menu key on a focused slot', () => {
    const { onRequest, element } = renderBoard({ view: 'MONTH' });
    const open = element('[data-slot-key="open-0-2"]');
    open.focus();
    fireEvent.keyDown(open, { key: 'F10', shiftKey: true });
    fireEvent.keyDown(open, { key: 'ContextMenu' });
    fireEvent.keyDown(open, { key: 'F10' });
    expect(onRequest).toHaveBeenCalledTimes(2);
    expect(onRequest.mock.lastCall?.[0]).toMatchObject({ kind: 'menu', slot: { key: 'open-0-2' } });
  });

  it('leaves the browser menu alone on a school holiday', () => {
    const data = calendarFixture({ people: 1, days: 7 });
    const holiday: TCalendarSlot = {
      ...(data.slots[0] as TCalendarSlot),
      key: 'holiday',
      clickType: 'SHOLIDAY',
      id: 'sh1',
      unitId: null,
    };
    const { onRequest, element } = renderBoard({ data: { ...data, slots: [holiday, ...data.slots] } });
    expect(fireEvent.contextMenu(element('[data-slot-key="holiday"]'))).toBe(true);
    expect(onRequest).not.toHaveBeenCalled();
  });
});

describe('the day content', () => {
  it("opens the first unit's plan of the day (its open shifts) from a day header", () => {
    const { onRequest } = renderBoard({ today: '2026-12-09' });
    fireEvent.click(screen.getByRole('button', { name: / 08\.12\.$/ }));
    expect(onRequest).toHaveBeenLastCalledWith({
      kind: 'dayContent',
      mode: 'PLAN',
      unitId: unit,
      date: '2026-12-08',
      userId: null,
    });
  });

  it('shows a person what they worked on a past day from the day header, their plan ahead', () => {
    const { onRequest } = renderBoard({ data: employeeData(), me: anna, today: '2026-12-09' });
    fireEvent.click(screen.getByRole('button', { name: / 08\.12\.$/ }));
    expect(onRequest.mock.lastCall?.[0]).toMatchObject({ mode: 'ACTUAL', userId: anna, date: '2026-12-08' });
    fireEvent.click(screen.getByRole('button', { name: / 10\.12\.$/ }));
    expect(onRequest.mock.lastCall?.[0]).toMatchObject({ mode: 'PLAN', userId: anna, date: '2026-12-10' });
  });

  it("opens for a person's own day from a month view's day number when they do not plan", () => {
    const { onRequest } = renderBoard({ data: employeeData(), me: ben, view: 'MONTH' });
    fireEvent.click(screen.getByRole('button', { name: '11.12.' }));
    expect(onRequest).toHaveBeenCalledWith({
      kind: 'dayContent',
      mode: 'PLAN',
      unitId: unit,
      date: '2026-12-11',
      userId: ben,
    });
  });

  it('opens from "+n more" for the person of a cell with more than it shows', () => {
    const data = calendarFixture({ people: 3, days: 7 });
    const base = data.slots.find((slot) => slot.key === 's-0-0') as TCalendarSlot;
    const extra = ['a', 'b'].map((name) => ({
      ...base,
      key: `extra-${name}`,
      id: `${base.id ?? ''}${name}`,
    }));
    const { onRequest } = renderBoard({ data: { ...data, slots: [...data.slots, ...extra] } });
    fireEvent.click(screen.getByRole('button', { name: '+1 weitere' }));
    expect(onRequest).toHaveBeenCalledWith({
      kind: 'dayContent',
      mode: 'PLAN',
      unitId: unit,
      date: '2026-12-07',
      userId: anna,
    });
  });

  it('shows appointments and absences (APP) for a cell that has only those', () => {
    const data = calendarFixture({ people: 1, days: 1 });
    const absence = { ...(data.slots[0] as TCalendarSlot), clickType: 'CA' as const };
    expect(dayContentMode('2026-12-07', '2026-12-01', [absence])).toBe('APP');
    expect(dayContentMode('2026-12-07', '2026-12-01', [absence, data.slots[0] as TCalendarSlot])).toBe(
      'PLAN',
    );
    expect(dayContentMode('2026-12-07', '2026-12-08', [])).toBe('ACTUAL');
  });
});

describe('an empty cell', () => {
  it("opens the shift picker for the person's unit and day to a planner", () => {
    const { onRequest, cell } = renderBoard();
    fireEvent.click(cell(anna, '2026-12-12'));
    expect(onRequest).toHaveBeenCalledWith({
      kind: 'picker',
      unitId: unit,
      date: '2026-12-12',
      userId: anna,
    });
  });

  it('offers an employee the new-entry chooser in their own row only', () => {
    const { onRequest, cell } = renderBoard({ data: employeeData(), me: anna });
    fireEvent.click(cell(ben, '2026-12-11'));
    expect(onRequest).not.toHaveBeenCalled();
    fireEvent.click(cell(anna, '2026-12-12'));
    expect(onRequest).toHaveBeenCalledWith({
      kind: 'newEntry',
      unitId: unit,
      date: '2026-12-12',
      userId: anna,
    });
  });

  it("shows a person's availability on the right-clicked day", () => {
    const { onRequest, cell } = renderBoard();
    expect(fireEvent.contextMenu(cell(anna, '2026-12-13'))).toBe(false);
    expect(onRequest).toHaveBeenCalledWith({ kind: 'availability', userId: anna, date: '2026-12-13' });
  });
});

describe('a person and a ghost slot', () => {
  it("shows a person's availability from the row header, for today when it is shown", () => {
    const { onRequest } = renderBoard({ today: '2026-12-09' });
    fireEvent.click(screen.getByRole('button', { name: 'Verfügbarkeit: Person 002' }));
    expect(onRequest).toHaveBeenCalledWith({ kind: 'availability', userId: ben, date: '2026-12-09' });
  });

  it('offers no availability marks to someone who does not plan', () => {
    renderBoard({ data: employeeData(), me: anna });
    expect(screen.queryByRole('button', { name: /Verfügbarkeit/ })).toBeNull();
  });

  it('lets an employee who may ask for shifts ask for a ghost straight away', () => {
    const { onRequest, element } = renderBoard({ data: employeeData(), me: anna });
    fireEvent.click(element('[data-slot-key="ghost-0-1"]'));
    expect(onRequest).toHaveBeenCalledWith({
      kind: 'requestSlot',
      unitId: unit,
      date: '2026-12-08',
      templateId,
      resourceId,
    });
  });

  it("shows the ghost's details to an employee who may not ask, and to a planner (assign, create)", () => {
    const employee = renderBoard({ data: employeeData(false), me: anna });
    fireEvent.click(employee.element('[data-slot-key="ghost-0-1"]'));
    expect(employee.onRequest).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'slot', clickType: 'SH' }),
    );
    cleanup();
    const planner = renderBoard();
    fireEvent.click(planner.element('[data-slot-key="ghost-0-1"]'));
    expect(planner.onRequest).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'slot', clickType: 'SH' }),
    );
  });
});
