/**
 * Which chosen proposals of a run can still be kept, decided on the plan as it is now (no I/O here;
 * auto-assign.service.ts reads and commits). A proposal fills its open slot; one that adds a shift for minimum
 * staffing needs no slot. It is left out as changed meanwhile when its slot is gone or taken (by someone, or by an
 * earlier proposal of the same decision), or when its person has become absent that day.
 */
import type { AbsenceFragment, PlanEntry } from '../calendar/plan.repository';
import type { AutoPlanRun } from './auto-plan-run.repository';

/** A proposal and the open slot it fills; null: it adds a shift of its own (minimum staffing). */
export interface ProposalPair {
  proposal: PlanEntry;
  slot: PlanEntry | null;
}

export function pairProposals(input: {
  run: Pick<AutoPlanRun, 'assignments'>;
  /** The chosen proposals, each with its person. */
  chosen: readonly (PlanEntry & { userId: string })[];
  /** The plan entries of the proposals' units and months, by uuid, as they are now. */
  entries: ReadonlyMap<string, PlanEntry>;
  absences: readonly AbsenceFragment[];
}): { pairs: ProposalPair[]; changed: PlanEntry[] } {
  const slotOf = new Map(input.run.assignments.map((assignment) => [assignment.proposal, assignment.slot]));
  const adds = new Set(input.run.assignments.filter((one) => one.addsShift).map((one) => one.proposal));
  // Refused (4) and withdrawn (5) absences leave the day free.
  const absent = (userId: string, date: string) =>
    input.absences.some(
      (absence) =>
        absence.userId === userId &&
        absence.state !== 4 &&
        absence.state !== 5 &&
        absence.begin.slice(0, 10) <= date &&
        absence.end.slice(0, 10) >= date,
    );
  const filled = new Set<string>();
  const pairs: ProposalPair[] = [];
  const changed: PlanEntry[] = [];
  for (const proposal of input.chosen) {
    const slot = adds.has(proposal.uuid) ? null : input.entries.get(slotOf.get(proposal.uuid) ?? '');
    const taken = slot !== null && (slot === undefined || slot.userId !== null || filled.has(slot.uuid));
    if (taken || absent(proposal.userId, proposal.date)) {
      changed.push(proposal);
      continue;
    }
    if (slot) filled.add(slot.uuid);
    pairs.push({ proposal, slot });
  }
  return { pairs, changed };
}
