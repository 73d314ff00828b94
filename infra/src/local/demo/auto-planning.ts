/**
 * What automatic planning (issue 16) finds in the demo: the living areas' late duty left open every Wednesday and
 * the night duties open on future Saturdays (demo/calendar.ts) are next month's open slots. Everyone of a living
 * area works its weekdays (but the Wednesday after a Sunday duty, its substitute rest day), so two floaters (Springer, part-time, members of both living areas and qualified as
 * nurses) join the company without shifts of their own next month: auto-assign for next month on the company
 * fills every open slot, with no rule objecting.
 */
import type { Caller } from '@app/functions/security/caller';

const floaters = [
  { username: 'sarah.springer', displayName: 'Sarah Springer' },
  { username: 'tim.springer', displayName: 'Tim Springer' },
];

export async function seedDemoAutoPlanning(admin: Caller, password: string): Promise<void> {
  const { listUnits } = await import('@app/functions/units/unit.service');
  const { createUser, updateUser } = await import('@app/functions/users/user.service');
  const { setExtraUnits } = await import('@app/functions/users/user-units');
  const { RoleRepository } = await import('@app/functions/directory/role.repository');
  const { listQualifications } = await import('@app/functions/qualifications/qualification.service');
  const planning = await import('@app/functions/users/user-planning.service');

  const units = await listUnits(admin);
  const unitOf = (name: string) => {
    const unit = units.find((candidate) => candidate.name === name);
    if (!unit) throw new Error(`The demo tenant lacks the unit ${name}`);
    return unit.id;
  };
  const role = (await new RoleRepository(admin.tenant).list()).find(
    (candidate) => candidate.key === 'employee',
  );
  if (!role) throw new Error('The demo tenant lacks the employee role');
  const nurse = (await listQualifications(admin, 'true')).find((found) => found.name === 'Pflegefachkraft');
  for (const floater of floaters) {
    const user = await createUser(admin, {
      ...floater,
      email: `${floater.username}@sonnenhof.example`,
      password,
      roleIds: [role.id],
      language: 'de',
      unitId: unitOf('Wohnbereich 1'),
    });
    const placed = await setExtraUnits(admin, user.id, {
      unitIds: [unitOf('Wohnbereich 2')],
      version: user.version,
    });
    await updateUser(admin, user.id, {
      displayName: placed.displayName,
      email: placed.email,
      roleIds: placed.roleIds,
      qualificationIds: nurse ? [nurse.id] : [],
      version: placed.version,
    });
    await planning.saveWorkingTime(admin, user.id, {
      periods: [
        {
          validFrom: '2026-01-01',
          itemClass: 'Week',
          targetHours: 20,
          workingDays: 2.5,
          trackingMode: 'Calendar',
          sickCalculation: 'PlannedHours',
        },
      ],
      allowShiftInteraction: true,
      allowShiftInteractionRequest: true,
      createShift: false,
      requestedMode: 'AccessableUsers',
      version: 0,
    });
  }
}
