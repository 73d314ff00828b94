/**
 * The planning calendar's backend (issue 10): the data call over ranges and sub-units, entries with the
 * validator and its force flow, drops with optimistic locking, permissions and tenant isolation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import type { TCalendarRequest } from '@app/shared/calendar/calendar-view';
import type { TShiftEntrySave } from '@app/shared/calendar/shift-entry';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { resourceRuleContracts } from '@app/shared/resources/resource-rules.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import { createUserAndSignIn, signUpTenant, useTestApi, withClients, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let root: TUnit;
let ward: TUnit;
const templates: Record<'early' | 'late' | 'night', string> = { early: '', late: '', night: '' };
let resourceId: string;
let anna: { id: string; token: string };
let ben: { id: string; token: string };
let planner: { id: string; token: string };

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
  resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Care' } }, { token: admin.token })
  ).data.id;
  const times = {
    early: ['06:00', '14:00', 10],
    late: ['14:00', '22:00', 20],
    night: ['22:00', '06:00', 30],
  };
  for (const [name, [begin, end, itemClass]] of Object.entries(times)) {
    const created = await api.send(
      shiftContracts.create,
      {
        body: {
          name,
          shortName: name.slice(0, 1).toUpperCase(),
          resourceId,
          unitId: root.id,
          itemClass: itemClass as 10,
          begin: begin as string,
          end: end as string,
        },
      },
      { token: admin.token },
    );
    templates[name as keyof typeof templates] = present(created.data).id;
  }
  // One after the other: the local Cognito keeps its users in one file.
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  ben = await createUserAndSignIn(api, admin, 'ben', ['employee']);
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
});

const save = (body: TShiftEntrySave, options: { force?: boolean; token?: string } = {}) =>
  api.send(
    calendar.save,
    { query: { force: options.force ? 'true' : 'false' }, body },
    { token: options.token ?? planner.token },
  );
const list = (body: TCalendarRequest, token = planner.token) => api.send(calendar.list, { body }, { token });
const shift = (date: string, userId: string | null, template: keyof typeof templates = 'early') => ({
  unitId: root.id,
  date,
  userId,
  templateId: templates[template],
});

describe('the calendar data call', () => {
  it('answers rows G, F and U in display order, entries, ghosts, manning and hours for a range', async () => {
    const saved = await save({
      ...shift('2026-12-01', anna.id),
      notes: 'Bring the keys for the back door, please',
    });
    expect(saved.data).toMatchObject({ success: true, result: { userId: anna.id, minutes: 480 } });
    await save(shift('2026-12-01', null, 'late'));
    const answer = await list({ from: '2026-12-01', to: '2026-12-02', unitIds: [root.id] });
    expect(answer.status).toBe(200);
    const rows = answer.data.rows;
    expect(rows.slice(0, 2).map((row) => row.kind)).toEqual(['G', 'F']);
    const people = rows.filter((row) => row.kind === 'U').map((row) => row.kind === 'U' && row.displayName);
    expect(people).toEqual([...people].sort((a, b) => String(a).localeCompare(String(b), 'de')));
    const annaRow = rows.find((row) => row.kind === 'U' && row.userId === anna.id);
    expect(annaRow).toMatchObject({ minutesPlanned: 480, minutesRemaining: null });
    const slots = answer.data.slots.filter((slot) => slot.date === '2026-12-01');
    const annas = slots.find((slot) => slot.userId === anna.id);
    expect(annas?.notes).toBe('Bring the keys for the ba…');
    expect(annas?.rowKey).toBe(annaRow?.key);
    // The late shift is stored open; early is filled, night still wanted: one ghost (no manning level).
    const ghosts = slots.filter((slot) => slot.id === null);
    expect(ghosts.map((slot) => slot.templateId)).toEqual([templates.night]);
    // With the template's hours, as a planned night will have them (the details dialog shows them).
    expect(ghosts[0]?.minutes).toBe(480);
    expect(
      slots.some((slot) => slot.id !== null && slot.userId === null && slot.templateId === templates.late),
    ).toBe(true);
    expect(answer.data.manning.filter((day) => day.unitId === root.id)).toHaveLength(2);
    expect(answer.data.access).toMatchObject({ plan: true });
    expect(answer.data.holidays.every((holiday) => holiday.unitIds.includes(root.id))).toBe(true);
  });

  it("offers no ghost of a resource's templates on the days a resource rule keeps templates out", async () => {
    const ghostDays = async () => {
      const answer = await list({ from: '2027-03-01', to: '2027-03-03', unitIds: [root.id] });
      expect(answer.status).toBe(200);
      return [...new Set(answer.data.slots.filter((slot) => slot.id === null).map((slot) => slot.date))];
    };
    expect(await ghostDays()).toEqual(['2027-03-01', '2027-03-02', '2027-03-03']);
    const saved = await api.send(
      resourceRuleContracts.saveResourceRules,
      {
        body: {
          resourceId,
          rules: [
            {
              unitId: null,
              description: 'Closed for works',
              noTemplates: true,
              entryBegin: '2027-03-02',
              entryEnd: '2027-03-02',
            },
          ],
        },
      },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    expect(await ghostDays()).toEqual(['2027-03-01', '2027-03-03']);
    await api.send(
      resourceRuleContracts.saveResourceRules,
      { body: { resourceId, rules: [] } },
      { token: admin.token },
    );
  });

  it('includes sub-units from the tree, refuses more than 385 days and a reversed range', async () => {
    const withSub = await list({
      from: '2026-12-01',
      to: '2026-12-01',
      unitIds: [root.id],
      withSubUnits: true,
    });
    const groups = withSub.data.rows.filter((row) => row.kind === 'G');
    expect(groups.map((row) => row.kind === 'G' && [row.unitId, row.depth])).toEqual([
      [root.id, 0],
      [ward.id, 1],
    ]);
    const tooLong = await list({ from: '2026-01-01', to: '2027-01-21', unitIds: [root.id] });
    expect(tooLong.status).toBe(400);
    const longest = await list({ from: '2026-01-01', to: '2027-01-20', unitIds: [root.id] });
    expect(longest.status).toBe(200);
    const reversed = await list({ from: '2026-12-02', to: '2026-12-01', unitIds: [root.id] });
    expect(reversed.status).toBe(400);
  });

  it('hides entries of a disabled template unless showDisabled', async () => {
    const resource = await api.send(
      resourceContracts.create,
      { body: { caption: 'Old' } },
      { token: admin.token },
    );
    const old = present(
      (
        await api.send(
          shiftContracts.create,
          {
            body: { name: 'Old', shortName: 'O', resourceId: resource.data.id, begin: '08:00', end: '12:00' },
          },
          { token: admin.token },
        )
      ).data,
    );
    const entry = await save({ unitId: root.id, date: '2026-12-03', userId: null, templateId: old.id });
    expect(entry.data.success).toBe(true);
    await api.send(
      shiftContracts.setEnabled,
      { params: { templateId: old.id }, body: { enabled: false, version: old.version } },
      { token: admin.token },
    );
    const ids = async (showDisabled: boolean) =>
      (await list({ from: '2026-12-03', to: '2026-12-03', unitIds: [root.id], showDisabled })).data.slots.map(
        (slot) => slot.id,
      );
    expect(await ids(false)).not.toContain(entry.data.result?.id);
    expect(await ids(true)).toContain(entry.data.result?.id);
  });

  it("shows an employee their units' plan only up to publishedTo, and no other unit", async () => {
    await save(shift('2026-12-04', anna.id));
    const own = await list({ from: '2026-12-04', to: '2026-12-04', unitIds: [root.id] }, anna.token);
    expect(own.status).toBe(200);
    expect(own.data.publishedTo[root.id]).toBeNull();
    expect(own.data.slots.filter((slot) => slot.id !== null && !slot.foreign)).toEqual([]);
    expect(own.data.access.plan).toBe(false);
    const other = await list({ from: '2026-12-04', to: '2026-12-04', unitIds: [ward.id] }, anna.token);
    expect(other.status).toBe(403);
  });

  it("answers 404 to another tenant's units and entries", async () => {
    const entry = present((await save(shift('2026-12-05', null))).data.result);
    const units = await list({ from: '2026-12-05', to: '2026-12-05', unitIds: [root.id] }, stranger.token);
    expect(units.status).toBe(404);
    const read = await api.send(calendar.entry, { params: { entryId: entry.id } }, { token: stranger.token });
    expect(read.status).toBe(404);
    const removed = await api.send(
      calendar.delete,
      { params: { entryId: entry.id }, query: { version: '1' } },
      { token: stranger.token },
    );
    expect(removed.status).toBe(404);
    expect(
      (await api.send(calendar.entry, { params: { entryId: entry.id } }, { token: planner.token })).status,
    ).toBe(200);
  });
});

describe('entries', () => {
  it('refuses planning without calendar.plan', async () => {
    const answer = await save(shift('2026-12-06', anna.id), { token: anna.token });
    expect(answer.status).toBe(403);
  });

  it('counts a night shift over the clock changes: 7 hours into the last Sunday of March, 9 into October', async () => {
    const march = await save(shift('2026-03-28', ben.id, 'night'));
    const october = await save(shift('2026-10-24', ben.id, 'night'));
    expect(march.data.result?.minutes).toBe(420);
    expect(october.data.result?.minutes).toBe(540);
  });

  it('moves an entry to another day under a new id, and refuses a stale version', async () => {
    const first = present((await save(shift('2026-12-08', ben.id))).data.result);
    const moved = await save({ ...shift('2026-12-09', ben.id), id: first.id, version: first.version });
    expect(moved.data.success).toBe(true);
    expect(moved.data.result?.id).not.toBe(first.id);
    expect(
      (await api.send(calendar.entry, { params: { entryId: first.id } }, { token: planner.token })).status,
    ).toBe(404);
    const next = present(moved.data.result);
    const stale = await api.send(
      calendar.delete,
      { params: { entryId: next.id }, query: { version: String(next.version + 1) } },
      { token: planner.token },
    );
    expect(stale.status).toBe(409);
    const removed = await api.send(
      calendar.delete,
      { params: { entryId: next.id }, query: { version: String(next.version) } },
      { token: planner.token },
    );
    expect(removed.data).toMatchObject({ success: true, result: { id: next.id, deleted: true } });
  });

  it('warns before a delete leaves a day below its minimum staffing, and deletes it only when forced', async () => {
    // Two people in the morning; then the rule asks for two.
    const annas = present((await save(shift('2027-01-20', anna.id), { token: admin.token })).data.result);
    expect((await save(shift('2027-01-20', ben.id), { token: admin.token })).data.success).toBe(true);
    const rule = await api.send(
      rulesContracts.saveRule,
      {
        body: {
          ruleType: 'MINOC',
          name: 'Two in the morning',
          scope: { kind: 'unit', ids: [root.id] },
          validity: { from: '2027-01-20', to: '2027-01-20' },
          settings: { minimum: 2, from: '06:00', to: '14:00' },
        },
      },
      { token: admin.token },
    );
    expect(rule.status, JSON.stringify(rule.error)).toBe(200);
    const remove = (force: boolean) =>
      api.send(
        calendar.delete,
        {
          params: { entryId: annas.id },
          query: { version: String(annas.version), force: force ? 'true' : 'false' },
        },
        { token: admin.token },
      );
    const refused = await remove(false);
    expect(refused.data).toMatchObject({ success: false, result: null, model: { allowForce: true } });
    expect(refused.data.model.messages.map((message) => message.message)).toEqual([
      expect.stringContaining('Two in the morning'),
    ]);
    expect(
      (await api.send(calendar.entry, { params: { entryId: annas.id } }, { token: admin.token })).status,
    ).toBe(200);
    expect((await remove(true)).data).toMatchObject({
      success: true,
      result: { id: annas.id, deleted: true },
    });
    expect(
      (await api.send(calendar.entry, { params: { entryId: annas.id } }, { token: admin.token })).status,
    ).toBe(404);
  });
});

describe('the validator and the force flow', () => {
  it('refuses overlapping shifts of a person with an error that cannot be forced', async () => {
    await save(shift('2026-12-10', ben.id, 'early'));
    const overlap = await save({
      ...shift('2026-12-10', ben.id),
      templateId: null,
      resourceId,
      begin: '12:00',
      end: '16:00',
    });
    expect(overlap.data).toMatchObject({ success: false, result: null, model: { allowForce: false } });
    expect(overlap.data.model.messages[0]).toMatchObject({
      check: 'default.overlap',
      level: 'ERR',
      forceable: false,
    });
    const forced = await save(
      { ...shift('2026-12-10', ben.id), templateId: null, resourceId, begin: '12:00', end: '16:00' },
      { force: true },
    );
    expect(forced.data.success).toBe(false);
  });

  it('warns about less than 11 hours of rest, in the caller language, and writes it when forced', async () => {
    await save(shift('2026-12-11', ben.id, 'late'));
    const early = await save(shift('2026-12-12', ben.id, 'early'));
    expect(early.data).toMatchObject({ success: false, model: { allowForce: true } });
    const message = present(early.data.model.messages.find((candidate) => candidate.check === 'legal.rest'));
    expect(message).toMatchObject({
      level: 'WRN',
      messageKey: 'rules.finding.legal.rest',
      params: { hours: 8 },
    });
    expect(message.message).toContain('Only 8 h rest');
    const forced = await save(shift('2026-12-12', ben.id, 'early'), { force: true });
    expect(forced.data.success).toBe(true);
  });

  it('reads the neighbouring month for rest time at a month edge, and warns about a foreign unit', async () => {
    await save(shift('2026-12-31', ben.id, 'night'));
    const next = await save(shift('2027-01-01', ben.id, 'early'));
    // New Year's Day is a public holiday: the legal profile flags work on it too.
    expect(next.data.model.messages.map((message) => message.check)).toEqual(['legal.rest', 'legal.holiday']);
    const foreign = await save({ ...shift('2026-12-18', ben.id), unitId: ward.id });
    expect(foreign.data.model.messages.map((message) => message.check)).toEqual(['default.foreignUnit']);
  });

  it('stops the 101st forced call of a day with TOO_MANY_CALLS', async () => {
    const today = plainDateOf(new Date(), 'Europe/Berlin');
    await withClients(api, ({ dynamodb }) =>
      dynamodb.send(
        new PutItemCommand({
          TableName: api.stack.resources.tables.main,
          Item: {
            pk: { S: `T#${admin.customerNo}#USER#${planner.id}` },
            sk: { S: `FORCE#${today}` },
            type: { S: 'FORCE' },
            count: { N: '99' },
          },
        }),
      ),
    );
    const hundredth = await save(shift('2026-12-21', null), { force: true });
    expect(hundredth.status).toBe(200);
    const next = await save(shift('2026-12-22', null), { force: true });
    expect(next.status).toBe(429);
    expect(next.error?.code).toBe('TOO_MANY_CALLS');
  });
});

describe('drops', () => {
  it('lets exactly one of two concurrent drops on the same open slot win', async () => {
    const slot = present((await save(shift('2026-12-14', null, 'late'))).data.result);
    const drop = (userId: string) =>
      api.send(
        calendar.execute,
        {
          body: {
            command: 'DROP_SETUSER',
            data: {
              sourceUserId: userId,
              targetEntryId: slot.id,
              targetGroupId: root.id,
              targetUserId: null,
              targetDate: slot.date,
              version: slot.version,
            },
          },
        },
        { token: planner.token },
      );
    const answers = await Promise.all([drop(anna.id), drop(ben.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const read = await api.send(calendar.entry, { params: { entryId: slot.id } }, { token: planner.token });
    const winner = answers.find((answer) => answer.status === 200);
    expect(read.data.userId).toBe(winner?.data.result?.[0]?.userId);
  });

  it('fills a ghost from its template, moves an entry to another person and copies it', async () => {
    const ghost = await api.send(
      calendar.execute,
      {
        body: {
          command: 'DROP_SETUSER',
          data: {
            sourceUserId: anna.id,
            targetTemplateId: templates.early,
            targetGroupId: root.id,
            targetUserId: null,
            targetDate: '2026-12-24',
          },
        },
      },
      { token: planner.token },
    );
    const filled = present(ghost.data.result?.[0], JSON.stringify(ghost.error ?? ghost.data));
    expect(filled).toMatchObject({ userId: anna.id, templateId: templates.early, date: '2026-12-24' });
    const moved = await api.send(
      calendar.execute,
      {
        body: {
          command: 'DROP_MOVEUSER',
          data: {
            sourceEntryId: filled.id,
            targetGroupId: root.id,
            targetUserId: ben.id,
            targetDate: '2026-12-24',
            version: filled.version,
          },
        },
      },
      { token: planner.token },
    );
    expect(moved.data.result?.[0]).toMatchObject({ id: filled.id, userId: ben.id, version: 2 });
    const copied = await api.send(
      calendar.execute,
      {
        body: {
          command: 'DROP_COPY',
          data: {
            sourceEntryId: filled.id,
            targetGroupId: root.id,
            targetUserId: anna.id,
            targetDate: '2026-12-28',
          },
        },
      },
      { token: planner.token },
    );
    expect(copied.data.result?.[0]).toMatchObject({ userId: anna.id, date: '2026-12-28' });
    expect(copied.data.result?.[0]?.id).not.toBe(filled.id);

    // Into another month: another partition, so the entry gets a new id and the old one is gone.
    const copy = present(copied.data.result?.[0]);
    const nextMonth = await api.send(
      calendar.execute,
      {
        body: {
          command: 'DROP_MOVEUSER',
          data: {
            sourceEntryId: copy.id,
            targetGroupId: root.id,
            targetUserId: ben.id,
            targetDate: '2027-01-02',
            version: copy.version,
          },
        },
      },
      { token: planner.token },
    );
    const movedOn = present(nextMonth.data.result?.[0], JSON.stringify(nextMonth.error ?? nextMonth.data));
    expect(movedOn).toMatchObject({ userId: ben.id, date: '2027-01-02', templateId: templates.early });
    expect(movedOn.id).not.toBe(copy.id);
    const old = await api.send(calendar.entry, { params: { entryId: copy.id } }, { token: planner.token });
    expect(old.status).toBe(404);
    const read = await api.send(
      calendar.entry,
      { params: { entryId: movedOn.id } },
      { token: planner.token },
    );
    expect(read.data).toMatchObject({ userId: ben.id, date: '2027-01-02' });
  });
});

describe('the weekly average of the legal profile', () => {
  const long = (date: string) => ({
    unitId: root.id,
    date,
    userId: anna.id,
    templateId: null,
    resourceId,
    begin: '07:00',
    end: '17:00',
  });
  const weekdays = (monday: string) => [0, 1, 2, 3, 4].map((day) => addDays(monday, day));
  const weeklyChecks = (messages: readonly { check: string }[]) =>
    messages.filter((message) => message.check === 'legal.weekly');

  it("averages a week of 50 hours over the profile's weeks, reading back into the month before", async () => {
    // Week of 22 February 2027: five days of 10 hours. Over the default 24 weeks that is 2.1 hours a week.
    for (const date of weekdays('2027-02-22')) {
      const saved = await save(long(date));
      expect(saved.data.success, date).toBe(true);
    }
    const profile = await api.send(rulesContracts.ruleProfile, {}, { token: admin.token });
    const changed = await api.send(
      rulesContracts.saveRuleProfile,
      {
        body: {
          legal: { ...profile.data.legal, averageWeeks: 2 },
          defaults: profile.data.defaults,
          version: profile.data.version,
        },
      },
      { token: admin.token },
    );
    expect(changed.status).toBe(200);
    try {
      // The next week alike: averaged with the week before, in February, 50 hours over 2 weeks.
      const march = weekdays('2027-03-01');
      for (const date of march.slice(0, 4)) expect((await save(long(date))).data.success, date).toBe(true);
      const fifth = await save(long(present(march[4])));
      expect(fifth.data).toMatchObject({ success: false, model: { allowForce: true } });
      expect(weeklyChecks(fifth.data.model.messages)).toMatchObject([
        { params: { hours: 50, weeks: 2, from: '2027-02-22', to: '2027-03-07' } },
      ]);
      // The planner has used up their forced calls of the day (the test before): the administrator forces it.
      const forced = await save(long(present(march[4])), { force: true, token: admin.token });
      expect(forced.data.success).toBe(true);
      // The calendar of March's first week marks it too: its past week is read back as well.
      const view = await list({ from: '2027-03-01', to: '2027-03-07', unitIds: [root.id] });
      const marker = present(view.data.ruleMarkers.find((candidate) => candidate.userId === anna.id));
      expect(marker.message).toContain('50 h a week on average over 2 weeks');
    } finally {
      const current = await api.send(rulesContracts.ruleProfile, {}, { token: admin.token });
      await api.send(
        rulesContracts.saveRuleProfile,
        { body: { ...current.data, legal: profile.data.legal } },
        { token: admin.token },
      );
    }
  });
});
