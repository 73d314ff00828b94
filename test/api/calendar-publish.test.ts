/**
 * Publishing the plan (issue 10, spec `calendar/publish` and `calendar/publishedTo`): employees see a unit's
 * entries up to the published day and none after it; publishing needs calendar.publish; other tenants get 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { publishContracts as publish } from '@app/shared/calendar/publish.contracts';
import { notificationContracts } from '@app/shared/notifications/notifications.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { confirmAdministratorEmail, sentMails } from '../support/mails';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let root: TUnit;
let ward: TUnit;
let anna: { id: string; token: string };
let planner: { id: string; token: string };
let templateId: string;
const days = ['2026-12-14', '2026-12-15', '2026-12-16'];

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  stranger = await signUpTenant(api);
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  ward = present(
    (
      await api.send(
        unitContracts.create,
        { body: { name: 'Ward P', unitType: 0, parentId: root.id } },
        { token: admin.token },
      )
    ).data,
  );
  const resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Care' } }, { token: admin.token })
  ).data.id;
  templateId = present(
    (
      await api.send(
        shiftContracts.create,
        {
          body: {
            name: 'early',
            shortName: 'E',
            resourceId,
            unitId: root.id,
            itemClass: 10,
            begin: '06:00',
            end: '14:00',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  for (const date of days) {
    const saved = await api.send(
      calendar.save,
      { query: { force: 'false' }, body: { unitId: root.id, date, userId: anna.id, templateId } },
      { token: planner.token },
    );
    expect(saved.data.success).toBe(true);
  }
});

const shownDays = async (token: string) => {
  const answer = await api.send(
    calendar.list,
    { body: { from: days[0] ?? '', to: days[2] ?? '', unitIds: [root.id] } },
    { token },
  );
  expect(answer.status).toBe(200);
  return answer.data.slots
    .filter((slot) => slot.id !== null && slot.userId === anna.id)
    .map((slot) => slot.date)
    .sort();
};
const publishTo = (groupId: string, day: string, token = planner.token) =>
  api.send(publish.publish, { body: { groupId, publishTo: day } }, { token });
const publishedTo = (groupId: string, token = planner.token) =>
  api.send(publish.publishedTo, { params: { unitId: groupId } }, { token });

describe('publishing the plan', () => {
  it('shows employees the entries up to the published day and not after; planners all of them', async () => {
    expect((await publishedTo(root.id)).data).toEqual({ unitId: root.id, publishedTo: null });
    expect(await shownDays(anna.token)).toEqual([]);

    const published = await publishTo(root.id, '2026-12-15');
    expect(published.status).toBe(200);
    expect(published.data).toEqual({ unitId: root.id, publishedTo: '2026-12-15' });
    expect(await shownDays(anna.token)).toEqual(['2026-12-14', '2026-12-15']);
    expect(await shownDays(planner.token)).toEqual(days);
    expect((await publishedTo(root.id, anna.token)).data.publishedTo).toBe('2026-12-15');

    // Taken back to an earlier day: the later days are hidden again.
    expect((await publishTo(root.id, '2026-12-14')).status).toBe(200);
    expect(await shownDays(anna.token)).toEqual(['2026-12-14']);
  });

  it('keeps the published day through an edit of the unit', async () => {
    expect((await publishTo(ward.id, '2026-12-20')).status).toBe(200);
    const unit = present(
      (await api.send(unitContracts.list, {}, { token: admin.token })).data.find(
        (candidate) => candidate.id === ward.id,
      ),
    );
    const renamed = await api.send(
      unitContracts.update,
      {
        params: { unitId: ward.id },
        body: {
          name: 'Ward P2',
          unitType: unit.unitType,
          parentId: unit.parentId,
          enabled: true,
          version: unit.version,
        },
      },
      { token: admin.token },
    );
    expect(renamed.status).toBe(200);
    expect((await publishedTo(ward.id)).data.publishedTo).toBe('2026-12-20');
  });

  it('needs calendar.publish to publish, and lets employees ask only of their own units', async () => {
    const denied = await publishTo(root.id, '2026-12-31', anna.token);
    expect(denied.status).toBe(403);
    expect((await publishedTo(root.id)).data.publishedTo).toBe('2026-12-14');
    expect((await publishedTo(ward.id, anna.token)).status).toBe(403);
  });

  it("tells the unit's people of days published anew, in the bell and by mail; taking days back tells nobody", async () => {
    await confirmAdministratorEmail(api, admin.customerNo);
    const published = async (token: string) =>
      (
        await api.send(notificationContracts.notificationsList, { query: { limit: 50 } }, { token })
      ).data.items.filter((item) => item.messageKey === 'plan.published');
    const mailsToAnna = async () =>
      (await sentMails(api)).filter((mail) => mail.destination.to.includes('anna@example.com'));
    const before = (await published(anna.token)).length;
    const mailsBefore = (await mailsToAnna()).length;

    expect((await publishTo(root.id, '2026-12-31')).status).toBe(200);
    const told = await published(anna.token);
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({
      params: { unit: root.name, to: '2026-12-31' },
      link: { kind: 'calendar', date: '2026-12-31' },
    });
    // The planner who published is not told of their own act.
    expect(await published(planner.token)).toHaveLength(0);
    await expect.poll(async () => (await mailsToAnna()).length).toBe(mailsBefore + 1);
    const mail = (await mailsToAnna()).at(-1);
    expect(mail?.subject).toContain(root.name);
    expect(mail?.body.text).toContain('/calendar?date=2026-12-31');

    // Back to an earlier day: nothing new to read, nobody is told.
    expect((await publishTo(root.id, '2026-12-14')).status).toBe(200);
    expect(await published(anna.token)).toHaveLength(before + 1);
  });

  it('shows per person what publishing to a day puts out or takes back, and changes nothing', async () => {
    const open = await api.send(
      calendar.save,
      { query: { force: 'false' }, body: { unitId: root.id, date: '2026-12-20', userId: null, templateId } },
      { token: planner.token },
    );
    expect(open.data.success).toBe(true);
    const preview = (day: string, token = planner.token) =>
      api.send(publish.preview, { query: { unitId: root.id, publishTo: day } }, { token });

    // Published to 14 December: the 15th and 16th go out with the 31st, and the open shift of the 20th.
    const out = await preview('2026-12-31');
    expect(out.status).toBe(200);
    expect(out.data).toMatchObject({
      publishedTo: '2026-12-14',
      publishTo: '2026-12-31',
      change: 'publish',
      from: '2026-12-15',
      to: '2026-12-31',
      open: 1,
    });
    expect(out.data.people.map((person) => [person.userId, person.entries])).toEqual([[anna.id, 2]]);
    const person = present(out.data.people[0]);
    expect(person.name).not.toBe('');
    expect(person.minutes).toBeGreaterThanOrEqual(2 * 7 * 60);

    // Back to the 13th: Anna's shift of the 14th is taken back.
    const back = await preview('2026-12-13');
    expect(back.data).toMatchObject({ change: 'withdraw', from: '2026-12-14', to: '2026-12-14', open: 0 });
    expect(back.data.people.map((person) => [person.userId, person.entries])).toEqual([[anna.id, 1]]);
    expect((await preview('2026-12-14')).data).toMatchObject({ change: 'none', people: [], open: 0 });

    // A look only: nothing published, nobody told.
    expect((await publishedTo(root.id)).data.publishedTo).toBe('2026-12-14');
    expect((await preview('2026-12-31', anna.token)).status).toBe(403);
    expect((await preview('2026-12-31', stranger.token)).status).toBe(404);
    const wrong = await api.call(
      'GET',
      `/api/calendar/publish/preview?unitId=${root.id}&publishTo=2026-13-01`,
      {
        token: planner.token,
      },
    );
    expect(wrong.status).toBe(400);
  });

  it("answers 404 to another tenant's units", async () => {
    expect((await publishTo(root.id, '2026-12-31', stranger.token)).status).toBe(404);
    expect((await publishedTo(root.id, stranger.token)).status).toBe(404);
    expect((await publishedTo(root.id)).data.publishedTo).toBe('2026-12-14');
  });
});
