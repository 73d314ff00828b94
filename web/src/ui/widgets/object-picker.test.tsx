// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { favouritesFirst, ObjectPicker, type PickerObject } from './object-picker';

afterEach(() => cleanup());

const shifts: PickerObject[] = [
  { id: 'early', name: 'Frühdienst', path: 'Station 1' },
  { id: 'late', name: 'Spätdienst', path: 'Station 1' },
  { id: 'night', name: 'Nachtdienst', path: 'Station 2' },
];

describe('favouritesFirst', () => {
  it('puts the favourites first, each part in its order', () => {
    expect(favouritesFirst(shifts, new Set(['night', 'late'])).map((shift) => shift.id)).toEqual([
      'late',
      'night',
      'early',
    ]);
  });
});

function Picker({
  favourites,
  store,
  changes,
}: {
  favourites: string[];
  store: (id: string, favourite: boolean) => void | Promise<unknown>;
  changes: (id: string | null) => void;
}) {
  const [value, setValue] = useState<string | null | undefined>(null);
  return (
    <ObjectPicker
      label="Dienst"
      objects={shifts}
      favouriteIds={favourites}
      onFavouriteChange={store}
      value={value}
      onChange={(next) => {
        changes(next ?? null);
        setValue(next);
      }}
    />
  );
}

function renderPicker(
  favourites: string[],
  store: (id: string, favourite: boolean) => void | Promise<unknown>,
) {
  const changes = vi.fn<(id: string | null) => void>();
  renderWithApp(<Picker favourites={favourites} store={store} changes={changes} />);
  const list = screen.getByRole('grid', { name: 'Dienst' });
  const names = () =>
    within(list)
      .getAllByRole('row')
      .map((row) => row.getAttribute('data-key'));
  return { changes, list, names };
}

describe('ObjectPicker', () => {
  it('lists the favourites first and moves a starred object up', () => {
    const store = vi.fn<(id: string, favourite: boolean) => void>();
    const { list, names } = renderPicker(['night'], store);
    expect(names()).toEqual(['night', 'early', 'late']);
    const star = within(list).getByRole('button', { name: 'Favorit: Spätdienst' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(store).toHaveBeenCalledWith('late', true);
    expect(names()).toEqual(['late', 'night', 'early']);
    expect(
      within(list).getByRole('button', { name: 'Favorit: Spätdienst' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('takes the star back when storing it fails, and says so', async () => {
    const { list, names } = renderPicker([], () => Promise.reject(new Error('offline')));
    await act(async () => {
      fireEvent.click(within(list).getByRole('button', { name: 'Favorit: Nachtdienst' }));
      await Promise.resolve();
    });
    expect(names()).toEqual(['early', 'late', 'night']);
    expect(
      screen.getByText('Der Favorit konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.'),
    ).toBeTruthy();
  });

  it('filters by name and path, and chooses a row', () => {
    const { changes, list, names } = renderPicker([], () => undefined);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Dienst durchsuchen' }), {
      target: { value: 'station 2' },
    });
    expect(names()).toEqual(['night']);
    fireEvent.click(within(list).getByText('Nachtdienst'));
    expect(changes).toHaveBeenLastCalledWith('night');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Dienst durchsuchen' }), {
      target: { value: 'xyz' },
    });
    expect(within(list).getByText('Nichts gefunden.')).toBeTruthy();
  });
});
