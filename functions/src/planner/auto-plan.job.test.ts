import { describe, expect, it } from 'vitest';
import { messageText } from '../api/messages';
import { solvingProgress } from './auto-plan.job';

const solving = { slots: 12, people: 30 };
const at = (elapsedMs: number, gapPct: number | null) => ({
  elapsedMs,
  objective: gapPct === null ? null : 100,
  lowerBound: 90,
  gapPct,
});

describe('the task progress of a working run', () => {
  it('names slots and people until a proposal exists, then how far it may be from the best plan', () => {
    const before = solvingProgress(solving, null, 60_000);
    expect(before).toEqual({
      value: 2,
      steps: 10,
      detail: { key: 'task.autoPlan.solving', params: solving },
    });
    const during = solvingProgress(solving, at(30_000, 3.2), 60_000);
    expect(during.value).toBe(4);
    expect(messageText(during.detail.key, 'de', during.detail.params)).toBe(
      '12 offene Dienste werden mit 30 Personen geplant: bisher höchstens 3,2 % vom bestmöglichen Plan entfernt',
    );
    expect(messageText(during.detail.key, 'en', during.detail.params)).toBe(
      'Planning 12 open shifts with 30 people: so far within 3.2 % of the best possible plan',
    );
  });

  it('follows the time limit from step 2 to step 7, never beyond', () => {
    expect(solvingProgress(solving, at(0, 10), 60_000).value).toBe(2);
    expect(solvingProgress(solving, at(59_999, 1.5), 60_000).value).toBe(6);
    expect(solvingProgress(solving, at(61_000, 1.5), 60_000).value).toBe(7);
    expect(solvingProgress(solving, at(1_000, null), 60_000).detail.key).toBe('task.autoPlan.solving');
  });
});
