import type { NewPlanEntry } from '../calendar/plan.repository';
import type { PlanningWorld } from './planning-world';

/** What a proposal or an open slot is called: its template's name, else its resource's caption. */
export function captionOf(world: Pick<PlanningWorld, 'catalogue'>, entry: NewPlanEntry): string {
  const template = entry.templateId
    ? world.catalogue.templates.find((candidate) => candidate.id === entry.templateId)
    : undefined;
  return template?.name ?? world.catalogue.resources.find((r) => r.id === entry.resourceId)?.caption ?? '';
}
