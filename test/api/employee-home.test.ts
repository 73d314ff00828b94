/**
 * The employee's home (issue 27): today and the next 14 days of their published shifts, whatever the weekday,
 * each with the colleagues on it; the colleagues' shifts to swap for; the open shifts they may take (the
 * validator's check); nothing of another tenant.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { publishContracts } from '@app/shared/calendar/publish.contracts';
import { shiftActionContracts as actions } from '@app/shared/calendar/shift-actions.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { addDays, isoWeekdayOf } from '@app/shared/time/tenant-time';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
const templates = { early: '', late: '' };
type Person = { id: string; token: string };
let anna: Person;
let ben: Person;
let carl: Person;
let today: string;

async function allowInteraction(person: Person): Promise<void> {
  const saved = await api.send(
    userPlanningContracts.saveWorkingTime,
    {
      params: { userId: person.id },
      body: {
        periods: [
          {
            validFrom: '2026-01-01',
            itemClass: 'Week',
            targetHours: 38.5,
            workingDays: 5,
            trackingMode: 'Calendar',
            sickCalculation: 'PlannedHours',
          },
        ],
        allowShiftInteraction: true,
        allowShiftInteractionRequest: true,
        createShift: false,
        requestedMode: 'Default',
        version: 0,
      },
    },
    { token: admin.token },
  );
  expect(saved.status).toBe(200);
}

async function plan(date: string, userId: string | null, template: keyof typeof templates = 'early') {
  const saved = await api.send(
    calendar.save,
    { query: { force: 'true' }, body: { unitId: root.id, date, userId, templateId: templates[template] } },
    { token: admin.token },
  );
  expect(saved.data.success).toBe(true);
  return present(saved.data.result);
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  const care = (
    await api.send(resourceContracts.create, { body: { caption: 'care' } }, { token: admin.token })
  ).data.id;
  for (const [name, begin, end] of [
    ['early', '06:00', '14:00'],
    ['late', '14:00', '22:00'],
  ] as const) {
    const created = await api.send(
      shiftContracts.create,
      { body: { name, shortName: name.slice(0, 2), resourceId: care, unitId: root.id, begin, end } },
      { token: admin.token },
    );
    templates[name] = present(created.data).id;
  }
  await api.send(
    unitDataContracts.saveResources,
    { params: { unitId: root.id }, body: { resourceIds: [care], version: 0 } },
    { token: admin.token },
  );
  [anna, ben, carl] = await Promise.all([
    createUserAndSignIn(api, admin, 'anna', ['employee']),
    createUserAndSignIn(api, admin, 'ben', ['employee']),
    createUserAndSignIn(api, admin, 'carl', ['employee']),
  ]);
  await allowInteraction(anna);
  today = (await api.send(actions.employeeHome, {}, { token: anna.token })).data.date;
});

describe("the employee's home", () => {
  it('lists today and the next 14 days of published shifts with colleagues, swap targets and shifts to take', async () => {
    const tomorrow = addDays(today, 1);
    // Tuesday of next week: always past a Monday-Sunday boundary, within the 15 days.
    const nextWeek = addDays(today, 8 - isoWeekdayOf(today) + 1);
    const mine = {
      tomorrow: await plan(tomorrow, anna.id),
      nextWeek: await plan(nextWeek, anna.id, 'late'),
      last: await plan(addDays(today, 14), anna.id),
      beyond: await plan(addDays(today, 15), anna.id),
    };
    const bensEarly = await plan(tomorrow, ben.id);
    const carlsLate = await plan(tomorrow, carl.id, 'late');
    const bensLate = await plan(nextWeek, ben.id, 'late');
    // Anna is free two or more days from now, not on next Tuesday nor the morning after its late shift (rest
    // time); tomorrow she works the early shift, which an open early collides with.
    const free = [2, 3, 4]
      .map((days) => addDays(today, days))
      .find((day) => day !== nextWeek && day !== addDays(nextWeek, 1));
    if (!free) throw new Error('no free day');
    const takeable = await plan(free, null);
    const colliding = await plan(tomorrow, null);

    // Nothing is published yet: the employee sees none of it.
    const before = await api.send(actions.employeeHome, {}, { token: anna.token });
    expect(before.status).toBe(200);
    expect(before.data.until).toBe(addDays(today, 14));
    expect(before.data.coming).toEqual([]);
    expect(before.data.takeable).toEqual([]);

    // Published up to the day before the window's last: that day's shift stays hidden.
    const published = await api.send(
      publishContracts.publish,
      { body: { groupId: root.id, publishTo: addDays(today, 13) } },
      { token: admin.token },
    );
    expect(published.status).toBeLessThan(300);
    const home = await api.send(actions.employeeHome, {}, { token: anna.token });
    expect(home.status).toBe(200);
    expect(home.data.coming.map((shift) => shift.entry.id)).toEqual([mine.tomorrow.id, mine.nextWeek.id]);
    const [first, second] = home.data.coming;
    // Ben works the same early shift; Carl's late one does not overlap it.
    expect(first?.colleagues).toEqual([
      expect.objectContaining({
        userId: ben.id,
        displayName: 'User ben',
        shiftName: 'early',
        begin: '06:00',
      }),
    ]);
    expect(second?.colleagues.map((colleague) => colleague.userId)).toEqual([ben.id]);
    expect(home.data.swapTargets.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([bensEarly.id, carlsLate.id, bensLate.id]),
    );
    expect(home.data.swapTargets.some((entry) => entry.userId === anna.id || entry.userId === null)).toBe(
      false,
    );
    expect(home.data.takeable.map((entry) => entry.id)).toEqual([takeable.id]);
    expect(home.data.takeable.map((entry) => entry.id)).not.toContain(colliding.id);
    expect(home.data.access).toEqual({ allowShiftInteraction: true, allowShiftInteractionRequest: true });

    // All published: the window's last day comes in, the day after stays out.
    await api.send(
      publishContracts.publish,
      { body: { groupId: root.id, publishTo: addDays(today, 40) } },
      { token: admin.token },
    );
    const all = await api.send(actions.employeeHome, {}, { token: anna.token });
    const ids = all.data.coming.map((shift) => shift.entry.id);
    expect(ids).toEqual([mine.tomorrow.id, mine.nextWeek.id, mine.last.id]);
    expect(ids).not.toContain(mine.beyond.id);
    // The swap chooser still gets the shifts past the window.
    expect(all.data.nextShifts.map((entry) => entry.id)).toContain(mine.beyond.id);

    // Ben has no working-time flags: he may take nothing.
    const bens = await api.send(actions.employeeHome, {}, { token: ben.token });
    expect(bens.data.takeable).toEqual([]);
    expect(bens.data.coming[0]?.colleagues.map((colleague) => colleague.userId)).toEqual([anna.id]);
  });

  it("lists a colleague's shift offered to the unit among the shifts to take, with the offer", async () => {
    await allowInteraction(carl);
    const day = addDays(today, 11);
    const carls = await plan(day, carl.id);
    const shared = await api.send(
      actions.shiftAction,
      { body: { actionMode: 'SHARE', entryId: carls.id } },
      { token: carl.token },
    );
    expect(shared.data.success).toBe(true);
    const home = await api.send(actions.employeeHome, {}, { token: anna.token });
    const offered = home.data.takeable.find((entry) => entry.id === carls.id);
    expect(offered?.userId).toBe(carl.id);
    expect(offered?.requests).toMatchObject([{ kind: 'SHARE', state: 'OPEN', requesterId: carl.id }]);
    // Carl's own offer is not his to take.
    const his = await api.send(actions.employeeHome, {}, { token: carl.token });
    expect(his.data.takeable.map((entry) => entry.id)).not.toContain(carls.id);
  });

  it("shows nothing of another tenant's plan", async () => {
    const other = await signUpTenant(api, { language: 'de' });
    const stranger = await createUserAndSignIn(api, other, 'stranger', ['employee']);
    const home = await api.send(actions.employeeHome, {}, { token: stranger.token });
    expect(home.status).toBe(200);
    expect(home.data.coming).toEqual([]);
    expect(home.data.swapTargets).toEqual([]);
    expect(home.data.takeable).toEqual([]);
    expect(home.data.openShifts).toEqual([]);
    const text = JSON.stringify(home.data);
    for (const id of [anna.id, ben.id, carl.id, root.id]) expect(text).not.toContain(id);
  });
});
