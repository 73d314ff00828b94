// @vitest-environment jsdom
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { DecimalField } from './number-field';
import { StringField } from './string-field';
import { TimeField } from './time-field';

afterEach(() => cleanup());

const ZShift = z.object({
  caption: z.string().min(1, 'Bitte geben Sie eine Bezeichnung ein.'),
  begin: z.string({ message: 'Bitte geben Sie den Beginn ein.' }),
  hours: z.number().nullable(),
});
type ShiftInput = z.input<typeof ZShift>;

function ShiftForm({ saved }: { saved: (values: z.output<typeof ZShift>) => void }) {
  const { control, handleSubmit } = useForm<ShiftInput, unknown, z.output<typeof ZShift>>({
    resolver: zodResolver(ZShift),
    defaultValues: { caption: '', begin: undefined, hours: 8 },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(saved)(event)} noValidate>
      <StringField control={control} name="caption" label="Bezeichnung" kind="title" />
      <TimeField control={control} name="begin" label="Beginn" />
      <DecimalField control={control} name="hours" label="Stunden" />
      <button type="submit">Speichern</button>
    </form>
  );
}

describe('widgets bound to a form (control and name)', () => {
  it("show the schema's messages and focus the first invalid field", async () => {
    const saved = vi.fn();
    renderWithApp(<ShiftForm saved={saved} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      await Promise.resolve();
    });
    expect(saved).not.toHaveBeenCalled();
    expect(screen.getByText('Bitte geben Sie eine Bezeichnung ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie den Beginn ein.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Bezeichnung' }));
  });

  it('hand the typed values to the form', async () => {
    const saved = vi.fn();
    renderWithApp(<ShiftForm saved={saved} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Bezeichnung' }), {
      target: { value: 'Frühdienst' },
    });
    const begin = screen.getByRole('textbox', { name: 'Beginn' });
    fireEvent.change(begin, { target: { value: '6' } });
    fireEvent.blur(begin);
    const hours = screen.getByRole('textbox', { name: 'Stunden' });
    act(() => hours.focus());
    fireEvent.change(hours, { target: { value: '7,5' } });
    act(() => hours.blur());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      await Promise.resolve();
    });
    expect(saved.mock.calls[0]?.[0]).toEqual({
      caption: 'Frühdienst',
      begin: '06:00',
      hours: 7.5,
    });
  });
});
