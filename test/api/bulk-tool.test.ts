/**
 * The bulk shift tool (issue 12): the grid's shifts with their derived columns, the targets, and the command's
 * four actions as background tasks: copy (to a resource, a person, a day), move (with a version conflict),
 * batch edit and delete; excluded shifts stay untouched, double bookings are left out and named in the task
 * log, and another tenant's shifts are never reached.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { absenceContracts } from '@app/shared/absences/absences.contracts';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import type { TBulkCommand, TBulkShift } from '@app/shared/plan-tools/bulk-tool';
import { bulkToolContracts as bulk } from '@app/shared/plan-tools/bulk-tool.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let rootId: string;
let resourceId: string;
let otherResourceId: string;
let early: string;
let late: string;
let planner: { id: string; token: string };
let anna: string;
let ben: string;

async function newUnit(name: string, parentId = rootId): Promise<string> {
  const created = await api.send(
    unitContracts.create,
    { body: { name, unitType: 0, parentId } },
    { token: admin.token },
  );
  return present(created.data).id;
}

async function save(unitId: string, date: string, userId: string | null, templateId: string) {
  const saved = await api.send(
    calendar.save,
    { query: { force: 'true' }, body: { unitId, date, userId, templateId } },
    { token: planner.token },
  );
  expect(saved.data.success, saved.data.message ?? '').toBe(true);
}

async function grid(unitIds: string[], withSubUnits = false): Promise<TBulkShift[]> {
  const answer = await api.send(
    bulk.bulkToolShifts,
    { body: { unitIds, withSubUnits, from: '2026-12-01', to: '2026-12-31' } },
    { token: planner.token },
  );
  expect(answer.status).toBe(200);
  return answer.data.shifts;
}

let people = 0;
/** Two new people for a test: shifts of one test never collide with another's. */
async function freshPeople(): Promise<void> {
  people++;
  anna = (await createUserAndSignIn(api, admin, `anna${people}`, ['employee'])).id;
  ben = (await createUserAndSignIn(api, admin, `ben${people}`, ['employee'])).id;
}

const who = (id: string | null) => (id === anna ? 'anna' : id === ben ? 'ben' : 'open');
const line = (shift: TBulkShift) =>
  `${shift.date} ${who(shift.userId)} ${shift.templateId === early ? 'early' : 'late'} ${shift.begin}`;

async function run(body: Omit<TBulkCommand, 'range'>, token = planner.token) {
  const started = await api.send(
    bulk.bulkToolRun,
    { body: { range: { from: '2026-12-01', to: '2026-12-31' }, ...body } },
    { token },
  );
  expect(started.status, JSON.stringify(started.error)).toBe(202);
  const task = await waitForTask(api, started.data.progressId, token);
  expect(task.succeeded, JSON.stringify(task.log)).toBe(true);
  return task;
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  stranger = await signUpTenant(api);
  rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  const resource = async (caption: string) =>
    (await api.send(resourceContracts.create, { body: { caption } }, { token: admin.token })).data.id;
  resourceId = await resource('Care');
  otherResourceId = await resource('Kitchen');
  const template = async (name: string, begin: string, end: string) =>
    present(
      (
        await api.send(
          shiftContracts.create,
          {
            body: { name, shortName: name[0] ?? 'x', resourceId, unitId: rootId, itemClass: 10, begin, end },
          },
          { token: admin.token },
        )
      ).data,
    ).id;
  early = await template('early', '06:00', '14:00');
  late = await template('late', '14:00', '22:00');
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
});

beforeEach(freshPeople);

describe('the grid and the targets', () => {
  it("lists a unit's shifts with sub-units, weekday and calendar week", async () => {
    const house = await newUnit('House');
    const team = await newUnit('Team', house);
    await save(house, '2026-12-07', anna, early);
    await save(team, '2026-12-10', ben, late);
    expect((await grid([house])).map(line)).toEqual(['2026-12-07 anna early 06:00']);
    const both = await grid([house], true);
    expect(both.map(line)).toEqual(['2026-12-07 anna early 06:00', '2026-12-10 ben late 14:00']);
    expect(both[0]).toMatchObject({ weekday: 1, calendarWeek: 50, unitName: 'House', name: 'early' });
    expect(both[1]).toMatchObject({
      weekday: 4,
      calendarWeek: 50,
      unitName: 'Team',
      userName: `User ben${people}`,
    });

    const targets = await api.send(bulk.bulkToolTargets, {}, { token: planner.token });
    expect(targets.status).toBe(200);
    expect(targets.data).toContainEqual({
      groupId: rootId,
      resourceId,
      groupName: expect.any(String) as string,
      resourceName: 'Care',
    });
  });
});

describe('the bulk command', () => {
  it('copies to another person and leaves excluded shifts alone', async () => {
    const unitId = await newUnit('Copy person');
    await save(unitId, '2026-12-07', anna, early);
    await save(unitId, '2026-12-08', anna, early);
    await save(unitId, '2026-12-09', anna, early);
    const shifts = await grid([unitId]);
    // The 9th is excluded in the grid: not sent.
    const chosen = shifts.filter((shift) => shift.date !== '2026-12-09').map((shift) => shift.id);
    await run({ sourceIdList: chosen, sourceAction: 'copy', targetAction: 'user', targetUserId: ben });
    expect((await grid([unitId])).map(line)).toEqual([
      '2026-12-07 anna early 06:00',
      '2026-12-07 ben early 06:00',
      '2026-12-08 anna early 06:00',
      '2026-12-08 ben early 06:00',
      '2026-12-09 anna early 06:00',
    ]);
  });

  it('copies by days and leaves double bookings out, naming them in the log', async () => {
    const unitId = await newUnit('Copy days');
    await save(unitId, '2026-12-07', anna, early);
    await save(unitId, '2026-12-08', ben, late);
    await save(unitId, '2026-12-15', ben, late); // ben is busy on the target day of his shift
    const shifts = (await grid([unitId])).filter((shift) => shift.date < '2026-12-10');
    const task = await run({
      sourceIdList: shifts.map((shift) => shift.id),
      sourceAction: 'copy',
      targetAction: 'push',
      targetDate: '2026-12-14',
    });
    expect((await grid([unitId])).map(line)).toEqual([
      '2026-12-07 anna early 06:00',
      '2026-12-08 ben late 14:00',
      '2026-12-14 anna early 06:00',
      '2026-12-15 ben late 14:00',
    ]);
    expect(task.log.map((entry) => entry.messageKey)).toContain('bulkTool.log.overlap');
    expect(task.result).toMatchObject({ tried: 2, done: 1, skipped: 1 });
  });

  it('leaves out a copy onto a day the target person is absent', async () => {
    const unitId = await newUnit('Absent');
    // Ben belongs to the unit (his absences are kept there) and is off sick on the 8th.
    const benUser = await createUserAndSignIn(api, admin, `benabsent${people}`, ['employee']);
    ben = benUser.id;
    const moved = await api.send(
      userUnitContracts.move,
      { params: { userId: ben }, body: { unitId, version: benUser.version } },
      { token: admin.token },
    );
    expect(moved.status).toBe(200);
    const sick = present(
      (
        await api.send(
          absenceTypeContracts.create,
          {
            body: {
              caption: { de: 'Krank', en: 'Sick' },
              shortName: 'K',
              itemClass: 2,
              backColor: '#aa0000',
            },
          },
          { token: admin.token },
        )
      ).data,
    ).id;
    const absent = await api.send(
      absenceContracts.createQuick,
      {
        body: {
          UserIdList: [ben],
          Template: { absenceTypeId: sick, begin: '2026-12-08', end: '2026-12-08', state: 3 },
          Virtual: false,
        },
      },
      { token: admin.token },
    );
    expect(absent.status).toBe(200);
    await save(unitId, '2026-12-07', anna, early);
    await save(unitId, '2026-12-08', anna, early);
    const task = await run({
      sourceIdList: (await grid([unitId])).map((shift) => shift.id),
      sourceAction: 'copy',
      targetAction: 'user',
      targetUserId: ben,
    });
    expect(task.log.map((entry) => entry.messageKey)).toContain('bulkTool.log.absent');
    expect((await grid([unitId])).map(line)).toEqual([
      '2026-12-07 anna early 06:00',
      '2026-12-07 ben early 06:00',
      '2026-12-08 anna early 06:00',
    ]);
  });

  it("moves to another unit's resource, with the shift's new id", async () => {
    const from = await newUnit('Move from');
    const to = await newUnit('Move to');
    await save(from, '2026-12-07', anna, early);
    await save(from, '2026-12-08', anna, late);
    const [first, second] = await grid([from]);
    await run({
      sourceIdList: [present(first).id],
      sourceAction: 'move',
      targetAction: 'resource',
      targetGroupId: to,
      targetResourceId: otherResourceId,
    });
    expect((await grid([from])).map((shift) => shift.id)).toEqual([present(second).id]);
    const moved = await grid([to]);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ date: '2026-12-07', userId: anna, resourceName: 'Kitchen', version: 1 });
    expect(moved[0]?.id).not.toBe(first?.id);
  });

  it('leaves a shift changed since it was listed (a version conflict) and moves the others', async () => {
    const unitId = await newUnit('Conflict');
    await save(unitId, '2026-12-07', anna, early);
    await save(unitId, '2026-12-08', anna, early);
    const listed = await grid([unitId]);
    const [changed, kept] = listed.map((shift) => present(shift));
    if (!changed || !kept) throw new Error('two shifts expected');
    // Someone changes the first after the grid was loaded.
    const edited = await api.send(
      calendar.save,
      {
        query: { force: 'true' },
        body: {
          id: changed.id,
          version: changed.version,
          unitId,
          date: changed.date,
          userId: anna,
          templateId: early,
          notes: 'changed',
        },
      },
      { token: planner.token },
    );
    expect(edited.data.success).toBe(true);
    const task = await run({
      sourceIdList: listed.map((shift) => shift.id),
      versions: Object.fromEntries(listed.map((shift) => [shift.id, shift.version])),
      sourceAction: 'move',
      targetAction: 'user',
      targetUserId: ben,
    });
    expect(task.log.map((entry) => entry.messageKey)).toContain('bulkTool.log.changed');
    expect((await grid([unitId])).map(line)).toEqual([
      '2026-12-07 anna early 06:00',
      '2026-12-08 ben early 06:00',
    ]);
  });

  it('batch-edits times and template of the chosen shifts only', async () => {
    const unitId = await newUnit('Edit');
    await save(unitId, '2026-12-07', anna, early);
    await save(unitId, '2026-12-08', ben, early);
    const [first, second] = await grid([unitId]);
    await run({
      sourceIdList: [present(first).id],
      sourceAction: 'batchedit',
      edit: { begin: '07:00', end: '15:00', notes: 'bulk' },
    });
    await run({ sourceIdList: [present(second).id], sourceAction: 'batchedit', edit: { templateId: late } });
    const after = await grid([unitId]);
    expect(after.map(line)).toEqual(['2026-12-07 anna early 07:00', '2026-12-08 ben late 14:00']);
    expect(after[0]).toMatchObject({ end: '15:00', version: 2 });
    const entry = await api.send(
      calendar.entry,
      { params: { entryId: present(after[0]).id } },
      { token: planner.token },
    );
    expect(entry.data).toMatchObject({ notes: 'bulk', minutes: 480 });
  });

  it('deletes the chosen shifts and keeps the excluded one', async () => {
    const unitId = await newUnit('Delete');
    await save(unitId, '2026-12-07', anna, early);
    await save(unitId, '2026-12-08', anna, early);
    await save(unitId, '2026-12-09', null, late);
    const shifts = await grid([unitId]);
    const excluded = present(shifts[1]);
    await run({
      sourceIdList: shifts.filter((shift) => shift.id !== excluded.id).map((shift) => shift.id),
      sourceAction: 'delete',
    });
    expect((await grid([unitId])).map((shift) => shift.id)).toEqual([excluded.id]);
  });

  it('refuses a copy without a target, and an empty batch edit', async () => {
    const unitId = await newUnit('Refused');
    await save(unitId, '2026-12-07', anna, early);
    const ids = (await grid([unitId])).map((shift) => shift.id);
    const range = { from: '2026-12-01', to: '2026-12-31' };
    const noTarget = await api.send(
      bulk.bulkToolRun,
      { body: { range, sourceIdList: ids, sourceAction: 'copy', targetAction: 'user' } },
      { token: planner.token },
    );
    expect(noTarget.status).toBe(400);
    const empty = await api.send(
      bulk.bulkToolRun,
      { body: { range, sourceIdList: ids, sourceAction: 'batchedit', edit: {} } },
      { token: planner.token },
    );
    expect(empty.status).toBe(400);
    const employee = await createUserAndSignIn(api, admin, 'emil', ['employee']);
    const denied = await api.send(
      bulk.bulkToolRun,
      { body: { range, sourceIdList: ids, sourceAction: 'delete' } },
      { token: employee.token },
    );
    expect(denied.status).toBe(403);
    expect((await grid([unitId])).map((shift) => shift.id)).toEqual(ids);
  });

  it("never reaches another tenant's shifts", async () => {
    const unitId = await newUnit('Isolation');
    await save(unitId, '2026-12-07', anna, early);
    const ids = (await grid([unitId])).map((shift) => shift.id);
    const range = { from: '2026-12-01', to: '2026-12-31' };
    const foreign = await api.send(
      bulk.bulkToolRun,
      { body: { range, sourceIdList: ids, sourceAction: 'delete' } },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(404);
    const foreignGrid = await api.send(
      bulk.bulkToolShifts,
      { body: { unitIds: [unitId], from: '2026-12-01', to: '2026-12-31' } },
      { token: stranger.token },
    );
    expect(foreignGrid.status).toBe(404);
    expect((await grid([unitId])).map((shift) => shift.id)).toEqual(ids);
  });
});
