/**
 * Serial absences (issue 30): a weekly series created as many absences of their own (the person's list and the
 * calendar show each), approved as a whole from one line of the approver's inbox, one occurrence edited alone,
 * all following edited (the series splits), all deleted, an occurrence deleted alone staying out of an edit of
 * the series; the rules checked for every occurrence with the days refused; one audit entry per operation; the
 * bounds; another tenant sees nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import { absenceSeriesContracts as series } from '@app/shared/absences/absence-series.contracts';
import type { TAbsenceCreate } from '@app/shared/absences/absence';
import type { TAbsenceRepeat } from '@app/shared/absences/absence-repeat';
import type { TAbsenceSeriesUpdate } from '@app/shared/absences/absence-series';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { notificationContracts } from '@app/shared/notifications/notifications.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let root: TUnit;
let schoolTypeId: string;
type Person = { id: string; token: string; version: number };
let anna: Person;
let planner: Person;

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  stranger = await signUpTenant(api);
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  schoolTypeId = present(
    (
      await api.send(
        absenceTypeContracts.create,
        {
          body: {
            caption: { de: 'Berufsschule', en: 'Vocational school' },
            shortName: 'BS',
            itemClass: 99,
            backColor: '#00897b',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  // One after the other: the local Cognito keeps its users in one file.
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  for (const person of [anna, planner]) {
    const moved = await api.send(
      userUnitContracts.move,
      { params: { userId: person.id }, body: { unitId: root.id, version: person.version } },
      { token: admin.token },
    );
    person.version = present(moved.data).version;
  }
});

const tuesdays = (end: TAbsenceRepeat['end']): TAbsenceRepeat => ({
  rule: { type: 'weekly', every: 1, weekdays: ['Tu'] },
  end,
});
const createSeries = (
  body: Partial<TAbsenceCreate> & { begin: string; end: string; serial: TAbsenceRepeat | null },
  token = anna.token,
) =>
  api.send(absences.create, { body: { userId: anna.id, absenceTypeId: schoolTypeId, ...body } }, { token });
const seriesOf = async (seriesId: string, token = anna.token) =>
  present((await api.send(series.seriesGet, { params: { seriesId } }, { token })).data);
const annasAbsences = async (from: string, to: string) =>
  present(
    (
      await api.send(
        absences.ofPerson,
        { params: { userId: anna.id }, query: { from, to } },
        { token: anna.token },
      )
    ).data,
  );
const messageKeys = async (who: Person) =>
  present(
    (await api.send(notificationContracts.notificationsList, { query: { limit: 50 } }, { token: who.token }))
      .data,
  ).items.map((item) => item.messageKey);
const auditOf = async (
  action: 'absenceSeries.create' | 'absenceSeries.state' | 'absenceSeries.update',
  id: string,
) =>
  present(
    (await api.send(auditContracts.list, { query: { action } }, { token: admin.token })).data,
  ).items.filter((entry) => entry.targetId === id);

describe('a weekly series', () => {
  it('is created as an absence per occurrence, each on the list and in the calendar, with one audit entry', async () => {
    const created = await createSeries({
      begin: '2027-09-07',
      end: '2027-09-07',
      notes: 'Berufsschule',
      serial: tuesdays({ type: 3, count: 6 }),
    });
    expect(created.status).toBe(201);
    const result = present(created.data);
    const seriesId = present(result.series).id;
    expect(result.series).toMatchObject({ occurrences: 6, days: 6, first: '2027-09-07', last: '2027-10-12' });
    expect(result.absence).toMatchObject({
      begin: '2027-09-07',
      state: 1,
      seriesId,
      seriesDate: '2027-09-07',
    });

    const listed = await annasAbsences('2027-09-01', '2027-10-31');
    expect(listed.map((absence) => absence.begin)).toEqual([
      '2027-09-07',
      '2027-09-14',
      '2027-09-21',
      '2027-09-28',
      '2027-10-05',
      '2027-10-12',
    ]);
    expect(new Set(listed.map((absence) => absence.seriesId))).toEqual(new Set([seriesId]));
    const slots = present(
      (
        await api.send(
          calendar.list,
          { body: { from: '2027-09-13', to: '2027-09-19', unitIds: [root.id] } },
          { token: planner.token },
        )
      ).data,
    ).slots.filter((slot) => listed.some((absence) => absence.id === slot.id));
    expect(slots).toMatchObject([{ date: '2027-09-14', state: 1 }]);

    const read = await seriesOf(seriesId);
    expect(read.occurrences).toHaveLength(6);
    expect(read).toMatchObject({ last: '2027-10-12', series: { userId: anna.id, breaks: [] } });
    const audit = await auditOf('absenceSeries.create', seriesId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ count: 6, first: '2027-09-07', last: '2027-10-12', state: 1 });
  });

  it('is one request in the approver’s inbox, approved as a whole, and its person is told once', async () => {
    const created = present(
      (
        await createSeries({
          begin: '2028-01-04',
          end: '2028-01-04',
          serial: tuesdays({ type: 3, count: 4 }),
        })
      ).data,
    );
    const seriesId = present(created.series).id;
    const inbox = present((await api.send(absences.inbox, {}, { token: planner.token })).data);
    const lines = inbox.approvals.filter((line) => line.absence.seriesId === seriesId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      absence: { begin: '2028-01-04' },
      series: { occurrences: 4, days: 4, pattern: { rule: { type: 'weekly', weekdays: ['Tu'] } } },
    });
    expect(await messageKeys(planner)).toContain('absence.seriesRequested');

    // Anna cannot decide her own series; the planner approves it whole.
    const own = await api.send(
      series.seriesChangeState,
      { params: { seriesId }, body: { state: 'Approve' } },
      { token: anna.token },
    );
    expect(own.status).toBe(403);
    const approved = await api.send(
      series.seriesChangeState,
      { params: { seriesId }, body: { state: 'Approve', reason: 'Viel Erfolg' } },
      { token: planner.token },
    );
    expect(approved.status).toBe(200);
    expect(approved.data).toMatchObject({ changed: 4, series: { occurrences: 4 } });
    expect((await seriesOf(seriesId)).occurrences.map((absence) => absence.state)).toEqual([3, 3, 3, 3]);
    const after = present((await api.send(absences.inbox, {}, { token: planner.token })).data);
    expect(after.approvals.filter((line) => line.absence.seriesId === seriesId)).toEqual([]);
    expect((await messageKeys(anna)).filter((key) => key === 'absence.seriesApproved')).toHaveLength(1);
    const audit = await auditOf('absenceSeries.state', seriesId);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ count: 4, target: 'Approve', state: 3 });

    // Nothing left to approve: the whole is refused, as for one absence in its state.
    const again = await api.send(
      series.seriesChangeState,
      { params: { seriesId }, body: { state: 'Approve' } },
      { token: planner.token },
    );
    expect(again.status).toBe(409);
    // A single school day that does not take place is cancelled alone (the approver, with a reason).
    const [, second] = (await seriesOf(seriesId)).occurrences;
    const cancelled = await api.send(
      absences.changeState,
      { body: { appointmentId: present(second).id, state: 'Cancel', reason: 'Schule fällt aus' } },
      { token: planner.token },
    );
    expect(cancelled.status).toBe(200);
    expect((await seriesOf(seriesId)).occurrences.map((absence) => absence.state)).toEqual([3, 5, 3, 3]);
  });
});

describe('editing and deleting', () => {
  let seriesId: string;
  let version: number;
  const fields = (overrides: Partial<TAbsenceSeriesUpdate>): TAbsenceSeriesUpdate => ({
    absenceTypeId: schoolTypeId,
    begin: '2029-03-06',
    end: '2029-03-06',
    beginState: 'full',
    endState: 'full',
    beginTime: null,
    endTime: null,
    notes: '',
    serial: tuesdays({ type: 3, count: 6 }),
    version,
    ...overrides,
  });

  beforeAll(async () => {
    const created = present(
      (
        await createSeries({
          begin: '2029-03-06',
          end: '2029-03-06',
          serial: tuesdays({ type: 3, count: 6 }),
        })
      ).data,
    );
    seriesId = present(created.series).id;
    version = 1;
  });

  it('edits one occurrence alone: the others stay, and it stays in its series', async () => {
    const third = present((await seriesOf(seriesId)).occurrences[2]);
    const edited = await api.send(
      absences.update,
      {
        params: { absenceId: third.id },
        body: {
          absenceTypeId: schoolTypeId,
          begin: '2029-03-21',
          end: '2029-03-21',
          notes: 'Prüfung',
          version: third.version,
        },
      },
      { token: anna.token },
    );
    expect(edited.status).toBe(200);
    const now = (await seriesOf(seriesId)).occurrences;
    expect(now.map((absence) => absence.begin)).toEqual([
      '2029-03-06',
      '2029-03-13',
      '2029-03-21',
      '2029-03-27',
      '2029-04-03',
      '2029-04-10',
    ]);
    expect(now[2]).toMatchObject({ notes: 'Prüfung', seriesId, seriesDate: '2029-03-20' });
    expect(now.filter((absence) => absence.notes === 'Prüfung')).toHaveLength(1);
  });

  it('edits all following: the series ends the day before, the rest becomes a new series on Wednesdays', async () => {
    const answer = await api.send(
      series.seriesUpdate,
      {
        params: { seriesId },
        body: fields({
          begin: '2029-03-28',
          end: '2029-03-28',
          notes: 'Mittwochs',
          from: '2029-03-27',
          serial: {
            rule: { type: 'weekly', every: 1, weekdays: ['We'] },
            end: { type: 2, date: '2029-04-11' },
          },
        }),
      },
      { token: anna.token },
    );
    expect(answer.status).toBe(200);
    const result = present(answer.data);
    const newSeriesId = present(result.newSeriesId);
    expect(result.series).toMatchObject({
      id: newSeriesId,
      occurrences: 3,
      first: '2029-03-28',
      last: '2029-04-11',
    });

    const before = await seriesOf(seriesId);
    expect(before.series.pattern.end).toEqual({ type: 2, date: '2029-03-26' });
    expect(before.occurrences.map((absence) => absence.begin)).toEqual([
      '2029-03-06',
      '2029-03-13',
      '2029-03-21',
    ]);
    expect(before.occurrences[2]).toMatchObject({ notes: 'Prüfung' });
    const following = await seriesOf(newSeriesId);
    expect(following.occurrences.map((absence) => [absence.begin, absence.notes])).toEqual([
      ['2029-03-28', 'Mittwochs'],
      ['2029-04-04', 'Mittwochs'],
      ['2029-04-11', 'Mittwochs'],
    ]);
    // The Tuesday occurrences of those weeks are gone from the list: one absence a week, as before.
    expect((await annasAbsences('2029-03-25', '2029-04-15')).map((absence) => absence.begin)).toEqual([
      '2029-03-28',
      '2029-04-04',
      '2029-04-11',
    ]);
    version = before.series.version;
    expect(await auditOf('absenceSeries.update', seriesId)).toMatchObject([
      { after: { from: '2029-03-27', newSeriesId, count: 6, created: 3, removed: 3 } },
    ]);
  });

  it('keeps an occurrence deleted alone out of an edit of all, and deletes all', async () => {
    const planned = present(
      (
        await createSeries({
          begin: '2029-06-05',
          end: '2029-06-05',
          state: 2,
          serial: tuesdays({ type: 2, date: '2029-06-26' }),
        })
      ).data,
    );
    const plannedId = present(planned.series).id;
    const second = present((await seriesOf(plannedId)).occurrences[1]);
    expect(
      (
        await api.send(
          absences.delete,
          { params: { absenceId: second.id }, query: { version: second.version } },
          { token: anna.token },
        )
      ).status,
    ).toBe(204);
    const broken = await seriesOf(plannedId);
    expect(broken.series.breaks).toEqual(['2029-06-12']);
    const all = await api.send(
      series.seriesUpdate,
      {
        params: { seriesId: plannedId },
        body: fields({
          begin: '2029-06-05',
          end: '2029-06-05',
          notes: 'Alle',
          serial: tuesdays({ type: 2, date: '2029-06-26' }),
          version: broken.series.version,
        }),
      },
      { token: anna.token },
    );
    expect(all.status).toBe(200);
    const edited = await seriesOf(plannedId);
    expect(edited.occurrences.map((absence) => [absence.begin, absence.notes, absence.state])).toEqual([
      ['2029-06-05', 'Alle', 2],
      ['2029-06-19', 'Alle', 2],
      ['2029-06-26', 'Alle', 2],
    ]);

    const deleted = await api.send(
      series.seriesDelete,
      { params: { seriesId: plannedId }, query: { version: edited.series.version } },
      { token: anna.token },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.data).toMatchObject({ series: null, changed: 3 });
    expect(
      (await api.send(series.seriesGet, { params: { seriesId: plannedId } }, { token: anna.token })).status,
    ).toBe(404);
    expect(await annasAbsences('2029-06-01', '2029-06-30')).toEqual([]);
  });

  it('refuses the person’s delete of requested occurrences (they withdraw them) and lets them withdraw all', async () => {
    const current = await seriesOf(seriesId);
    const refused = await api.send(
      series.seriesDelete,
      { params: { seriesId }, query: { version: current.series.version } },
      { token: anna.token },
    );
    expect(refused.status).toBe(409);
    const withdrawn = await api.send(
      series.seriesChangeState,
      { params: { seriesId }, body: { state: 'Cancel' } },
      { token: anna.token },
    );
    expect(withdrawn.status).toBe(200);
    expect((await seriesOf(seriesId)).occurrences.map((absence) => absence.state)).toEqual([5, 5, 5]);
  });
});

describe('the rules', () => {
  it('are checked for every occurrence: a barrier refuses the series and names the days refused', async () => {
    const rule = await api.send(
      rulesContracts.saveRule,
      {
        body: {
          ruleType: 'BARRIER',
          name: 'Exams',
          scope: { kind: 'company', ids: [] },
          validity: { from: '2031-02-10', to: '2031-02-20' },
          severity: { level: 'ERR', allowForce: false },
          settings: { eventClasses: [99] },
        },
      },
      { token: admin.token },
    );
    expect(rule.status).toBe(200);
    const refused = await createSeries({
      begin: '2031-02-04',
      end: '2031-02-04',
      serial: tuesdays({ type: 3, count: 4 }),
    });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'RULE_REFUSED' });
    // In Anna's language (people created without one read German): the rule's reason, then the days refused.
    expect(refused.error?.message).toMatch(/^Exams: .*\(2 Termine der Serie: 11\.02\.2031, 18\.02\.2031\)$/);
    expect(refused.error?.details).toMatchObject({ occurrences: ['2031-02-11', '2031-02-18'] });
    expect(await annasAbsences('2031-02-01', '2031-02-28')).toEqual([]);
  });
});

/** The field issues of a 400 (`details.issues`). */
const issuesOf = (answer: { error?: { details?: unknown } | undefined }) =>
  (answer.error?.details as { issues: { path: string; messageKey?: string }[] } | undefined)?.issues;

describe('bounds', () => {
  it('refuses an endless series, more than 1000 occurrences and substitutes at their fields', async () => {
    const endless = await createSeries({
      begin: '2032-01-06',
      end: '2032-01-06',
      // What a client could send: the schema refuses it.
      serial: { ...tuesdays({ type: 3, count: 1 }), end: { type: 1 } } as unknown as TAbsenceRepeat,
    });
    expect(endless.status).toBe(400);
    expect(issuesOf(endless)).toEqual([
      expect.objectContaining({ path: 'body.serial.end', messageKey: 'absences.error.seriesEndless' }),
    ]);
    const many = await createSeries({
      begin: '2032-01-05',
      end: '2032-01-05',
      serial: {
        rule: { type: 'weekly', every: 1, weekdays: ['Mo', 'Tu', 'We', 'Th', 'Fr'] },
        end: { type: 2, date: '2036-01-05' },
      },
    });
    expect(many.status).toBe(400);
    expect(issuesOf(many)).toEqual([
      expect.objectContaining({ path: 'body.serial.end.date', messageKey: 'absences.error.seriesTooMany' }),
    ]);
    const substitutes = await createSeries({
      begin: '2032-01-06',
      end: '2032-01-06',
      substituteIds: [planner.id],
      serial: tuesdays({ type: 3, count: 2 }),
    });
    expect(substitutes.status).toBe(400);
    expect(issuesOf(substitutes)).toEqual([
      expect.objectContaining({ messageKey: 'absences.error.seriesSubstitutes' }),
    ]);
  });
});

describe('another tenant', () => {
  it('cannot see, change, decide or delete a series', async () => {
    const created = present(
      (
        await createSeries({
          begin: '2033-01-04',
          end: '2033-01-04',
          serial: tuesdays({ type: 3, count: 2 }),
        })
      ).data,
    );
    const seriesId = present(created.series).id;
    const token = stranger.token;
    expect((await api.send(series.seriesGet, { params: { seriesId } }, { token })).status).toBe(404);
    expect(
      (
        await api.send(
          series.seriesChangeState,
          { params: { seriesId }, body: { state: 'Approve' } },
          { token },
        )
      ).status,
    ).toBe(404);
    expect(
      (await api.send(series.seriesDelete, { params: { seriesId }, query: { version: 1 } }, { token }))
        .status,
    ).toBe(404);
    const update = await api.send(
      series.seriesUpdate,
      {
        params: { seriesId },
        body: {
          absenceTypeId: schoolTypeId,
          begin: '2033-01-04',
          end: '2033-01-04',
          serial: tuesdays({ type: 3, count: 1 }),
          version: 1,
        },
      },
      { token },
    );
    expect(update.status).toBe(404);
    expect((await seriesOf(seriesId)).occurrences).toHaveLength(2);
  });
});
