/**
 * Requests in the care home's plan, made through the shift actions as the people would: the demo employee (given
 * shift interaction in their working-time model) offers
 * a colleague of Wohnbereich 1 a swap and applies for an open late shift, and a colleague offers a shift to the
 * team. The employee's home then shows their requests, the planner's the ones waiting, and (issue 27) at least one
 * open shift the employee may take: where none of the plan's open shifts passes the rules for them, one more is
 * planned open on a free day of theirs.
 */
import type { Caller } from '@app/functions/security/caller';

export async function seedDemoShiftRequests(admin: Caller): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { plainDateOf, addDays } = await import('@app/shared/time/tenant-time');
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { RoleRepository } = await import('@app/functions/directory/role.repository');
  const { PlanRepository, entryIdOf } = await import('@app/functions/calendar/plan.repository');
  const { runShiftAction } = await import('@app/functions/calendar/shift-actions.service');
  const planning = await import('@app/functions/users/user-planning.service');
  const { UserPlanningRepository } = await import('@app/functions/directory/user-planning.repository');

  const users = await new UserRepository(admin.tenant).list();
  const roles = await new RoleRepository(admin.tenant).list();
  const callerOf = (username: string): Caller | undefined => {
    const user = users.find((candidate) => candidate.username === username);
    if (!user) return undefined;
    const permissions = new Set(
      roles.filter((role) => user.roleIds.includes(role.id)).flatMap((role) => role.permissions),
    );
    return { ...admin, user, permissions };
  };
  const employee = callerOf('employee');
  const colleague = callerOf('lena.schmidt');
  const unitId = employee?.user.unitId;
  if (!employee || !colleague || !unitId) return;

  // The demo's employee and a colleague may swap, apply and share (a 38.5-hour week, tracked from the plan).
  for (const person of [employee, colleague]) {
    if (await new UserPlanningRepository(admin.tenant).workingTime(person.user.id)) continue;
    await planning.saveWorkingTime(admin, person.user.id, {
      periods: [
        {
          validFrom: '2026-01-01',
          itemClass: 'Week',
          targetHours: 38.5,
          workingDays: 5,
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

  const today = plainDateOf(now(), admin.tenantRecord.timeZone);
  const plan = new PlanRepository(admin.tenant);
  const month = await plan.unitDays(unitId, addDays(today, 1), addDays(today, 14));
  const future = month.entries.sort((a, b) => a.date.localeCompare(b.date));
  const mine = future.find((entry) => entry.userId === employee.user.id);
  const theirs = future.find(
    (entry) => entry.userId === colleague.user.id && mine !== undefined && entry.date > mine.date,
  );
  const open = future.find((entry) => entry.userId === null);
  const shared = future.find((entry) => entry.userId === colleague.user.id && entry !== theirs);
  const requests: [Caller, Parameters<typeof runShiftAction>[2]][] = [];
  if (mine && theirs)
    requests.push([
      employee,
      {
        actionMode: 'SWAP',
        entryId: entryIdOf(mine),
        targetEntryId: entryIdOf(theirs),
        force: false,
        reason: 'Arzttermin am Vormittag',
      },
    ]);
  if (open) requests.push([employee, { actionMode: 'APPLY', entryId: entryIdOf(open), force: false }]);
  if (shared) requests.push([colleague, { actionMode: 'SHARE', entryId: entryIdOf(shared), force: false }]);
  for (const [caller, action] of requests) {
    // A demo whose people lack a flag has fewer requests; the start must not fail for it.
    await runShiftAction(caller, 'de', action).catch((error: unknown) =>
      console.warn(`demo shift request ${action.actionMode} skipped:`, error),
    );
  }

  await seedTakeableShift(admin, employee, today, future);
}

/** An open shift the demo employee may take at once (their home lists it): on a day free of theirs. */
async function seedTakeableShift(
  admin: Caller,
  employee: Caller,
  today: string,
  future: readonly { date: string; userId: string | null; templateId: string | null }[],
): Promise<void> {
  const { addDays } = await import('@app/shared/time/tenant-time');
  const { employeeHome } = await import('@app/functions/calendar/home.service');
  const { saveEntry } = await import('@app/functions/calendar/entry.service');
  const { ZShiftEntrySave } = await import('@app/shared/calendar/shift-entry');
  const { UnitRepository } = await import('@app/functions/units/unit.repository');
  const unitId = employee.user.unitId;
  // An open shift, not only a colleague's offer (whose taking may wait for the planner): one tap makes it hers.
  const hasOpenShift = async () =>
    (await employeeHome(employee, 'de')).takeable.some((entry) => entry.userId === null);
  if (!unitId || (await hasOpenShift())) return;
  const publishedTo = (await new UnitRepository(admin.tenant).get(unitId))?.publishedTo ?? today;
  const working = new Set(
    future.filter((entry) => entry.userId === employee.user.id).map((entry) => entry.date),
  );
  const templateId = future.find((entry) => entry.userId === employee.user.id)?.templateId ?? null;
  if (!templateId) return;
  // A few tries at most: an open shift the rules refuse her (a full week, rest) stays open, as open shifts do.
  let tries = 0;
  for (let date = addDays(today, 1); date <= publishedTo && tries < 3; date = addDays(date, 1)) {
    if (working.has(date)) continue;
    tries += 1;
    const saved = await saveEntry(
      admin,
      ZShiftEntrySave.parse({ unitId, date, userId: null, templateId }),
      false,
      'de',
    ).catch((error: unknown) => console.warn('demo open shift skipped:', error));
    if (saved?.success && (await hasOpenShift())) return;
  }
}
