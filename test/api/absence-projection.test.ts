/**
 * Absences follow a person's units (issue 11): moving a person to another unit, or changing their extra units,
 * queues a job that re-projects their current and future absences: shown in the new units, gone from the units
 * they left; an absence that ended more than a month ago stays where it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { taskContracts } from '@app/shared/tasks/tasks.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { PlanRepository } from '@app/functions/calendar/plan.repository';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
let ward: TUnit;
let kitchen: TUnit;
let leaveTypeId: string;
type Person = { id: string; token: string; version: number };
let emma: Person;
let planner: Person;

const unit = async (name: string) =>
  present(
    (
      await api.send(
        unitContracts.create,
        { body: { name, unitType: 0, parentId: root.id } },
        { token: admin.token },
      )
    ).data,
  );

/** Moves the person (and sets extra units); answers the re-projection task the change queued, if any. */
async function placeIn(person: Person, unitId: string, extraUnitIds?: string[]) {
  const before = new Set(await taskIds());
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: person.id }, body: { unitId, version: person.version } },
    { token: admin.token },
  );
  expect(moved.status).toBe(200);
  person.version = present(moved.data).version;
  if (extraUnitIds) {
    const extra = await api.send(
      userUnitContracts.saveExtraUnits,
      { params: { userId: person.id }, body: { unitIds: extraUnitIds, version: person.version } },
      { token: admin.token },
    );
    expect(extra.status).toBe(200);
    person.version = present(extra.data).version;
  }
  const queued = (await projections()).filter((task) => !before.has(task.progressId));
  for (const task of queued)
    expect((await waitForTask(api, task.progressId, admin.token)).succeeded).toBe(true);
  return queued;
}

const projections = async () =>
  present(
    (await api.send(taskContracts.list, { query: { limit: 100 } }, { token: admin.token })).data,
  ).items.filter((task) => task.type === 'absences.projection');
const taskIds = async () => (await projections()).map((task) => task.progressId);

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  ward = await unit('Ward B');
  kitchen = await unit('Kitchen');
  leaveTypeId = present(
    (
      await api.send(
        absenceTypeContracts.create,
        {
          body: {
            caption: { de: 'Urlaub', en: 'Leave' },
            shortName: 'L',
            itemClass: 1,
            backColor: '#00aa00',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  emma = await createUserAndSignIn(api, admin, 'emma', ['employee']);
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  // A person without absences queues nothing.
  expect(await placeIn(emma, root.id)).toEqual([]);
  await placeIn(planner, root.id);
});

const approved = async (begin: string, end: string) =>
  present(
    (
      await api.send(
        absences.create,
        { body: { absenceTypeId: leaveTypeId, userId: emma.id, begin, end, state: 3 } },
        { token: planner.token },
      )
    ).data,
  ).absence.id;

/** The absence's slots in a unit's calendar for a month, with the row they are on. */
const slotsOf = async (absenceId: string, unitId: string, month: string) =>
  present(
    (
      await api.send(
        calendar.list,
        { body: { from: `${month}-01`, to: `${month}-28`, unitIds: [unitId] } },
        { token: planner.token },
      )
    ).data,
  )
    .slots.filter((slot) => slot.id === absenceId)
    .map((slot) => slot.rowKey);

describe('a person whose units change', () => {
  it('takes their current and future absences into the new units and out of the ones they left', async () => {
    const plan = new PlanRepository({
      customerNo: admin.customerNo,
      userSub: 'test',
      username: admin.username,
    });
    const stored = async (absenceId: string, unitId: string, month: string) =>
      (await plan.unitAbsences(unitId, month)).some((fragment) => fragment.absenceId === absenceId);
    const future = await approved('2030-03-02', '2030-03-06');
    // Ended long ago: it stays in the unit the person was in then.
    const past = await approved('2024-05-06', '2024-05-07');
    expect(await slotsOf(future, root.id, '2030-03')).toEqual([`U:${root.id}:${emma.id}`]);

    const queued = await placeIn(emma, ward.id);
    expect(queued).toHaveLength(1);
    expect(await slotsOf(future, ward.id, '2030-03')).toEqual([`U:${ward.id}:${emma.id}`]);
    expect(await slotsOf(future, root.id, '2030-03')).toEqual([]);
    expect(await stored(future, root.id, '2030-03')).toBe(false);
    expect(await stored(past, root.id, '2024-05')).toBe(true);
    expect(await stored(past, ward.id, '2024-05')).toBe(false);
    // The person's month view holds the copy of the new primary unit.
    expect(
      (await plan.personMonth(emma.id, '2030-03')).absences.filter(
        (fragment) => fragment.absenceId === future,
      ),
    ).toHaveLength(1);

    // An extra unit gained shows it too; losing it takes it out again.
    await placeIn(emma, ward.id, [kitchen.id]);
    expect(await slotsOf(future, kitchen.id, '2030-03')).toEqual([`U:${kitchen.id}:${emma.id}`]);
    await placeIn(emma, ward.id, []);
    expect(await stored(future, kitchen.id, '2030-03')).toBe(false);
    expect(await stored(future, ward.id, '2030-03')).toBe(true);
  });
});
