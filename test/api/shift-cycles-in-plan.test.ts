/**
 * Shift cycles in the plan and resource rules (issue 12, deliverables 2 and 7): inserting a cycle for people of
 * a unit (SlotCount, MissedSlots with collisions, absences and rules counted), overwrite, deleting an insertion
 * (from a day on, whole), deleting a resource's plan, resource rules (CRUD, validation, their effect on
 * insertion), the tools runner, and isolation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { cycleInsertContracts as cycles } from '@app/shared/plan-tools/cycle-insert.contracts';
import type { TCycleInsert } from '@app/shared/plan-tools/cycle-insert';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { resourceRuleContracts as rules } from '@app/shared/resources/resource-rules.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { shiftCycleContracts } from '@app/shared/shifts/shift-cycles.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
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
let cycleId: string;
let planner: { id: string; token: string };
let employee: { id: string; token: string };
let anna: string;
let ben: string;

async function newUnit(name: string): Promise<string> {
  const created = await api.send(
    unitContracts.create,
    { body: { name, unitType: 0, parentId: rootId } },
    { token: admin.token },
  );
  return present(created.data).id;
}

/** Makes the unit the person's primary unit (their absences are drawn there). */
async function placeIn(userId: string, unitId: string): Promise<void> {
  const user = await api.send(userContracts.get, { params: { userId } }, { token: admin.token });
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId }, body: { unitId, version: present(user.data).version } },
    { token: admin.token },
  );
  expect(moved.status).toBe(200);
}

const insert = (body: TCycleInsert, token = planner.token) =>
  api.send(cycles.cycleInsert, { body }, { token });

/** The unit's shifts as `date person template`, sorted. */
async function shifts(unitId: string, from: string, to: string): Promise<string[]> {
  const answer = await api.send(
    calendar.list,
    { body: { from, to, unitIds: [unitId] } },
    { token: planner.token },
  );
  expect(answer.status).toBe(200);
  const name = (id: string | null) => (id === anna ? 'anna' : id === ben ? 'ben' : String(id));
  return answer.data.slots
    .filter((slot) => slot.id !== null && slot.unitId === unitId && slot.templateId !== null)
    .map((slot) => `${slot.date} ${name(slot.userId)} ${slot.templateId === early ? 'early' : 'late'}`)
    .sort();
}

async function save(unitId: string, date: string, userId: string, templateId: string) {
  const saved = await api.send(
    calendar.save,
    { query: { force: 'true' }, body: { unitId, date, userId, templateId } },
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
  // One week: Monday and Tuesday early, Wednesday late, the rest off.
  const cycle = await api.send(
    shiftCycleContracts.createCycle,
    {
      body: {
        name: 'Early-late week',
        period: 'weeks',
        length: 1,
        slots: [
          { day: 1, shiftTemplateId: early },
          { day: 2, shiftTemplateId: early },
          { day: 3, shiftTemplateId: late },
        ],
      },
    },
    { token: admin.token },
  );
  cycleId = present(cycle.data).id;
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  employee = await createUserAndSignIn(api, admin, 'emil', ['employee']);
  anna = (await createUserAndSignIn(api, admin, 'anna', ['employee'])).id;
  ben = (await createUserAndSignIn(api, admin, 'ben', ['employee'])).id;
});

describe('inserting a shift cycle', () => {
  it('writes the cycle for each person and counts collisions and absences as missed slots', async () => {
    const unitId = await newUnit('Insert');
    await placeIn(anna, unitId);
    await placeIn(ben, unitId);
    await save(unitId, '2027-01-05', anna, late); // Tuesday of the first week: a day with a shift
    const leave = await api.send(
      absenceTypeContracts.create,
      {
        body: { caption: { de: 'Urlaub', en: 'Leave' }, shortName: 'U', itemClass: 1, backColor: '#00aa00' },
      },
      { token: admin.token },
    );
    const absence = await api.send(
      absences.create,
      {
        body: {
          absenceTypeId: present(leave.data).id,
          userId: ben,
          begin: '2027-01-11',
          end: '2027-01-12',
        },
      },
      { token: planner.token },
    );
    expect(absence.status).toBeLessThan(300);

    const inserted = await insert({
      unitId,
      cycleId,
      userIds: [anna, ben],
      start: '2027-01-04',
      repetitions: 2,
    });
    expect(inserted.status).toBe(200);
    // 2 people x 2 weeks x 3 days; anna's Tuesday collides, ben's Monday and Tuesday of week 2 are absent.
    // Epiphany (6 January, a public holiday in Bavaria) is flagged by the legal profile, a notice that stops nothing.
    expect(inserted.data).toMatchObject({
      slotCount: 12,
      missedSlots: 3,
      written: 9,
      overwritten: 0,
      reasons: { collision: 1, absence: 2, rules: 0, resourceRule: 0, inactive: 0 },
    });
    // Each by person and day; a rule's finding in its own words, a collision by its reason.
    expect(
      inserted.data.missed.map((slot) => [slot.name, slot.date, slot.reason, slot.message !== null]),
    ).toEqual([
      ['User anna', '2027-01-05', 'collision', false],
      ['User ben', '2027-01-11', 'absence', true],
      ['User ben', '2027-01-12', 'absence', true],
    ]);
    expect(await shifts(unitId, '2027-01-04', '2027-01-17')).toEqual([
      '2027-01-04 anna early',
      '2027-01-04 ben early',
      '2027-01-05 anna late', // kept: not overwritten
      '2027-01-05 ben early',
      '2027-01-06 anna late',
      '2027-01-06 ben late',
      '2027-01-11 anna early',
      '2027-01-12 anna early',
      '2027-01-13 anna late',
      '2027-01-13 ben late',
    ]);

    const listed = await api.send(cycles.cycleInsertions, { params: { unitId } }, { token: planner.token });
    expect(listed.data).toMatchObject([
      { id: inserted.data.insertionId, start: '2027-01-04', end: '2027-01-17', slotCount: 12, written: 9 },
    ]);
  });

  it('replaces existing shifts with overwrite, plans over absences when asked, and ends on a date', async () => {
    const unitId = await newUnit('Overwrite');
    await save(unitId, '2027-02-02', anna, late);
    const inserted = await insert({
      unitId,
      cycleId,
      userIds: [anna],
      start: '2027-02-02', // a Tuesday: the cycle's second day
      end: '2027-02-03',
      overwrite: true,
      skipAbsences: false,
      ignoreWarnings: true, // anna's primary unit is another one: a forceable warning
    });
    expect(inserted.data).toMatchObject({ slotCount: 2, missedSlots: 0, written: 2, overwritten: 1 });
    expect(await shifts(unitId, '2027-02-01', '2027-02-07')).toEqual([
      '2027-02-02 anna early',
      '2027-02-03 anna late',
    ]);
  });

  it('misses slots the rules stop unless warnings are ignored', async () => {
    const unitId = await newUnit('Rules');
    // ben is not a member of this unit: the validator's foreign-unit warning stops every slot.
    const strict = await insert({ unitId, cycleId, userIds: [ben], start: '2027-03-01', repetitions: 1 });
    expect(strict.data).toMatchObject({ slotCount: 3, missedSlots: 3, written: 0 });
    expect(strict.data.reasons.rules).toBe(3);
    expect(strict.data.missed.map((slot) => slot.date)).toEqual(['2027-03-01', '2027-03-02', '2027-03-03']);
    expect(strict.data.missed[0]?.message).toContain('User ben');
  });

  it('refuses bad input with the field and message, and other people and tenants', async () => {
    const unitId = await newUnit('Bad input');
    const both = await insert({
      unitId,
      cycleId,
      userIds: [anna],
      start: '2027-04-05',
      end: '2027-04-10',
      repetitions: 1,
    });
    expect(both.status).toBe(400);
    expect(both.error?.details).toMatchObject({
      issues: [{ path: 'body.end', messageKey: 'planTools.cycles.endRequired' }],
    });
    const backwards = await insert({
      unitId,
      cycleId,
      userIds: [anna],
      start: '2027-04-05',
      end: '2027-04-01',
    });
    expect(backwards.status).toBe(400);
    const unknown = await insert({
      unitId,
      cycleId,
      userIds: [resourceId],
      start: '2027-04-05',
      repetitions: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.details).toMatchObject({
      issues: [{ path: 'body.userIds.0', messageKey: 'planTools.cycles.userUnknown' }],
    });
    const noPlanner = await insert(
      { unitId, cycleId, userIds: [anna], start: '2027-04-05', repetitions: 1 },
      employee.token,
    );
    expect(noPlanner.status).toBe(403);
    const foreign = await insert(
      { unitId, cycleId, userIds: [anna], start: '2027-04-05', repetitions: 1 },
      stranger.token,
    );
    expect(foreign.status).toBe(404);
  });
});

describe('deleting plan data', () => {
  it('deletes an insertion from a day on, then as a whole', async () => {
    const unitId = await newUnit('Delete cycle');
    await placeIn(ben, unitId);
    await save(unitId, '2027-05-05', ben, early); // not part of the insertion: stays
    const inserted = await insert({ unitId, cycleId, userIds: [ben], start: '2027-05-10', repetitions: 2 });
    expect(inserted.data.written).toBe(6);
    const insertionId = inserted.data.insertionId;

    const partly = await api.send(
      cycles.cycleDelete,
      { params: { insertionId }, query: { from: '2027-05-17' } },
      { token: planner.token },
    );
    expect(partly.data).toEqual({ deleted: 3 });
    expect(await shifts(unitId, '2027-05-01', '2027-05-31')).toEqual([
      '2027-05-05 ben early',
      '2027-05-10 ben early',
      '2027-05-11 ben early',
      '2027-05-12 ben late',
    ]);
    const listed = await api.send(cycles.cycleInsertions, { params: { unitId } }, { token: planner.token });
    expect(listed.data[0]?.deletedFrom).toBe('2027-05-17');

    const whole = await api.send(
      cycles.cycleDelete,
      { params: { insertionId }, query: {} },
      { token: planner.token },
    );
    expect(whole.data).toEqual({ deleted: 3 });
    expect(await shifts(unitId, '2027-05-01', '2027-05-31')).toEqual(['2027-05-05 ben early']);
    const gone = await api.send(cycles.cycleInsertions, { params: { unitId } }, { token: planner.token });
    expect(gone.data).toEqual([]);
    const again = await api.send(
      cycles.cycleDelete,
      { params: { insertionId }, query: {} },
      { token: planner.token },
    );
    expect(again.status).toBe(404);
  });

  it("deletes a resource's plan in a unit over a range (DeletePlan)", async () => {
    const unitId = await newUnit('Delete plan');
    const other = (
      await api.send(resourceContracts.create, { body: { caption: 'Kitchen' } }, { token: admin.token })
    ).data.id;
    const cook = present(
      (
        await api.send(
          shiftContracts.create,
          {
            body: {
              name: 'cook',
              shortName: 'c',
              resourceId: other,
              unitId: rootId,
              begin: '08:00',
              end: '12:00',
            },
          },
          { token: admin.token },
        )
      ).data,
    ).id;
    await save(unitId, '2027-06-01', anna, early);
    await save(unitId, '2027-06-02', anna, early);
    await save(unitId, '2027-06-03', anna, early); // after the range
    await save(unitId, '2027-06-02', ben, cook); // another resource
    const deleted = await api.send(
      cycles.resourcePlanDelete,
      { params: { resourceId }, query: { unitId, from: '2027-06-01', to: '2027-06-02' } },
      { token: planner.token },
    );
    expect(deleted.data).toEqual({ deleted: 2 });
    const left = await api.send(
      calendar.list,
      { body: { from: '2027-06-01', to: '2027-06-03', unitIds: [unitId] } },
      { token: planner.token },
    );
    expect(
      left.data.slots.filter((slot) => slot.id !== null && slot.templateId !== null).map((slot) => slot.date),
    ).toEqual(['2027-06-02', '2027-06-03']);
    const backwards = await api.send(
      cycles.resourcePlanDelete,
      { params: { resourceId }, query: { unitId, from: '2027-06-03', to: '2027-06-01' } },
      { token: planner.token },
    );
    expect(backwards.status).toBe(400);
  });
});

describe('resource rules', () => {
  it('are saved as a list, changed at their version, validated and deleted when left out', async () => {
    const unitId = await newUnit('Rule unit');
    const first = await api.send(
      rules.saveResourceRules,
      {
        body: {
          resourceId,
          rules: [
            {
              unitId,
              description: ' Closed for works ',
              noTemplates: true,
              entryBegin: '2027-07-05',
              entryEnd: '2027-07-11',
            },
            {
              unitId: null,
              description: 'Summer',
              noTemplates: false,
              entryBegin: '2027-06-01',
              entryEnd: null,
            },
          ],
        },
      },
      { token: admin.token },
    );
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject([
      { unitId: null, description: 'Summer', entryBegin: '2027-06-01', entryEnd: null, version: 1 },
      { unitId, description: 'Closed for works', noTemplates: true, version: 1 },
    ]);
    const read = await api.send(rules.resourceRules, { query: { resourceId } }, { token: planner.token });
    expect(read.data).toEqual(first.data);

    // A cycle over the closed week misses its slots by the resource rule.
    const blocked = await insert({
      unitId,
      cycleId,
      userIds: [anna],
      start: '2027-07-05',
      repetitions: 1,
      ignoreWarnings: true,
    });
    expect(blocked.data).toMatchObject({ slotCount: 3, missedSlots: 3 });
    expect(blocked.data.reasons.resourceRule).toBe(3);

    const [summer, closed] = first.data;
    const stale = await api.send(
      rules.saveResourceRules,
      { body: { resourceId, rules: [{ ...ruleInput(present(summer)), version: 7 }] } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const badRange = await api.send(
      rules.saveResourceRules,
      {
        body: {
          resourceId,
          rules: [
            {
              unitId: null,
              description: '',
              noTemplates: false,
              entryBegin: '2027-08-02',
              entryEnd: '2027-08-01',
            },
          ],
        },
      },
      { token: admin.token },
    );
    expect(badRange.status).toBe(400);
    expect(badRange.error?.details).toMatchObject({
      issues: [{ path: 'body.rules.0.entryEnd', messageKey: 'resourceRules.error.range' }],
    });
    const badUnit = await api.send(
      rules.saveResourceRules,
      {
        body: {
          resourceId,
          rules: [
            {
              unitId: resourceId,
              description: '',
              noTemplates: false,
              entryBegin: '2027-08-01',
              entryEnd: null,
            },
          ],
        },
      },
      { token: admin.token },
    );
    expect(badUnit.error?.details).toMatchObject({
      issues: [{ path: 'body.rules.0.unitId', messageKey: 'resourceRules.error.unit' }],
    });

    const kept = await api.send(
      rules.saveResourceRules,
      { body: { resourceId, rules: [{ ...ruleInput(present(closed)), description: 'Works done' }] } },
      { token: admin.token },
    );
    expect(kept.data).toMatchObject([{ id: present(closed).id, description: 'Works done', version: 2 }]);
    const unchanged = await api.send(
      rules.resourceRules,
      { query: { resourceId } },
      { token: planner.token },
    );
    expect(unchanged.data).toHaveLength(1);

    const noRights = await api.send(
      rules.saveResourceRules,
      { body: { resourceId, rules: [] } },
      { token: employee.token },
    );
    expect(noRights.status).toBe(403);
    const foreign = await api.send(rules.resourceRules, { query: { resourceId } }, { token: stranger.token });
    expect(foreign.status).toBe(404);
  });
});

describe('the tools runner', () => {
  it('lists the tools a person may use and answers the dialog a tool opens', async () => {
    const listed = await api.send(cycles.toolsList, {}, { token: planner.token });
    expect(listed.data.map((tool) => tool.key)).toEqual(
      expect.arrayContaining(['weekTemplates', 'insertCycle', 'deleteData', 'deleteCycle', 'publish']),
    );
    const run = await api.send(cycles.toolsRun, { body: { key: 'insertCycle' } }, { token: planner.token });
    expect(run.data).toEqual({ kind: 'dialog', key: 'insertCycle', dialog: 'insertCycle' });
    const employeeTools = await api.send(cycles.toolsList, {}, { token: employee.token });
    expect(employeeTools.data).toEqual([]);
    const refused = await api.send(
      cycles.toolsRun,
      { body: { key: 'insertCycle' } },
      { token: employee.token },
    );
    expect(refused.status).toBe(403);
  });
});

function ruleInput(rule: {
  id: string;
  version: number;
  unitId: string | null;
  description: string;
  noTemplates: boolean;
  entryBegin: string;
  entryEnd: string | null;
}) {
  const { id, version, unitId, description, noTemplates, entryBegin, entryEnd } = rule;
  return { id, version, unitId, description, noTemplates, entryBegin, entryEnd };
}
