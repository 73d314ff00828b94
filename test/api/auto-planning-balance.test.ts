/**
 * Automatic planning reads the hour balances at the calculation day (CalculationDay): overtime on a person's time
 * account lowers how much the planner gives them, so two colleagues with the same working-time model but different
 * balances are not planned alike.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { autoPlanningContracts as auto } from '@app/shared/planner/auto-planning.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { yearTableContracts } from '@app/shared/year-tables/year-tables.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
let admin: TestTenant;
let wardId: string;
let early: string;
let planner: { id: string; token: string };
let olga: { id: string; token: string };
let nina: { id: string; token: string };
const range = { start: '2027-03-01', end: '2027-03-14' };
const calculationDate = '2027-02-28';

async function setUp(person: { id: string }, openingMinutes: number): Promise<void> {
  const model = await api.send(
    userPlanningContracts.saveWorkingTime,
    {
      params: { userId: person.id },
      body: {
        periods: [
          {
            validFrom: '2027-01-01',
            itemClass: 'Week',
            targetHours: 40,
            workingDays: 5,
            trackingMode: 'Calendar',
            sickCalculation: 'PlannedHours',
          },
        ],
        allowShiftInteraction: true,
        allowShiftInteractionRequest: true,
        createShift: false,
        requestedMode: 'Default',
        version: 0,
      },
    },
    { token: admin.token },
  );
  expect(model.status, JSON.stringify(model.error)).toBe(200);
  // Tracking starts at the calculation day, so only the opening balance counts (the days before add nothing).
  const init = await api.send(
    yearTableContracts.saveTrackingInit,
    {
      params: { userId: person.id },
      body: { startDate: calculationDate, openingMinutes, openingLeaveDays: 0, version: null },
    },
    { token: admin.token },
  );
  expect(init.status, JSON.stringify(init.error)).toBe(200);
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  const rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  // A ward of two: Olga and Nina are the only ones who can take its shifts.
  wardId = present(
    (
      await api.send(
        unitContracts.create,
        { body: { name: 'Ward', unitType: 0, parentId: rootId } },
        { token: admin.token },
      )
    ).data,
  ).id;
  const resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Care' } }, { token: admin.token })
  ).data.id;
  early = present(
    (
      await api.send(
        shiftContracts.create,
        {
          body: {
            name: 'early',
            shortName: 'E',
            resourceId,
            unitId: wardId,
            itemClass: 10,
            begin: '06:00',
            end: '14:00',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  olga = await createUserAndSignIn(api, admin, 'olga', ['employee']);
  nina = await createUserAndSignIn(api, admin, 'nina', ['employee']);
  for (const person of [olga, nina]) {
    const user = await api.send(userContracts.get, { params: { userId: person.id } }, { token: admin.token });
    const moved = await api.send(
      userUnitContracts.move,
      { params: { userId: person.id }, body: { unitId: wardId, version: present(user.data).version } },
      { token: admin.token },
    );
    expect(moved.status).toBe(200);
  }
  // Olga has 90 hours of overtime, Nina none; both 40 hours a week.
  await setUp(olga, 90 * 60);
  await setUp(nina, 0);
});

describe('auto-assign and the hour balances', () => {
  it('plans nobody beyond the range target + 10 % less their overtime: the same model, different balances', async () => {
    // Two weeks of weekdays, two early shifts each: 20 slots of 8 hours, more than one person can take.
    for (let day = 1; day <= 12; day++) {
      const date = `2027-03-${String(day).padStart(2, '0')}`;
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      for (let slot = 0; slot < 2; slot++) {
        const saved = await api.send(
          calendar.save,
          { query: { force: 'true' }, body: { unitId: wardId, date, userId: null, templateId: early } },
          { token: planner.token },
        );
        expect(saved.data.success, saved.data.message ?? '').toBe(true);
      }
    }
    const started = await api.send(
      auto.autoAssign,
      { body: { unitIds: [wardId], range, calculationDate, timeLimitSeconds: 5 } },
      { token: planner.token },
    );
    expect(started.status, JSON.stringify(started.error)).toBe(202);
    const task = await waitForTask(api, started.data.progressId, planner.token);
    expect(task.succeeded, JSON.stringify(task.log)).toBe(true);
    const runId = String((task.result as { runId: string }).runId);
    const run = present(
      (await api.send(auto.autoPlanRun, { params: { runId } }, { token: planner.token })).data,
    );

    const shiftsOf = (userId: string) =>
      run.proposals.filter((proposal) => proposal.userId === userId).length;
    // Two weeks at 40 h: 80 h target, 88 h with the tolerance; Olga's 90 h of overtime leave her nothing, so
    // Nina takes one shift a day and the other ten stay open, each saying why Olga could not take it.
    expect(run.proposals).toHaveLength(10);
    expect(shiftsOf(nina.id)).toBe(10);
    expect(shiftsOf(olga.id)).toBe(0);
    expect(run.open).toHaveLength(10);
    for (const open of run.open)
      expect(open.reasons.find((reason) => reason.userId === olga.id)).toMatchObject({
        key: 'autoPlan.reason.hoursOvertime',
        params: { hours: 0, overtime: 90 },
      });
  }, 60_000);
});
