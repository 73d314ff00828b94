/**
 * Responsibility in absences (issue 25): a planner responsible for unit A only enters, edits, decides, cancels
 * and deletes the absences of A's people; for B's people each of these is 403 `NOT_RESPONSIBLE` naming the unit
 * and changes nothing (read back). The inbox leaves B's requests out, the leave calendar of B is refused, the
 * fast absence refuses B's people line by line, and B's absences read redacted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import { leaveCalendarContracts } from '@app/shared/absences/leave-calendar.contracts';
import type { TAbsence } from '@app/shared/absences/absence';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
type Person = { id: string; token: string; version: number };
let admin: TestTenant;
let unitA: TUnit;
let unitB: TUnit;
let leaveTypeId: string;
/** A planner responsible for A only, an employee of A and one of B. */
let pia: Person;
let alice: Person;
let bob: Person;

async function unit(name: string, parentId: string): Promise<TUnit> {
  return present(
    (await api.send(unitContracts.create, { body: { name, unitType: 0, parentId } }, { token: admin.token }))
      .data,
  );
}

async function person(name: string, role: string, where: TUnit): Promise<Person> {
  const created = await createUserAndSignIn(api, admin, name, [role]);
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: created.id }, body: { unitId: where.id, version: created.version } },
    { token: admin.token },
  );
  return { ...created, version: present(moved.data).version };
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  const root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  unitA = await unit('Home A', root.id);
  unitB = await unit('Home B', root.id);
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
  pia = await person('pia', 'planner', unitA);
  alice = await person('alice', 'employee', unitA);
  bob = await person('bob', 'employee', unitB);
  const current = present(
    (await api.send(userContracts.get, { params: { userId: pia.id } }, { token: admin.token })).data,
  );
  const narrowed = await api.send(
    userContracts.saveResponsibleUnits,
    { params: { userId: pia.id }, body: { all: false, unitIds: [unitA.id], version: current.version } },
    { token: admin.token },
  );
  expect(narrowed.status).toBe(200);
});

let day = 0;
/** A fresh week-day pair for each absence, so that none overlaps another. */
function nextDays(): { begin: string; end: string } {
  day += 1;
  const month = String(1 + Math.floor(day / 13)).padStart(2, '0');
  const first = 1 + 2 * (day % 13);
  return {
    begin: `2032-${month}-${String(first).padStart(2, '0')}`,
    end: `2032-${month}-${String(first + 1).padStart(2, '0')}`,
  };
}

/** An absence of the person made by the administrator: requested (1) or approved (3). */
async function prepared(who: Person, state: 1 | 3): Promise<TAbsence> {
  const made = await api.send(
    absences.create,
    { body: { userId: who.id, absenceTypeId: leaveTypeId, ...nextDays(), state } },
    { token: admin.token },
  );
  return present(made.data, `absence of ${who.id}: ${made.status}`).absence;
}

const stored = async (absence: TAbsence) => {
  const answer = await api.send(absences.get, { params: { absenceId: absence.id } }, { token: admin.token });
  return answer.status === 200 ? `${present(answer.data).state} ${present(answer.data).end}` : 'gone';
};
const countOf = async (who: Person) =>
  present(
    (
      await api.send(
        absences.ofPerson,
        { params: { userId: who.id }, query: { from: '2032-01-01', to: '2032-12-31' } },
        { token: admin.token },
      )
    ).data,
  ).length;

/** What a case looks at in an answer. */
type Answer = { status: number; error: { code: string; message: string } | undefined };

interface Case {
  name: string;
  /** The absence acted on (none: the operation creates one). */
  state?: 1 | 3;
  act: (who: Person, absence: TAbsence | undefined) => Promise<Answer>;
  /** What the operation would change, read back by the administrator. */
  readBack: (who: Person, absence: TAbsence | undefined) => Promise<string | number>;
}

const stateChange = (state: 'Approve' | 'Deny' | 'Cancel') => (_who: Person, absence: TAbsence | undefined) =>
  api.send(
    absences.changeState,
    { body: { appointmentId: present(absence).id, state, reason: 'Agreed' } },
    { token: pia.token },
  );

const cases: Case[] = [
  {
    name: 'create an approved absence for the person',
    act: (who) =>
      api.send(
        absences.create,
        { body: { userId: who.id, absenceTypeId: leaveTypeId, ...nextDays(), state: 3 } },
        { token: pia.token },
      ),
    readBack: (who) => countOf(who),
  },
  {
    name: 'edit the days',
    state: 1,
    act: (_who, absence) => {
      const { id, absenceTypeId, begin, version } = present(absence);
      return api.send(
        absences.update,
        { params: { absenceId: id }, body: { absenceTypeId, begin, end: begin, version } },
        { token: pia.token },
      );
    },
    readBack: (_who, absence) => stored(present(absence)),
  },
  { name: 'approve', state: 1, act: stateChange('Approve'), readBack: (_w, a) => stored(present(a)) },
  { name: 'deny', state: 1, act: stateChange('Deny'), readBack: (_w, a) => stored(present(a)) },
  {
    name: 'cancel an approved one',
    state: 3,
    act: stateChange('Cancel'),
    readBack: (_w, a) => stored(present(a)),
  },
  {
    name: 'delete',
    state: 1,
    act: (_who, absence) =>
      api.send(
        absences.delete,
        { params: { absenceId: present(absence).id }, query: { version: String(present(absence).version) } },
        { token: pia.token },
      ),
    readBack: (_who, absence) => stored(present(absence)),
  },
];

describe('a planner responsible for A only', () => {
  it.each(cases.map((entry) => [entry.name, entry] as const))(
    'may %s for A’s people; for B’s it is 403 NOT_RESPONSIBLE and nothing changes',
    async (_name, entry) => {
      const outside = entry.state ? await prepared(bob, entry.state) : undefined;
      const before = await entry.readBack(bob, outside);
      const refused = await entry.act(bob, outside);
      expect(refused.status).toBe(403);
      expect(refused.error?.code).toBe('NOT_RESPONSIBLE');
      expect(refused.error?.message).toContain('Home B');
      expect(await entry.readBack(bob, outside)).toEqual(before);

      const inside = entry.state ? await prepared(alice, entry.state) : undefined;
      const beforeInside = await entry.readBack(alice, inside);
      const done = await entry.act(alice, inside);
      expect(done.status).toBeLessThan(300);
      expect(await entry.readBack(alice, inside)).not.toEqual(beforeInside);
    },
  );

  it('sees only A’s requests in the inbox, and B’s absences without their type', async () => {
    const outside = await prepared(bob, 1);
    const inside = await prepared(alice, 1);
    const inbox = present((await api.send(absences.inbox, {}, { token: pia.token })).data);
    const ids = inbox.approvals.map((line) => line.absence.id);
    expect(ids).toContain(inside.id);
    expect(ids).not.toContain(outside.id);
    const info = present(
      (await api.send(absences.stateInfo, { params: { absenceId: outside.id } }, { token: pia.token })).data,
    );
    expect(info).toMatchObject({ CanApprove: false, CanDeny: false, CanEdit: false, CanDelete: false });
    const read = present(
      (await api.send(absences.get, { params: { absenceId: outside.id } }, { token: pia.token })).data,
    );
    expect(read.redacted).toBe(true);
    expect(read.absenceTypeId).not.toBe(leaveTypeId);
  });

  it('is refused B’s people in the fast absence, line by line, and creates A’s', async () => {
    const answer = await api.send(
      absences.createQuick,
      {
        body: {
          UserIdList: [bob.id, alice.id],
          Template: { absenceTypeId: leaveTypeId, ...nextDays(), state: 3 },
          Virtual: false,
        },
      },
      { token: pia.token },
    );
    expect(answer.status).toBe(200);
    const [forBob, forAlice] = present(answer.data).lines;
    expect(forBob).toMatchObject({ ok: false, absenceId: null, messageKey: 'error.NOT_RESPONSIBLE' });
    expect(forAlice).toMatchObject({ ok: true });
  });

  it('makes the leave calendar of A, not of B', async () => {
    const start = (unitId: string) =>
      api.send(
        leaveCalendarContracts.leaveCalendarYear,
        { body: { unitId, year: 2032 } },
        { token: pia.token },
      );
    const refused = await start(unitB.id);
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('NOT_RESPONSIBLE');
    expect((await start(unitA.id)).status).toBe(202);
  });
});
