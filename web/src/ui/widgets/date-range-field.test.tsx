// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { typeDate } from '#test/date-input';
import { renderWithApp } from '#test/render-with-app';
import { dateRangeProblem, emptyDateRange, rangeDays, withStart, type DateRangeValue } from './date-range';
import { DateRangeField, type DateRangeInputProps } from './date-range-field';

afterEach(() => cleanup());

const range = (overrides: Partial<DateRangeValue>): DateRangeValue => ({ ...emptyDateRange, ...overrides });

describe('date range rules', () => {
  it('count both ends', () => {
    expect(rangeDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(rangeDays('2026-03-28', '2026-03-30')).toBe(3);
  });

  it('find an end before the start, also by the times of one day', () => {
    expect(dateRangeProblem(range({ start: '2026-05-02', end: '2026-05-01' }))).toBe('endBeforeStart');
    const oneDay = { start: '2026-05-01', end: '2026-05-01', allDay: false };
    expect(dateRangeProblem(range({ ...oneDay, startTime: '10:00', endTime: '09:00' }))).toBe(
      'endBeforeStart',
    );
    expect(dateRangeProblem(range({ ...oneDay, startTime: '09:00', endTime: '10:00' }))).toBeNull();
  });

  it('allow at most 385 days unless told', () => {
    expect(dateRangeProblem(range({ start: '2026-01-01', end: '2027-01-20' }))).toBeNull();
    expect(dateRangeProblem(range({ start: '2026-01-01', end: '2027-01-21' }))).toBe('tooLong');
    expect(dateRangeProblem(range({ start: '2026-01-01', end: '2030-01-01' }), null)).toBeNull();
  });

  it('move the end along with a later start', () => {
    expect(withStart(range({ start: '2026-05-01', end: '2026-05-03' }), '2026-05-10').end).toBe('2026-05-10');
    expect(withStart(range({ start: '2026-05-01', end: '2026-05-30' }), '2026-05-10').end).toBe('2026-05-30');
  });
});

function Form({
  changes,
  initial,
  ...props
}: Partial<DateRangeInputProps> & { changes: (value: DateRangeValue) => void; initial: DateRangeValue }) {
  const [value, setValue] = useState<DateRangeValue | null | undefined>(initial);
  return (
    <DateRangeField
      label="Zeitraum"
      {...props}
      value={value}
      onChange={(next) => {
        if (next) changes(next);
        setValue(next);
      }}
    />
  );
}

function renderRange(initial: DateRangeValue, props: Partial<DateRangeInputProps> = {}) {
  const changes = vi.fn<(value: DateRangeValue) => void>();
  renderWithApp(<Form changes={changes} initial={initial} {...props} />);
  return { changes, group: screen.getByRole('group', { name: 'Zeitraum' }) };
}

describe('DateRangeField', () => {
  it('takes a typed start and end', () => {
    const { changes } = renderRange(emptyDateRange);
    typeDate(screen.getByRole('group', { name: 'Von' }), '04052026');
    typeDate(screen.getByRole('group', { name: 'Bis' }), '08052026');
    expect(changes).toHaveBeenLastCalledWith(range({ start: '2026-05-04', end: '2026-05-08' }));
  });

  it('asks for times once "all day" is unticked, and gives them back after ticking it again', () => {
    const { changes, group } = renderRange(range({ start: '2026-05-04', end: '2026-05-04' }));
    expect(within(group).queryByRole('textbox', { name: 'Von (Uhrzeit)' })).toBeNull();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Ganztägig' }));
    const from = within(group).getByRole('textbox', { name: 'Von (Uhrzeit)' });
    fireEvent.change(from, { target: { value: '8' } });
    fireEvent.blur(from);
    const to = within(group).getByRole('textbox', { name: 'Bis (Uhrzeit)' });
    fireEvent.change(to, { target: { value: '1630' } });
    fireEvent.blur(to);
    expect(changes).toHaveBeenLastCalledWith(
      range({ start: '2026-05-04', end: '2026-05-04', allDay: false, startTime: '08:00', endTime: '16:30' }),
    );
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Ganztägig' }));
    expect(changes).toHaveBeenLastCalledWith(range({ start: '2026-05-04', end: '2026-05-04', allDay: true }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Ganztägig' }));
    expect(changes).toHaveBeenLastCalledWith(
      range({ start: '2026-05-04', end: '2026-05-04', allDay: false, startTime: '08:00', endTime: '16:30' }),
    );
  });

  it('says when the end lies before the start or the range is too long', () => {
    renderRange(range({ start: '2026-05-04', end: '2026-05-01' }));
    expect(screen.getByText('Das Ende liegt vor dem Anfang.')).toBeTruthy();
    cleanup();
    renderRange(range({ start: '2026-05-01', end: '2026-05-20' }), { maxDays: 7 });
    const message = screen.getByText('Der Zeitraum darf höchstens 7 Tage lang sein.');
    expect(screen.getByRole('group', { name: 'Zeitraum' }).getAttribute('aria-describedby')).toContain(
      message.id,
    );
  });

  it('offers "Repeat…" only with a series handler, and calls it', () => {
    renderRange(emptyDateRange);
    expect(screen.queryByRole('button', { name: 'Wiederholen …' })).toBeNull();
    cleanup();
    const onSeries = vi.fn();
    renderRange(emptyDateRange, { onSeries, seriesSummary: 'Jede Woche am Montag' });
    fireEvent.click(screen.getByRole('button', { name: 'Wiederholen …' }));
    expect(onSeries).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Jede Woche am Montag')).toBeTruthy();
  });
});
