/**
 * Absences in the care home, made through the absences service as the people would: Lena Schmidt's leave the
 * planner approved, the demo employee's leave request waiting for the planner, and a sickness the planner entered
 * for Jonas Weber. The calendar shows them in every unit of the person; the planner is notified of the request.
 */
import type { Caller } from '@app/functions/security/caller';

export async function seedDemoAbsences(admin: Caller): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { plainDateOf, addDays } = await import('@app/shared/time/tenant-time');
  const { UserRepository } = await import('@app/functions/users/user.repository');
  const { RoleRepository } = await import('@app/functions/roles/role.repository');
  const { AbsenceTypeRepository } = await import('@app/functions/absence-types/absence-type.repository');
  const { createAbsence, absencesOfPerson } = await import('@app/functions/absences/absence.service');

  const [users, roles, types] = await Promise.all([
    new UserRepository(admin.tenant).list(),
    new RoleRepository(admin.tenant).list(),
    new AbsenceTypeRepository(admin.tenant).list(),
  ]);
  const callerOf = (username: string): Caller | undefined => {
    const user = users.find((candidate) => candidate.username === username);
    if (!user) return undefined;
    const permissions = new Set(
      roles.filter((role) => user.roleIds.includes(role.id)).flatMap((role) => role.permissions),
    );
    return { ...admin, user, permissions };
  };
  const typeOf = (itemClass: number) => types.find((type) => type.enabled && type.itemClass === itemClass);
  const planner = callerOf('planner');
  const employee = callerOf('employee');
  const lena = callerOf('lena.schmidt');
  const jonas = callerOf('jonas.weber');
  const leave = typeOf(1);
  const sick = types.find((type) => type.enabled && type.caption.en === 'Sick') ?? typeOf(2);
  if (!planner || !employee || !lena || !jonas || !leave) return;

  const today = plainDateOf(now(), admin.tenantRecord.timeZone);
  // Seeded once: a second run finds the employee's request and leaves everything as it is.
  if ((await absencesOfPerson(employee, employee.user.id, today, addDays(today, 60))).length) return;

  // After the published week, so that the coming week has shifts Lena can swap (test/e2e/swap.spec.ts).
  await createAbsence(planner, {
    userId: lena.user.id,
    absenceTypeId: leave.id,
    begin: addDays(today, 14),
    end: addDays(today, 18),
    beginState: 'full',
    endState: 'full',
    beginTime: null,
    endTime: null,
    notes: 'Sommerurlaub',
    substituteIds: [],
    state: 3,
  });
  await createAbsence(employee, {
    userId: employee.user.id,
    absenceTypeId: leave.id,
    begin: addDays(today, 21),
    end: addDays(today, 25),
    beginState: 'full',
    endState: 'half',
    beginTime: null,
    endTime: null,
    notes: 'Familienbesuch',
    substituteIds: [lena.user.id],
  });
  if (sick)
    await createAbsence(planner, {
      userId: jonas.user.id,
      absenceTypeId: sick.id,
      begin: today,
      end: addDays(today, 2),
      beginState: 'full',
      endState: 'full',
      beginTime: null,
      endTime: null,
      notes: '',
      substituteIds: [],
      state: 3,
    });
}
