// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { TagPicker, type TagOption } from './tag-picker';

afterEach(() => cleanup());

const tags: TagOption[] = [
  { id: 'red', name: 'Dringend', color: '#c62828' },
  { id: 'yellow', name: 'Schulung', color: '#ffeb3b' },
  { id: 'blue', name: 'Besprechung', color: '#1565c0' },
];

function Form({ changes, initial }: { changes: (ids: readonly string[]) => void; initial: string[] }) {
  const [value, setValue] = useState<readonly string[] | null | undefined>(initial);
  return (
    <TagPicker
      label="Kategorien"
      tags={tags}
      value={value}
      onChange={(next) => {
        changes(next ?? []);
        setValue(next);
      }}
    />
  );
}

function renderPicker(initial: string[] = []) {
  const changes = vi.fn<(ids: readonly string[]) => void>();
  renderWithApp(<Form changes={changes} initial={initial} />);
  const chips = () =>
    within(screen.getByRole('grid', { name: 'Kategorien' }))
      .queryAllByRole('row')
      .map((row) => row.textContent?.replace('×', ''));
  return { changes, chips, list: screen.getByRole('listbox', { name: 'Kategorien wählen' }) };
}

describe('TagPicker', () => {
  it('shows the chosen tags as chips in their colour', () => {
    const { chips } = renderPicker(['blue', 'red']);
    expect(chips()).toEqual(['Dringend', 'Besprechung']);
    const chip = screen.getByRole('row', { name: 'Dringend' });
    expect(chip.style.background).toBe('rgb(198, 40, 40)');
    expect(chip.style.color).toBe('rgb(255, 255, 255)');
  });

  it('adds ticked tags in the list order and removes a chip', () => {
    const { changes, chips, list } = renderPicker(['blue']);
    fireEvent.click(within(list).getByRole('option', { name: 'Dringend' }));
    expect(changes).toHaveBeenLastCalledWith(['red', 'blue']);
    expect(chips()).toEqual(['Dringend', 'Besprechung']);
    const remove = within(screen.getByRole('row', { name: 'Besprechung' })).getByRole('button');
    fireEvent.click(remove);
    expect(changes).toHaveBeenLastCalledWith(['red']);
  });

  it('filters the list by text and keeps chosen tags that the filter hides', () => {
    const { changes, list } = renderPicker(['red']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Kategorien filtern' }), {
      target: { value: 'sch' },
    });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Schulung']);
    fireEvent.click(within(list).getByRole('option', { name: 'Schulung' }));
    expect(changes).toHaveBeenLastCalledWith(['red', 'yellow']);
  });
});
