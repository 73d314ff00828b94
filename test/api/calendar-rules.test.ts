/**
 * The calendar's saves and drops checked by the rule engine (issue 13 items 5 and 6): a minimum staffing that a
 * drag leaves short warns with a free member to assign instead and may be forced; a rule's error that may not be
 * forced refuses even a forced call; one that may be forced passes when forced.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import type { TShiftEntrySave } from '@app/shared/calendar/shift-entry';
import { qualificationContracts } from '@app/shared/qualifications/qualifications.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import type { TRuleSave } from '@app/shared/rules/rule';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let planner: { id: string; token: string };
let rootId: string;
let resourceId: string;
let early: string;
const people: Record<'anna' | 'ben' | 'cara' | 'dana', string> = { anna: '', ben: '', cara: '', dana: '' };

async function newUnit(name: string): Promise<string> {
  const created = await api.send(
    unitContracts.create,
    { body: { name, unitType: 0, parentId: rootId } },
    { token: admin.token },
  );
  return present(created.data).id;
}

async function placeIn(userId: string, unitId: string): Promise<void> {
  const user = await api.send(userContracts.get, { params: { userId } }, { token: admin.token });
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId }, body: { unitId, version: present(user.data).version } },
    { token: admin.token },
  );
  expect(moved.status).toBe(200);
}

async function rule(body: TRuleSave): Promise<string> {
  const saved = await api.send(rulesContracts.saveRule, { body }, { token: admin.token });
  return present(saved.data, JSON.stringify(saved.error)).id;
}

const save = (body: TShiftEntrySave, force = false, language: 'de' | 'en' = 'en') =>
  api.send(
    calendar.save,
    { query: { force: force ? 'true' : 'false' }, body },
    { token: planner.token, language },
  );

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Kitchen' } }, { token: admin.token })
  ).data.id;
  const template = await api.send(
    shiftContracts.create,
    { body: { name: 'Early', shortName: 'E', resourceId, begin: '06:00', end: '14:00' } },
    { token: admin.token },
  );
  early = present(template.data).id;
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  for (const name of ['anna', 'ben', 'cara', 'dana'] as const)
    people[name] = (await createUserAndSignIn(api, admin, name, ['employee'])).id;
});

describe('the calendar checked by the rules', () => {
  it('warns when a drag leaves a minimum staffing short, suggests a free member, and writes it when forced', async () => {
    const unitId = await newUnit('Kitchen');
    for (const name of ['anna', 'ben', 'cara'] as const) await placeIn(people[name], unitId);
    const minimum = await rule({
      ruleType: 'MINOC',
      name: 'Two in the kitchen',
      scope: { kind: 'unit', ids: [unitId] },
      validity: { weekdays: [2] },
      settings: { minimum: 2 },
    });
    const day = '2027-03-02'; // a Tuesday
    const shift = (userId: string) => ({ unitId, date: day, userId, templateId: early });
    // Alone on the Tuesday: still short, but less short than before, so planning the day person by person is
    // not stopped at each one (the manning row says how many are missing).
    const alone = await save(shift(people.anna));
    expect(alone.data).toMatchObject({ success: true });
    expect(alone.data.model.messages.map((message) => message.check)).not.toContain(minimum);
    const second = await save(shift(people.ben));
    expect(second.data).toMatchObject({ success: true, model: { messages: [] } });
    const bens = present(second.data.result);

    // Ben dragged to the Wednesday (no minimum there): the Tuesday is short again.
    const drag = (force: boolean) =>
      api.send(
        calendar.execute,
        {
          body: {
            command: 'DROP_MOVEUSER',
            force,
            data: {
              sourceEntryId: bens.id,
              targetGroupId: unitId,
              targetUserId: people.ben,
              targetDate: '2027-03-03',
              version: bens.version,
            },
          },
        },
        { token: planner.token, language: 'de' },
      );
    const warned = await drag(false);
    expect(warned.data).toMatchObject({ success: false, result: null, model: { allowForce: true } });
    const short = present(warned.data.model.messages.find((message) => message.check === minimum));
    expect(short).toMatchObject({ level: 'WRN', forceable: true, date: day });
    expect(short.message).toContain('02.03.2027');
    // Cara is free that day: assign her instead (Anna works already, Ben is the one dragged away).
    const cara = present(short.solutions.find((solution) => solution.action === `ASSIGN:${people.cara}`));
    expect(cara).toMatchObject({ type: 'A', color: null });
    expect(cara.name).toMatch(/cara einplanen$/);
    // Ben is free on the Tuesday once dragged away, but suggesting him would undo the drag.
    expect(short.solutions.map((solution) => solution.action)).not.toContain(`ASSIGN:${people.ben}`);
    const forced = await drag(true);
    expect(forced.data).toMatchObject({
      success: true,
      result: [{ userId: people.ben, date: '2027-03-03' }],
    });
  });

  it('refuses a rule error that may not be forced, even forced, and passes a forceable one when forced', async () => {
    const unitId = await newUnit('Pharmacy');
    await placeIn(people.dana, unitId);
    const qualification = await api.send(
      qualificationContracts.create,
      { body: { name: 'Pharmacist', shortName: 'PH' } },
      { token: admin.token },
    );
    const required = await rule({
      ruleType: 'QUAL',
      name: 'Pharmacists only',
      scope: { kind: 'unit', ids: [unitId] },
      validity: { weekdays: [3] },
      severity: { level: 'ERR', allowForce: false },
      settings: { qualificationIds: [present(qualification.data).id] },
    });
    const preferred = await rule({
      ruleType: 'QUAL',
      name: 'Pharmacists on Thursdays',
      scope: { kind: 'unit', ids: [unitId] },
      validity: { weekdays: [4] },
      severity: { level: 'ERR', allowForce: true },
      settings: { qualificationIds: [present(qualification.data).id] },
    });
    const shift = (date: string) => ({ unitId, date, userId: people.dana, templateId: early });

    const refused = await save(shift('2027-03-03')); // a Wednesday
    expect(refused.data).toMatchObject({ success: false, result: null, model: { allowForce: false } });
    expect(refused.data.model.messages[0]).toMatchObject({ check: required, level: 'ERR', forceable: false });
    expect((await save(shift('2027-03-03'), true)).data).toMatchObject({ success: false, result: null });

    const stopped = await save(shift('2027-03-04')); // a Thursday
    expect(stopped.data).toMatchObject({ success: false, model: { allowForce: true } });
    expect(stopped.data.model.messages).toEqual([
      expect.objectContaining({ check: preferred, level: 'ERR', forceable: true }),
    ]);
    expect(stopped.data.model.messages[0]?.message).toContain('Pharmacist');
    const forced = await save(shift('2027-03-04'), true);
    expect(forced.data).toMatchObject({ success: true, result: { userId: people.dana, date: '2027-03-04' } });
  });
});
