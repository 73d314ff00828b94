import { describe, expect, it } from 'vitest';
import type { AbsenceFragment, PlanEntry } from '../calendar/plan.repository';
import type { RunAssignment } from './auto-plan-run.repository';
import { pairProposals } from './proposal-acceptance';

const ward = '00000000-0000-4000-8000-0000000000a1';
const anna = '00000000-0000-4000-8000-000000000001';
const ben = '00000000-0000-4000-8000-000000000002';
const pause = { mode: 0, begin: null, end: null };

const entry = (uuid: string, date: string, userId: string | null): PlanEntry => ({
  unitId: ward,
  date,
  uuid,
  userId,
  templateId: 'early',
  resourceId: 'r-ward',
  itemClass: 0,
  begin: '06:00',
  end: '14:00',
  pause1: pause,
  pause2: pause,
  minutes: 480,
  notes: '',
  createdAt: '2026-02-01T00:00:00.000Z',
  version: 1,
});
const proposal = (uuid: string, date: string, userId: string) => ({ ...entry(uuid, date, userId), userId });
const assignment = (proposalId: string, slot: string, addsShift = false): RunAssignment => ({
  proposal: proposalId,
  slot,
  addsShift,
  unitId: ward,
  date: '2026-03-02',
  warnings: [],
});
const leave = (userId: string, state: number): AbsenceFragment => ({
  absenceId: `leave-${state}`,
  userId,
  absenceTypeId: 'leave',
  begin: '2026-03-03T00:00:00',
  end: '2026-03-03T23:59:59',
  state,
});

describe('which chosen proposals can still be kept', () => {
  const slots = [entry('slot-1', '2026-03-02', null), entry('slot-2', '2026-03-03', null)];
  const run = { assignments: [assignment('p-1', 'slot-1'), assignment('p-2', 'slot-2')] };

  it('keeps a proposal whose open slot is still open', () => {
    const { pairs, changed } = pairProposals({
      run,
      chosen: [proposal('p-1', '2026-03-02', anna)],
      entries: new Map(slots.map((slot) => [slot.uuid, slot])),
      absences: [],
    });
    expect(pairs.map((pair) => [pair.proposal.uuid, pair.slot?.uuid])).toEqual([['p-1', 'slot-1']]);
    expect(changed).toEqual([]);
  });

  it('leaves out as changed meanwhile a proposal whose slot was taken or is gone', () => {
    const taken = { ...entry('slot-1', '2026-03-02', ben), version: 2 };
    const { pairs, changed } = pairProposals({
      run,
      chosen: [proposal('p-1', '2026-03-02', anna), proposal('p-2', '2026-03-03', anna)],
      entries: new Map([[taken.uuid, taken]]),
      absences: [],
    });
    expect(pairs).toEqual([]);
    expect(changed.map((one) => one.uuid)).toEqual(['p-1', 'p-2']);
  });

  it('leaves out a proposal whose person has become absent that day, not for a refused or withdrawn absence', () => {
    const chosen = [proposal('p-2', '2026-03-03', anna)];
    const entries = new Map(slots.map((slot) => [slot.uuid, slot]));
    expect(pairProposals({ run, chosen, entries, absences: [leave(anna, 2)] }).changed).toHaveLength(1);
    expect(
      pairProposals({ run, chosen, entries, absences: [leave(anna, 4), leave(anna, 5), leave(ben, 2)] })
        .pairs,
    ).toHaveLength(1);
  });

  it('fills one slot once, even when two proposals name it', () => {
    const twice = { assignments: [assignment('p-1', 'slot-1'), assignment('p-3', 'slot-1')] };
    const { pairs, changed } = pairProposals({
      run: twice,
      chosen: [proposal('p-1', '2026-03-02', anna), proposal('p-3', '2026-03-02', ben)],
      entries: new Map(slots.map((slot) => [slot.uuid, slot])),
      absences: [],
    });
    expect(pairs.map((pair) => pair.proposal.userId)).toEqual([anna]);
    expect(changed.map((one) => one.userId)).toEqual([ben]);
  });

  it('keeps a shift added for minimum staffing without any slot', () => {
    const { pairs } = pairProposals({
      run: { assignments: [assignment('p-9', 'minoc-virtual', true)] },
      chosen: [proposal('p-9', '2026-03-02', anna)],
      entries: new Map(),
      absences: [],
    });
    expect(pairs.map((pair) => [pair.proposal.uuid, pair.slot])).toEqual([['p-9', null]]);
  });
});
