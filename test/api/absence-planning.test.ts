/**
 * Absence-aware planning (issue 11, deliverable 7): an approved absence makes the person unavailable in the
 * people for a slot, the available users and the availability call; a shift saved on an absence day gets the
 * validator's forceable `absence` warning; an absence saved over a planned shift names it; cancelling the
 * absence makes the person available again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { pickerContracts as picker } from '@app/shared/calendar/picker.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
let templateId: string;
let leaveTypeId: string;
type Person = { id: string; token: string };
let anna: Person;
let ben: Person;
let planner: Person;
let annasLeave: { id: string; version: number };

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
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
  leaveTypeId = present(
    (
      await api.send(
        absenceTypeContracts.create,
        { body: { caption: { de: 'Urlaub', en: 'Leave' }, shortName: 'U', itemClass: 1, backColor: '#0a0' } },
        { token: admin.token },
      )
    ).data,
  ).id;
  // One after the other: the local Cognito keeps its users in one file.
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  ben = await createUserAndSignIn(api, admin, 'ben', ['employee']);
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  // Anna's leave, requested by her and approved by the planner.
  const requested = await api.send(
    absences.create,
    { body: { userId: anna.id, absenceTypeId: leaveTypeId, begin: '2027-05-10', end: '2027-05-12' } },
    { token: anna.token },
  );
  expect(requested.status).toBe(201);
  const approved = await api.send(
    absences.changeState,
    { body: { appointmentId: requested.data.absence.id, state: 'Approve' } },
    { token: planner.token },
  );
  expect(approved.data.absence.state).toBe(3);
  annasLeave = { id: approved.data.absence.id, version: approved.data.absence.version };
});

const slotBody = () => ({ unitId: root.id, date: '2027-05-11', templateId });
const save = (date: string, userId: string, force = false) =>
  api.send(
    calendar.save,
    { query: { force: force ? 'true' : 'false' }, body: { unitId: root.id, date, userId, templateId } },
    { token: planner.token },
  );

describe('planning around an approved absence', () => {
  it('marks the person unavailable in the people for a slot, the available users and the availability', async () => {
    const slots = await api.send(picker.userSlots, { body: slotBody() }, { token: planner.token });
    expect(slots.status).toBe(200);
    const offered = slots.data.users.map((user) => user.id);
    expect(offered).toContain(ben.id);
    expect(offered).not.toContain(anna.id);
    const everyone = await api.send(
      picker.userSlots,
      { body: { ...slotBody(), showAllUsers: true } },
      { token: planner.token },
    );
    const annasSlot = present(everyone.data.users.find((user) => user.id === anna.id));
    expect(annasSlot.warnings.join()).toMatch(/absent/i);
    // The absent come last.
    expect(everyone.data.users.at(-1)?.id).toBe(anna.id);

    const available = await api.send(picker.availableUsers, { body: slotBody() }, { token: planner.token });
    expect(available.data.users.map((user) => user.id)).toContain(ben.id);
    expect(available.data.users.some((user) => user.id === anna.id)).toBe(false);
    const all = await api.send(
      picker.availableUsers,
      { body: { ...slotBody(), showAllUsers: true } },
      { token: planner.token },
    );
    const annas = present(all.data.users.find((user) => user.id === anna.id));
    expect(annas.calendarAvailability).toBe(-1);
    expect(annas.reasons.join()).toMatch(/absent/i);
    expect(all.data.users.find((user) => user.id === ben.id)?.calendarAvailability).toBe(1);

    const state = await api.send(
      picker.availability,
      { body: { userId: anna.id, date: '2027-05-11' } },
      { token: planner.token },
    );
    expect(state.data).toMatchObject({ state: 'Away', items: [{ kind: 'absence', name: 'Leave' }] });
    // The day after the absence she is there again.
    const after = await api.send(
      picker.availability,
      { body: { userId: anna.id, date: '2027-05-13' } },
      { token: planner.token },
    );
    expect(after.data.state).not.toBe('Away');
  });

  it('warns when a shift is saved on an absence day, and writes it only when forced', async () => {
    const warned = await save('2027-05-12', anna.id);
    expect(warned.data).toMatchObject({ success: false, result: null, model: { allowForce: true } });
    const message = present(
      warned.data.model.messages.find((candidate) => candidate.check === 'default.absence'),
    );
    expect(message).toMatchObject({
      level: 'WRN',
      forceable: true,
      messageKey: 'rules.finding.default.absence',
    });
    expect(message.message).toContain('Leave');
    // Ben is not away: no absence warning for him.
    const bens = await save('2027-05-12', ben.id);
    expect(bens.data.success).toBe(true);
    const forced = await save('2027-05-12', anna.id, true);
    expect(forced.data.success).toBe(true);
  });

  it('names the planned shifts an absence is saved over, and frees the person when it is cancelled', async () => {
    await save('2027-06-02', ben.id);
    const over = await api.send(
      absences.create,
      { body: { userId: ben.id, absenceTypeId: leaveTypeId, begin: '2027-06-01', end: '2027-06-03' } },
      { token: planner.token },
    );
    expect(over.status).toBe(201);
    expect(over.data.absence.state).toBe(3);
    expect(over.data.shiftConflicts).toMatchObject([{ date: '2027-06-02', unitId: root.id }]);

    const cancelled = await api.send(
      absences.changeState,
      { body: { appointmentId: annasLeave.id, state: 'Cancel', reason: 'Plans changed' } },
      { token: planner.token },
    );
    expect(cancelled.data.absence.state).toBe(5);
    const slots = await api.send(picker.userSlots, { body: slotBody() }, { token: planner.token });
    expect(slots.data.users.map((user) => user.id)).toContain(anna.id);
    const saved = await save('2027-05-10', anna.id);
    expect(saved.data.model.messages.map((candidate) => candidate.check)).not.toContain('default.absence');
  });
});
