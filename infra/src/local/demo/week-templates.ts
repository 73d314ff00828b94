/**
 * Two week templates per team of the demo care home ("Woche A" and "Woche B"), saved through the service a planner
 * calls: in the living areas half the team works early and half late in week A, the other way round in week B;
 * the night team alternates its people week by week; the kitchen swaps early shift and lunch service. Not applied:
 * the demo's plan is already there; a planner applies them in the calendar's range dialog.
 */
import type { Caller } from '@app/functions/security/caller';
import type { TWeekTemplateEntry } from '@app/shared/plan-tools/week-template';

const shiftsOf = (unitName: string): [string, string] =>
  unitName === 'Nachtdienst'
    ? ['Nachtdienst', 'Nachtdienst']
    : unitName === 'Küche'
      ? ['Küche Früh', 'Service Mittag']
      : ['Frühdienst', 'Spätdienst'];

export async function seedDemoWeekTemplates(admin: Caller): Promise<void> {
  const { UnitRepository } = await import('@app/functions/units/unit.repository');
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { ShiftTemplateRepository } = await import('@app/functions/shifts/shift-template.repository');
  const { createWeekTemplate } = await import('@app/functions/plan-tools/week-template.service');
  const [units, users, templates] = await Promise.all([
    new UnitRepository(admin.tenant).list(),
    new UserRepository(admin.tenant).list(),
    new ShiftTemplateRepository(admin.tenant).list(),
  ]);
  const templateId = (name: string) => templates.find((template) => template.name === name)?.id;
  for (const unit of units) {
    const members = users
      .filter((user) => user.active && user.unitId === unit.id)
      .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
    const [first, second] = shiftsOf(unit.name).map(templateId);
    if (members.length === 0 || !first || !second) continue;
    const night = unit.name === 'Nachtdienst';
    for (const [week, name] of ['Woche A', 'Woche B'].entries()) {
      const entries: TWeekTemplateEntry[] = members.flatMap((person, index) => {
        // The night team: each person every other week, so that nobody works two weeks of nights in a row.
        if (night && index % 2 !== week) return [];
        const shiftTplId = (index + week) % 2 === 0 ? first : second;
        return [1, 2, 3, 4, 5].map((weekday) => ({
          weekday,
          shiftTplId,
          resourceId: null,
          userId: person.id,
          begin: null,
          end: null,
          pauses: [],
        }));
      });
      await createWeekTemplate(admin, { unitId: unit.id, name, order: week, entries });
    }
  }
}
