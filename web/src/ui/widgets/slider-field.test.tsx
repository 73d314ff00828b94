// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { SliderField } from './slider-field';

afterEach(() => cleanup());

function Form({ changes, initial, max }: { changes: (value: number) => void; initial: number; max: number }) {
  const [value, setValue] = useState<number | null | undefined>(initial);
  return (
    <SliderField
      label="Anteil"
      maxValue={max}
      value={value}
      formatValue={(shown) => `${shown} %`}
      onChange={(next) => {
        changes(next ?? 0);
        setValue(next);
      }}
    />
  );
}

function renderSlider(initial = 50, max = 100) {
  const changes = vi.fn<(value: number) => void>();
  renderWithApp(<Form changes={changes} initial={initial} max={max} />);
  const thumb = screen.getByRole('slider', { name: 'Anteil' });
  act(() => thumb.focus());
  const press = (key: string) => fireEvent.keyDown(thumb, { key });
  return { changes, thumb, press };
}

describe('SliderField', () => {
  it('steps by 1 with the arrow keys and by 10 with Page Up and Page Down', () => {
    const { changes, press } = renderSlider(50);
    press('ArrowRight');
    expect(changes).toHaveBeenLastCalledWith(51);
    press('ArrowLeft');
    press('ArrowLeft');
    expect(changes).toHaveBeenLastCalledWith(49);
    press('PageUp');
    expect(changes).toHaveBeenLastCalledWith(59);
    press('PageDown');
    press('PageDown');
    expect(changes).toHaveBeenLastCalledWith(39);
  });

  it('steps by 10 also on a range other than 100, and stops at the ends', () => {
    const { changes, press } = renderSlider(20, 24);
    press('PageUp');
    expect(changes).toHaveBeenLastCalledWith(24);
    press('Home');
    expect(changes).toHaveBeenLastCalledWith(0);
    press('PageUp');
    expect(changes).toHaveBeenLastCalledWith(10);
  });

  it('shows the value in the given format', () => {
    const { press } = renderSlider(50);
    press('PageUp');
    expect(screen.getByText('60 %')).toBeTruthy();
  });
});
