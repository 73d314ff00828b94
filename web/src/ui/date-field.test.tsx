// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { typeDate } from '../test/date-input';
import { renderWithApp } from '../test/render-with-app';
import { DateField, isAllowedDate, lastAllowedDate, type DateFieldProps } from './date-field';
import { present } from '#test/present';

afterEach(() => cleanup());

/** The field as a form holds it: the value in state, every change also reported to `changes`. */
function Form({
  initial = null,
  changes,
  ...props
}: Partial<DateFieldProps> & { initial?: string | null; changes: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateField
      label="Von"
      {...props}
      value={value}
      onChange={(next) => {
        changes(next);
        setValue(next);
      }}
    />
  );
}

function renderField(
  props: Partial<DateFieldProps> & { initial?: string | null } = {},
  language: 'de' | 'en' = 'de',
) {
  const changes = vi.fn<(value: string | null) => void>();
  renderWithApp(<Form changes={changes} {...props} />, { language });
  return changes;
}

function openCalendar(name = /Kalender/) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog');
}

const currentYear = new Date().getFullYear();

describe('date limits', () => {
  it('run from 1 January 2000 to the end of the year three years ahead', () => {
    expect(lastAllowedDate(new Date(2026, 4, 17))).toBe('2029-12-31');
    expect(isAllowedDate('2000-01-01')).toBe(true);
    expect(isAllowedDate('1999-12-31')).toBe(false);
    expect(isAllowedDate(`${currentYear + 3}-12-31`)).toBe(true);
    expect(isAllowedDate(`${currentYear + 4}-01-01`)).toBe(false);
  });
});

describe('DateField', () => {
  it('is typed as DD.MM.YYYY, segment by segment, and reports the plain date', () => {
    const changes = renderField();
    const group = screen.getByRole('group', { name: 'Von' });
    expect(group.textContent).toBe('tt.mm.jjjj');
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((segment) => segment.getAttribute('aria-label')),
    ).toEqual(['Tag, ', 'Monat, ', 'Jahr, ']);
    typeDate(group, '05112026');
    expect(group.textContent).toBe('05.11.2026');
    expect(changes).toHaveBeenLastCalledWith('2026-11-05');
  });

  it('changes a segment with the arrow keys', () => {
    const changes = renderField({ initial: '2026-11-05' });
    const [day] = within(screen.getByRole('group', { name: 'Von' })).getAllByRole('spinbutton');
    act(() => day?.focus());
    fireEvent.keyDown(present(day, 'day'), { key: 'ArrowUp' });
    expect(changes).toHaveBeenLastCalledWith('2026-11-06');
  });

  it('opens a calendar from Monday with week numbers, and picks a day with the mouse', () => {
    const changes = renderField({ initial: '2026-11-05' });
    const dialog = openCalendar();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    const grid = within(dialog).getByRole('grid', { name: 'November 2026' });
    expect(grid.querySelector('thead')?.textContent).toBe('KWMoDiMiDoFrSaSo');
    // November 2026 starts on a Sunday: its first row is week 44, from Monday 26 October.
    const weekNumbers = [...grid.querySelectorAll('tbody tr')].map(
      (row) => row.firstElementChild?.textContent,
    );
    expect(weekNumbers).toEqual(['44', '45', '46', '47', '48', '49']);
    expect(
      within(grid)
        .getByRole('button', { name: /Donnerstag, 5\. November 2026/ })
        .getAttribute('aria-label'),
    ).toContain('ausgewählt');
    fireEvent.click(within(grid).getByRole('button', { name: /Freitag, 20\. November 2026/ }));
    expect(changes).toHaveBeenLastCalledWith('2026-11-20');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('group', { name: 'Von' }).textContent).toBe('20.11.2026');
  });

  it('is used with the keyboard: arrows move the day, Enter picks it', () => {
    const changes = renderField({ initial: '2026-11-05' });
    openCalendar();
    // The chosen day has the focus when the calendar opens.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Donnerstag, 5\. November 2026/);
    fireEvent.keyDown(present(document.activeElement, 'focus'), { key: 'ArrowDown' });
    fireEvent.keyDown(present(document.activeElement, 'focus'), { key: 'Enter' });
    fireEvent.keyUp(present(document.activeElement, 'focus'), { key: 'Enter' });
    expect(changes).toHaveBeenLastCalledWith('2026-11-12');
  });

  it('offers the years of the limits and jumps to a chosen month and year', () => {
    renderField({ initial: '2026-11-05' });
    const dialog = openCalendar();
    const year = within(dialog).getByRole('combobox', { name: 'Jahr' });
    const years = within(year)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years[0]).toBe('2000');
    expect(years.at(-1)).toBe(String(currentYear + 3));
    fireEvent.change(year, { target: { value: String(years.indexOf('2000')) } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Monat' }), { target: { value: '1' } });
    const grid = within(dialog).getByRole('grid', { name: 'Januar 2000' });
    // Nothing before 1 January 2000 can be picked.
    expect(
      within(grid)
        .getByRole('button', { name: /31\. Dezember 1999/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      within(grid)
        .getByRole('button', { name: /Samstag, 1\. Januar 2000/ })
        .getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('marks a typed day outside the limits, with the limits in words', () => {
    renderField();
    const group = screen.getByRole('group', { name: 'Von' });
    typeDate(group, '31121999');
    expect(
      screen.getByText(`Bitte wählen Sie ein Datum vom 01.01.2000 bis zum 31.12.${currentYear + 3}.`),
    ).toBeTruthy();
    expect(group.hasAttribute('data-invalid')).toBe(true);
    for (const segment of within(group).getAllByRole('spinbutton')) {
      expect(segment.getAttribute('aria-invalid')).toBe('true');
    }
  });

  it("shows the form's error instead", () => {
    renderField({ initial: '2026-11-05', error: 'Das Ende liegt vor dem Anfang.' });
    expect(screen.getByText('Das Ende liegt vor dem Anfang.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Von' }).hasAttribute('data-invalid')).toBe(true);
  });

  it('speaks English in English, still as DD.MM.YYYY from Monday', () => {
    renderField({ label: 'From', initial: '2026-11-05' }, 'en');
    const group = screen.getByRole('group', { name: 'From' });
    expect(group.textContent).toBe('05.11.2026');
    expect(within(group).getAllByRole('spinbutton')[0]?.getAttribute('aria-label')).toBe('day, ');
    const dialog = openCalendar(/Calendar/);
    const grid = within(dialog).getByRole('grid', { name: 'November 2026' });
    expect(grid.querySelector('thead')?.textContent).toBe('WkMonTueWedThuFriSatSun');
    expect(within(grid).getByRole('button', { name: /Thursday, 5 November 2026/ })).toBeTruthy();
  });
});
