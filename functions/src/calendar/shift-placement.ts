/**
 * The shift actions' bridge to the calendar's validator: a placement is an entry before and after an action gives
 * it to another person; the core's `validateChange` (the same reads and registered checks as a save or a drop)
 * runs for each new holder. The entries the action moves away from their holders collide with nothing.
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
  const replaced = new Set(placements.map((placement) => placement.before.uuid));
  const verdicts = await Promise.all(
    placements.map((placement) =>
      validateChange(caller, language, catalogue, placement.after, replaced, false),
    ),
  );
  return verdicts.flatMap((verdict) => verdict.messages);
}
