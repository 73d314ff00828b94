/**
 * Week templates and the range actions (issue 12): templates of a unit (CRUD, save a week as a template), their
 * apply with every option (Overwrite, NoCollision, SkipHolidays, repeat, the caller's defaults), the result
 * model (Tried, Failed, Missed), the range dialog's actions, delete data, validation and isolation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { holidayContracts } from '@app/shared/holidays/holidays.contracts';
import { planToolContracts as tools } from '@app/shared/plan-tools/plan-tools.contracts';
import type { TWeekTemplateApply, TWeekTemplateEntry } from '@app/shared/plan-tools/week-template';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { resourceRuleContracts } from '@app/shared/resources/resource-rules.contracts';
import { settingsContracts } from '@app/shared/settings/settings.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let rootId: string;
let resourceId: string;
let early: string;
let late: string;
let planner: { id: string; token: string };
let employee: { id: string; token: string };
let anna: string;
let ben: string;

type Row = Partial<TWeekTemplateEntry> & Pick<TWeekTemplateEntry, 'weekday' | 'shiftTplId'>;
const rowOf = (row: Row): TWeekTemplateEntry => ({
  resourceId: null,
  userId: null,
  begin: null,
  end: null,
  pauses: [],
  ...row,
});

async function newUnit(name: string): Promise<string> {
  const created = await api.send(
    unitContracts.create,
    { body: { name, unitType: 0, parentId: rootId } },
    { token: admin.token },
  );
  return present(created.data).id;
}

async function newTemplate(unitId: string, name: string, rows: Row[]): Promise<string> {
  const created = await api.send(
    tools.createWeekTemplate,
    { body: { unitId, name, entries: rows.map(rowOf) } },
    { token: planner.token },
  );
  expect(created.status).toBe(201);
  return present(created.data).id;
}

const apply = (body: TWeekTemplateApply, token = planner.token) =>
  api.send(tools.applyWeekTemplates, { body }, { token });

/** The unit's shifts as `date person template begin`, sorted. */
async function shifts(unitId: string, from: string, to: string): Promise<string[]> {
  const answer = await api.send(
    calendar.list,
    { body: { from, to, unitIds: [unitId] } },
    { token: planner.token },
  );
  expect(answer.status).toBe(200);
  const name = (id: string | null) => (id === anna ? 'anna' : id === ben ? 'ben' : id === null ? 'open' : id);
  return answer.data.slots
    .filter((slot) => slot.id !== null && slot.unitId === unitId)
    .map(
      (slot) =>
        `${slot.date} ${name(slot.userId)} ${slot.templateId === early ? 'early' : 'late'} ${slot.begin}`,
    )
    .sort();
}

async function save(
  unitId: string,
  date: string,
  userId: string,
  templateId: string,
  times?: [string, string],
) {
  const saved = await api.send(
    calendar.save,
    {
      query: { force: 'true' },
      body: {
        unitId,
        date,
        userId,
        templateId,
        ...(times ? { begin: times[0], end: times[1] } : {}),
      },
    },
    { token: planner.token },
  );
  expect(saved.data.success, saved.data.message ?? '').toBe(true);
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  stranger = await signUpTenant(api);
  rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Care' } }, { token: admin.token })
  ).data.id;
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
  employee = await createUserAndSignIn(api, admin, 'emil', ['employee']);
  anna = (await createUserAndSignIn(api, admin, 'anna', ['employee'])).id;
  ben = (await createUserAndSignIn(api, admin, 'ben', ['employee'])).id;
});

describe('week templates of a unit', () => {
  it('are created, listed in order, changed at their version and deleted', async () => {
    const unitId = await newUnit('CRUD');
    const first = await newTemplate(unitId, 'Week A', [{ weekday: 1, shiftTplId: early, userId: anna }]);
    const second = await newTemplate(unitId, 'Week B', []);
    const listed = await api.send(tools.weekTemplates, { params: { unitId } }, { token: planner.token });
    expect(listed.data.map((template) => template.name)).toEqual(['Week A', 'Week B']);
    expect(listed.data[0]?.entries).toEqual([rowOf({ weekday: 1, shiftTplId: early, userId: anna })]);

    const changed = await api.send(
      tools.updateWeekTemplate,
      { params: { weekTemplateId: first }, body: { name: 'Week A2', entries: [], version: 1 } },
      { token: planner.token },
    );
    expect(changed.data).toMatchObject({ name: 'Week A2', entries: [], version: 2 });
    const stale = await api.send(
      tools.updateWeekTemplate,
      { params: { weekTemplateId: first }, body: { name: 'Old', entries: [], version: 1 } },
      { token: planner.token },
    );
    expect(stale.status).toBe(409);

    const deleted = await api.send(
      tools.deleteWeekTemplate,
      { params: { weekTemplateId: second }, query: { version: '1' } },
      { token: planner.token },
    );
    expect(deleted.status).toBe(204);
    const after = await api.send(tools.weekTemplates, { params: { unitId } }, { token: planner.token });
    expect(after.data.map((template) => template.name)).toEqual(['Week A2']);
  });

  it('refuses rows naming an unknown shift template, and people without calendar.plan', async () => {
    const unitId = await newUnit('Rows');
    const unknown = await api.send(
      tools.createWeekTemplate,
      { body: { unitId, name: 'Bad', entries: [rowOf({ weekday: 1, shiftTplId: resourceId })] } },
      { token: planner.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.error?.details).toMatchObject({
      issues: [{ path: 'body.entries.0.shiftTplId', messageKey: 'planTools.weekTemplate.templateUnknown' }],
    });
    const employeeList = await api.send(
      tools.weekTemplates,
      { params: { unitId } },
      { token: employee.token },
    );
    expect(employeeList.status).toBe(403);
  });

  it("saves the unit's shifts of a week as a template", async () => {
    const unitId = await newUnit('From week');
    await save(unitId, '2026-12-07', anna, early);
    await save(unitId, '2026-12-10', ben, late, ['15:00', '22:00']);
    await save(unitId, '2026-12-14', ben, late); // the next week: not taken
    const created = await api.send(
      tools.weekTemplateFromWeek,
      { body: { unitId, name: 'Shown week', weekStart: '2026-12-09' } },
      { token: planner.token },
    );
    expect(created.status).toBe(201);
    expect(present(created.data).entries).toEqual([
      rowOf({ weekday: 1, shiftTplId: early, userId: anna, resourceId, begin: '06:00', end: '14:00' }),
      rowOf({ weekday: 4, shiftTplId: late, userId: ben, resourceId, begin: '15:00', end: '22:00' }),
    ]);
    const empty = await api.send(
      tools.weekTemplateFromWeek,
      { body: { unitId, name: 'Empty', weekStart: '2026-12-21' } },
      { token: planner.token },
    );
    expect(empty.status).toBe(400);
  });

  it("are another tenant's: not found", async () => {
    const unitId = await newUnit('Isolation');
    const id = await newTemplate(unitId, 'Mine', []);
    const get = await api.send(
      tools.weekTemplate,
      { params: { weekTemplateId: id } },
      { token: stranger.token },
    );
    expect(get.status).toBe(404);
    const list = await api.send(tools.weekTemplates, { params: { unitId } }, { token: stranger.token });
    expect(list.status).toBe(404);
    const strangerUnit = present(
      (await api.send(unitContracts.list, {}, { token: stranger.token })).data[0],
    ).id;
    const applied = await apply(
      { groupId: strangerUnit, weekIds: [id], begin: '2026-12-07', end: '2026-12-13' },
      stranger.token,
    );
    expect(applied.status).toBe(404);
    const deleted = await api.send(
      tools.deleteData,
      { body: { groupId: unitId, begin: '2026-12-07', end: '2026-12-13' } },
      { token: stranger.token },
    );
    expect(deleted.status).toBe(404);
  });
});

describe('applying week templates', () => {
  const rows = () => [
    { weekday: 1, shiftTplId: early, userId: anna },
    { weekday: 3, shiftTplId: late, userId: ben, begin: '15:00' },
    { weekday: 5, shiftTplId: early },
  ];

  it('fills the range with the rows, times from the shift template unless the row has its own', async () => {
    const unitId = await newUnit('Plain');
    const id = await newTemplate(unitId, 'Week', rows());
    const result = await apply({
      groupId: unitId,
      weekIds: [id],
      begin: '2026-12-07',
      end: '2026-12-20',
      overwrite: false,
      noCollision: false,
      skipHolidays: false,
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ tried: 6, failed: 0, missed: 0, applied: 6, overwritten: 0 });
    expect(await shifts(unitId, '2026-12-01', '2026-12-31')).toEqual([
      '2026-12-07 anna early 06:00',
      '2026-12-09 ben late 15:00',
      '2026-12-11 open early 06:00',
      '2026-12-14 anna early 06:00',
      '2026-12-16 ben late 15:00',
      '2026-12-18 open early 06:00',
    ]);
  });

  it('adds beside existing shifts without options, replaces them with Overwrite', async () => {
    const unitId = await newUnit('Overwrite');
    const id = await newTemplate(unitId, 'Week', [{ weekday: 1, shiftTplId: early, userId: anna }]);
    await save(unitId, '2026-12-07', anna, late);
    const range = { groupId: unitId, weekIds: [id], begin: '2026-12-07', end: '2026-12-07' };
    const plain = await apply({ ...range, overwrite: false, noCollision: false, skipHolidays: false });
    expect(plain.data).toMatchObject({ applied: 1, overwritten: 0 });
    expect(await shifts(unitId, '2026-12-07', '2026-12-07')).toEqual([
      '2026-12-07 anna early 06:00',
      '2026-12-07 anna late 14:00',
    ]);
    const overwrite = await apply({ ...range, overwrite: true, noCollision: false, skipHolidays: false });
    expect(overwrite.data).toMatchObject({ tried: 1, failed: 0, missed: 0, applied: 1, overwritten: 2 });
    expect(await shifts(unitId, '2026-12-07', '2026-12-07')).toEqual(['2026-12-07 anna early 06:00']);
  });

  it('leaves out rows that collide with a shift of the person (NoCollision), also with Overwrite off', async () => {
    const unitId = await newUnit('Collision');
    const id = await newTemplate(unitId, 'Week', [
      { weekday: 1, shiftTplId: early, userId: anna },
      { weekday: 1, shiftTplId: early, userId: ben },
    ]);
    // anna works 10:00-18:00 that Monday (overlaps), ben 14:00-22:00 (touches only).
    await save(unitId, '2027-02-01', anna, late, ['10:00', '18:00']);
    await save(unitId, '2027-02-01', ben, late);
    const result = await apply({
      groupId: unitId,
      weekIds: [id],
      begin: '2027-02-01',
      end: '2027-02-01',
      overwrite: false,
      noCollision: true,
      skipHolidays: false,
    });
    expect(result.data).toMatchObject({ tried: 2, failed: 0, missed: 1, applied: 1, overwritten: 0 });
    expect(result.data.notes.filter((note) => note.outcome === 'missed')).toMatchObject([
      {
        name: 'User anna',
        date: '2027-02-01',
        outcome: 'missed',
        message: 'already a shift at the same time that day',
      },
    ]);
    // With Overwrite too, the person's shift of the unit goes first: nothing collides any more.
    const both = await apply({
      groupId: unitId,
      weekIds: [id],
      begin: '2027-02-01',
      end: '2027-02-01',
      overwrite: true,
      noCollision: true,
      skipHolidays: false,
    });
    expect(both.data).toMatchObject({ tried: 2, missed: 0, applied: 2 });
    expect(await shifts(unitId, '2027-02-01', '2027-02-01')).toEqual([
      '2027-02-01 anna early 06:00',
      '2027-02-01 ben early 06:00',
    ]);
  });

  it('skips public holidays with SkipHolidays and fills them without', async () => {
    const unitId = await newUnit('Holidays');
    const id = await newTemplate(unitId, 'Week', [{ weekday: 1, shiftTplId: early, userId: anna }]);
    const holiday = await api.send(
      holidayContracts.create,
      { body: { country: 'DE', region: 'BY', date: '2027-03-08', name: { de: 'Testtag', en: 'Test day' } } },
      { token: admin.token },
    );
    expect(holiday.status).toBe(201);
    const range = { groupId: unitId, weekIds: [id], begin: '2027-03-01', end: '2027-03-14' };
    const skipped = await apply({ ...range, overwrite: false, noCollision: false, skipHolidays: true });
    expect(skipped.data).toMatchObject({ tried: 2, failed: 0, missed: 1, applied: 1, overwritten: 0 });
    expect(skipped.data.notes.filter((note) => note.outcome === 'missed')).toMatchObject([
      { date: '2027-03-08', outcome: 'missed', message: 'public holiday (skip holidays)' },
    ]);
    expect(await shifts(unitId, '2027-03-01', '2027-03-14')).toEqual(['2027-03-01 anna early 06:00']);
    const filled = await apply({ ...range, overwrite: true, noCollision: false, skipHolidays: false });
    expect(filled.data).toMatchObject({ tried: 2, missed: 0, applied: 2 });
  });

  it('rotates several templates, each for `repeat` weeks (null is 1)', async () => {
    const unitId = await newUnit('Repeat');
    const a = await newTemplate(unitId, 'A', [{ weekday: 2, shiftTplId: early, userId: anna }]);
    const b = await newTemplate(unitId, 'B', [{ weekday: 2, shiftTplId: late, userId: anna }]);
    const base = { groupId: unitId, weekIds: [a, b], begin: '2027-01-04', end: '2027-01-31' };
    const flags = { overwrite: true, noCollision: false, skipHolidays: false };
    expect((await apply({ ...base, ...flags, repeat: 2 })).data).toMatchObject({ applied: 4 });
    expect(await shifts(unitId, '2027-01-01', '2027-01-31')).toEqual([
      '2027-01-05 anna early 06:00',
      '2027-01-12 anna early 06:00',
      '2027-01-19 anna late 14:00',
      '2027-01-26 anna late 14:00',
    ]);
    expect((await apply({ ...base, ...flags, repeat: null })).data).toMatchObject({ applied: 4 });
    expect(await shifts(unitId, '2027-01-01', '2027-01-31')).toEqual([
      '2027-01-05 anna early 06:00',
      '2027-01-12 anna late 14:00',
      '2027-01-19 anna early 06:00',
      '2027-01-26 anna late 14:00',
    ]);
    const tooMany = await apply({ ...base, ...flags, repeat: 53 });
    expect(tooMany.status).toBe(400);
  });

  it('counts rows of inactive people as failed by the rules', async () => {
    const unitId = await newUnit('Rules');
    const gone = await createUserAndSignIn(api, admin, 'gone', ['employee']);
    const id = await newTemplate(unitId, 'Week', [
      { weekday: 1, shiftTplId: early, userId: anna },
      { weekday: 1, shiftTplId: early, userId: gone.id },
    ]);
    expect(
      (await api.send(userContracts.deactivate, { params: { userId: gone.id } }, { token: admin.token }))
        .status,
    ).toBe(200);
    const result = await apply({ groupId: unitId, weekIds: [id], begin: '2026-12-07', end: '2026-12-13' });
    expect(result.data).toMatchObject({ tried: 2, failed: 1, missed: 0, applied: 1, overwritten: 0 });
    expect(result.data.notes.filter((note) => note.outcome === 'failed')).toMatchObject([
      {
        userId: gone.id,
        date: '2026-12-07',
        outcome: 'failed',
        message: 'the person is unknown or deactivated',
      },
    ]);
  });

  it('writes a row that breaks the rest time with its warning, and names it by person and day', async () => {
    const unitId = await newUnit('Rest');
    const id = await newTemplate(unitId, 'Week', [{ weekday: 2, shiftTplId: early, userId: anna }]);
    // Monday's late shift ends at 22:00: Tuesday's early one at 06:00 leaves 8 hours.
    await save(unitId, '2027-04-05', anna, late);
    const result = await apply({ groupId: unitId, weekIds: [id], begin: '2027-04-05', end: '2027-04-11' });
    expect(result.data).toMatchObject({ tried: 1, failed: 0, applied: 1 });
    const warned = result.data.notes.filter((note) => note.outcome === 'warned');
    expect(warned.map((note) => [note.name, note.date])).toContainEqual(['User anna', '2027-04-06']);
    expect(warned.map((note) => note.message).join(' ')).toContain('Only 8 h rest');
  });

  it('counts rows of a resource whose rule keeps templates out as failed by the rules', async () => {
    const unitId = await newUnit('Resource rule');
    const id = await newTemplate(unitId, 'Week', [
      { weekday: 1, shiftTplId: early, userId: anna },
      { weekday: 2, shiftTplId: early, userId: anna },
    ]);
    const rule = (entryBegin: string) => ({
      unitId,
      description: 'Closed for works',
      noTemplates: true,
      entryBegin,
      entryEnd: entryBegin,
    });
    const saved = await api.send(
      resourceRuleContracts.saveResourceRules,
      { body: { resourceId, rules: [rule('2027-02-02')] } },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    const result = await apply({ groupId: unitId, weekIds: [id], begin: '2027-02-01', end: '2027-02-07' });
    expect(result.data).toMatchObject({ tried: 2, failed: 1, missed: 0, applied: 1, overwritten: 0 });
    expect(result.data.notes.filter((note) => note.outcome === 'failed')).toMatchObject([
      { date: '2027-02-02', outcome: 'failed', message: 'a rule of the work area allows no shifts that day' },
    ]);
    expect(await shifts(unitId, '2027-02-01', '2027-02-07')).toEqual(['2027-02-01 anna early 06:00']);
  });

  it("takes left-out flags from the caller's setting weektemplate.options", async () => {
    const unitId = await newUnit('Defaults');
    const id = await newTemplate(unitId, 'Week', [{ weekday: 1, shiftTplId: early, userId: anna }]);
    await save(unitId, '2026-12-07', anna, late);
    const stored = await api.send(
      settingsContracts.saveMine,
      {
        params: { key: 'weektemplate.options' },
        body: { value: { overwrite: true, noCollision: false, skipHolidays: false } },
      },
      { token: planner.token },
    );
    expect(stored.status).toBe(200);
    const result = await apply({ groupId: unitId, weekIds: [id], begin: '2026-12-07', end: '2026-12-07' });
    expect(result.data).toMatchObject({ applied: 1, overwritten: 1 });
    expect(await shifts(unitId, '2026-12-07', '2026-12-07')).toEqual(['2026-12-07 anna early 06:00']);
    const actions = await api.send(
      tools.rangeActions,
      { params: { unitId }, query: {} },
      { token: planner.token },
    );
    expect(actions.data.options).toEqual({ overwrite: true, noCollision: false, skipHolidays: false });
  });

  it('says what is wrong: no week template, a reversed or too long range, a template of another unit', async () => {
    const unitId = await newUnit('Validation');
    const other = await newUnit('Other');
    const id = await newTemplate(other, 'Elsewhere', []);
    const range = { groupId: unitId, begin: '2026-12-07', end: '2026-12-13' };
    const none = await apply({ ...range, weekIds: [] });
    expect(none.status).toBe(400);
    expect(none.error?.details).toMatchObject({
      issues: [{ path: 'body.weekIds', messageKey: 'planTools.range.weekRequired' }],
    });
    const reversed = await apply({ ...range, weekIds: [id], begin: '2026-12-14' });
    expect(reversed.error?.details).toMatchObject({
      issues: [{ messageKey: 'planTools.range.rangeRequired' }],
    });
    const long = await apply({ ...range, weekIds: [id], end: '2028-01-01' });
    expect(long.error?.details).toMatchObject({ issues: [{ messageKey: 'planTools.range.tooLong' }] });
    expect((await apply({ ...range, weekIds: [id] })).status).toBe(404);
    expect((await apply({ ...range, weekIds: [id] }, employee.token)).status).toBe(403);
  });
});

describe('range actions and delete data', () => {
  it("offers a planner every action with the unit's templates; publish first when opened from publishing", async () => {
    const unitId = await newUnit('Actions');
    const id = await newTemplate(unitId, 'Week', []);
    const actions = await api.send(
      tools.rangeActions,
      { params: { unitId }, query: { rec: 'publish' } },
      { token: planner.token },
    );
    expect(actions.data).toMatchObject({
      unitId,
      actions: ['WEEKTEMPLATES', 'DELETEDATA', 'PUBLISH'],
      defaultAction: 'PUBLISH',
      weekTemplates: [{ id, name: 'Week' }],
      publishedTo: null,
    });
    const fromWeek = await api.send(
      tools.rangeActions,
      { params: { unitId }, query: { rec: 'week' } },
      { token: planner.token },
    );
    expect(fromWeek.data.defaultAction).toBe('WEEKTEMPLATES');
    // An employee of another unit sees none of it.
    const foreign = await api.send(
      tools.rangeActions,
      { params: { unitId }, query: {} },
      { token: employee.token },
    );
    expect(foreign.status).toBe(403);
    const bad = await api.call('GET', `/api/calendar/rangeactionsfor/${unitId}?rec=copy`, {
      token: planner.token,
    });
    expect(bad.status).toBe(400);
  });

  it("deletes the unit's shifts of the range only, with a count", async () => {
    const unitId = await newUnit('Delete');
    await save(unitId, '2027-02-14', anna, early);
    await save(unitId, '2027-02-15', anna, early);
    await save(unitId, '2027-02-16', ben, late);
    await save(unitId, '2027-02-17', ben, late);
    const deleted = await api.send(
      tools.deleteData,
      { body: { groupId: unitId, begin: '2027-02-15', end: '2027-02-16' } },
      { token: planner.token },
    );
    expect(deleted.data).toEqual({ deleted: 2 });
    expect(await shifts(unitId, '2027-02-01', '2027-02-28')).toEqual([
      '2027-02-14 anna early 06:00',
      '2027-02-17 ben late 14:00',
    ]);
    const reversed = await api.send(
      tools.deleteData,
      { body: { groupId: unitId, begin: '2027-02-17', end: '2027-02-16' } },
      { token: planner.token },
    );
    expect(reversed.status).toBe(400);
    const employeeDelete = await api.send(
      tools.deleteData,
      { body: { groupId: unitId, begin: '2027-02-01', end: '2027-02-28' } },
      { token: employee.token },
    );
    expect(employeeDelete.status).toBe(403);
    expect(await shifts(unitId, '2027-02-01', '2027-02-28')).toHaveLength(2);
  });
});
