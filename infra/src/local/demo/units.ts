/**
 * What the care home keeps per unit beyond the tree (made by the seed's units part) and the resources (made by
 * resources-and-shifts): settings (Wohnbereich 1's agreed swaps wait for a planner's approval), a timeline per
 * team, the administration's resource, and the calendar unit picker's choice of the two planners: Paul plans the
 * units he is responsible for (mode -1), Sophie looks at a custom selection of her house's night service
 * (mode -2). Made through the services a user's clicks call.
 */
import type { Caller } from '@app/functions/security/caller';

type Team = 'Wohnbereich 1' | 'Wohnbereich 2' | 'Nachtdienst' | 'Küche' | 'Verwaltung';

/** The hours the timeline view shows per team: the care teams by day, the night service across midnight. */
const timelines: Record<Team, { begin: string; end: string; stepMinutes: 15 | 30 | 60 }> = {
  'Wohnbereich 1': { begin: '06:00', end: '22:00', stepMinutes: 30 },
  'Wohnbereich 2': { begin: '06:00', end: '22:00', stepMinutes: 30 },
  Nachtdienst: { begin: '20:00', end: '08:00', stepMinutes: 60 },
  Küche: { begin: '06:00', end: '20:00', stepMinutes: 30 },
  Verwaltung: { begin: '07:00', end: '18:00', stepMinutes: 60 },
};

type Setting =
  | { kind: 'bool'; key: string; value: boolean }
  | { kind: 'int'; key: string; value: number }
  | { kind: 'text'; key: string; value: string }
  | { kind: 'obj'; key: string; value: Record<string, string | number | string[]> };

const careSettings = (handover: string): Setting[] => [
  { kind: 'bool', key: 'plan.requiresApproval', value: true },
  { kind: 'int', key: 'plan.publishDaysAhead', value: 14 },
  { kind: 'text', key: 'calendar.note', value: handover },
  { kind: 'obj', key: 'export.costUnits', value: { kost1: '4100', kost2: 'PFLEGE' } },
];
const settings: Record<Team, Setting[]> = {
  // Wohnbereich 1 lets a planner approve the swaps its people agree on (docs/decisions.md, shift actions).
  'Wohnbereich 1': [
    ...careSettings('Übergabe 13:30 im Dienstzimmer WB 1'),
    { kind: 'bool', key: 'shifts.swapApproval', value: true },
  ],
  'Wohnbereich 2': careSettings('Übergabe 13:45 im Dienstzimmer WB 2'),
  Nachtdienst: [
    { kind: 'bool', key: 'plan.requiresApproval', value: true },
    { kind: 'int', key: 'plan.maxNightsInRow', value: 5 },
    { kind: 'text', key: 'calendar.note', value: 'Rufbereitschaft Pflegedienstleitung: 0171 2345678' },
  ],
  Küche: [
    { kind: 'int', key: 'plan.publishDaysAhead', value: 21 },
    { kind: 'obj', key: 'export.costUnits', value: { kost1: '4300', kost2: 'KUECHE' } },
    { kind: 'obj', key: 'calendar.shiftOrder', value: { shortNames: ['KF', 'SM'] } },
  ],
  Verwaltung: [
    { kind: 'bool', key: 'plan.requiresApproval', value: false },
    { kind: 'text', key: 'calendar.note', value: 'Empfang ist werktags von 8 bis 17 Uhr besetzt.' },
  ],
};

export async function seedDemoUnitData(admin: Caller): Promise<void> {
  const { listUnits } = await import('@app/functions/units/unit.service');
  const { getResources, saveResources, saveSetting, saveTimeline } =
    await import('@app/functions/units/unit-data.service');
  const { listResources } = await import('@app/functions/resources/resource.service');
  const units = await listUnits(admin);
  const unitOf = (team: Team) => {
    const unit = units.find((candidate) => candidate.name === team);
    if (!unit) throw new Error(`The demo tenant lacks the unit ${team}`);
    return unit.id;
  };
  for (const team of Object.keys(timelines) as Team[]) {
    await saveTimeline(admin, unitOf(team), { data: timelines[team], version: 0 });
    for (const setting of settings[team]) {
      await saveSetting(admin, unitOf(team), setting.kind, setting.key, { value: setting.value, version: 0 });
    }
  }
  // The administration cleans its own offices: the one team the resources seed left without a resource.
  const cleaning = (await listResources(admin, {})).find((resource) => resource.caption === 'Reinigung');
  const verwaltung = await getResources(admin, unitOf('Verwaltung'));
  if (cleaning && !verwaltung.resourceIds.length) {
    await saveResources(admin, unitOf('Verwaltung'), {
      resourceIds: [cleaning.id],
      version: verwaltung.version,
    });
  }

  const { setMode, saveCheckedView } = await import('@app/functions/units/responsibility.service');
  await setMode(await callerOf(admin, 'planner'), 'CALENDAR', -1);
  const nachtdienst = await getResources(admin, unitOf('Nachtdienst'));
  await saveCheckedView(await callerOf(admin, 'sophie.becker'), 'CALENDAR', {
    unitIds: [unitOf('Wohnbereich 2'), unitOf('Nachtdienst')],
    resourceIds: nachtdienst.resourceIds,
  });
}

/** A demo person as a caller, as a token of theirs would make them. */
async function callerOf(admin: Caller, username: string): Promise<Caller> {
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { resolveCaller } = await import('@app/functions/security/caller');
  const identity = await new UserRepository(admin.tenant).identityOf(username);
  if (!identity?.sub) throw new Error(`The demo tenant lacks the sign-in ${username}`);
  return resolveCaller({ customerNo: admin.tenant.customerNo, userSub: identity.sub, username });
}
