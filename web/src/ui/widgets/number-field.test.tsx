// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { DecimalField, IntegerField, type DecimalInputProps } from './number-field';

afterEach(() => cleanup());

type Props = Omit<DecimalInputProps, 'value' | 'onChange' | 'label'>;

function Form({
  changes,
  initial,
  integer,
  ...props
}: Props & { changes: (value: number | null) => void; initial: number | null; integer?: boolean }) {
  const [value, setValue] = useState<number | null | undefined>(initial);
  const Widget = integer ? IntegerField : DecimalField;
  return (
    <Widget
      label="Stunden"
      {...props}
      value={value}
      onChange={(next) => {
        changes(next ?? null);
        setValue(next);
      }}
    />
  );
}

function renderField(
  props: Props & { initial?: number | null; integer?: boolean } = {},
  language: 'de' | 'en' = 'de',
) {
  const changes = vi.fn<(value: number | null) => void>();
  renderWithApp(<Form changes={changes} initial={null} {...props} />, { language });
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Stunden' });
  return { changes, input };
}

function type(input: HTMLInputElement, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  act(() => input.blur());
}

describe('DecimalField', () => {
  it('reads a German decimal comma and shows the value with one', () => {
    const { changes, input } = renderField();
    type(input, '1,5');
    expect(changes).toHaveBeenLastCalledWith(1.5);
    expect(input.value).toBe('1,5');
  });

  it('shows and reads a decimal point in English', () => {
    const { changes, input } = renderField({ initial: 2.25 }, 'en');
    expect(input.value).toBe('2.25');
    type(input, '7.75');
    expect(changes).toHaveBeenLastCalledWith(7.75);
  });

  it('keeps two decimal places unless told', () => {
    const { changes, input } = renderField();
    type(input, '1,234');
    expect(changes).toHaveBeenLastCalledWith(1.23);
    expect(input.value).toBe('1,23');
  });

  it('holds typed values within min and max and rounds them to the step', () => {
    const { changes, input } = renderField({ minValue: 0, maxValue: 24, step: 0.25 });
    type(input, '30');
    expect(changes).toHaveBeenLastCalledWith(24);
    type(input, '7,3');
    expect(changes).toHaveBeenLastCalledWith(7.25);
  });

  it('steps with the arrow keys and is null when emptied', () => {
    const { changes, input } = renderField({ initial: 8, step: 0.25 });
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(changes).toHaveBeenLastCalledWith(8.25);
    type(input, '');
    expect(changes).toHaveBeenLastCalledWith(null);
  });

  it('shows the error and marks the input invalid', () => {
    const { input } = renderField({ error: 'Bitte geben Sie die Stunden an.' });
    expect(screen.getByText('Bitte geben Sie die Stunden an.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('IntegerField', () => {
  it('takes no decimal separator and writes no thousands separator', () => {
    const { changes, input } = renderField({ integer: true });
    type(input, '2,6');
    expect(changes).not.toHaveBeenCalled();
    expect(input.value).toBe('');
    type(input, '2026');
    expect(changes).toHaveBeenLastCalledWith(2026);
    expect(input.value).toBe('2026');
  });
});
