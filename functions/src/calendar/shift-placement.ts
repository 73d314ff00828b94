/**
 * The shift actions' bridge to the calendar's validator: a placement is an entry before and after an action gives
 * it to another person; the core's `validateChange` (the same reads and rule engine as a save or a drop) checks
 * all placements as one change. The entries the action moves away from their holders collide with nothing.
 */
import type { TValidatorMessage } from '@app/shared/calendar/validator';
import type { Language } from '@app/shared/i18n/languages';
import type { Caller } from '../security/caller';
import { CalendarReadsRepository } from './calendar-reads.repository';
import { validateChange } from './change-support';
import type { NewPlanEntry, PlanEntry } from './plan.repository';

export interface Placement {
  before: PlanEntry;
  after: NewPlanEntry;
}

export async function checkPlacements(
  caller: Caller,
  language: Language,
  placements: readonly Placement[],
): Promise<TValidatorMessage[]> {
  const catalogue = await new CalendarReadsRepository(caller.tenant).catalogue();
  // One world for all placements: a swap's two shifts are checked after both moved.
  const verdict = await validateChange(
    caller,
    language,
    catalogue,
    {
      added: placements.map((placement) => placement.after),
      removed: placements.map((placement) => placement.before),
    },
    false,
  );
  return verdict.messages;
}
