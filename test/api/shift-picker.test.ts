/**
 * The shift picker, the people for a slot, availability and quick info, the action menus and the home pages
 * (issue 10, deliverables 8, 10 and 12).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { pickerContracts as picker } from '@app/shared/calendar/picker.contracts';
import { publishContracts } from '@app/shared/calendar/publish.contracts';
import { shiftActionContracts as actions } from '@app/shared/calendar/shift-actions.contracts';
import { favoriteContracts } from '@app/shared/favorites/favorites.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import { createUserAndSignIn, signUpTenant, useTestApi, withClients, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
const resources = { care: '', kitchen: '' };
const templates = { early: '', late: '', soup: '' };
type Person = { id: string; token: string };
let anna: Person;
let ben: Person;
let carl: Person;
let planner: Person;

async function workingTime(person: Person, targetHours: number | null, allow = true): Promise<void> {
  const saved = await api.send(
    userPlanningContracts.saveWorkingTime,
    {
      params: { userId: person.id },
      body: {
        periods:
          targetHours === null
            ? []
            : [
                {
                  validFrom: '2027-01-01',
                  itemClass: 'Month',
                  targetHours,
                  workingDays: 20,
                  trackingMode: 'Calendar',
                  sickCalculation: 'PlannedHours',
                },
              ],
        allowShiftInteraction: allow,
        allowShiftInteractionRequest: allow,
        createShift: false,
        requestedMode: 'Default',
        version: 0,
      },
    },
    { token: admin.token },
  );
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  for (const caption of ['care', 'kitchen'] as const)
    resources[caption] = (
      await api.send(resourceContracts.create, { body: { caption } }, { token: admin.token })
    ).data.id;
  const defs = {
    early: [resources.care, '06:00', '14:00'],
    late: [resources.care, '14:00', '22:00'],
    soup: [resources.kitchen, '10:00', '14:00'],
  } as const;
  for (const [name, [resourceId, begin, end]] of Object.entries(defs)) {
    const created = await api.send(
      shiftContracts.create,
      { body: { name, shortName: name.slice(0, 2), resourceId, unitId: root.id, begin, end } },
      { token: admin.token },
    );
    templates[name as keyof typeof templates] = present(created.data).id;
  }
  await api.send(
    unitDataContracts.saveResources,
    { params: { unitId: root.id }, body: { resourceIds: [resources.kitchen, resources.care], version: 0 } },
    { token: admin.token },
  );
  [anna, ben, carl, planner] = await Promise.all([
    createUserAndSignIn(api, admin, 'anna', ['employee']),
    createUserAndSignIn(api, admin, 'ben', ['employee']),
    createUserAndSignIn(api, admin, 'carl', ['employee']),
    createUserAndSignIn(api, admin, 'paula', ['planner']),
  ]);
  await Promise.all([workingTime(anna, 160), workingTime(ben, 8), workingTime(carl, null, false)]);
});

async function plan(date: string, userId: string | null, template: keyof typeof templates = 'early') {
  const saved = await api.send(
    calendar.save,
    { query: { force: 'true' }, body: { unitId: root.id, date, userId, templateId: templates[template] } },
    { token: planner.token },
  );
  expect(saved.data.success).toBe(true);
  return present(saved.data.result);
}

describe('the shift picker', () => {
  it('answers templates, my favourites and suggestions per resource in the unit’s order, searchable', async () => {
    await api.send(
      favoriteContracts.add,
      { params: { category: 'SHIFTTPL', id: templates.late } },
      { token: planner.token },
    );
    const body = { unitId: root.id, date: '2027-04-01' };
    const all = await api.send(picker.availableShifts, { body }, { token: planner.token });
    expect(all.status).toBe(200);
    expect(all.data.templates.map((item) => item.name).sort()).toEqual(['early', 'late', 'soup']);
    expect(all.data.favorites.map((item) => item.name)).toEqual(['late']);
    expect(
      all.data.shifts.map((group) => [group.resourceName, group.items.map((item) => item.name)]),
    ).toEqual([
      ['kitchen', ['soup']],
      ['care', ['early', 'late']],
    ]);
    expect(all.data.templates.find((item) => item.name === 'early')).toMatchObject({
      periodText: '06:00–14:00',
      resourceName: 'care',
      isFavorite: false,
    });
    const searched = await api.send(
      picker.availableShifts,
      { body: { ...body, search: 'KITCH' } },
      { token: planner.token },
    );
    expect(searched.data.templates.map((item) => item.name)).toEqual(['soup']);
  });
});

describe('people for a slot', () => {
  it('lists the unit’s people with warnings, primary unit and hours remaining; busy ones only on request', async () => {
    await plan('2027-04-05', ben.id, 'early');
    await plan('2027-04-04', anna.id, 'late');
    const body = { unitId: root.id, date: '2027-04-05', templateId: templates.early };
    const slots = await api.send(picker.userSlots, { body }, { token: planner.token });
    expect(slots.status).toBe(200);
    const byName = new Map(slots.data.users.map((user) => [user.displayName, user]));
    expect(byName.has('User ben')).toBe(false);
    expect(byName.get('User anna')).toMatchObject({ primaryUnit: 1, hoursRemaining: 152 });
    expect(present(byName.get('User anna')).warnings.join()).toContain('11 hours');
    expect(byName.get('User carl')).toMatchObject({ warnings: [], hoursRemaining: null });
    const everyone = await api.send(
      picker.userSlots,
      { body: { ...body, showAllUsers: true } },
      { token: planner.token },
    );
    const benSlot = everyone.data.users.find((user) => user.displayName === 'User ben');
    expect(benSlot?.warnings.join()).toContain('Already on early');
    expect(everyone.data.users.at(-1)?.displayName).toBe('User ben');

    const available = await api.send(picker.availableUsers, { body }, { token: planner.token });
    const good = available.data.users
      .filter((user) => user.calendarAvailability === 1)
      .map((user) => user.displayName);
    expect(good).toContain('User carl');
    expect(available.data.users.find((user) => user.displayName === 'User anna')?.calendarAvailability).toBe(
      -1,
    );
    expect(available.data.users.every((user) => user.groupName === root.name)).toBe(true);
    expect((await api.send(picker.availableUsers, { body }, { token: anna.token })).status).toBe(403);
  });

  it('orders people who fit equally by the priority lists: the resource’s first, then the unit’s (issue 30)', async () => {
    const body = { unitId: root.id, date: '2027-05-12', templateId: templates.early };
    const order = async () =>
      present((await api.send(picker.availableUsers, { body }, { token: planner.token })).data)
        .users.map((user) => user.displayName)
        .filter((name) => ['User anna', 'User ben', 'User carl'].includes(name));
    expect(await order()).toEqual(['User anna', 'User ben', 'User carl']);
    const save = (userIds: string[], resourceId?: string) =>
      api.send(
        userPlanningContracts.savePriorityList,
        {
          params: { unitId: root.id },
          query: resourceId ? { resourceId } : {},
          body: { userIds, version: 0 },
        },
        { token: admin.token },
      );
    expect((await save([carl.id, ben.id])).status).toBe(200);
    expect(await order()).toEqual(['User carl', 'User ben', 'User anna']);
    // The early shift is care's: care's own list comes before the unit's.
    expect((await save([anna.id], resources.care)).status).toBe(200);
    expect(await order()).toEqual(['User anna', 'User carl', 'User ben']);
  });
});

describe('availability and quick info', () => {
  it('tells a person’s state on a day', async () => {
    const ask = (userId: string, date: string, extra: Record<string, string> = {}) =>
      api.send(picker.availability, { body: { userId, date, ...extra } }, { token: planner.token });
    await plan('2027-04-10', anna.id, 'early');
    expect((await ask(anna.id, '2027-04-11')).data).toMatchObject({ state: 'Available', text: 'Available' });
    expect((await ask(carl.id, '2027-04-11')).data.state).toBe('NoUserWorkSheet');
    expect((await ask(anna.id, '2027-04-10', { resourceId: resources.care })).data.state).toBe(
      'OnShiftWithResource',
    );
    expect((await ask(anna.id, '2027-04-10', { resourceId: resources.kitchen })).data.state).toBe(
      'OnShiftWithoutResource',
    );
    const onDuty = await ask(anna.id, '2027-04-10', { at: '09:30' });
    expect(onDuty.data).toMatchObject({
      state: 'OnDuty',
      items: [{ kind: 'shift', name: 'early', begin: '06:00' }],
    });
    expect(onDuty.data.minutesTarget).toBe(160 * 60);
    // An employee asks about a colleague of the unit, never about a stranger.
    expect(
      (
        await api.send(
          picker.availability,
          { body: { userId: ben.id, date: '2027-04-10' } },
          { token: anna.token },
        )
      ).status,
    ).toBe(200);
  });

  it('answers quick info and tooltips of people and resources with short texts', async () => {
    // Employees see only the published plan (need to know): the days asked about are published.
    await publishPlan();
    await plan('2027-04-12', ben.id, 'soup');
    await plan('2027-04-12', null, 'soup');
    const resource = await api.send(
      picker.resourceQuickInfo,
      { body: { resourceId: resources.kitchen, unitId: root.id, date: '2027-04-12' } },
      { token: planner.token },
    );
    expect(resource.data).toMatchObject({ title: 'kitchen', open: 1 });
    expect(resource.data.items.map((item) => item.userName)).toContain('User ben');
    const tip = await api.send(
      picker.resourceToolTip,
      { body: { resourceId: resources.kitchen, unitId: root.id, date: '2027-04-12' } },
      { token: anna.token },
    );
    expect(tip.data.lines.at(-1)).toEqual({ label: 'Open shifts', text: '1' });
    const quick = await api.send(
      picker.userQuickInfo,
      { body: { userId: ben.id, date: '2027-04-12' } },
      { token: planner.token },
    );
    expect(quick.data).toMatchObject({ title: 'User ben', state: 'OnShiftWithoutResource' });
    expect(quick.data.lines.map((line) => line.label)).toContain('Still to plan (target minus planned)');
    const row = await api.send(
      picker.userToolTip,
      { body: { userId: ben.id, date: '2027-04-12' } },
      { token: planner.token },
    );
    expect(row.data.lines[0]).toEqual({ label: 'Units', text: root.name });
    const extra = await api.send(
      picker.userExtraToolTip,
      { body: { userId: ben.id, date: '2027-04-12' } },
      { token: planner.token },
    );
    expect(extra.data.lines[0]).toEqual({ label: 'Extra units', text: 'none' });
  });
});

/** Publishes the unit's plan through 2027 (only the published plan is the employees' to see). */
async function publishPlan() {
  const published = await api.send(
    publishContracts.publish,
    { body: { groupId: root.id, publishTo: '2027-12-31' } },
    { token: admin.token },
  );
  expect(published.status).toBe(200);
}

describe('action menus', () => {
  const commandsOf = async (body: Record<string, string>, person: Person) =>
    (await api.send(actions.actionMenu, { body }, { token: person.token })).data.commands
      .filter((command) => command.commandType === 'Menu')
      .map((command) => `${command.command}${command.enabled ? '' : '(off)'}`);

  it('show each person what they may do with a slot', async () => {
    // A shift that is not published has no menu for employees (404): these are.
    await publishPlan();
    const open = await plan('2027-04-20', null);
    const annas = await plan('2027-04-21', anna.id);
    const bens = await plan('2027-04-22', ben.id);
    expect(await commandsOf({ entryId: open.id }, planner)).toEqual([
      'OPEN',
      'EDIT',
      'COPY',
      'DELETE',
      'SHOWUSERS',
    ]);
    expect(await commandsOf({ entryId: open.id }, anna)).toEqual(['OPEN', 'SETUSER', 'APPLY']);
    expect(await commandsOf({ entryId: open.id }, carl)).toEqual(['OPEN', 'SETUSER(off)', 'APPLY(off)']);
    expect(await commandsOf({ entryId: annas.id }, anna)).toEqual(['OPEN', 'SWAP', 'SHARE']);
    expect(await commandsOf({ entryId: annas.id }, ben)).toEqual(['OPEN']);

    await api.send(
      actions.shiftAction,
      { body: { actionMode: 'SWAP', entryId: annas.id, targetEntryId: bens.id } },
      { token: anna.token },
    );
    await api.send(
      actions.shiftAction,
      { body: { actionMode: 'APPLY', entryId: open.id } },
      { token: ben.token },
    );
    expect(await commandsOf({ entryId: annas.id }, anna)).toEqual(['OPEN', 'SWAPREMOVE', 'SHARE']);
    expect(await commandsOf({ entryId: annas.id }, ben)).toEqual(['OPEN', 'SWAPACCEPT', 'SWAPDENY']);
    expect(await commandsOf({ entryId: open.id }, ben)).toEqual(['OPEN', 'SETUSER', 'APPLYREMOVE']);
    const plannerMenu = (
      await api.send(actions.actionMenu, { body: { entryId: open.id } }, { token: planner.token })
    ).data.commands;
    expect(plannerMenu.find((command) => command.command === 'SETUSER')).toMatchObject({
      text: 'Give the shift to User ben',
      enabled: true,
    });
    const ghost = { unitId: root.id, date: '2027-04-23', templateId: templates.late };
    expect(await commandsOf(ghost, planner)).toEqual(['CREATE', 'SHOWUSERS']);
    expect(await commandsOf(ghost, anna)).toEqual(['REQUESTSLOT']);
  });
});

describe('home pages', () => {
  it("list someone off sick today as absent, not among today's working, and a request not decided as neither", async () => {
    const today = plainDateOf(new Date(), 'Europe/Berlin');
    const sick = present(
      (
        await api.send(
          absenceTypeContracts.create,
          { body: { caption: { de: 'Krank', en: 'Sick' }, shortName: 'K', itemClass: 2, backColor: '#c00' } },
          { token: admin.token },
        )
      ).data,
    ).id;
    const annas = await plan(today, anna.id);
    const bens = await plan(today, ben.id, 'late');
    // The planner enters Anna's sickness (approved at once); Ben asks for a day off, not decided yet.
    const entered = await api.send(
      absences.create,
      { body: { userId: anna.id, absenceTypeId: sick, begin: today, end: today } },
      { token: planner.token },
    );
    expect(entered.status, JSON.stringify(entered.error)).toBe(201);
    const asked = await api.send(
      absences.create,
      { body: { userId: ben.id, absenceTypeId: sick, begin: today, end: today } },
      { token: ben.token },
    );
    expect(asked.data.absence.state).toBe(1);
    const home = present((await api.send(actions.plannerHome, {}, { token: planner.token })).data);
    expect(home.working.map((person) => person.entryId)).toContain(bens.id);
    expect(home.working.map((person) => person.entryId)).not.toContain(annas.id);
    expect(home.absent).toMatchObject([{ userId: anna.id, reason: 'Sick' }]);
  });

  it('give a planner the requests waiting and an employee their inbox, next shifts and open shifts', async () => {
    // Near today: the employee's home looks at this month and the next.
    const today = plainDateOf(new Date(), 'Europe/Berlin');
    const annas = await plan(addDays(today, 2), anna.id);
    const bens = await plan(addDays(today, 3), ben.id);
    const open = await plan(addDays(today, 4), null);
    await api.send(
      actions.shiftAction,
      { body: { actionMode: 'SWAP', entryId: annas.id, targetEntryId: bens.id } },
      { token: anna.token },
    );
    await api.send(
      actions.shiftAction,
      { body: { actionMode: 'APPLY', entryId: open.id } },
      { token: carl.token },
    );
    await api.send(
      actions.shiftAction,
      { body: { actionMode: 'APPLY', entryId: open.id } },
      { token: ben.token },
    );

    const plannerHome = await api.send(actions.plannerHome, {}, { token: planner.token });
    expect(plannerHome.status).toBe(200);
    const pending = plannerHome.data.pendingRequests.filter(
      (request) => request.entryId === annas.id || request.entryId === open.id,
    );
    expect(pending.map((request) => [request.kind, request.requesterName]).sort()).toEqual([
      ['APPLY', 'User ben'],
      ['SWAP', 'User anna'],
    ]);
    expect(pending.find((request) => request.kind === 'SWAP')).toMatchObject({
      shiftName: 'early',
      targetUserName: 'User ben',
    });
    expect((await api.send(actions.plannerHome, {}, { token: ben.token })).status).toBe(403);

    // Employees see a unit's plan once it is published.
    await withClients(api, ({ dynamodb }) =>
      dynamodb.send(
        new UpdateItemCommand({
          TableName: api.stack.resources.tables.main,
          Key: { pk: { S: `T#${admin.customerNo}#UNIT#${root.id}` }, sk: { S: 'UNIT' } },
          UpdateExpression: 'SET publishedTo = :to',
          ExpressionAttributeValues: { ':to': { S: '2027-12-31' } },
        }),
      ),
    );
    const home = await api.send(actions.employeeHome, {}, { token: ben.token });
    expect(home.status).toBe(200);
    expect(home.data.inbox.find((request) => request.entryId === annas.id)).toMatchObject({
      kind: 'SWAP',
      requesterName: 'User anna',
      targetEntryId: bens.id,
    });
    expect(home.data.nextShifts.map((entry) => entry.id)).toContain(bens.id);
    expect(home.data.openShifts.map((entry) => entry.id)).toContain(open.id);
    expect(home.data.myRequests).toMatchObject([{ kind: 'APPLY', entryId: open.id }]);
  });
});
