// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '#test/render-with-app';
import { calendarFixture } from './calendar-fixture';
import { EmptyPlanHint, planFill } from './empty-plan-hint';

describe('the hint of a range nobody is planned in', () => {
  it('counts shifts given to people apart from open ones', () => {
    const week = calendarFixture();
    // The fixture has one open shift per unit and day: 7 in a week, beside the people's early shifts.
    expect(planFill(week).open).toBe(7);
    expect(planFill(week).assigned).toBeGreaterThan(0);
    const openOnly = { ...week, slots: week.slots.filter((slot) => slot.userId === null) };
    expect(planFill(openOnly)).toEqual({ assigned: 0, open: 7 });
  });

  it('leads open shifts to automatic planning, and a week template makes a plan', () => {
    const onAutoPlan = vi.fn();
    const onWeekTemplates = vi.fn();
    renderWithApp(<EmptyPlanHint openShifts={7} onAutoPlan={onAutoPlan} onWeekTemplates={onWeekTemplates} />);
    expect(
      screen.getByRole('heading', {
        name: '7 offene Dienste warten auf Personen, sonst ist noch nichts geplant.',
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Offene Dienste automatisch besetzen' }));
    expect(onAutoPlan).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Wochenvorlage anwenden' }));
    expect(onWeekTemplates).toHaveBeenCalledOnce();
  });

  it('offers no automatic planning while there is nothing open to fill', () => {
    renderWithApp(<EmptyPlanHint openShifts={0} onAutoPlan={vi.fn()} onWeekTemplates={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'In diesem Zeitraum ist noch nichts geplant.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offene Dienste automatisch besetzen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Wochenvorlage anwenden' })).toBeTruthy();
  });
});
