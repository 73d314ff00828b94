// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { agendaDays, CalendarAgenda, formatAgendaDay } from './calendar-agenda';
import { colleaguesOf } from './colleagues';
import { calendarFixture } from './calendar-fixture';

const data = calendarFixture({ people: 3, days: 7, from: '2026-12-07' });
const people = data.rows.flatMap((row) => (row.kind === 'U' ? [row] : []));
const me = people[0]?.userId ?? '';

describe('the calendar agenda', () => {
  it('groups the planned shifts by day with the people working them, the caller’s own marked', () => {
    const days = agendaDays(data, me, '2026-12-07', '2026-12-13');
    expect(days).toHaveLength(7);
    const first = days[0]?.entries ?? [];
    // Open and ghost slots are not planned shifts: one early shift with the people working it.
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ own: true, unit: 'Unit 1', resource: 'Ward A' });
    // The reader is not listed among the people of their own shift.
    expect(first[0]?.people).toEqual(['Person 002', 'Person 003']);
    expect(first[0]?.slot.userId).toBe(me);
  });

  it('names the colleagues working the same shift (the home’s rule), not the person themselves', () => {
    const slot = data.slots.find((item) => item.userId === me && item.date === '2026-12-07');
    if (!slot) throw new Error('no slot');
    expect(colleaguesOf(slot, data)).toEqual(['Person 002', 'Person 003']);
  });

  it('names days as people say them and opens a shift’s details on a tap', async () => {
    const onOpen = vi.fn();
    const onRange = vi.fn();
    renderWithApp(
      <CalendarAgenda
        data={data}
        me={me}
        today="2026-12-07"
        from="2026-12-07"
        to="2026-12-13"
        onOpen={onOpen}
        onRange={onRange}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Heute' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Morgen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: formatAgendaDay('2026-12-09', 'de') })).toBeTruthy();
    expect(formatAgendaDay('2026-11-30', 'de')).toBe('Mo., 30. Nov.');
    const today = screen.getByRole('heading', { name: 'Heute' }).closest('li');
    if (!today) throw new Error('no day');
    const entry = within(today).getByRole('button', { name: /06:00–14:00/ });
    expect(entry.textContent).toContain('Ihr Dienst');
    expect(entry.textContent).toContain('Mit: Person 002, Person 003');
    expect(entry.textContent).not.toContain('Person 001');
    fireEvent.click(entry);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ userId: me, date: '2026-12-07' }));
    fireEvent.click(screen.getByRole('button', { name: 'Später' }));
    expect(onRange).toHaveBeenCalledWith('2026-12-14', '2026-12-20');
  });
});
