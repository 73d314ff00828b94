// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { ComboField, UnitCombo, UserCombo, type ComboOption, type ComboSearch } from './combo-field';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const units: ComboOption[] = [
  { id: 'u1', name: 'Pflege', path: 'Klinikum / Haus A' },
  { id: 'u2', name: 'Küche', path: 'Klinikum / Haus B' },
  { id: 'u3', name: 'Pforte' },
];

function Units({ changes }: { changes: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null | undefined>(null);
  return (
    <UnitCombo
      options={units}
      value={value}
      onChange={(next) => {
        changes(next ?? null);
        setValue(next);
      }}
    />
  );
}

describe('UnitCombo', () => {
  it('is labelled "Bereich", filters as the user types and shows the paths', () => {
    const changes = vi.fn<(id: string | null) => void>();
    renderWithApp(<Units changes={changes} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Bereich' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'pf' } });
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['PflegeKlinikum / Haus A', 'Pforte']);
    fireEvent.click(within(list).getByRole('option', { name: /Pforte/ }));
    expect(changes).toHaveBeenLastCalledWith('u3');
    expect(input.value).toBe('Pforte');
  });
});

describe('ComboField', () => {
  it('shows the name of the chosen option', () => {
    renderWithApp(<ComboField label="Schicht" options={units} value="u2" onChange={() => undefined} />);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Schicht' }).value).toBe('Küche');
  });
});

function Users({ search }: { search: ComboSearch }) {
  const [value, setValue] = useState<string | null | undefined>('p0');
  return (
    <UserCombo
      search={search}
      selectedOption={{ id: 'p0', name: 'Anna Admin' }}
      value={value}
      onChange={setValue}
    />
  );
}

describe('UserCombo', () => {
  it('asks the server 250 ms after typing stops, with the typed text', async () => {
    vi.useFakeTimers();
    const load = vi.fn((text: string) =>
      Promise.resolve([{ id: 'p1', name: `Berta ${text}` }] satisfies ComboOption[]),
    );
    renderWithApp(<Users search={{ queryKey: ['users', 'combo'], load }} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Mitarbeiter' });
    expect(input.value).toBe('Anna Admin');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'B' } });
    fireEvent.change(input, { target: { value: 'Be' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe('Be');
    await act(() => vi.advanceTimersByTimeAsync(10));
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Anna Admin', 'Berta Be']);
  });
});
