/**
 * The calendar reads its people with their units (issue 10, `calendar.requests`): names, working-time copies and
 * shift-interaction flags live on the MEMBER items, written with the user and with the working-time model, so a
 * saved model shows in hours remaining and in what an employee may do, and a unit joined later brings it along.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
let ward: TUnit;
let templateId: string;
let anna: { id: string; token: string; version: number };
let ben: { id: string; token: string; version: number };

const week = { from: '2026-12-07', to: '2026-12-13' };

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  ward = present(
    (
      await api.send(
        unitContracts.create,
        { body: { name: 'Ward C', unitType: 0, parentId: root.id } },
        { token: admin.token },
      )
    ).data,
  );
  const resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Care' } }, { token: admin.token })
  ).data.id;
  templateId = present(
    (
      await api.send(
        shiftContracts.create,
        {
          body: {
            name: 'early',
            shortName: 'E',
            resourceId,
            unitId: root.id,
            itemClass: 10,
            begin: '06:00',
            end: '14:00',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  ben = await createUserAndSignIn(api, admin, 'ben', ['employee']);
});

const rowOf = (data: TCalendarData, unitId: string, userId: string) => {
  const row = data.rows.find(
    (candidate) => candidate.kind === 'U' && candidate.unitId === unitId && candidate.userId === userId,
  );
  if (row?.kind !== 'U') throw new Error(`no row of ${userId} in ${unitId}`);
  return row;
};
const list = async (unitId: string, token = admin.token) => {
  const answer = await api.send(calendar.list, { body: { ...week, unitIds: [unitId] } }, { token });
  expect(answer.status).toBe(200);
  return answer.data;
};

describe('people in the calendar', () => {
  it('shows a saved working-time model in hours remaining and in what the employee may do', async () => {
    expect(rowOf(await list(root.id), root.id, anna.id).minutesRemaining).toBeNull();
    const saved = await api.send(
      userPlanningContracts.saveWorkingTime,
      {
        params: { userId: anna.id },
        body: {
          periods: [
            {
              validFrom: '2026-01-01',
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
    expect(saved.status).toBe(200);
    const entry = await api.send(
      calendar.save,
      {
        query: { force: 'false' },
        body: { unitId: root.id, date: '2026-12-08', userId: anna.id, templateId },
      },
      { token: admin.token },
    );
    expect(entry.data.success).toBe(true);
    // 40 hours a week over the seven days of the range, less the 8 hours planned.
    expect(rowOf(await list(root.id), root.id, anna.id)).toMatchObject({
      minutesPlanned: 480,
      minutesRemaining: 40 * 60 - 480,
    });
    expect((await list(root.id, anna.token)).access).toMatchObject({
      plan: false,
      allowShiftInteraction: true,
      allowShiftInteractionRequest: true,
      createShift: false,
    });
    // Ben has no model: no hours remaining, no shift interaction.
    expect(rowOf(await list(root.id), root.id, ben.id).minutesRemaining).toBeNull();
    expect((await list(root.id, ben.token)).access.allowShiftInteraction).toBe(false);
  });

  it('brings the model into a unit the person joins later, and keeps names after a rename', async () => {
    const joined = await api.send(
      userUnitContracts.saveExtraUnits,
      { params: { userId: anna.id }, body: { unitIds: [ward.id], version: anna.version } },
      { token: admin.token },
    );
    expect(joined.status).toBe(200);
    const inWard = rowOf(await list(ward.id), ward.id, anna.id);
    expect(inWard.minutesRemaining).toBe(40 * 60 - (inWard.minutesPlanned ?? Number.NaN));
    expect(inWard.displayName).toBe('User anna');
    // A later model reaches both units.
    const current = await api.send(
      userPlanningContracts.workingTime,
      { params: { userId: anna.id } },
      { token: admin.token },
    );
    const model = present(current.data);
    const resaved = await api.send(
      userPlanningContracts.saveWorkingTime,
      {
        params: { userId: anna.id },
        body: {
          ...model,
          periods: model.periods.map((period) => ({ ...period, targetHours: 20 })),
        },
      },
      { token: admin.token },
    );
    expect(resaved.status).toBe(200);
    for (const unitId of [root.id, ward.id]) {
      const row = rowOf(await list(unitId), unitId, anna.id);
      expect(row.minutesRemaining).toBe(20 * 60 - (row.minutesPlanned ?? Number.NaN));
    }
  });

  it('refuses a stale working-time version and leaves the calendar as it was', async () => {
    const stale = await api.send(
      userPlanningContracts.saveWorkingTime,
      {
        params: { userId: anna.id },
        body: {
          periods: [],
          allowShiftInteraction: false,
          allowShiftInteractionRequest: false,
          createShift: false,
          requestedMode: 'Default',
          version: 1,
        },
      },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const row = rowOf(await list(root.id), root.id, anna.id);
    expect(row.minutesRemaining).toBe(20 * 60 - (row.minutesPlanned ?? Number.NaN));
  });
});
