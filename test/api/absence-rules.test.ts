/**
 * The rules in the absence flow (issue 13): a BARRIER that may not be forced refuses a request with its reason in
 * the caller's language and writes nothing; one that only warns saves and says why; a MSG rule for requests tells
 * the requester; an APPROVE rule over a parent unit routes the people of its sub-units through two stages and
 * approves short requests at once, with the rule on record.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import type { TAbsenceCreate } from '@app/shared/absences/absence';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { notificationContracts } from '@app/shared/notifications/notifications.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import type { TRuleSave } from '@app/shared/rules/rule';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
type Person = { id: string; token: string; version: number };
let admin: TestTenant;
let root: TUnit;
let ward: TUnit;
let leaveTypeId: string;
let sickTypeId: string;
/** An employee of the ward (a sub-unit of the root), and planners of the root. */
let emma: Person;
let lead: Person;
let head: Person;
const suffix = randomUUID().slice(0, 8);

async function person(name: string, role: string, unit: TUnit): Promise<Person> {
  const created = await createUserAndSignIn(api, admin, `${name}${suffix}`, [role]);
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: created.id }, body: { unitId: unit.id, version: created.version } },
    { token: admin.token },
  );
  return { ...created, version: present(moved.data).version };
}

async function absenceType(caption: string, itemClass: 1 | 2): Promise<string> {
  const created = await api.send(
    absenceTypeContracts.create,
    {
      body: {
        caption: { de: caption, en: caption },
        shortName: caption.slice(0, 2),
        itemClass,
        backColor: '#00aa00',
      },
    },
    { token: admin.token },
  );
  return present(created.data).id;
}

const saveRule = async (rule: TRuleSave) => {
  const saved = await api.send(rulesContracts.saveRule, { body: rule }, { token: admin.token });
  expect(saved.status).toBe(200);
  return present(saved.data);
};

const create = (body: Partial<TAbsenceCreate> & { begin: string; end: string }, token = emma.token) =>
  api.send(absences.create, { body: { userId: emma.id, absenceTypeId: leaveTypeId, ...body } }, { token });

const emmasAbsences = async (from: string, to: string) =>
  present(
    (
      await api.send(
        absences.ofPerson,
        { params: { userId: emma.id }, query: { from, to } },
        { token: emma.token },
      )
    ).data,
  );

const toldAbout = async (absenceId: string, who: Person) =>
  present(
    (await api.send(notificationContracts.notificationsList, { query: { limit: 50 } }, { token: who.token }))
      .data,
  )
    .items.filter((item) => item.link?.id === absenceId)
    .map((item) => item.messageKey);

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  ward = present(
    (
      await api.send(
        unitContracts.create,
        { body: { name: `Ward ${suffix}`, unitType: 0, parentId: root.id } },
        { token: admin.token },
      )
    ).data,
  );
  leaveTypeId = await absenceType('Urlaub', 1);
  sickTypeId = await absenceType('Krank', 2);
  // One after the other: the local Cognito keeps its users in one file.
  emma = await person('emma', 'employee', ward);
  lead = await person('lead', 'planner', root);
  head = await person('head', 'planner', root);
  await saveRule({
    ruleType: 'BARRIER',
    name: 'Christmas trade',
    scope: { kind: 'company', ids: [] },
    validity: { from: '2030-12-20', to: '2030-12-31' },
    severity: { level: 'ERR', allowForce: false },
    settings: { eventClasses: [1] },
  });
});

describe('a barrier', () => {
  it('refuses an employee’s leave inside it with the reason in their language and writes nothing', async () => {
    const refused = await create({ begin: '2030-12-22', end: '2030-12-23' });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'RULE_REFUSED', messageKey: 'error.RULE_REFUSED' });
    // The rule's own words in the person's language (people created without one read German).
    expect(refused.error?.message).toBe(
      'Christmas trade: keine Urlaub vom 20.12.2030 bis 31.12.2030 ' + `(User emma${suffix}, 22.12.2030).`,
    );
    expect(refused.error?.details).toMatchObject({
      messageKey: 'rules.finding.barrier',
      findings: [{ ruleName: 'Christmas trade', ruleType: 'BARRIER', date: '2030-12-22' }],
    });
    expect(await emmasAbsences('2030-12-01', '2030-12-31')).toEqual([]);

    // Another class (a sickness) is not barred; a leave before the barrier is, once moved into it.
    expect((await create({ begin: '2030-12-22', end: '2030-12-22', absenceTypeId: sickTypeId })).status).toBe(
      201,
    );
    const before = present((await create({ begin: '2030-12-16', end: '2030-12-17' })).data).absence;
    const moved = await api.send(
      absences.update,
      {
        params: { absenceId: before.id },
        body: { absenceTypeId: leaveTypeId, begin: '2030-12-18', end: '2030-12-20', version: before.version },
      },
      { token: emma.token },
    );
    expect(moved.error?.code).toBe('RULE_REFUSED');
    const stored = present(
      (await api.send(absences.get, { params: { absenceId: before.id } }, { token: emma.token })).data,
    );
    expect(stored).toMatchObject({ begin: '2030-12-16', end: '2030-12-17', version: before.version });
  });

  it('that only warns saves the request and says why; a message rule tells the requester', async () => {
    await saveRule({
      ruleType: 'BARRIER',
      name: 'Inventory',
      scope: { kind: 'unit', ids: [root.id], includeSubUnits: true },
      validity: { from: '2030-11-03', to: '2030-11-05' },
      severity: { level: 'WRN', allowForce: true },
      settings: {},
    });
    await saveRule({
      ruleType: 'MSG',
      name: 'Year end',
      scope: { kind: 'unit', ids: [ward.id] },
      validity: { from: '2030-11-01', to: '2030-11-30' },
      settings: { text: 'Hand over your open tasks first.', trigger: 'request' },
    });
    const saved = await create({ begin: '2030-11-04', end: '2030-11-04' });
    expect(saved.status).toBe(201);
    expect(saved.data.absence.state).toBe(1);
    expect(
      saved.data.ruleFindings.map(({ ruleName, level, message }) => ({ ruleName, level, message })),
    ).toEqual(
      expect.arrayContaining([
        {
          ruleName: 'Inventory',
          level: 'WRN',
          message: `Inventory: keine Urlaub vom 03.11.2030 bis 05.11.2030 (User emma${suffix}, 04.11.2030).`,
        },
        { ruleName: 'Year end', level: 'INFO', message: 'Year end: Hand over your open tasks first.' },
      ]),
    );
    expect(saved.data.ruleFindings).toHaveLength(2);
    // Outside both periods nothing is said.
    expect((await create({ begin: '2030-10-07', end: '2030-10-07' })).data.ruleFindings).toEqual([]);
  });
});

describe('an APPROVE rule', () => {
  it('routes a sub-unit’s people through both stages and approves short requests at once', async () => {
    const rule = await saveRule({
      ruleType: 'APPROVE',
      name: 'Ward leave',
      scope: { kind: 'unit', ids: [root.id], includeSubUnits: true },
      settings: {
        eventClasses: [1],
        firstApproverIds: [lead.id],
        secondApproverIds: [head.id],
        autoApproveUpToDays: 2,
      },
    });

    const short = present((await create({ begin: '2030-06-03', end: '2030-06-04' })).data).absence;
    expect(short).toMatchObject({
      state: 3,
      awaitingStage: null,
      approvals: [{ stage: 1, by: emma.id, state: 3, rule: { id: rule.id, name: 'Ward leave' } }],
    });
    expect(await toldAbout(short.id, lead)).toEqual([]);
    const audit = present(
      (
        await api.send(
          auditContracts.list,
          { query: { action: 'absence.create', search: `emma${suffix}` } },
          { token: admin.token },
        )
      ).data,
    ).items.find((entry) => entry.targetId === short.id);
    expect(audit?.after).toMatchObject({ state: 3, approvedByRule: { id: rule.id, name: 'Ward leave' } });

    const long = present((await create({ begin: '2030-06-10', end: '2030-06-12' })).data).absence;
    expect(long).toMatchObject({ state: 1, awaitingStage: 1, approvals: [] });
    expect(await toldAbout(long.id, lead)).toEqual(['absence.requested']);
    expect(await toldAbout(long.id, head)).toEqual([]);
    const change = (token: string) =>
      api.send(absences.changeState, { body: { appointmentId: long.id, state: 'Approve' } }, { token });
    expect((await change(head.token)).status).toBe(403);
    expect((await change(lead.token)).data.absence).toMatchObject({ state: 1, awaitingStage: 2 });
    expect((await change(head.token)).data.absence).toMatchObject({ state: 3, awaitingStage: null });

    // A sickness is not leave: no rule holds it, so the planners decide in one stage.
    const sick = present(
      (await create({ begin: '2030-06-20', end: '2030-06-20', absenceTypeId: sickTypeId, state: 1 })).data,
    ).absence;
    expect(sick.state).toBe(1);
    const decided = await api.send(
      absences.changeState,
      { body: { appointmentId: sick.id, state: 'Approve' } },
      { token: head.token },
    );
    expect(decided.data.absence).toMatchObject({ state: 3, awaitingStage: null });
  });
});
