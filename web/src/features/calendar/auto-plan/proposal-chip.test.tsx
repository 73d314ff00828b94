// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeCalendarGridViewport } from '#test/calendar-grid';
import { renderWithApp } from '#test/render-with-app';
import { CalendarBoard } from '../calendar-board';
import { calendarFixture } from '../calendar-fixture';

fakeCalendarGridViewport();

const runId = '1f2e3d4c-5b6a-4789-8abc-def012345678';

function boardWithProposal(view: 'USER' | 'WEEK' | 'TIMELINE') {
  const data = calendarFixture({ people: 3, days: 7 });
  const slots = data.slots.map((slot) => (slot.key === 's-1-0' ? { ...slot, proposalRunId: runId } : slot));
  renderWithApp(
    <CalendarBoard
      data={{ ...data, slots }}
      view={view}
      search=""
      resourceFilter={[]}
      onRequest={() => undefined}
      me="u-none"
      today="2026-12-01"
      onDrop={() => undefined}
      initialSize={{ width: 1000, height: 600 }}
    />,
  );
}

const chip = (key: string) => document.querySelector<HTMLElement>(`[data-slot-key="${key}"]`);

describe('a proposal in the calendar', () => {
  it.each(['USER', 'WEEK', 'TIMELINE'] as const)(
    'is marked as a proposal and cannot be dragged (%s view)',
    (view) => {
      boardWithProposal(view);
      const proposal = chip('s-1-0');
      const ordinary = chip('s-2-0');
      if (!proposal || !ordinary)
        throw new Error(`the fixture's shifts are not drawn: ${screen.getByRole('grid').textContent}`);
      expect(proposal.dataset.proposal).toBe('true');
      expect(proposal.textContent).toContain('Vorschlag');
      expect(proposal.getAttribute('aria-roledescription')).toBeNull();
      expect(ordinary.dataset.proposal).toBeUndefined();
      expect(ordinary.textContent).not.toContain('Vorschlag');
      expect(ordinary.getAttribute('aria-roledescription')).toBe('draggable');
    },
  );
});
