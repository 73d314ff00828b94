/**
 * Copying a unit's or a person's day or week into the following weeks (issue 28): every shift lands 7, 14, ...
 * days later, a copy the checks refuse is named by person and day with its reason, and nothing else changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { copyPlanContracts, type TCopyPlanRequest } from '@app/shared/plan-tools/copy-plan.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let root: TUnit;
let anna: { id: string; token: string };
let ben: { id: string; token: string };
let planner: { id: string; token: string };
const templates = { early: '', late: '' };

const save = async (date: string, userId: string | null, template: keyof typeof templates) => {
  const saved = await api.send(
    calendar.save,
    { query: { force: 'true' }, body: { unitId: root.id, date, userId, templateId: templates[template] } },
    { token: planner.token },
  );
  expect(saved.data, JSON.stringify(saved.error)).toMatchObject({ success: true });
};

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  stranger = await signUpTenant(api);
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  const resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Care' } }, { token: admin.token })
  ).data.id;
  for (const [name, begin, end, itemClass] of [
    ['early', '06:00', '14:00', 10],
    ['late', '14:00', '22:00', 20],
  ] as const) {
    const created = await api.send(
      shiftContracts.create,
      { body: { name, shortName: name.slice(0, 1), resourceId, unitId: root.id, itemClass, begin, end } },
      { token: admin.token },
    );
    templates[name] = present(created.data).id;
  }
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  ben = await createUserAndSignIn(api, admin, 'ben', ['employee']);
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  // The week of Monday 2027-03-01: Anna early Monday and Wednesday, Ben late Tuesday, an open early Thursday.
  await save('2027-03-01', anna.id, 'early');
  await save('2027-03-03', anna.id, 'early');
  await save('2027-03-02', ben.id, 'late');
  await save('2027-03-04', null, 'early');
  // Anna already works the next Monday: her Monday's copy would overlap it.
  await save('2027-03-08', anna.id, 'early');
});

const shifts = async () => {
  const answer = await api.send(
    calendar.list,
    { body: { from: '2027-03-01', to: '2027-03-21', unitIds: [root.id] } },
    { token: planner.token },
  );
  return answer.data.slots
    .filter((slot) => slot.id !== null && slot.clickType === 'SH')
    .map(
      (slot) => `${slot.date} ${slot.userId === anna.id ? 'anna' : slot.userId === ben.id ? 'ben' : 'open'}`,
    )
    .sort();
};
const copy = (body: TCopyPlanRequest, token = planner.token) =>
  api.send(copyPlanContracts.copyPlan, { body }, { token });

describe('copying a day or a week into the following weeks', () => {
  it("copies the unit's week twice, and names the copy the checks refused", async () => {
    const answer = await copy({ unitId: root.id, userId: null, from: '2027-03-01', days: 7, weeks: 2 });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.data).toMatchObject({ sources: 4, copied: 7 });
    expect(answer.data.refused).toHaveLength(1);
    expect(answer.data.refused[0]).toMatchObject({
      date: '2027-03-08',
      userId: anna.id,
      personName: 'User anna',
      shiftName: 'early',
    });
    expect(answer.data.refused[0]?.reason).not.toBe('');
    expect(await shifts()).toEqual(
      [
        '2027-03-01 anna',
        '2027-03-03 anna',
        '2027-03-02 ben',
        '2027-03-04 open',
        '2027-03-08 anna',
        '2027-03-10 anna',
        '2027-03-09 ben',
        '2027-03-11 open',
        '2027-03-15 anna',
        '2027-03-17 anna',
        '2027-03-16 ben',
        '2027-03-18 open',
      ].sort(),
    );
  });

  it("copies one person's day only, and refuses where they already have that shift", async () => {
    const answer = await copy({ unitId: root.id, userId: ben.id, from: '2027-03-02', days: 1, weeks: 3 });
    expect(answer.data).toMatchObject({ sources: 1, copied: 1 });
    expect(answer.data.refused.map((refusal) => [refusal.date, refusal.personName])).toEqual([
      ['2027-03-09', 'User ben'],
      ['2027-03-16', 'User ben'],
    ]);
    expect((await shifts()).filter((shift) => shift === '2027-03-23 ben')).toEqual([]);
    const after = await api.send(
      calendar.list,
      { body: { from: '2027-03-23', to: '2027-03-23', unitIds: [root.id] } },
      { token: planner.token },
    );
    expect(after.data.slots.filter((slot) => slot.id !== null && slot.userId === ben.id)).toHaveLength(1);
  });

  it('refuses too many weeks, an employee, and another tenant, and changes nothing', async () => {
    const before = await shifts();
    const many = await copy({ unitId: root.id, userId: null, from: '2027-03-01', days: 7, weeks: 13 });
    expect(many.status).toBe(400);
    expect(
      (await copy({ unitId: root.id, userId: null, from: '2027-03-01', days: 7, weeks: 1 }, anna.token))
        .status,
    ).toBe(403);
    const foreign = await copy(
      { unitId: root.id, userId: null, from: '2027-03-01', days: 7, weeks: 1 },
      stranger.token,
    );
    expect(foreign.status).toBe(404);
    expect(await shifts()).toEqual(before);
  });
});
