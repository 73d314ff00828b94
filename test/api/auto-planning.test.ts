/**
 * Automatic planning (issue 16) through the real `auto-planning` queue and worker: a unit's open slots are filled
 * with proposals that no error-level rule objects to, shown to planners only, accepted (they become the people's
 * shifts) or rejected; the people concerned are told; other tenants see no run.
 */
import { randomUUID } from 'node:crypto';
import { addDays, isoWeekdayOf, plainDateOf } from '@app/shared/time/tenant-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoPlanJob } from '@app/functions/planner/auto-plan.job';
import { AutoPlanRunRepository } from '@app/functions/planner/auto-plan-run.repository';
import { TenantTable } from '@app/functions/data/tenant-table';
import { AuditRepository } from '@app/functions/audit/audit.repository';
import { auditEntry } from '@app/functions/audit/audit.service';
import { userContracts } from '@app/shared/users/users.contracts';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import { shiftActionContracts as actions } from '@app/shared/calendar/shift-actions.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { autoPlanningContracts as auto } from '@app/shared/planner/auto-planning.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { qualificationContracts } from '@app/shared/qualifications/qualifications.contracts';
import {
  chooseEdition,
  createUserAndSignIn,
  signUpTenant,
  useTestApi,
  type TestTenant,
} from '../support/api';
import { confirmAdministratorEmail, sentMails } from '../support/mails';
import { present, tokenSubject } from '../support/present';
import { waitForTask } from '../support/tasks';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let rootId: string;
let early: string;
let resourceId: string;
let planner: { id: string; token: string };
let employee: { id: string; token: string };
let anna: { id: string; token: string };
const days = ['2026-12-07', '2026-12-08', '2026-12-09'];

async function openSlot(date: string): Promise<string> {
  const saved = await api.send(
    calendar.save,
    { query: { force: 'true' }, body: { unitId: rootId, date, userId: null, templateId: early } },
    { token: planner.token },
  );
  expect(saved.data.success, saved.data.message ?? '').toBe(true);
  const listed = await api.send(
    calendar.list,
    { body: { unitIds: [rootId], from: date, to: date } },
    { token: planner.token },
  );
  const slots = present(listed.data).slots.filter(
    (slot) => slot.userId === null && slot.id && !slot.proposalRunId,
  );
  return String(slots.at(-1)?.id);
}

type Range = { start: string; end: string };
async function autoAssign(range: Range = { start: '2026-12-01', end: '2026-12-13' }, options = {}) {
  const started = await api.send(
    auto.autoAssign,
    { body: { unitIds: [rootId], range, timeLimitSeconds: 5, ...options } },
    { token: planner.token },
  );
  expect(started.status, JSON.stringify(started.error)).toBe(202);
  const task = await waitForTask(api, started.data.progressId, planner.token);
  expect(task.succeeded, JSON.stringify(task.log)).toBe(true);
  const runId = String((task.result as { runId: string }).runId);
  const run = present(
    (await api.send(auto.autoPlanRun, { params: { runId } }, { token: planner.token })).data,
  );
  return { ...run, taskLog: task.log };
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  // The company mails its people only once its administrator confirmed their address.
  await confirmAdministratorEmail(api, admin.customerNo);
  stranger = await signUpTenant(api);
  rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  resourceId = (
    await api.send(resourceContracts.create, { body: { caption: 'Care' } }, { token: admin.token })
  ).data.id;
  early = present(
    (
      await api.send(
        shiftContracts.create,
        {
          body: {
            name: 'early',
            shortName: 'E',
            resourceId,
            unitId: rootId,
            itemClass: 10,
            begin: '06:00',
            end: '14:00',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  employee = await createUserAndSignIn(api, admin, 'emil', ['employee']);
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
});

describe('auto-assign', () => {
  it('fills the open slots with proposals, shown to planners only, and accepting makes them shifts', async () => {
    for (const day of days) await openSlot(day);
    const run = await autoAssign();
    expect(run.state).toBe('proposed');
    expect(run.summary?.slots).toBe(3);
    expect(run.proposals.length, JSON.stringify(run.open)).toBe(3);
    expect(run.proposals.every((proposal) => proposal.warnings.length === 0)).toBe(true);
    // Three weekday slots anyone may take: the proposal is proven best, the run does not wait for its limit.
    expect(run.summary?.stop).toBe('optimal');
    expect(run.summary?.gapPct).toBe(0);
    expect(run.summary?.objective).toBeCloseTo(run.summary?.lowerBound ?? Number.NaN, 6);
    expect(run.taskLog.map((line) => line.message)).toContain(
      'Planning stopped because its proposal is proven to be the best possible.',
    );

    const query = { unitIds: [rootId], from: '2026-12-07', to: '2026-12-09' };
    const seen = async (token: string) =>
      present((await api.send(calendar.list, { body: query }, { token })).data).slots.filter(
        (slot) => slot.proposalRunId === run.id,
      ).length;
    expect(await seen(planner.token)).toBe(3);
    expect(await seen(employee.token)).toBe(0);

    const other = await api.send(auto.autoPlanRun, { params: { runId: run.id } }, { token: stranger.token });
    expect(other.status).toBe(404);

    const first = present(run.proposals[0]);
    const accepted = await api.send(
      auto.autoPlanAccept,
      { params: { runId: run.id }, body: { entryIds: [first.entryId], others: 'discard' } },
      { token: planner.token },
    );
    expect(accepted.status, JSON.stringify(accepted.error)).toBe(200);
    expect(accepted.data).toMatchObject({ accepted: 1, discarded: 2, skipped: 0, kept: 0 });
    expect(accepted.data.run.state).toBe('partlyAccepted');

    const preview = await api.send(
      auto.autoNotifyPrepare,
      { params: { runId: run.id } },
      { token: planner.token },
    );
    expect(preview.data.people).toHaveLength(1);
    expect(present(preview.data.people[0]).userId).toBe(first.userId);
    const told = await api.send(
      auto.autoNotify,
      { params: { runId: run.id }, body: { userIds: [first.userId] } },
      { token: planner.token },
    );
    expect(told.status, JSON.stringify(told.error)).toBe(200);
    expect(told.data.notified).toBe(1);
    const person = present(
      (await api.send(userContracts.get, { params: { userId: first.userId } }, { token: admin.token })).data,
    );
    const email = person.email;
    if (email) {
      expect(told.data.emailed).toBe(1);
      // Among the person's mails (the address confirmation may arrive after it on a busy machine).
      await expect
        .poll(async () =>
          (await sentMails(api)).some(
            (mail) => mail.destination.to.includes(email) && mail.subject.includes('2026-12-0'),
          ),
        )
        .toBe(true);
    }
  });

  it('counts a proposal whose slot was taken meanwhile as skipped, and keeps the others', async () => {
    const dates = ['2027-01-04', '2027-01-05'];
    const slotIds = [await openSlot(dates[0] ?? ''), await openSlot(dates[1] ?? '')];
    const run = await autoAssign({ start: '2027-01-04', end: '2027-01-05' });
    expect(run.proposals.map((proposal) => proposal.date).sort(), JSON.stringify(run.open)).toEqual(dates);

    // Before the decision, the planner gives the first slot to Anna by hand.
    const slot = present(
      (await api.send(calendar.entry, { params: { entryId: String(slotIds[0]) } }, { token: planner.token }))
        .data,
    );
    const taken = await api.send(
      calendar.save,
      {
        query: { force: 'true' },
        body: {
          id: slot.id,
          version: slot.version,
          unitId: rootId,
          date: slot.date,
          userId: anna.id,
          templateId: early,
        },
      },
      { token: planner.token },
    );
    expect(taken.data.success, taken.data.message ?? '').toBe(true);

    const decided = await api.send(
      auto.autoPlanAccept,
      { params: { runId: run.id }, body: {} },
      { token: planner.token },
    );
    expect(decided.status, JSON.stringify(decided.error)).toBe(200);
    expect(decided.data).toMatchObject({ accepted: 1, skipped: 1, discarded: 0 });
    expect(decided.data.run.state).toBe('partlyAccepted');
    const second = present(run.proposals.find((proposal) => proposal.date === dates[1]));
    const planned = present(
      (
        await api.send(
          calendar.list,
          { body: { unitIds: [rootId], from: dates[0] ?? '', to: dates[1] ?? '' } },
          { token: planner.token },
        )
      ).data,
    ).slots.filter((one) => one.templateId === early && !one.proposalRunId);
    // Anna keeps the first slot; the second is the proposed person's shift; no proposal is left.
    expect(planned.map((one) => [one.date, one.userId]).sort()).toEqual([
      [dates[0], anna.id],
      [dates[1], second.userId],
    ]);
  });

  it('draws each proposal in place of its open slot, and keeps the others as proposals when some are accepted', async () => {
    const dates = ['2027-03-01', '2027-03-02', '2027-03-03'];
    for (const date of dates) await openSlot(date);
    const run = await autoAssign({ start: '2027-03-01', end: '2027-03-07' });
    expect(run.proposals.map((proposal) => proposal.date).sort(), JSON.stringify(run.open)).toEqual(dates);
    const drawn = async () =>
      present(
        (
          await api.send(
            calendar.list,
            { body: { unitIds: [rootId], from: '2027-03-01', to: '2027-03-07' } },
            { token: planner.token },
          )
        ).data,
      ).slots.flatMap((slot) =>
        slot.templateId === early && dates.includes(slot.date)
          ? [
              [
                slot.date,
                // A ghost (no entry) is what the unit's manning still wants: none where a proposal stands.
                slot.id === null
                  ? 'ghost'
                  : slot.userId === null
                    ? 'open'
                    : slot.proposalRunId
                      ? 'proposed'
                      : 'planned',
              ],
            ]
          : [],
      );
    // One chip a slot: the proposal, not the open slot beside it.
    expect((await drawn()).sort()).toEqual(dates.map((date) => [date, 'proposed']));

    const first = present(run.proposals.find((proposal) => proposal.date === dates[0]));
    const accepted = await api.send(
      auto.autoPlanAccept,
      { params: { runId: run.id }, body: { entryIds: [first.entryId] } },
      { token: planner.token },
    );
    expect(accepted.status, JSON.stringify(accepted.error)).toBe(200);
    // Keeping the others is the default: nothing is discarded, the run stays to decide on.
    expect(accepted.data).toMatchObject({ accepted: 1, discarded: 0, skipped: 0, kept: 2 });
    expect(accepted.data.run.state).toBe('proposed');
    const detail = present(
      (await api.send(auto.autoPlanRun, { params: { runId: run.id } }, { token: planner.token })).data,
    );
    expect(detail.proposals.map((proposal) => proposal.date).sort()).toEqual(dates.slice(1));
    expect((await drawn()).sort()).toEqual([
      [dates[0], 'planned'],
      [dates[1], 'proposed'],
      [dates[2], 'proposed'],
    ]);
    // The people of the accepted proposal can be told already.
    const preview = await api.send(
      auto.autoNotifyPrepare,
      { params: { runId: run.id } },
      { token: planner.token },
    );
    expect(preview.data.people.map((person) => person.userId)).toEqual([first.userId]);

    // Discarding the rest: the slots are drawn open again, and the run ends partly accepted.
    const rejected = await api.send(
      auto.autoPlanReject,
      { params: { runId: run.id } },
      { token: planner.token },
    );
    expect(rejected.data).toMatchObject({ accepted: 0, discarded: 2, run: { state: 'partlyAccepted' } });
    expect((await drawn()).sort()).toEqual([
      [dates[0], 'planned'],
      [dates[1], 'open'],
      [dates[2], 'open'],
    ]);
  });

  it('refuses an unknown choice for the other proposals', async () => {
    const refused = await api.call('POST', `/api/planning/runs/${randomUUID()}/accept`, {
      token: planner.token,
      body: { entryIds: [], others: 'forget' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('others');
  });
});

describe('what the proposal respects', () => {
  it('leaves an approved absence free, plans inside a leave barrier, and proposes nothing an error-level rule objects to', async () => {
    const leave = present(
      (
        await api.send(
          absenceTypeContracts.create,
          {
            body: { caption: { de: 'Urlaub', en: 'Leave' }, shortName: 'U', itemClass: 1, backColor: '#0a0' },
          },
          { token: admin.token },
        )
      ).data,
    ).id;
    const requested = await api.send(
      absences.create,
      { body: { userId: employee.id, absenceTypeId: leave, begin: '2026-12-14', end: '2026-12-16' } },
      { token: employee.token },
    );
    expect(requested.status, JSON.stringify(requested.error)).toBe(201);
    const approved = await api.send(
      absences.changeState,
      { body: { appointmentId: requested.data.absence.id, state: 'Approve' } },
      { token: planner.token },
    );
    expect(approved.data.absence.state).toBe(3);
    // A leave barrier (no leave may be requested then) keeps people available: it never stops a shift.
    const barrier = await api.send(
      rulesContracts.saveRule,
      {
        body: {
          ruleType: 'BARRIER',
          name: 'No leave before Christmas',
          scope: { kind: 'company' },
          validity: { from: '2026-12-14', to: '2026-12-16' },
          severity: { level: 'ERR', allowForce: false },
          settings: {},
        },
      },
      { token: admin.token },
    );
    expect(barrier.status, JSON.stringify(barrier.error)).toBe(200);
    for (const day of ['2026-12-14', '2026-12-15', '2026-12-16']) await openSlot(day);

    const run = await autoAssign({ start: '2026-12-14', end: '2026-12-20' });
    expect(run.proposals.length, JSON.stringify(run.open)).toBe(3);
    expect(run.proposals.some((proposal) => proposal.userId === employee.id)).toBe(false);
    expect(run.proposals.every((proposal) => proposal.warnings.length === 0)).toBe(true);
    const rejected = await api.send(
      auto.autoPlanReject,
      { params: { runId: run.id } },
      { token: planner.token },
    );
    expect(rejected.data).toMatchObject({ accepted: 0, discarded: 3, run: { state: 'rejected' } });
    const again = await api.send(auto.autoPlanRun, { params: { runId: run.id } }, { token: planner.token });
    expect(present(again.data).proposals).toHaveLength(0);
    // A decided run is not decided again.
    const twice = await api.send(
      auto.autoPlanAccept,
      { params: { runId: run.id }, body: {} },
      { token: planner.token },
    );
    expect(twice.status).toBe(409);
  });

  it('with requests only, gives a slot only to who applied for it and explains the others', async () => {
    // A week a year ahead, whenever the test runs: a request is for a day to come, and no other test plans there.
    const today = plainDateOf(new Date(), 'Europe/Berlin');
    const monday = addDays(today, 364 - (isoWeekdayOf(today) - 1));
    const [tuesday, wednesday] = [addDays(monday, 1), addDays(monday, 2)];
    const slotId = await openSlot(tuesday);
    await openSlot(wednesday);
    const allowed = await api.send(
      userPlanningContracts.saveWorkingTime,
      {
        params: { userId: anna.id },
        body: {
          periods: [],
          allowShiftInteraction: true,
          allowShiftInteractionRequest: true,
          createShift: false,
          requestedMode: 'Default',
          version: 0,
        },
      },
      { token: admin.token },
    );
    expect(allowed.status, JSON.stringify(allowed.error)).toBe(200);
    const applied = await api.send(
      actions.shiftAction,
      { body: { actionMode: 'APPLY', entryId: slotId } },
      { token: anna.token },
    );
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    const run = await autoAssign(
      { start: monday, end: addDays(monday, 6) },
      { requestsOnly: true, downloadLog: true },
    );
    expect(run.proposals.map((proposal) => [proposal.date, proposal.userId])).toEqual([[tuesday, anna.id]]);
    expect(run.open).toHaveLength(1);
    const reasons = present(run.open[0]).reasons;
    expect(reasons.find((reason) => reason.userId === employee.id)?.key).toBe('autoPlan.reason.noRequest');
    const log = await api.send(auto.autoPlanLog, { params: { runId: run.id } }, { token: planner.token });
    expect(log.status, JSON.stringify(log.error)).toBe(200);
    const text = await (await fetch(log.data.url)).text();
    expect(text).toContain(`${wednesday} early 06:00-14:00`);
    expect(text).toContain('did not apply for it');
    await api.send(auto.autoPlanReject, { params: { runId: run.id } }, { token: planner.token });
  });

  it("gives a slot everyone fits alike to the first on the resource's priority list", async () => {
    await openSlot('2027-01-12');
    const range = { start: '2027-01-11', end: '2027-01-17' };
    const listFirst = async (userId: string, version: number) => {
      const saved = await api.send(
        userPlanningContracts.savePriorityList,
        { params: { unitId: rootId }, query: { resourceId }, body: { userIds: [userId], version } },
        { token: admin.token },
      );
      expect(saved.status, JSON.stringify(saved.error)).toBe(200);
      return saved.data.version;
    };
    const plannedFor = async () => {
      const run = await autoAssign(range);
      await api.send(auto.autoPlanReject, { params: { runId: run.id } }, { token: planner.token });
      return run.proposals.map((proposal) => proposal.userId);
    };
    let version = await listFirst(anna.id, 0);
    expect(await plannedFor()).toEqual([anna.id]);
    version = await listFirst(employee.id, version);
    expect(await plannedFor()).toEqual([employee.id]);
    // The later runs of this file plan without a list.
    await api.send(
      userPlanningContracts.savePriorityList,
      { params: { unitId: rootId }, query: { resourceId }, body: { userIds: [], version } },
      { token: admin.token },
    );
  });

  /** A run as the request stores it, started by Paula, for a job or the repository to take on. */
  const runningRun = (
    id: string,
    range: { start: string; end: string },
    { forcedSlots, seed }: { forcedSlots: boolean; seed: number },
  ) => {
    const at = new Date().toISOString();
    return {
      id,
      state: 'running' as const,
      unitIds: [rootId],
      resourceIds: [],
      range,
      calculationDate: addDays(range.start, -1),
      options: { forcedSlots, requestsOnly: false, downloadLog: true, timeLimitSeconds: 5, seed },
      taskId: randomUUID(),
      summary: null,
      assignments: [],
      open: [],
      createdAt: at,
      createdBy: { userId: planner.id, name: 'paula' },
      proposalsUntil: at,
    };
  };

  it('writes the same proposals once when its message is delivered again after a crash', async () => {
    await openSlot('2027-01-05');
    await openSlot('2027-01-06');
    const tenant = { customerNo: admin.customerNo, userSub: tokenSubject(planner.token), username: 'paula' };
    const runId = randomUUID();
    const runs = new AutoPlanRunRepository(tenant);
    await new AuditRepository(tenant).commit(
      auditEntry(
        'autoPlan.start',
        { id: planner.id, name: 'paula' },
        { type: 'autoPlanRun', id: runId, name: 'x' },
        {},
        new Date(),
      ),
      [
        runs.createWrite(
          runningRun(runId, { start: '2027-01-04', end: '2027-01-10' }, { forcedSlots: false, seed: 7 }),
        ),
      ],
    );
    const context = (crash: boolean) => ({
      tenant,
      taskId: randomUUID(),
      input: { runId },
      attempt: 1,
      progress: async () => {},
      log: async () => {},
      // The first delivery dies after writing its proposals, before the run is finished.
      saveFile: () => (crash ? Promise.reject(new Error('worker lost')) : Promise.resolve()),
    });
    await expect(autoPlanJob.run(context(true))).rejects.toThrow('worker lost');
    await autoPlanJob.run(context(false));
    await autoPlanJob.run(context(false));
    const run = present(
      (await api.send(auto.autoPlanRun, { params: { runId } }, { token: planner.token })).data,
    );
    expect(run.state).toBe('proposed');
    expect(run.proposals, JSON.stringify(run.open)).toHaveLength(2);
    expect(new Set(run.proposals.map((proposal) => proposal.date)).size).toBe(2);
    await api.send(auto.autoPlanReject, { params: { runId } }, { token: planner.token });
  });

  it('keeps which slot each of 4,500 proposals fills, more than one item holds, and decides on the run', async () => {
    const tenant = { customerNo: admin.customerNo, userSub: tokenSubject(planner.token), username: 'paula' };
    const runs = new AutoPlanRunRepository(tenant);
    const runId = randomUUID();
    await new TenantTable(tenant).transact([
      runs.createWrite(
        runningRun(runId, { start: '2027-02-01', end: '2027-02-28' }, { forcedSlots: true, seed: 1 }),
      ),
    ]);
    // A month of 200 people: 4,500 proposals, each with a forced slot's warning.
    const assignments = Array.from({ length: 4500 }, (_, index) => ({
      proposal: randomUUID(),
      slot: randomUUID(),
      addsShift: index % 10 === 0,
      unitId: index % 2 === 0 ? rootId : 'another-unit',
      date: `2027-02-${String((index % 28) + 1).padStart(2, '0')}`,
      warnings: ['Die Ruhezeit von 11 Stunden zwischen zwei Diensten wird unterschritten.'],
    }));
    await runs.finish(runId, { state: 'proposed', summary: null, assignments, open: [] });
    const run = await runs.get(runId);
    expect(run?.assignments).toEqual(assignments);
    expect(run?.assignedUnitIds?.sort()).toEqual([rootId, 'another-unit'].sort());
    await new TenantTable(tenant).transact([runs.decideWrite(present(run), 'rejected')]);
    const decided = await runs.get(runId);
    expect(decided?.state).toBe('rejected');
    expect(decided?.assignments).toHaveLength(4500);
  });
});

describe('minimum staffing (MINOC)', () => {
  it('adds a shift of the best-fitting template for a qualified person where a day is short, and reports a day no template covers', async () => {
    const late = present(
      (
        await api.send(
          shiftContracts.create,
          {
            body: {
              name: 'late',
              shortName: 'L',
              resourceId,
              unitId: rootId,
              itemClass: 10,
              begin: '14:00',
              end: '22:00',
            },
          },
          { token: admin.token },
        )
      ).data,
    ).id;
    const nurse = present(
      (await api.send(qualificationContracts.create, { body: { name: 'Nurse' } }, { token: admin.token }))
        .data,
    ).id;
    const user = present(
      (await api.send(userContracts.get, { params: { userId: anna.id } }, { token: admin.token })).data,
    );
    const qualified = await api.send(
      userContracts.update,
      {
        params: { userId: anna.id },
        body: {
          displayName: user.displayName,
          email: user.email,
          roleIds: user.roleIds,
          qualificationIds: [nurse],
          version: user.version,
        },
      },
      { token: admin.token },
    );
    expect(qualified.status, JSON.stringify(qualified.error)).toBe(200);
    const rule = async (name: string, date: string, settings: Record<string, unknown>) => {
      const saved = await api.send(
        rulesContracts.saveRule,
        {
          body: {
            ruleType: 'MINOC',
            name,
            scope: { kind: 'unit', ids: [rootId] },
            validity: { from: date, to: date },
            settings: { minimum: 1, ...settings },
          },
        },
        { token: admin.token },
      );
      expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    };
    // Only the late shift covers the afternoon window (minimum-staffing.test.ts: covering goes before overlap).
    await rule('A nurse in the afternoon', '2027-02-01', {
      qualificationId: nurse,
      from: '15:00',
      to: '21:00',
    });
    await rule('Someone late at night', '2027-02-02', { from: '23:00', to: '23:30' });
    const markers = async () =>
      present(
        (
          await api.send(
            calendar.list,
            { body: { unitIds: [rootId], from: '2027-02-01', to: '2027-02-02' } },
            { token: planner.token },
          )
        ).data,
      );
    expect((await markers()).ruleMarkers.map((marker) => [marker.date, marker.ruleName])).toEqual(
      expect.arrayContaining([
        ['2027-02-01', 'A nurse in the afternoon'],
        ['2027-02-02', 'Someone late at night'],
      ]),
    );

    const run = await autoAssign({ start: '2027-02-01', end: '2027-02-07' }, { downloadLog: true });
    expect(run.summary).toMatchObject({ slots: 0, filled: 0, added: 1, missing: 2 });
    expect(
      run.proposals.map((proposal) => [
        proposal.date,
        proposal.templateId,
        proposal.userId,
        proposal.addsShift,
      ]),
      JSON.stringify(run.open),
    ).toEqual([['2027-02-01', late, anna.id, true]]);
    const gap = present(run.open.find((item) => item.date === '2027-02-02'));
    expect(gap).toMatchObject({
      entryId: null,
      caption: 'Someone late at night',
      begin: '23:00',
      end: '23:30',
    });
    expect(gap.reasons.map((reason) => reason.key)).toEqual([
      'autoPlan.reason.minimum',
      'autoPlan.reason.noTemplateWindow',
    ]);
    const log = await api.send(auto.autoPlanLog, { params: { runId: run.id } }, { token: planner.token });
    expect(await (await fetch(log.data.url)).text()).toContain(
      'no shift template of the unit overlaps 23:00–23:30',
    );

    const accepted = await api.send(
      auto.autoPlanAccept,
      { params: { runId: run.id }, body: {} },
      { token: planner.token },
    );
    expect(accepted.data).toMatchObject({
      accepted: 1,
      discarded: 0,
      skipped: 0,
      run: { state: 'accepted' },
    });
    const after = await markers();
    expect(
      after.slots
        .filter((slot) => slot.date === '2027-02-01' && slot.userId !== null)
        .map((slot) => [slot.userId, slot.templateId, slot.begin, slot.proposalRunId ?? null]),
    ).toEqual([[anna.id, late, '14:00', null]]);
    expect(after.ruleMarkers.map((marker) => [marker.date, marker.ruleName])).toEqual([
      ['2027-02-02', 'Someone late at night'],
    ]);
  });
});

describe('editions and tenants', () => {
  it('the Free Edition may not auto-assign', async () => {
    const free = await signUpTenant(api);
    expect((await chooseEdition(api, free, 'free')).status).toBe(200);
    const unit = present((await api.send(unitContracts.list, {}, { token: free.token })).data[0]).id;
    const refused = await api.send(
      auto.autoAssign,
      { body: { unitIds: [unit], range: { start: '2026-12-01', end: '2026-12-31' } } },
      { token: free.token },
    );
    expect(refused.status).toBe(402);
    expect(refused.error?.code).toBe('EDITION_LIMIT');
  });

  it("another tenant's unit is not found", async () => {
    const refused = await api.send(
      auto.autoAssign,
      { body: { unitIds: [rootId], range: { start: '2026-12-01', end: '2026-12-31' } } },
      { token: stranger.token },
    );
    expect(refused.status).toBe(404);
  });
});
