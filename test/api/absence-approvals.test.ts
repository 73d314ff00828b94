/**
 * Approval routing and substitutes (issue 11, deliverables 2 and 3, and 7's staffing warning; since issue 13 the
 * route is an APPROVE rule and the maximum a MAXABS rule): a unit's two-stage route decides who approves which stage, the inbox shows each absence to the people who decide it now, named
 * substitutes agree or decline, the notifier dialog's recipients narrow who is told, the approvers asked get a
 * mail, and too many people absent on a day warns without refusing.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import type { TAbsenceCreate, TAbsenceTarget } from '@app/shared/absences/absence';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { notificationContracts } from '@app/shared/notifications/notifications.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import type { TRuleSave } from '@app/shared/rules/rule';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import { settingsContracts } from '@app/shared/settings/settings.contracts';
import { confirmAdministratorEmail, lastMailTo, sentMails } from '../support/mails';

const api = useTestApi();
type Person = { id: string; token: string; version: number; username: string };
let admin: TestTenant;
let root: TUnit;
let leaveTypeId: string;
/** Employees of the root unit. */
let emma: Person;
let lena: Person;
/** Planners: the route names `lead` for the first stage and `head` for the second; `other` is not named. */
let lead: Person;
let head: Person;
let other: Person;
const suffix = randomUUID().slice(0, 8);

async function person(name: string, role: string): Promise<Person> {
  const username = `${name}${suffix}`;
  const created = await createUserAndSignIn(api, admin, username, [role]);
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: created.id }, body: { unitId: root.id, version: created.version } },
    { token: admin.token },
  );
  return { ...created, version: present(moved.data).version, username };
}

/** A rule saved by the administrator over the root unit; answers the stored rule. */
const saveRule = async (rule: TRuleSave) => {
  const saved = await api.send(rulesContracts.saveRule, { body: rule }, { token: admin.token });
  expect(saved.status).toBe(200);
  return present(saved.data);
};
let route: { id: string; version: number };

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  // The company mails its people only once its administrator confirmed their address.
  await confirmAdministratorEmail(api, admin.customerNo);
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  leaveTypeId = present(
    (
      await api.send(
        absenceTypeContracts.create,
        {
          body: {
            caption: { de: 'Urlaub', en: 'Leave' },
            shortName: 'L',
            itemClass: 1,
            backColor: '#00aa00',
          },
        },
        { token: admin.token },
      )
    ).data,
  ).id;
  // One after the other: the local Cognito keeps its users in one file.
  emma = await person('emma', 'employee');
  lena = await person('lena', 'employee');
  lead = await person('lead', 'planner');
  head = await person('head', 'planner');
  other = await person('other', 'planner');
  route = await saveRule({
    ruleType: 'APPROVE',
    name: 'Two stages',
    scope: { kind: 'unit', ids: [root.id] },
    settings: { firstApproverIds: [lead.id], secondApproverIds: [head.id] },
  });
});

const create = (
  body: Partial<TAbsenceCreate> & { userId: string; begin: string; end: string },
  token: string,
) => api.send(absences.create, { body: { absenceTypeId: leaveTypeId, ...body } }, { token });
const change = (
  appointmentId: string,
  state: TAbsenceTarget,
  token: string,
  extra: { reason?: string; target?: 'Appointment' | 'Substitute'; notifyUserIds?: string[] } = {},
) => api.send(absences.changeState, { body: { appointmentId, state, ...extra } }, { token });
/** The message keys a person was told about one absence, newest first. */
const toldAbout = async (absenceId: string, who: Person) =>
  present(
    (await api.send(notificationContracts.notificationsList, { query: { limit: 50 } }, { token: who.token }))
      .data,
  )
    .items.filter((item) => item.link?.id === absenceId)
    .map((item) => item.messageKey);
const inbox = async (who: Person) => present((await api.send(absences.inbox, {}, { token: who.token })).data);
const inInbox = async (who: Person, absenceId: string) => {
  const { approvals, substitutions } = await inbox(who);
  return {
    approval: approvals.some((line) => line.absence.id === absenceId),
    substitution: substitutions.some((line) => line.absence.id === absenceId),
  };
};
const info = async (absenceId: string, who: Person) =>
  present((await api.send(absences.stateInfo, { params: { absenceId } }, { token: who.token })).data);

describe('two-stage approval routing', () => {
  it('asks the named first stage, then the second, and lets nobody else decide either stage', async () => {
    const requested = await create({ userId: emma.id, begin: '2030-07-01', end: '2030-07-05' }, emma.token);
    const id = present(requested.data).absence.id;
    expect(requested.data.absence).toMatchObject({ state: 1, awaitingStage: 1 });
    // Told and shown: the named first-stage approver only.
    expect(await toldAbout(id, lead)).toEqual(['absence.requested']);
    expect(await toldAbout(id, other)).toEqual([]);
    expect(await toldAbout(id, head)).toEqual([]);
    expect(await inInbox(lead, id)).toEqual({ approval: true, substitution: false });
    expect((await inInbox(other, id)).approval).toBe(false);
    expect((await inInbox(head, id)).approval).toBe(false);
    // The approvers asked get a mail in their language with a link to the calendar.
    const mail = await lastMailTo(api, `${lead.username}@example.com`);
    expect(mail.subject).toContain(`User ${emma.username}`);
    // In the approver's language (German unless they chose another).
    expect(mail.subject).toMatch(/^Abwesenheit: /);
    expect(mail.body.text).toContain('/calendar?date=2030-07-01');
    // Read as a person reads: the type's name and the days, not its code and ISO dates.
    expect(mail.body.text).toContain('beantragt Urlaub vom Montag, 01.07.2030 bis Freitag, 05.07.2030.');

    // A planner not named on the route, and the second stage before its turn, may not decide.
    expect(await info(id, other)).toMatchObject({ CanApprove: false, CanDeny: false });
    expect((await change(id, 'Approve', other.token)).status).toBe(403);
    expect((await change(id, 'Approve', head.token)).status).toBe(403);
    expect((await change(id, 'Deny', head.token, { reason: 'No' })).status).toBe(403);

    expect(await info(id, lead)).toMatchObject({ CanApprove: true, CanDeny: true });
    const first = await change(id, 'Approve', lead.token);
    expect(first.data.absence).toMatchObject({
      state: 1,
      awaitingStage: 2,
      approvals: [{ stage: 1, by: lead.id, state: 3 }],
    });
    expect(await toldAbout(id, emma)).toEqual(['absence.approvedFirstStage']);
    expect(await toldAbout(id, head)).toEqual(['absence.awaitsSecondStage']);
    expect((await inInbox(head, id)).approval).toBe(true);
    expect((await inInbox(lead, id)).approval).toBe(false);
    // The first stage cannot decide the second.
    expect(await info(id, lead)).toMatchObject({ CanApprove: false, CanDeny: false });
    expect((await change(id, 'Approve', lead.token)).status).toBe(403);

    expect(await info(id, head)).toMatchObject({ CanApprove: true });
    const second = await change(id, 'Approve', head.token);
    expect(second.data.absence).toMatchObject({ state: 3, awaitingStage: null });
    expect(second.data.absence.approvals.map((approval) => approval.stage)).toEqual([1, 2]);
    expect(await toldAbout(id, emma)).toEqual(['absence.approved', 'absence.approvedFirstStage']);
    expect((await inInbox(head, id)).approval).toBe(false);
  });

  it('denies at the second stage, and lets an administrator decide any stage', async () => {
    const id = present(
      (await create({ userId: emma.id, begin: '2030-08-01', end: '2030-08-02' }, emma.token)).data,
    ).absence.id;
    // An administrator decides the first stage although not named; the second stage still follows.
    expect((await change(id, 'Approve', admin.token)).data.absence).toMatchObject({
      state: 1,
      awaitingStage: 2,
    });
    const denied = await change(id, 'Deny', head.token, { reason: 'Inventory' });
    expect(denied.data.absence).toMatchObject({ state: 4, awaitingStage: null });
    expect(await toldAbout(id, emma)).toContain('absence.denied');
  });

  it('sends an absence back to the first stage when its days change after the first approval', async () => {
    const id = present(
      (await create({ userId: emma.id, begin: '2030-08-10', end: '2030-08-11' }, emma.token)).data,
    ).absence.id;
    await change(id, 'Approve', lead.token);
    const edited = await api.send(
      absences.update,
      {
        params: { absenceId: id },
        body: { absenceTypeId: leaveTypeId, begin: '2030-08-10', end: '2030-08-20', version: 2 },
      },
      { token: emma.token },
    );
    expect(edited.data.absence).toMatchObject({ state: 1, awaitingStage: 1 });
    expect((await change(id, 'Approve', head.token)).status).toBe(403);
    expect((await change(id, 'Approve', lead.token)).data.absence.awaitingStage).toBe(2);
  });

  it('falls back to the unit’s approvers in one stage while no active rule holds the absence', async () => {
    const setActive = async (active: boolean) => {
      const changed = await api.send(
        rulesContracts.setRuleActive,
        { params: { id: route.id }, body: { active, version: route.version } },
        { token: admin.token },
      );
      route = present(changed.data);
    };
    await setActive(false);
    try {
      const id = present(
        (await create({ userId: emma.id, begin: '2030-09-01', end: '2030-09-01' }, emma.token)).data,
      ).absence.id;
      expect(await toldAbout(id, other)).toEqual(['absence.requested']);
      expect((await change(id, 'Approve', other.token)).data.absence.state).toBe(3);
    } finally {
      await setActive(true);
    }
  });
});

describe('substitutes', () => {
  it('asks a named substitute, who agrees once; the person and the approvers are told', async () => {
    const created = present(
      (
        await create(
          { userId: emma.id, begin: '2030-10-05', end: '2030-10-09', substituteIds: [lena.id] },
          emma.token,
        )
      ).data,
    ).absence;
    expect(created.substitutes).toMatchObject([
      { SubstituteId: lena.id, state: 1, UserDisplayName: `User ${lena.username}` },
    ]);
    const id = created.id;
    expect(await toldAbout(id, lena)).toEqual(['absence.substituteAsked']);
    expect(await inInbox(lena, id)).toEqual({ approval: false, substitution: true });
    const details = present(
      (await api.send(absences.details, { params: { absenceId: id } }, { token: lena.token })).data,
    );
    // Need to know: the substitute learns when Emma is away, not why (in their language: German by default).
    expect(details).toMatchObject({
      canAnswerAsSubstitute: true,
      typeName: 'Abwesend',
      typeColor: '#bfbfbf',
    });
    expect(details.absence).toMatchObject({ redacted: true, notes: '' });
    expect(
      present((await api.send(absences.details, { params: { absenceId: id } }, { token: lead.token })).data)
        .canAnswerAsSubstitute,
    ).toBe(false);

    // Only the named substitute answers; declining needs a reason; an answer is given once.
    expect((await change(id, 'Approve', lead.token, { target: 'Substitute' })).status).toBe(403);
    expect((await change(id, 'Deny', lena.token, { target: 'Substitute' })).status).toBe(400);
    expect((await change(id, 'Cancel', lena.token, { target: 'Substitute' })).status).toBe(400);
    const agreed = await change(id, 'Approve', lena.token, { target: 'Substitute' });
    expect(agreed.data.absence).toMatchObject({ state: 1, substitutes: [{ state: 3 }] });
    expect((await change(id, 'Deny', lena.token, { target: 'Substitute', reason: 'x' })).error?.code).toBe(
      'ABSENCE_CHANGE_REFUSED',
    );
    expect(await toldAbout(id, emma)).toEqual(['absence.substituteAgreed']);
    expect(await toldAbout(id, lead)).toEqual(['absence.substituteAgreed', 'absence.requested']);
    expect((await inInbox(lena, id)).substitution).toBe(false);
    const read = present(
      (await api.send(absences.get, { params: { absenceId: id } }, { token: lead.token })).data,
    );
    expect(read.substitutes).toMatchObject([{ SubstituteId: lena.id, state: 3 }]);

    // Lists carry the answers too: the person's absences and the approver's inbox, without a read per absence.
    const listed = present(
      (
        await api.send(
          absences.ofPerson,
          { params: { userId: emma.id }, query: { from: '2030-10-01', to: '2030-10-31' } },
          { token: emma.token },
        )
      ).data,
    ).find((absence) => absence.id === id);
    expect(listed?.substitutes).toMatchObject([
      { SubstituteId: lena.id, state: 3, UserDisplayName: `User ${lena.username}`, EntryId: id },
    ]);
    const waiting = (await inbox(lead)).approvals.find((line) => line.absence.id === id);
    expect(waiting?.absence.substitutes).toMatchObject([{ SubstituteId: lena.id, state: 3 }]);

    // The calendar shows Lena standing in on her own row over the absence's days, to a colleague as well.
    const slots = present(
      (
        await api.send(
          calendar.list,
          { body: { from: '2030-10-01', to: '2030-10-31', unitIds: [root.id] } },
          { token: emma.token },
        )
      ).data,
    ).slots.filter((slot) => slot.id === id);
    expect(
      slots.map(({ clickType, userId, date, endDate, rowKey }) => ({
        clickType,
        userId,
        date,
        endDate,
        rowKey,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          clickType: 'AP',
          userId: emma.id,
          date: '2030-10-05',
          endDate: '2030-10-09',
          rowKey: `U:${root.id}:${emma.id}`,
        },
        {
          clickType: 'SB',
          userId: lena.id,
          date: '2030-10-05',
          endDate: '2030-10-09',
          rowKey: `U:${root.id}:${lena.id}`,
        },
      ]),
    );
    expect(slots.find((slot) => slot.clickType === 'SB')?.name).toBe(`Substitute for User ${emma.username}`);
  });

  it('takes a declined or removed substitute off the inbox and lets the approver decide without agreement', async () => {
    const first = present(
      (
        await create(
          { userId: emma.id, begin: '2030-11-02', end: '2030-11-03', substituteIds: [lena.id] },
          emma.token,
        )
      ).data,
    ).absence;
    const declined = await change(first.id, 'Deny', lena.token, {
      target: 'Substitute',
      reason: 'On holiday',
    });
    expect(declined.data.absence.substitutes).toMatchObject([{ state: 4, reason: 'On holiday' }]);
    expect(await toldAbout(first.id, emma)).toEqual(['absence.substituteDeclined']);
    // Approval does not wait for the substitute: the planner sees the answer and decides anyway.
    expect((await change(first.id, 'Approve', lead.token)).status).toBe(200);

    const second = present(
      (
        await create(
          { userId: emma.id, begin: '2030-11-09', end: '2030-11-10', substituteIds: [lena.id] },
          emma.token,
        )
      ).data,
    ).absence;
    expect((await inInbox(lena, second.id)).substitution).toBe(true);
    const edited = await api.send(
      absences.update,
      {
        params: { absenceId: second.id },
        body: {
          absenceTypeId: leaveTypeId,
          begin: '2030-11-09',
          end: '2030-11-11',
          substituteIds: [],
          version: 1,
        },
      },
      { token: emma.token },
    );
    expect(edited.data.absence.substitutes).toEqual([]);
    expect((await inInbox(lena, second.id)).substitution).toBe(false);

    const third = present(
      (
        await create(
          { userId: emma.id, begin: '2030-11-16', end: '2030-11-17', substituteIds: [lena.id] },
          emma.token,
        )
      ).data,
    ).absence;
    await change(third.id, 'Cancel', emma.token);
    expect((await inInbox(lena, third.id)).substitution).toBe(false);
    expect((await change(third.id, 'Approve', lena.token, { target: 'Substitute' })).error?.code).toBe(
      'ABSENCE_CHANGE_REFUSED',
    );
    // Someone else cannot be named for a person of another tenant or an unknown one.
    expect(
      (
        await create(
          { userId: emma.id, begin: '2030-11-20', end: '2030-11-20', substituteIds: [randomUUID()] },
          emma.token,
        )
      ).status,
    ).toBe(400);
  });
});

describe('the notifier dialog', () => {
  it('proposes who a change tells and tells only the chosen ones', async () => {
    const id = present(
      (
        await create(
          { userId: emma.id, begin: '2030-12-01', end: '2030-12-02', substituteIds: [lena.id] },
          emma.token,
        )
      ).data,
    ).absence.id;
    const recipients = async (state: TAbsenceTarget, who: Person, target?: 'Substitute') =>
      present(
        (
          await api.send(
            absences.recipients,
            { params: { absenceId: id }, query: { state, ...(target ? { target } : {}) } },
            { token: who.token },
          )
        ).data,
      ).map(({ userId, role, checked }) => ({ userId, role, checked }));
    expect(await recipients('Approve', lead)).toEqual([
      { userId: emma.id, role: 'person', checked: true },
      { userId: lena.id, role: 'substitute', checked: false },
      { userId: head.id, role: 'approver', checked: true },
    ]);
    expect(await recipients('Deny', lead)).toEqual([
      { userId: emma.id, role: 'person', checked: true },
      { userId: lena.id, role: 'substitute', checked: false },
    ]);
    expect(await recipients('Cancel', emma)).toEqual([
      { userId: lena.id, role: 'substitute', checked: true },
    ]);
    expect(await recipients('Approve', lena, 'Substitute')).toEqual([
      { userId: emma.id, role: 'person', checked: true },
      { userId: lead.id, role: 'approver', checked: true },
    ]);

    // Someone not proposed is refused; the chosen ones only are told.
    const refused = await change(id, 'Approve', lead.token, { notifyUserIds: [other.id] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.error?.details)).toContain('absences.error.notRecipient');
    const approved = await change(id, 'Approve', lead.token, { notifyUserIds: [head.id] });
    expect(approved.data.absence.awaitingStage).toBe(2);
    expect(await toldAbout(id, head)).toEqual(['absence.awaitsSecondStage']);
    expect(await toldAbout(id, emma)).toEqual([]);
    await change(id, 'Approve', head.token, { notifyUserIds: [emma.id, lena.id] });
    expect(await toldAbout(id, emma)).toEqual(['absence.approved']);
    expect(await toldAbout(id, lena)).toEqual(['absence.substituteApproved', 'absence.substituteAsked']);
  });
});

describe('the staffing warning', () => {
  it('warns on the days more people of the unit are absent than its maximum, and saves anyway', async () => {
    const first = await create({ userId: emma.id, begin: '2031-03-02', end: '2031-03-04' }, lead.token);
    // Without a MAXABS rule there is no warning.
    expect(first.data.absentWarnings).toEqual([]);
    await saveRule({
      ruleType: 'MAXABS',
      name: 'At most two away',
      scope: { kind: 'unit', ids: [root.id] },
      settings: { maxPeople: 2 },
    });
    await create(
      { userId: lena.id, begin: '2031-03-03', end: '2031-03-03', beginState: 'half', endState: 'half' },
      lead.token,
    );
    const third = await create({ userId: other.id, begin: '2031-03-03', end: '2031-03-05' }, other.token);
    expect(third.status).toBe(201);
    expect(third.data.absentWarnings).toEqual([
      { date: '2031-03-03', unitId: root.id, unitName: root.name, absent: 3, max: 2 },
    ]);
    const details = present(
      (
        await api.send(
          absences.details,
          { params: { absenceId: third.data.absence.id } },
          { token: lead.token },
        )
      ).data,
    );
    expect(details.absentWarnings.map((warning) => warning.date)).toEqual(['2031-03-03']);
    // A cancelled absence no longer counts.
    const cancelled = await change(present(first.data).absence.id, 'Cancel', lead.token, { reason: 'Moved' });
    expect(cancelled.data.absentWarnings).toEqual([]);
    const after = present(
      (
        await api.send(
          absences.details,
          { params: { absenceId: third.data.absence.id } },
          { token: lead.token },
        )
      ).data,
    );
    expect(after.absentWarnings).toEqual([]);
  });
});

describe('mail as the person and the company chose (notify.mail, mail.events)', () => {
  const mailsTo = async (who: Person) =>
    (await sentMails(api)).filter((mail) => mail.destination.to.includes(`${who.username}@example.com`))
      .length;
  /** Through both stages of the route: the first-stage lead, then the head. */
  const approveFully = async (absenceId: string) => {
    expect((await change(absenceId, 'Approve', lead.token)).status).toBe(200);
    expect((await change(absenceId, 'Approve', head.token)).status).toBe(200);
  };

  it('mails no notification to a person who switched notification mails off; the bell still tells', async () => {
    const nora = await person('nora', 'employee');
    const off = await api.send(
      settingsContracts.saveMine,
      { params: { key: 'notify.mail' }, body: { value: false } },
      { token: nora.token },
    );
    expect(off.status).toBe(200);
    const leadBefore = await mailsTo(lead);
    const requested = await create({ userId: nora.id, begin: '2031-06-02', end: '2031-06-04' }, nora.token);
    const id = present(requested.data).absence.id;
    // The approver asked still gets the request by mail.
    await expect.poll(() => mailsTo(lead)).toBe(leadBefore + 1);
    await approveFully(id);
    expect(await toldAbout(id, nora)).toEqual(['absence.approved', 'absence.approvedFirstStage']);
    // Mail goes out after the change: give a mail that should not come the time one would need.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(nora)).toBe(0);
  });

  it('sends no decision mail once the company switched that kind off, but still asks the approvers', async () => {
    const save = (value: Record<string, boolean>) =>
      api.send(
        settingsContracts.saveGlobal,
        { params: { key: 'mail.events' }, body: { value } },
        { token: admin.token },
      );
    expect((await save({ absenceDecided: false, planPublished: true, shiftChanged: true })).status).toBe(200);
    try {
      const emmaBefore = await mailsTo(emma);
      const leadBefore = await mailsTo(lead);
      const requested = await create({ userId: emma.id, begin: '2031-06-09', end: '2031-06-10' }, emma.token);
      const id = present(requested.data).absence.id;
      await expect.poll(() => mailsTo(lead)).toBe(leadBefore + 1);
      await approveFully(id);
      expect(await toldAbout(id, emma)).toContain('absence.approved');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await mailsTo(emma)).toBe(emmaBefore);
    } finally {
      await save({ absenceDecided: true, planPublished: true, shiftChanged: true });
    }
  });
});
