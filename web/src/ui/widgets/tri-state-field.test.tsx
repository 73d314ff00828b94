// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { TriStateField, type TriState } from './tri-state-field';

afterEach(() => cleanup());

function Form({ changes, initial }: { changes: (value: TriState) => void; initial: TriState }) {
  const [value, setValue] = useState<TriState | undefined>(initial);
  return (
    <TriStateField
      label="Mit Pause"
      value={value}
      onChange={(next) => {
        changes(next ?? null);
        setValue(next);
      }}
    />
  );
}

function renderField(initial: TriState = null) {
  const changes = vi.fn<(value: TriState) => void>();
  renderWithApp(<Form changes={changes} initial={initial} />);
  return { changes, group: screen.getByRole('radiogroup', { name: 'Mit Pause' }) };
}

const checked = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.getAttribute('value'));

describe('TriStateField', () => {
  it('shows yes, no and not set, with not set chosen for null', () => {
    const { group } = renderField();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Ja', 'Nein', 'Nicht gesetzt']);
    expect(checked(group)).toEqual(['unset']);
  });

  it('maps a click to true, false and null', () => {
    const { changes, group } = renderField();
    fireEvent.click(within(group).getByLabelText('Ja'));
    expect(changes).toHaveBeenLastCalledWith(true);
    fireEvent.click(within(group).getByLabelText('Nein'));
    expect(changes).toHaveBeenLastCalledWith(false);
    fireEvent.click(within(group).getByLabelText('Nicht gesetzt'));
    expect(changes).toHaveBeenLastCalledWith(null);
  });

  it('cycles yes, no, not set and back to yes with the arrow key', () => {
    const { changes, group } = renderField(true);
    act(() => within(group).getByLabelText('Ja').focus());
    const press = () => fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    press();
    expect(changes).toHaveBeenLastCalledWith(false);
    press();
    expect(changes).toHaveBeenLastCalledWith(null);
    press();
    expect(changes).toHaveBeenLastCalledWith(true);
    expect(checked(group)).toEqual(['yes']);
  });
});
