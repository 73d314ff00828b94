/**
 * The care home's work areas, shift templates and rotations, made through the same services an
 * administrator uses: resources with colours (assigned to the teams that work in them), early, late, night,
 * flexible and free shifts with pauses, and two cycles.
 */
import type { Caller } from '@app/functions/security/caller';
import type { TPause, TShiftItemType } from '@app/shared/shifts/shift-template';

const none: TPause = { mode: 0, begin: null, end: null };
const unpaid = (begin: string, end: string): TPause => ({ mode: 1, begin, end });
const paid = (begin: string, end: string): TPause => ({ mode: 2, begin, end });

export async function seedDemoResourcesAndShifts(admin: Caller): Promise<void> {
  const { createResource } = await import('@app/functions/resources/resource.service');
  const { createShiftTemplate } = await import('@app/functions/shifts/shift-template.service');
  const { createCycle } = await import('@app/functions/shifts/shift-cycle.service');
  const resource = (caption: string, comments: string, backColor: string, foreColor: string) =>
    createResource(admin, { caption, comments, backColor, foreColor, enabled: true });
  const care = await resource(
    'Pflege',
    'Grund- und Behandlungspflege in den Wohnbereichen',
    '#bbf7d0',
    '#14532d',
  );
  const kitchen = await resource('Küche', 'Frühstück, Mittagessen, Abendbrot', '#fde68a', '#78350f');
  const service = await resource('Service', 'Cafeteria und Speisesaal', '#fbcfe8', '#831843');
  const cleaning = await resource('Reinigung', 'Zimmer, Flure und Gemeinschaftsräume', '#e5e7eb', '#1f2937');
  const night = await resource('Nachtwache', 'Nachtdienst im ganzen Haus', '#c7d2fe', '#1e1b4b');
  await assignToTeams(admin, {
    Wohnbereich: [care.id, cleaning.id],
    Nachtdienst: [night.id],
    Küche: [kitchen.id, service.id],
  });

  const template = (
    name: string,
    shortName: string,
    resourceId: string,
    itemClass: TShiftItemType,
    times: [string, string] | null,
    pause1: TPause,
    pause2: TPause,
    backColor: string,
    foreColor: string,
  ) =>
    createShiftTemplate(admin, {
      name,
      shortName,
      resourceId,
      unitId: null,
      itemClass,
      begin: times?.[0] ?? null,
      end: times?.[1] ?? null,
      pause1,
      pause2,
      backColor,
      foreColor,
      enabled: true,
    });
  const early = await template(
    'Frühdienst',
    'F',
    care.id,
    10,
    ['06:00', '14:00'],
    unpaid('10:00', '10:30'),
    none,
    '#dcfce7',
    '#14532d',
  );
  const late = await template(
    'Spätdienst',
    'S',
    care.id,
    25,
    ['13:30', '21:30'],
    unpaid('17:30', '18:00'),
    none,
    '#ffedd5',
    '#7c2d12',
  );
  const nightShift = await template(
    'Nachtdienst',
    'N',
    night.id,
    30,
    ['21:15', '06:15'],
    unpaid('01:00', '01:30'),
    paid('04:00', '04:15'),
    '#c7d2fe',
    '#1e1b4b',
  );
  await template(
    'Zwischendienst',
    'Z',
    care.id,
    40,
    ['09:00', '17:00'],
    unpaid('12:30', '13:00'),
    none,
    '#e0f2fe',
    '#0c4a6e',
  );
  await template(
    'Küche Früh',
    'KF',
    kitchen.id,
    10,
    ['06:30', '14:30'],
    unpaid('11:00', '11:30'),
    none,
    '#fde68a',
    '#78350f',
  );
  await template(
    'Service Mittag',
    'SM',
    service.id,
    20,
    ['11:00', '15:00'],
    none,
    none,
    '#fbcfe8',
    '#831843',
  );
  await template(
    'Reinigung',
    'R',
    cleaning.id,
    10,
    ['07:00', '12:00'],
    paid('09:30', '09:45'),
    none,
    '#e5e7eb',
    '#1f2937',
  );
  await template('Frei', 'X', care.id, 99, null, none, none, '#f3f4f6', '#374151');

  // Two weeks: early Monday to Friday, then late Monday to Friday; weekends off.
  const weekdays = [1, 2, 3, 4, 5];
  await createCycle(admin, {
    name: 'Zwei Wochen Früh/Spät',
    period: 'weeks',
    length: 2,
    slots: [
      ...weekdays.map((day) => ({ day, shiftTemplateId: early.id })),
      ...weekdays.map((day) => ({ day: day + 7, shiftTemplateId: late.id })),
    ],
  });
  await createCycle(admin, {
    name: 'Nachtwache 7 an, 7 frei',
    period: 'days',
    length: 14,
    slots: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, shiftTemplateId: nightShift.id })),
  });
}

/** Each team whose name begins with a key works in those resources (the units area keeps the lists). */
async function assignToTeams(admin: Caller, byTeam: Record<string, string[]>): Promise<void> {
  const { listUnits } = await import('@app/functions/units/unit.service');
  const { saveResources } = await import('@app/functions/units/unit-data.service');
  for (const unit of await listUnits(admin)) {
    const prefix = Object.keys(byTeam).find((key) => unit.name.startsWith(key));
    const resourceIds = prefix ? byTeam[prefix] : undefined;
    if (resourceIds) await saveResources(admin, unit.id, { resourceIds, version: 0 });
  }
}
