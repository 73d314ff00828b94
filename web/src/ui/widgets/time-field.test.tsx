// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { parseTime, stepTime } from './time';
import { TimeField } from './time-field';

afterEach(() => cleanup());

describe('typed times', () => {
  it('take one or two digits as an hour', () => {
    expect(parseTime('7')).toBe('07:00');
    expect(parseTime('07')).toBe('07:00');
    expect(parseTime('14')).toBe('14:00');
    expect(parseTime('0')).toBe('00:00');
  });

  it('take three or four digits, or a colon or dot, as hours and minutes', () => {
    expect(parseTime('730')).toBe('07:30');
    expect(parseTime('0730')).toBe('07:30');
    expect(parseTime('1415')).toBe('14:15');
    expect(parseTime('7:30')).toBe('07:30');
    expect(parseTime(' 7.45 ')).toBe('07:45');
    expect(parseTime('23:59')).toBe('23:59');
  });

  it('refuse what is no time of day', () => {
    for (const text of ['24', '2400', '7:60', '7:5', '12345', 'abc', '7 30', '']) {
      expect(parseTime(text), text).toBeNull();
    }
  });

  it('step to the next quarter hour, around midnight', () => {
    expect(stepTime('07:00', 1)).toBe('07:15');
    expect(stepTime('07:10', 1)).toBe('07:15');
    expect(stepTime('07:10', -1)).toBe('07:00');
    expect(stepTime('07:15', -1)).toBe('07:00');
    expect(stepTime('23:45', 1)).toBe('00:00');
    expect(stepTime('00:00', -1)).toBe('23:45');
    expect(stepTime(null, 1)).toBe('00:00');
  });
});

function Form({
  changes,
  initial = null,
}: {
  changes: (value: string | null) => void;
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null | undefined>(initial);
  return (
    <TimeField
      label="Beginn"
      value={value}
      onChange={(next) => {
        changes(next ?? null);
        setValue(next);
      }}
    />
  );
}

function renderField(initial: string | null = null) {
  const changes = vi.fn<(value: string | null) => void>();
  renderWithApp(<Form changes={changes} initial={initial} />);
  return { changes, input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Beginn' }) };
}

function type(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('TimeField', () => {
  it('reads "7" as 07:00 and "730" as 07:30 when the field is left', () => {
    const { changes, input } = renderField();
    type(input, '7');
    expect(changes).toHaveBeenLastCalledWith('07:00');
    expect(input.value).toBe('07:00');
    type(input, '730');
    expect(changes).toHaveBeenLastCalledWith('07:30');
    expect(input.value).toBe('07:30');
  });

  it('reads the time with Enter too', () => {
    const { changes, input } = renderField();
    fireEvent.change(input, { target: { value: '14' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(changes).toHaveBeenLastCalledWith('14:00');
  });

  it('moves by 15 minutes with the arrow keys', () => {
    const { changes, input } = renderField('07:10');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(changes).toHaveBeenLastCalledWith('07:15');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('07:30');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('07:00');
  });

  it('keeps text that is no time, says so, and empties the value', () => {
    const { changes, input } = renderField('08:00');
    type(input, '25');
    expect(input.value).toBe('25');
    expect(changes).toHaveBeenLastCalledWith(null);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Bitte geben Sie eine Uhrzeit von 0:00 bis 23:59 ein, zum Beispiel 7:30.'),
    ).toBeTruthy();
    type(input, '9');
    expect(changes).toHaveBeenLastCalledWith('09:00');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('tells screen readers how to type it', () => {
    const { input } = renderField();
    const hints = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(hints.join(' ')).toContain('730 oder 7:30 für 07:30');
  });
});
