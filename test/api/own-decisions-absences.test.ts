/**
 * Own decisions and need to know in absences (issue 25, items 3 and 5): nobody approves their own absence,
 * directly or through an APPROVE rule they saved (administrators may, audited `ownDecision`); an absence entered
 * approved, or an approved one whose days change, stays approved only by an approver the unit's APPROVE rule
 * names, else it is saved as Requested and the answer says so; colleagues see that someone is away, not why.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import {
  redactedAbsenceTypeId,
  type TAbsence,
  type TAbsenceCreate,
  type TAbsenceTarget,
} from '@app/shared/absences/absence';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import type { TRuleSave } from '@app/shared/rules/rule';
import { sessionContracts } from '@app/shared/session/session.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
type Person = { id: string; token: string; version: number };
let admin: TestTenant;
let adminId: string;
/** Unit A: an APPROVE rule without named approvers that approves up to 365 days at once, saved by Paula. */
let unitA: TUnit;
/** Unit B: an APPROVE rule that names Nora (saved by the administrator). */
let unitB: TUnit;
let leaveTypeId: string;
let sickTypeId: string;
/** Planners of A. */
let paula: Person;
let piet: Person;
/** Employees of A. */
let emma: Person;
let carl: Person;
/** An employee of B and the planner the rule of B names. */
let bert: Person;
let nora: Person;

async function person(name: string, role: string, unit: TUnit): Promise<Person> {
  const created = await createUserAndSignIn(api, admin, name, [role]);
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: created.id }, body: { unitId: unit.id, version: created.version } },
    { token: admin.token },
  );
  return { ...created, version: present(moved.data).version };
}

const unit = async (name: string, parentId: string) =>
  present(
    (await api.send(unitContracts.create, { body: { name, unitType: 0, parentId } }, { token: admin.token }))
      .data,
  );

async function absenceType(caption: string, shortName: string, itemClass: 1 | 2): Promise<string> {
  const created = await api.send(
    absenceTypeContracts.create,
    { body: { caption: { de: caption, en: caption }, shortName, itemClass, backColor: '#00aa00' } },
    { token: admin.token },
  );
  return present(created.data).id;
}

const saveRule = async (rule: TRuleSave, token: string) => {
  const saved = await api.send(rulesContracts.saveRule, { body: rule }, { token });
  expect(saved.status).toBe(200);
  return present(saved.data);
};

const create = (
  body: Partial<TAbsenceCreate> & { userId: string; begin: string; end: string },
  token: string,
) => api.send(absences.create, { body: { absenceTypeId: leaveTypeId, ...body } }, { token });

const change = (appointmentId: string, state: TAbsenceTarget, token: string, reason?: string) =>
  api.send(
    absences.changeState,
    { body: { appointmentId, state, ...(reason ? { reason } : {}) } },
    { token },
  );

const read = async (absenceId: string, token = admin.token) =>
  present((await api.send(absences.get, { params: { absenceId } }, { token })).data);

const edit = (absence: TAbsence, end: string, token: string) =>
  api.send(
    absences.update,
    {
      params: { absenceId: absence.id },
      body: {
        absenceTypeId: absence.absenceTypeId,
        begin: absence.begin,
        end,
        notes: absence.notes,
        version: absence.version,
      },
    },
    { token },
  );

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  adminId = present((await api.send(sessionContracts.get, {}, { token: admin.token })).data).currentUserId;
  const root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  unitA = await unit('Ward A', root.id);
  unitB = await unit('Ward B', root.id);
  leaveTypeId = await absenceType('Leave', 'L', 1);
  sickTypeId = await absenceType('Sick', 'SK', 2);
  // One after the other: the local Cognito keeps its users in one file.
  paula = await person('paula', 'planner', unitA);
  piet = await person('piet', 'planner', unitA);
  emma = await person('emma', 'employee', unitA);
  carl = await person('carl', 'employee', unitA);
  bert = await person('bert', 'employee', unitB);
  nora = await person('nora', 'planner', unitB);
  await saveRule(
    {
      ruleType: 'APPROVE',
      name: 'B named',
      scope: { kind: 'unit', ids: [unitB.id], includeSubUnits: false },
      settings: {
        eventClasses: [],
        firstApproverIds: [nora.id],
        secondApproverIds: [],
        autoApproveUpToDays: 0,
      },
    },
    admin.token,
  );
});

describe('nobody approves their own absence', () => {
  it('keeps a planner’s own request Requested under the APPROVE rule they saved, while it approves others', async () => {
    const rule = await saveRule(
      {
        ruleType: 'APPROVE',
        name: 'A auto',
        scope: { kind: 'unit', ids: [unitA.id], includeSubUnits: false },
        settings: { eventClasses: [], firstApproverIds: [], secondApproverIds: [], autoApproveUpToDays: 365 },
        // Sent along, it is ignored: the rule is who saved it.
        savedBy: piet.id,
      },
      paula.token,
    );
    expect(rule.savedBy).toBe(paula.id);

    // Paula's own 20 days: requested like anyone's, waiting for another approver.
    const own = await create({ userId: paula.id, begin: '2031-07-01', end: '2031-07-20' }, paula.token);
    expect(own.status).toBe(201);
    expect(own.data.absence).toMatchObject({ state: 1, awaitingStage: 1, approvals: [] });
    // Nor does she approve it herself; another planner of her unit does.
    const direct = await change(own.data.absence.id, 'Approve', paula.token);
    expect(direct.status).toBe(403);
    expect(direct.error?.code).toBe('OWN_DECISION');
    expect((await read(own.data.absence.id)).state).toBe(1);
    expect((await change(own.data.absence.id, 'Approve', piet.token)).data.absence.state).toBe(3);

    // The rule still approves the requests of the others in A at once.
    const emmas = await create({ userId: emma.id, begin: '2031-07-01', end: '2031-07-20' }, emma.token);
    expect(emmas.data.absence).toMatchObject({ state: 3, approvals: [{ rule: { id: rule.id } }] });

    // Saved again by Piet, the rule is Piet's: now Paula's requests pass, Piet's wait.
    await saveRule(
      {
        ruleType: 'APPROVE',
        id: rule.id,
        version: rule.version,
        name: 'A auto',
        scope: { kind: 'unit', ids: [unitA.id], includeSubUnits: false },
        settings: { eventClasses: [], firstApproverIds: [], secondApproverIds: [], autoApproveUpToDays: 365 },
      },
      piet.token,
    );
    const pauls = await create({ userId: paula.id, begin: '2031-08-01', end: '2031-08-02' }, paula.token);
    expect(pauls.data.absence.state).toBe(3);
    const piets = await create({ userId: piet.id, begin: '2031-08-01', end: '2031-08-02' }, piet.token);
    expect(piets.data.absence.state).toBe(1);
  });

  it('saves a planner’s own absence asked for as approved as Requested, and says why', async () => {
    const own = await create(
      { userId: nora.id, begin: '2031-09-01', end: '2031-09-02', state: 3 },
      nora.token,
    );
    expect(own.status).toBe(201);
    expect(own.data).toMatchObject({ absence: { state: 1, awaitingStage: 1 }, requestedInstead: 'own' });
  });

  it('lets an administrator decide their own absence, marked ownDecision in the audit', async () => {
    const own = present(
      (await create({ userId: adminId, begin: '2031-10-01', end: '2031-10-02' }, admin.token)).data,
    ).absence;
    expect(own.state).toBe(1);
    expect((await change(own.id, 'Approve', admin.token)).data.absence.state).toBe(3);
    const entry = present(
      (await api.send(auditContracts.list, { query: { action: 'absence.state' } }, { token: admin.token }))
        .data,
    ).items.find((item) => item.targetId === own.id);
    expect(entry?.after).toMatchObject({ state: 3, ownDecision: true });
  });
});

describe('the approvers an APPROVE rule names', () => {
  it('get a planner’s approved entry as Requested, which the planner cannot approve either', async () => {
    const entered = await create(
      { userId: bert.id, begin: '2031-03-02', end: '2031-03-03', state: 3 },
      paula.token,
    );
    expect(entered.status).toBe(201);
    expect(entered.data).toMatchObject({
      absence: { state: 1, awaitingStage: 1, approvals: [] },
      requestedInstead: 'notApprover',
    });
    expect((await change(entered.data.absence.id, 'Approve', paula.token)).status).toBe(403);
    expect((await change(entered.data.absence.id, 'Approve', nora.token)).data.absence.state).toBe(3);

    // Nora, named, enters one approved.
    const named = await create(
      { userId: bert.id, begin: '2031-03-09', end: '2031-03-10', state: 3 },
      nora.token,
    );
    expect(named.data.absence.state).toBe(3);
    expect(named.data.requestedInstead).toBeUndefined();
  });

  it('get the fast absence’s approved entries as Requested too', async () => {
    const answer = await api.send(
      absences.createQuick,
      {
        body: {
          UserIdList: [bert.id],
          Template: { absenceTypeId: sickTypeId, begin: '2031-03-16', end: '2031-03-16', state: 3 },
          Virtual: false,
        },
      },
      { token: paula.token },
    );
    const line = present(answer.data.lines[0]);
    expect(line).toMatchObject({ ok: true, requestedInstead: 'notApprover' });
    expect((await read(present(line.absenceId))).state).toBe(1);
  });

  it('decide again when a second planner moves the days of an approved absence', async () => {
    const approved = present(
      (await create({ userId: bert.id, begin: '2031-04-06', end: '2031-04-07', state: 3 }, nora.token)).data,
    ).absence;
    expect(approved.state).toBe(3);
    const extended = await edit(approved, '2031-05-01', paula.token);
    expect(extended.status).toBe(200);
    expect(extended.data).toMatchObject({
      absence: { state: 1, awaitingStage: 1, end: '2031-05-01' },
      requestedInstead: 'notApprover',
    });
    expect((await read(approved.id)).state).toBe(1);
    // Nora approves it again; her own change of the days keeps it approved.
    const again = present((await change(approved.id, 'Approve', nora.token)).data).absence;
    expect(again.state).toBe(3);
    const hers = await edit(again, '2031-05-03', nora.token);
    expect(hers.data.absence.state).toBe(3);
    expect(hers.data.requestedInstead).toBeUndefined();
  });
});

describe('need to know', () => {
  let sick: TAbsence;
  let denied: TAbsence;

  beforeAll(async () => {
    sick = present(
      (
        await create(
          {
            userId: carl.id,
            absenceTypeId: sickTypeId,
            begin: '2031-02-03',
            end: '2031-02-07',
            state: 3,
            notes: 'Diagnosis: burnout',
          },
          piet.token,
        )
      ).data,
    ).absence;
    // Longer than a year: no automatic approval by the rule of A.
    const asked = present(
      (
        await create(
          { userId: carl.id, begin: '2031-11-03', end: '2032-11-10', notes: 'Sabbatical' },
          carl.token,
        )
      ).data,
    ).absence;
    expect(asked.state).toBe(1);
    denied = present((await change(asked.id, 'Deny', piet.token, 'Staff shortage in November')).data).absence;
  });

  const carlsAbsences = (token: string) =>
    api.send(
      absences.ofPerson,
      { params: { userId: carl.id }, query: { from: '2031-01-01', to: '2031-12-31' } },
      {
        token,
      },
    );

  it('shows a colleague that Carl is away, not the type, the notes or the reasons', async () => {
    const listed = await carlsAbsences(emma.token);
    expect(listed.status).toBe(200);
    const list = present(listed.data);
    expect(list.map((absence) => absence.id).sort()).toEqual([sick.id, denied.id].sort());
    for (const absence of list)
      expect(absence).toMatchObject({
        redacted: true,
        absenceTypeId: redactedAbsenceTypeId,
        notes: '',
        approvals: [],
      });
    const text = JSON.stringify(list);
    for (const secret of [sickTypeId, leaveTypeId, 'burnout', 'Sabbatical', 'Staff shortage'])
      expect(text).not.toContain(secret);

    const one = await read(sick.id, emma.token);
    expect(one).toMatchObject({ redacted: true, absenceTypeId: redactedAbsenceTypeId, notes: '' });
    const details = present(
      (await api.send(absences.details, { params: { absenceId: denied.id } }, { token: emma.token })).data,
    );
    // In the person's language (a user made by the administrator starts in German).
    expect(['Absent', 'Abwesend']).toContain(details.typeName);
    expect(JSON.stringify(details)).not.toContain('Staff shortage');
    expect(JSON.stringify(details)).not.toContain('Leave');
  });

  it('shows Carl, his approver and the administrator everything', async () => {
    for (const token of [carl.token, piet.token, admin.token]) {
      const list = present((await carlsAbsences(token)).data);
      const byId = new Map(list.map((absence) => [absence.id, absence]));
      expect(byId.get(sick.id)).toMatchObject({ absenceTypeId: sickTypeId, notes: 'Diagnosis: burnout' });
      expect(byId.get(sick.id)?.redacted).toBeUndefined();
      expect(byId.get(denied.id)?.approvals).toEqual([
        expect.objectContaining({ state: 4, reason: 'Staff shortage in November' }),
      ]);
    }
    const details = present(
      (await api.send(absences.details, { params: { absenceId: sick.id } }, { token: piet.token })).data,
    );
    expect(details.typeName).toBe('Sick');
  });
});
