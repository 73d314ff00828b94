/**
 * Requests in the care home's plan, made through the shift actions as the people would: the demo employee (given
 * shift interaction in their working-time model) offers
 * a colleague of Wohnbereich 1 a swap and applies for an open late shift, and a colleague offers a shift to the
 * team. The employee's home then shows their requests, the planner's the ones waiting.
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
}
