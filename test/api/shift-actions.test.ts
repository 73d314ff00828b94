/**
 * Shift actions (issue 10, deliverable 9): take, swap, apply, share and their answers, each with its permission,
 * the request left on the slot until answered, the validator, and the notifications of the people concerned.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import {
  shiftActionContracts as actions,
  type TShiftAction,
} from '@app/shared/calendar/shift-actions.contracts';
import { favoriteContracts } from '@app/shared/favorites/favorites.contracts';
import { notificationContracts } from '@app/shared/notifications/notifications.contracts';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { settingsContracts } from '@app/shared/settings/settings.contracts';
import { present } from '../support/present';
import { confirmAdministratorEmail, sentMails } from '../support/mails';
import {
  allowShiftInteraction,
  createResource,
  createShiftTemplate,
  rootUnit,
} from '../support/shift-tenant';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
const templates = { early: '', late: '', night: '' };
type Person = { id: string; token: string };
let anna: Person;
let ben: Person;
let carl: Person;
let planner: Person;

async function allowInteraction(person: Person, allow: boolean): Promise<void> {
  await allowShiftInteraction(api, admin.token, person.id, [], allow);
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = await rootUnit(api, admin.token);
  const resourceId = await createResource(api, admin.token, 'Care');
  const times = { early: ['06:00', '14:00'], late: ['14:00', '22:00'], night: ['22:00', '06:00'] } as const;
  for (const [name, [begin, end]] of Object.entries(times)) {
    templates[name as keyof typeof templates] = await createShiftTemplate(api, admin.token, root.id, {
      name,
      shortName: name.slice(0, 1).toUpperCase(),
      resourceId,
      begin,
      end,
    });
  }
  [anna, ben, carl, planner] = await Promise.all([
    createUserAndSignIn(api, admin, 'anna', ['employee']),
    createUserAndSignIn(api, admin, 'ben', ['employee']),
    createUserAndSignIn(api, admin, 'carl', ['employee']),
    createUserAndSignIn(api, admin, 'paula', ['planner']),
  ]);
  await Promise.all([
    allowInteraction(anna, true),
    allowInteraction(ben, true),
    allowInteraction(carl, false),
  ]);
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

const act = (body: TShiftAction, person: Person) =>
  api.send(actions.shiftAction, { body }, { token: person.token });
const entry = async (entryId: string) =>
  present((await api.send(calendar.entry, { params: { entryId } }, { token: planner.token })).data);
async function notifications(person: Person): Promise<string[]> {
  const list = await api.send(
    notificationContracts.notificationsList,
    { query: {} },
    { token: person.token },
  );
  return list.data.items.map((item) => item.messageKey);
}

describe('SETUSER: taking an open shift', () => {
  it('lets an employee with shift interaction take it, refuses others, and lets a planner set anyone', async () => {
    const open = await plan('2027-03-01', null);
    expect((await act({ actionMode: 'SETUSER', entryId: open.id }, carl)).status).toBe(403);
    expect((await act({ actionMode: 'SETUSER', entryId: open.id, targetUserId: ben.id }, anna)).status).toBe(
      403,
    );
    const taken = await act({ actionMode: 'SETUSER', entryId: open.id }, anna);
    expect(taken.data).toMatchObject({ success: true, result: { entries: [{ userId: anna.id }] } });
    const again = await act({ actionMode: 'SETUSER', entryId: open.id }, ben);
    expect(again.data).toMatchObject({ success: false, model: { allowForce: false } });
    expect((await entry(open.id)).userId).toBe(anna.id);

    const other = await plan('2027-03-02', null);
    const set = await act({ actionMode: 'SETUSER', entryId: other.id, targetUserId: ben.id }, planner);
    expect(set.data.success).toBe(true);
    expect(await notifications(ben)).toContain('shift.assigned');
  });

  it('answers the validator: an overlapping shift is refused and cannot be forced', async () => {
    await plan('2027-03-03', ben.id, 'early');
    const open = await plan('2027-03-03', null, 'early');
    const refused = await act({ actionMode: 'SETUSER', entryId: open.id, force: true }, ben);
    expect(refused.data.success).toBe(false);
    expect(refused.data.model.messages.map((message) => message.check)).toContain('default.overlap');
    expect((await entry(open.id)).userId).toBeNull();
  });

  it("is 404 for an entry that does not exist and for another tenant's entry", async () => {
    const missing = `${root.id}.2027-03-01.3f2a9c1d-8e4b-4a6f-b2c7-1d9e0f3a5b6c`;
    expect((await act({ actionMode: 'SETUSER', entryId: missing }, anna)).status).toBe(404);
    const open = await plan('2027-03-04', null);
    const stranger = await signUpTenant(api);
    const foreign = await api.send(
      actions.shiftAction,
      { body: { actionMode: 'SETUSER', entryId: open.id } },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(404);
    expect((await entry(open.id)).userId).toBeNull();
  });
});

describe('APPLY: asking the planners for an open shift', () => {
  it('leaves a visible request, tells the planners, and a planner gives the shift to the applicant', async () => {
    const open = await plan('2027-03-05', null);
    expect((await act({ actionMode: 'APPLY', entryId: open.id }, carl)).status).toBe(403);
    const applied = await act({ actionMode: 'APPLY', entryId: open.id, reason: 'I can do it' }, ben);
    expect(applied.data).toMatchObject({
      success: true,
      result: { request: { kind: 'APPLY', state: 'OPEN' } },
    });
    expect((await act({ actionMode: 'APPLY', entryId: open.id }, ben)).data.success).toBe(false);
    const shown = await entry(open.id);
    expect(shown.requests).toMatchObject([{ kind: 'APPLY', requesterId: ben.id, reason: 'I can do it' }]);
    expect(await notifications(planner)).toContain('shift.applied');

    const given = await act({ actionMode: 'SETUSER', entryId: open.id, targetUserId: ben.id }, planner);
    expect(given.data.success).toBe(true);
    const filled = await entry(open.id);
    expect(filled.userId).toBe(ben.id);
    expect(filled.requests.map((request) => request.state)).toEqual(['ACCEPTED']);
  });

  it('is withdrawn by the applicant and declined by a planner', async () => {
    const open = await plan('2027-03-06', null);
    await act({ actionMode: 'APPLY', entryId: open.id }, anna);
    const withdrawn = await act({ actionMode: 'APPLYREMOVE', entryId: open.id, reason: 'ill' }, anna);
    expect(withdrawn.data.result?.request).toMatchObject({ state: 'WITHDRAWN', reason: 'ill' });
    await act({ actionMode: 'APPLY', entryId: open.id }, ben);
    expect((await act({ actionMode: 'APPLYREMOVE', entryId: open.id }, anna)).data.success).toBe(false);
    const declined = await act({ actionMode: 'APPLYREMOVE', entryId: open.id, reason: 'full' }, planner);
    expect(declined.data.result?.request).toMatchObject({ state: 'DENIED', requesterId: ben.id });
    expect(await notifications(ben)).toContain('shift.applyDenied');
    expect((await entry(open.id)).requests.filter((request) => request.state === 'OPEN')).toEqual([]);
  });
});

describe('SWAP: two people exchange their shifts', () => {
  it('is requested by one and accepted by the other: both entries change in one go', async () => {
    const mine = await plan('2027-03-08', anna.id, 'early');
    const theirs = await plan('2027-03-09', ben.id, 'late');
    expect((await act({ actionMode: 'SWAP', entryId: theirs.id, targetEntryId: mine.id }, anna)).status).toBe(
      403,
    );
    const offered = await act({ actionMode: 'SWAP', entryId: mine.id, targetEntryId: theirs.id }, anna);
    expect(offered.data.result?.request).toMatchObject({ kind: 'SWAP', targetUserId: ben.id });
    expect(await notifications(ben)).toContain('shift.swapRequested');
    expect((await act({ actionMode: 'SWAPACCEPT', entryId: mine.id }, carl)).status).toBe(403);

    const accepted = await act({ actionMode: 'SWAPACCEPT', entryId: mine.id }, ben);
    expect(accepted.data.success).toBe(true);
    expect((await entry(mine.id)).userId).toBe(ben.id);
    expect((await entry(theirs.id)).userId).toBe(anna.id);
    expect(await notifications(anna)).toContain('shift.swapAccepted');
  });

  it('is declined by the other or withdrawn by the one who asked', async () => {
    const mine = await plan('2027-03-10', anna.id);
    const theirs = await plan('2027-03-11', ben.id);
    await act({ actionMode: 'SWAP', entryId: mine.id, targetEntryId: theirs.id }, anna);
    const denied = await act({ actionMode: 'SWAPDENY', entryId: mine.id, reason: 'no' }, ben);
    expect(denied.data.result?.request).toMatchObject({ state: 'DENIED' });
    expect(await notifications(anna)).toContain('shift.swapDenied');
    await act({ actionMode: 'SWAP', entryId: mine.id, targetEntryId: theirs.id }, anna);
    const withdrawn = await act(
      { actionMode: 'SWAPREMOVE', entryId: mine.id, reason: 'changed my mind' },
      anna,
    );
    expect(withdrawn.data.result?.request).toMatchObject({ state: 'WITHDRAWN' });
    expect((await entry(mine.id)).userId).toBe(anna.id);
  });

  it('waits for a planner when the unit asks for approval', async () => {
    const setting = await api.send(
      unitDataContracts.saveSetting,
      {
        params: { unitId: root.id, kind: 'bool', key: 'shifts.swapApproval' },
        body: { value: true, version: 0 },
      },
      { token: admin.token },
    );
    expect(setting.status).toBe(200);
    const mine = await plan('2027-03-12', anna.id);
    const theirs = await plan('2027-03-13', ben.id);
    await act({ actionMode: 'SWAP', entryId: mine.id, targetEntryId: theirs.id }, anna);
    const agreed = await act({ actionMode: 'SWAPACCEPT', entryId: mine.id }, ben);
    expect(agreed.data.result?.request).toMatchObject({ state: 'OPEN', targetAgreed: true });
    expect((await entry(mine.id)).userId).toBe(anna.id);
    const approved = await act({ actionMode: 'SWAPACCEPT', entryId: mine.id }, planner);
    expect(approved.data.success).toBe(true);
    expect((await entry(mine.id)).userId).toBe(ben.id);
    await api.send(
      unitDataContracts.saveSetting,
      {
        params: { unitId: root.id, kind: 'bool', key: 'shifts.swapApproval' },
        body: { value: false, version: present(setting.data).version },
      },
      { token: admin.token },
    );
  });
});

describe('SHARE: offering my shift to colleagues', () => {
  it('is taken by a colleague of the unit, declined by the person asked, withdrawn by the owner', async () => {
    const mine = await plan('2027-03-15', anna.id);
    expect((await act({ actionMode: 'SHARE', entryId: mine.id }, carl)).status).toBe(403);
    const shared = await act({ actionMode: 'SHARE', entryId: mine.id }, anna);
    expect(shared.data.result?.request).toMatchObject({ kind: 'SHARE', targetUserId: null });
    expect(await notifications(ben)).toContain('shift.shared');
    expect((await act({ actionMode: 'SHAREACCEPT', entryId: mine.id }, carl)).status).toBe(403);
    const taken = await act({ actionMode: 'SHAREACCEPT', entryId: mine.id }, ben);
    expect(taken.data.success).toBe(true);
    expect((await entry(mine.id)).userId).toBe(ben.id);
    expect(await notifications(anna)).toContain('shift.shareTaken');

    const next = await plan('2027-03-16', anna.id);
    await act({ actionMode: 'SHARE', entryId: next.id, targetUserId: ben.id }, anna);
    const declined = await act({ actionMode: 'SHAREACCEPT-', entryId: next.id }, ben);
    expect(declined.data.result?.request).toMatchObject({ state: 'DENIED' });
    await act({ actionMode: 'SHARE', entryId: next.id }, anna);
    const removed = await act({ actionMode: 'SHAREREMOVE', entryId: next.id }, anna);
    expect(removed.data.result?.request).toMatchObject({ state: 'WITHDRAWN' });
    expect((await entry(next.id)).userId).toBe(anna.id);
  });

  it('runs the validator for the taker: a rest-time warning is forced with force', async () => {
    await plan('2027-03-17', ben.id, 'late');
    const early = await plan('2027-03-18', anna.id, 'early');
    await act({ actionMode: 'SHARE', entryId: early.id, targetUserId: ben.id }, anna);
    const warned = await act({ actionMode: 'SHAREACCEPT', entryId: early.id }, ben);
    expect(warned.data).toMatchObject({ success: false, model: { allowForce: true } });
    expect(warned.data.model.messages.map((message) => message.check)).toContain('legal.rest');
    const forced = await act({ actionMode: 'SHAREACCEPT', entryId: early.id, force: true }, ben);
    expect(forced.data.success).toBe(true);
    expect((await entry(early.id)).userId).toBe(ben.id);
  });
});

describe('FAVORITE.REMOVE and the request-slot dialog', () => {
  it('removes templates from my favourites', async () => {
    await api.send(
      favoriteContracts.add,
      { params: { category: 'SHIFTTPL', id: templates.night } },
      { token: anna.token },
    );
    const removed = await act({ actionMode: 'FAVORITE.REMOVE', templateIds: [templates.night] }, anna);
    expect(removed.data.success).toBe(true);
    const list = await api.send(
      favoriteContracts.list,
      { params: { category: 'SHIFTTPL' } },
      { token: anna.token },
    );
    expect(list.data).toEqual([]);
  });

  it('asks for a template slot; a planner plans the person there', async () => {
    const body = { unitId: root.id, date: '2027-03-20', templateId: templates.late };
    expect((await api.send(actions.requestSlot, { body }, { token: carl.token })).status).toBe(403);
    const asked = await api.send(actions.requestSlot, { body }, { token: anna.token });
    expect(asked.data.result?.request).toMatchObject({
      kind: 'APPLY',
      entryId: null,
      templateId: templates.late,
    });
    expect(await notifications(planner)).toContain('shift.slotRequested');
    const slotId = `${root.id}.2027-03-20.${templates.late}`;
    expect((await act({ actionMode: 'SETUSER', entryId: slotId }, anna)).status).toBe(403);
    const planned = await act({ actionMode: 'SETUSER', entryId: slotId, targetUserId: anna.id }, planner);
    expect(planned.data).toMatchObject({
      success: true,
      result: { entries: [{ userId: anna.id, date: '2027-03-20' }] },
    });
    expect(planned.data.result?.request).toMatchObject({ state: 'ACCEPTED' });
  });

  it('turns a request for an open shift into an application', async () => {
    const open = await plan('2027-03-21', null);
    const asked = await api.send(
      actions.requestSlot,
      { body: { unitId: root.id, date: '2027-03-21', entryId: open.id } },
      { token: ben.token },
    );
    expect(asked.data.result?.request).toMatchObject({ kind: 'APPLY', entryId: open.id });
  });
});

describe('mails of shift requests, as the person and the company chose', () => {
  const suffix = randomUUID().slice(0, 8);
  let dora: Person & { address: string };
  let emil: Person & { address: string };
  const mailsTo = async (address: string) =>
    (await sentMails(api)).filter((mail) => mail.destination.to.includes(address));
  const saveMailEvents = (shiftChanged: boolean) =>
    api.send(
      settingsContracts.saveGlobal,
      {
        params: { key: 'mail.events' },
        body: { value: { absenceDecided: true, planPublished: true, shiftChanged } },
      },
      { token: admin.token },
    );

  beforeAll(async () => {
    // The company mails its people only once its administrator confirmed the address.
    await confirmAdministratorEmail(api, admin.customerNo);
    const [d, e] = [
      await createUserAndSignIn(api, admin, `dora-${suffix}`, ['employee']),
      await createUserAndSignIn(api, admin, `emil-${suffix}`, ['employee']),
    ];
    dora = { ...d, address: `dora-${suffix}@example.com` };
    emil = { ...e, address: `emil-${suffix}@example.com` };
    await Promise.all([allowInteraction(dora, true), allowInteraction(emil, true)]);
  });

  it('mails a swap offer to the person asked and the answer to the one who asked, in words a person reads', async () => {
    const mine = await plan('2027-05-03', dora.id, 'early');
    const theirs = await plan('2027-05-04', emil.id, 'late');
    expect(
      (await act({ actionMode: 'SWAP', entryId: mine.id, targetEntryId: theirs.id }, dora)).data.success,
    ).toBe(true);
    await expect.poll(async () => (await mailsTo(emil.address)).length).toBe(1);
    const [offer] = await mailsTo(emil.address);
    // In the person's language (German unless they chose another).
    expect(offer?.subject).toBe('Dienst: early am Montag, 03.05.2027');
    expect(offer?.body.text).toContain(
      'bietet an, early am Montag, 03.05.2027 gegen Ihren Dienst late am Dienstag, 04.05.2027 zu tauschen.',
    );
    expect(offer?.body.text).toContain('/calendar?date=2027-05-03');

    expect((await act({ actionMode: 'SWAPACCEPT', entryId: mine.id }, emil)).data.success).toBe(true);
    await expect.poll(async () => (await mailsTo(dora.address)).length).toBe(1);
  });

  it('still asks by mail once the company stopped shift mails, but tells the answer only in the app', async () => {
    expect((await saveMailEvents(false)).status).toBe(200);
    try {
      const [doraBefore, emilBefore] = [
        (await mailsTo(dora.address)).length,
        (await mailsTo(emil.address)).length,
      ];
      const mine = await plan('2027-05-10', dora.id, 'early');
      const theirs = await plan('2027-05-11', emil.id, 'late');
      await act({ actionMode: 'SWAP', entryId: mine.id, targetEntryId: theirs.id }, dora);
      await expect.poll(async () => (await mailsTo(emil.address)).length).toBe(emilBefore + 1);
      expect((await act({ actionMode: 'SWAPACCEPT', entryId: mine.id }, emil)).data.success).toBe(true);
      expect(await notifications(dora)).toContain('shift.swapAccepted');
      // A mail that should not come gets the time one would need.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await mailsTo(dora.address)).toHaveLength(doraBefore);
    } finally {
      await saveMailEvents(true);
    }
  });
});
