/**
 * Absences (issue 11, deliverable 1 and the calendar side of 7): the transition table per role, own approval
 * refused, reasons, fragments in every unit and month of the person, the validator in both directions, bounds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import type { TAbsenceCreate, TAbsenceTarget } from '@app/shared/absences/absence';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { notificationContracts } from '@app/shared/notifications/notifications.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let root: TUnit;
let ward: TUnit;
let leaveTypeId: string;
let overtimeTypeId: string;
let templateId: string;
type Person = { id: string; token: string; version: number };
let anna: Person;
let ben: Person;
let planner: Person;

async function placeIn(person: Person, unitId: string, extraUnitIds: string[] = []): Promise<void> {
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: person.id }, body: { unitId, version: person.version } },
    { token: admin.token },
  );
  let version = present(moved.data).version;
  if (extraUnitIds.length) {
    const extra = await api.send(
      userUnitContracts.saveExtraUnits,
      { params: { userId: person.id }, body: { unitIds: extraUnitIds, version } },
      { token: admin.token },
    );
    version = present(extra.data).version;
  }
  person.version = version;
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  stranger = await signUpTenant(api);
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  ward = present(
    (
      await api.send(
        unitContracts.create,
        { body: { name: 'Ward B', unitType: 0, parentId: root.id } },
        { token: admin.token },
      )
    ).data,
  );
  const type = (caption: string, shortName: string, itemClass: 1 | 10) =>
    api.send(
      absenceTypeContracts.create,
      { body: { caption: { de: caption, en: caption }, shortName, itemClass, backColor: '#00aa00' } },
      { token: admin.token },
    );
  leaveTypeId = present((await type('Leave', 'L', 1)).data).id;
  overtimeTypeId = present((await type('Time off', 'TO', 10)).data).id;
  const resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Care' } }, { token: admin.token })
  ).data.id;
  templateId = present(
    (
      await api.send(
        shiftContracts.create,
        {
          body: { name: 'Early', shortName: 'E', resourceId, unitId: root.id, begin: '06:00', end: '14:00' },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  // One after the other: the local Cognito keeps its users in one file.
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  ben = await createUserAndSignIn(api, admin, 'ben', ['employee']);
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  await placeIn(anna, root.id, [ward.id]);
  await placeIn(ben, root.id);
  await placeIn(planner, root.id);
});

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
const info = async (absenceId: string, token: string) =>
  present((await api.send(absences.stateInfo, { params: { absenceId } }, { token })).data);
const messageKeys = async (token: string) =>
  present(
    (await api.send(notificationContracts.notificationsList, { query: { limit: 20 } }, { token })).data,
  ).items.map((item) => item.messageKey);

describe('the transition table', () => {
  it('lets an employee request, an approver approve or deny with a reason, and refuses everything else', async () => {
    const requested = await create({ userId: anna.id, begin: '2027-03-01', end: '2027-03-05' }, anna.token);
    expect(requested.status).toBe(201);
    const id = present(requested.data).absence.id;
    expect(requested.data.absence.state).toBe(1);
    expect(await messageKeys(planner.token)).toContain('absence.requested');

    expect(await info(id, anna.token)).toMatchObject({
      CanApprove: false,
      CanDeny: false,
      CanEdit: true,
      CanCancel: true,
      CanDelete: false,
    });
    expect(await info(id, planner.token)).toMatchObject({ CanApprove: true, CanDeny: true, CanDelete: true });
    // Nobody approves their own request; a colleague without the right neither.
    expect((await change(id, 'Approve', anna.token)).status).toBe(403);
    expect((await change(id, 'Approve', ben.token)).status).toBe(403);
    expect((await change(id, 'Deny', ben.token, 'No')).status).toBe(403);
    // Request again from Requested is not a transition.
    expect((await change(id, 'Request', anna.token)).error?.code).toBe('ABSENCE_CHANGE_REFUSED');
    // Deny needs a reason.
    const noReason = await change(id, 'Deny', planner.token);
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.error?.details)).toContain('absences.error.reasonRequired');

    const approved = await change(id, 'Approve', planner.token);
    expect(approved.data.absence.state).toBe(3);
    expect(approved.data.absence.approvals).toMatchObject([{ by: planner.id, state: 3 }]);
    expect(await messageKeys(anna.token)).toContain('absence.approved');
    // Approved: the owner can neither edit, cancel nor delete it; an approver cancels it with a reason.
    expect(await info(id, anna.token)).toMatchObject({ CanEdit: false, CanCancel: false, CanDelete: false });
    expect((await change(id, 'Cancel', anna.token)).status).toBe(403);
    expect((await change(id, 'Deny', planner.token, 'Late')).error?.code).toBe('ABSENCE_CHANGE_REFUSED');
    expect((await change(id, 'Cancel', planner.token)).status).toBe(400);
    const canceled = await change(id, 'Cancel', planner.token, 'Agreed by phone');
    expect(canceled.data.absence.state).toBe(5);
    expect(await messageKeys(anna.token)).toContain('absence.canceled');
    // Cancelled is final.
    for (const target of ['Request', 'Approve', 'Deny', 'Cancel'] as const)
      expect((await change(id, target, planner.token, 'x')).error?.code).toBe('ABSENCE_CHANGE_REFUSED');
  });

  it('lets the owner withdraw an open request and a denied one stay denied', async () => {
    const first = present(
      (await create({ userId: anna.id, begin: '2027-04-01', end: '2027-04-02' }, anna.token)).data,
    ).absence;
    expect((await change(first.id, 'Cancel', anna.token)).data.absence.state).toBe(5);
    const second = present(
      (await create({ userId: anna.id, begin: '2027-04-06', end: '2027-04-07' }, anna.token)).data,
    ).absence;
    const denied = await change(second.id, 'Deny', planner.token, 'Inventory week');
    expect(denied.data.absence).toMatchObject({ state: 4, approvals: [{ reason: 'Inventory week' }] });
    expect(await messageKeys(anna.token)).toContain('absence.denied');
    expect((await change(second.id, 'Cancel', anna.token)).error?.code).toBe('ABSENCE_CHANGE_REFUSED');
  });

  it('keeps a draft with its owner until requested and lets an approver enter an approved absence for others', async () => {
    const draft = present(
      (await create({ userId: anna.id, begin: '2027-05-03', end: '2027-05-04', state: 2 }, anna.token)).data,
    ).absence;
    expect(draft.state).toBe(2);
    const edited = await api.send(
      absences.update,
      {
        params: { absenceId: draft.id },
        body: { absenceTypeId: leaveTypeId, begin: '2027-05-03', end: '2027-05-05', version: 1 },
      },
      { token: anna.token },
    );
    expect(edited.data.absence).toMatchObject({ end: '2027-05-05', state: 2, version: 2 });
    expect((await change(draft.id, 'Request', anna.token)).data.absence.state).toBe(1);

    const another = present(
      (await create({ userId: anna.id, begin: '2027-05-10', end: '2027-05-10', state: 2 }, anna.token)).data,
    ).absence;
    expect(
      (
        await api.send(
          absences.delete,
          { params: { absenceId: another.id }, query: { version: 1 } },
          { token: anna.token },
        )
      ).status,
    ).toBe(204);
    expect(
      (await api.send(absences.get, { params: { absenceId: another.id } }, { token: anna.token })).status,
    ).toBe(404);

    // An employee cannot approve their own absence by creating it approved, nor create one for a colleague.
    expect(
      (await create({ userId: anna.id, begin: '2027-05-12', end: '2027-05-12', state: 3 }, anna.token))
        .status,
    ).toBe(400);
    expect(
      (await create({ userId: ben.id, begin: '2027-05-12', end: '2027-05-12' }, anna.token)).status,
    ).toBe(403);
    // A planner enters a sickness for Ben: approved at once, Ben is told; Ben deletes only drafts.
    const sick = present(
      (await create({ userId: ben.id, begin: '2027-05-12', end: '2027-05-14' }, planner.token)).data,
    ).absence;
    expect(sick.state).toBe(3);
    expect(await messageKeys(ben.token)).toContain('absence.approved');
    expect(
      (
        await api.send(
          absences.delete,
          { params: { absenceId: sick.id }, query: { version: 1 } },
          { token: ben.token },
        )
      ).error?.code,
    ).toBe('ABSENCE_CHANGE_REFUSED');
    // ...but a colleague without the approval right may not touch it at all.
    expect(
      (
        await api.send(
          absences.delete,
          { params: { absenceId: sick.id }, query: { version: 1 } },
          { token: anna.token },
        )
      ).status,
    ).toBe(403);
  });

  it("refuses a planner's approval of their own request and lets another approver decide it", async () => {
    const own = present(
      (await create({ userId: planner.id, begin: '2027-06-01', end: '2027-06-03' }, planner.token)).data,
    ).absence;
    expect(own.state).toBe(1);
    expect((await info(own.id, planner.token)).CanApprove).toBe(false);
    expect((await change(own.id, 'Approve', planner.token)).status).toBe(403);
    expect((await change(own.id, 'Approve', admin.token)).data.absence.state).toBe(3);
  });
});

describe('the full transition table', () => {
  type Role = 'own' | 'colleague' | 'planner' | 'admin';
  type State = 1 | 2 | 3 | 4 | 5;
  const ok = 200;
  // Expected status of each target from each state, per role (docs/decisions.md); 409 is ABSENCE_CHANGE_REFUSED.
  const table: Record<Role, Record<TAbsenceTarget, Record<State, number>>> = {
    own: {
      Request: { 1: 409, 2: ok, 3: 409, 4: 409, 5: 409 },
      Approve: { 1: 403, 2: 403, 3: 409, 4: 409, 5: 409 },
      Deny: { 1: 403, 2: 409, 3: 409, 4: 409, 5: 409 },
      Cancel: { 1: ok, 2: ok, 3: 403, 4: 409, 5: 409 },
    },
    colleague: {
      Request: { 1: 409, 2: 403, 3: 409, 4: 409, 5: 409 },
      Approve: { 1: 403, 2: 403, 3: 409, 4: 409, 5: 409 },
      Deny: { 1: 403, 2: 409, 3: 409, 4: 409, 5: 409 },
      Cancel: { 1: 403, 2: 403, 3: 403, 4: 409, 5: 409 },
    },
    planner: {
      Request: { 1: 409, 2: ok, 3: 409, 4: 409, 5: 409 },
      Approve: { 1: ok, 2: ok, 3: 409, 4: 409, 5: 409 },
      Deny: { 1: ok, 2: 409, 3: 409, 4: 409, 5: 409 },
      Cancel: { 1: ok, 2: ok, 3: ok, 4: 409, 5: 409 },
    },
    admin: {
      Request: { 1: 409, 2: ok, 3: 409, 4: 409, 5: 409 },
      Approve: { 1: ok, 2: ok, 3: 409, 4: 409, 5: 409 },
      Deny: { 1: ok, 2: 409, 3: 409, 4: 409, 5: 409 },
      Cancel: { 1: ok, 2: ok, 3: ok, 4: 409, 5: 409 },
    },
  };
  const flags = {
    Request: 'CanRequest',
    Approve: 'CanApprove',
    Deny: 'CanDeny',
    Cancel: 'CanCancel',
  } as const;
  let day = 0;

  /** A fresh absence of Anna's in `state`, made the way people make it. */
  async function absenceIn(state: State): Promise<string> {
    day += 1;
    const begin = `2029-${String(1 + Math.floor(day / 28)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`;
    const initial = state === 1 || state === 4 ? 1 : state === 2 ? 2 : 3;
    const id = present(
      (await create({ userId: anna.id, begin, end: begin, state: initial }, planner.token)).data,
    ).absence.id;
    if (state === 4) await change(id, 'Deny', planner.token, 'Busy');
    if (state === 5) await change(id, 'Cancel', planner.token, 'Moved');
    return id;
  }

  const cases = (Object.keys(table) as Role[]).flatMap((role) =>
    (Object.keys(table[role]) as TAbsenceTarget[]).flatMap((target) =>
      ([1, 2, 3, 4, 5] as const).map((state) => [role, target, state, table[role][target][state]] as const),
    ),
  );

  it.each(cases)('%s: %s from %i answers %i, as its state info says', async (role, target, state, status) => {
    const token = { own: anna.token, colleague: ben.token, planner: planner.token, admin: admin.token }[role];
    const id = await absenceIn(state);
    const stateInfo = await info(id, token);
    expect(stateInfo[flags[target]]).toBe(status === ok);
    const answer = await change(id, target, token, 'Agreed');
    expect(answer.status).toBe(status);
    if (status === 409) expect(answer.error?.code).toBe('ABSENCE_CHANGE_REFUSED');
  });
});

describe('the calendar', () => {
  it('shows an absence in every unit of the person for every month it touches, until it is cancelled', async () => {
    const absence = present(
      (await create({ userId: anna.id, begin: '2026-11-28', end: '2026-12-03' }, planner.token)).data,
    ).absence;
    const shown = async (unitId: string, from: string, to: string) =>
      present(
        (await api.send(calendar.list, { body: { from, to, unitIds: [unitId] } }, { token: planner.token }))
          .data,
      ).slots.filter((slot) => slot.id === absence.id);
    for (const unitId of [root.id, ward.id]) {
      expect(await shown(unitId, '2026-11-01', '2026-11-30')).toMatchObject([
        { date: '2026-11-28', state: 3 },
      ]);
      expect(await shown(unitId, '2026-12-01', '2026-12-31')).toMatchObject([{ endDate: '2026-12-03' }]);
    }
    // A shift during the absence: the validator warns (forceable).
    const shift = await api.send(
      calendar.save,
      {
        query: { force: 'false' },
        body: { unitId: root.id, date: '2026-12-02', userId: anna.id, templateId },
      },
      { token: planner.token },
    );
    expect(shift.data.model.messages.map((message) => message.check)).toContain('default.absence');

    await change(absence.id, 'Cancel', planner.token, 'Plans changed');
    expect(await shown(ward.id, '2026-12-01', '2026-12-31')).toEqual([]);
  });

  it('answers the shifts an absence overlaps when it is saved', async () => {
    const saved = await api.send(
      calendar.save,
      { query: { force: 'true' }, body: { unitId: root.id, date: '2027-01-12', userId: ben.id, templateId } },
      { token: planner.token },
    );
    expect(saved.data.success).toBe(true);
    const requested = await create({ userId: ben.id, begin: '2027-01-11', end: '2027-01-15' }, ben.token);
    expect(requested.data.shiftConflicts).toMatchObject([{ date: '2027-01-12', unitId: root.id }]);
  });
});

describe('bounds and isolation', () => {
  it('takes 385 days across two units, refuses 386 days, notes over 4,000 characters and times off class 10', async () => {
    const long = await create({ userId: anna.id, begin: '2028-01-01', end: '2029-01-19' }, planner.token);
    expect(long.status).toBe(201);
    expect(
      (await create({ userId: anna.id, begin: '2028-01-01', end: '2029-01-20' }, planner.token)).status,
    ).toBe(400);
    const notes = await create(
      { userId: anna.id, begin: '2030-01-01', end: '2030-01-01', notes: 'x'.repeat(4001) },
      anna.token,
    );
    expect(notes.status).toBe(400);
    const untimed = await create(
      { userId: anna.id, begin: '2030-01-02', end: '2030-01-02', absenceTypeId: overtimeTypeId },
      anna.token,
    );
    expect(untimed.status).toBe(400);
    const timed = await create(
      {
        userId: anna.id,
        begin: '2030-01-02',
        end: '2030-01-02',
        absenceTypeId: overtimeTypeId,
        beginTime: '12:00',
        endTime: '16:00',
      },
      anna.token,
    );
    expect(timed.data.absence).toMatchObject({ eventClass: 10, beginTime: '12:00', endTime: '16:00' });
    const year = present(
      (
        await api.send(
          absences.ofPerson,
          { params: { userId: anna.id }, query: { from: '2028-06-01', to: '2028-06-30' } },
          { token: anna.token },
        )
      ).data,
    );
    expect(year.map((absence) => absence.id)).toEqual([present(long.data).absence.id]);
  });

  it("answers 404 for another tenant's absence", async () => {
    const own = present(
      (await create({ userId: ben.id, begin: '2030-02-01', end: '2030-02-01' }, ben.token)).data,
    ).absence;
    expect(
      (await api.send(absences.get, { params: { absenceId: own.id } }, { token: stranger.token })).status,
    ).toBe(404);
    expect((await change(own.id, 'Approve', stranger.token)).status).toBe(404);
  });
});
