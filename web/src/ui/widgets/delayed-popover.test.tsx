// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { DelayedPopover, popoverHideDelayMs, popoverShowDelayMs, tooltipDelayMs } from './delayed-popover';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function hover(element: Element) {
  // The pointer moving over the page is what tells react-aria that a mouse is in use.
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
  fireEvent.mouseMove(element);
  fireEvent.pointerEnter(element, { pointerType: 'mouse' });
  fireEvent.mouseEnter(element);
}

function leave(element: Element) {
  fireEvent.pointerLeave(element, { pointerType: 'mouse' });
  fireEvent.mouseLeave(element);
}

describe('DelayedPopover', () => {
  it('has the spec timing: 500 ms to show, 50 ms to hide, 250 ms for a tooltip', () => {
    expect([popoverShowDelayMs, popoverHideDelayMs, tooltipDelayMs]).toEqual([500, 50, 250]);
  });

  it('shows 500 ms after the pointer rests on the trigger and hides 50 ms after it leaves', () => {
    vi.useFakeTimers();
    renderWithApp(
      <DelayedPopover content="Frühdienst 06:00–14:00">
        <span tabIndex={0}>F</span>
      </DelayedPopover>,
    );
    const trigger = screen.getByText('F');
    hover(trigger);
    wait(popoverShowDelayMs - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(1);
    expect(screen.getByRole('tooltip').textContent).toContain('Frühdienst 06:00–14:00');
    leave(trigger);
    wait(popoverHideDelayMs - 1);
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    wait(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows at once for the keyboard and describes the trigger', () => {
    renderWithApp(
      <DelayedPopover content="Details">
        <span tabIndex={0}>F</span>
      </DelayedPopover>,
    );
    const trigger = screen.getByText('F');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => trigger.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
  });
});
