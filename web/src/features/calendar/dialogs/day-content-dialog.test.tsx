// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { renderWithApp } from '#test/render-with-app';
import { DayContentDialog } from './day-content-dialog';

afterEach(() => cleanup());

const unitId = '00000000-0000-4000-8000-000000000001';
const me = '00000000-0000-4000-8000-000000000002';
const shift: TCalendarSlot = {
  key: 'k1',
  rowKey: 'r1',
  clickType: 'SH',
  id: `${unitId}.2026-12-07.00000000-0000-4000-8000-000000000010`,
  version: 1,
  date: '2026-12-07',
  endDate: '2026-12-07',
  unitId,
  userId: me,
  templateId: null,
  resourceId: null,
  resourceIds: [],
  multiResource: false,
  eventId: null,
  name: 'Frühdienst',
  shortName: 'F',
  itemClass: 10,
  begin: '06:00',
  end: '14:00',
  pause1: null,
  pause2: null,
  minutes: 450,
  notes: '',
  backColor: '#fff',
  foreColor: '#000',
  foreign: false,
  state: null,
  requests: [],
  more: 0,
  serialId: null,
  toolTip: '',
};
const data = (slots: TCalendarSlot[]): TCalendarData => ({
  from: '2026-12-01',
  to: '2026-12-31',
  timeZone: 'Europe/Berlin',
  rows: [],
  slots,
  manning: [],
  holidays: [],
  schoolHolidays: [],
  schoolHolidayAttribution: null,
  ruleMarkers: [],
  resources: [],
  publishedTo: {},
  access: {
    plan: true,
    allowShiftInteraction: false,
    allowShiftInteractionRequest: false,
    createShift: false,
  },
});

describe('the day content dialog', () => {
  it('ACTUAL shows what exists of the day and says time tracking comes later only when nothing does', () => {
    const onOpen = vi.fn();
    const { unmount } = renderWithApp(
      <DayContentDialog
        mode="ACTUAL"
        unitId={unitId}
        date="2026-12-07"
        userId={me}
        data={data([shift])}
        onOpen={onOpen}
        onClose={vi.fn()}
      />,
      { language: 'en' },
    );
    expect(screen.queryByText(/Nothing on this day/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Frühdienst/ }));
    expect(onOpen).toHaveBeenCalledWith({ kind: 'slot', clickType: 'SH', slot: shift });
    unmount();
    renderWithApp(
      <DayContentDialog
        mode="ACTUAL"
        unitId={unitId}
        date="2026-12-08"
        userId={me}
        data={data([shift])}
        onOpen={onOpen}
        onClose={vi.fn()}
      />,
      { language: 'en' },
    );
    expect(
      screen.getByText('Nothing on this day. Recorded times are under My time and Target/actual.'),
    ).toBeTruthy();
  });

  it('PLAN lists the entries with their total and offers a new entry to a planner', () => {
    const onOpen = vi.fn();
    renderWithApp(
      <DayContentDialog
        mode="PLAN"
        unitId={unitId}
        date="2026-12-07"
        userId={me}
        data={data([shift])}
        onOpen={onOpen}
        onClose={vi.fn()}
      />,
      { language: 'en' },
    );
    expect(screen.getByText('Total: 7:30 h')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New entry' }));
    expect(onOpen).toHaveBeenCalledWith({ kind: 'newEntry', unitId, date: '2026-12-07', userId: me });
  });
});
