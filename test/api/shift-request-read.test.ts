/**
 * One shift request by its key (issue 27: a notification opens the request itself): the notification links to
 * it, the people it concerns and the planners read it, with who decided and when once it is answered; anyone
 * else, an unknown key and another tenant's key are 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import {
  shiftActionContracts as actions,
  type TShiftAction,
} from '@app/shared/calendar/shift-actions.contracts';
import { notificationContracts } from '@app/shared/notifications/notifications.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';
import {
  allowShiftInteraction,
  createResource,
  createShiftTemplate,
  rootUnit,
} from '../support/shift-tenant';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
let templateId = '';
type Person = { id: string; token: string };
let anna: Person;
let ben: Person;
let carl: Person;
let planner: Person;

async function allowInteraction(person: Person): Promise<void> {
  await allowShiftInteraction(api, admin.token, person.id);
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  root = await rootUnit(api, admin.token);
  const resourceId = await createResource(api, admin.token, 'Care');
  templateId = await createShiftTemplate(api, admin.token, root.id, {
    name: 'early',
    shortName: 'E',
    resourceId,
    begin: '06:00',
    end: '14:00',
  });
  [anna, ben, carl, planner] = await Promise.all([
    createUserAndSignIn(api, admin, 'anna', ['employee']),
    createUserAndSignIn(api, admin, 'ben', ['employee']),
    createUserAndSignIn(api, admin, 'carl', ['employee']),
    createUserAndSignIn(api, admin, 'paula', ['planner']),
  ]);
  await Promise.all([allowInteraction(anna), allowInteraction(ben), allowInteraction(carl)]);
});

async function plan(date: string, userId: string | null) {
  const saved = await api.send(
    calendar.save,
    { query: { force: 'true' }, body: { unitId: root.id, date, userId, templateId } },
    { token: planner.token },
  );
  expect(saved.data.success).toBe(true);
  return present(saved.data.result);
}

const act = (body: TShiftAction, person: Person) =>
  api.send(actions.shiftAction, { body }, { token: person.token });
const read = (requestKey: string, person: Person) =>
  api.send(actions.getRequest, { params: { requestKey } }, { token: person.token });

/** The link of the person's newest notification with this message key. */
async function linkOf(person: Person, messageKey: string) {
  const list = await api.send(
    notificationContracts.notificationsList,
    { query: {} },
    { token: person.token },
  );
  return list.data.items.find((item) => item.messageKey === messageKey)?.link;
}

describe('GET /api/calendar/requests/{requestKey}', () => {
  it('is what a swap offer’s notification links to, and shows the decision once answered', async () => {
    const mine = await plan('2027-05-03', anna.id);
    const theirs = await plan('2027-05-04', ben.id);
    const offered = await act({ actionMode: 'SWAP', entryId: mine.id, targetEntryId: theirs.id }, anna);
    const requestKey = present(offered.data.result?.request?.key);

    const link = present(await linkOf(ben, 'shift.swapRequested'));
    expect(link).toMatchObject({ kind: 'request', id: requestKey, date: '2027-05-03' });

    const asked = await read(requestKey, ben);
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({
      kind: 'SWAP',
      state: 'OPEN',
      entryId: mine.id,
      requesterName: expect.stringContaining('anna') as unknown,
      targetUserId: ben.id,
      answeredAt: null,
    });
    expect((await read(requestKey, anna)).status).toBe(200);
    expect((await read(requestKey, planner)).status).toBe(200);

    expect(
      (await act({ actionMode: 'SWAPACCEPT', entryId: mine.id, requestId: asked.data.id }, ben)).data,
    ).toMatchObject({ success: true });
    const decided = await read(requestKey, anna);
    expect(decided.data).toMatchObject({ state: 'ACCEPTED', answeredByName: asked.data.targetUserName });
    expect(decided.data.answeredAt).toEqual(expect.any(String));
    expect(await linkOf(anna, 'shift.swapAccepted')).toMatchObject({ kind: 'request', id: requestKey });
  });

  it('is 404 for a person the request does not concern, an unknown key and another tenant’s key', async () => {
    const mine = await plan('2027-05-10', anna.id);
    const offered = await act({ actionMode: 'SHARE', entryId: mine.id, targetUserId: ben.id }, anna);
    const requestKey = present(offered.data.result?.request?.key);
    expect((await read(requestKey, ben)).data).toMatchObject({ kind: 'SHARE', state: 'OPEN' });

    expect((await read(requestKey, carl)).status).toBe(404);
    const unknown = `${mine.id}.3f2a9c1d-8e4b-4a6f-b2c7-1d9e0f3a5b6c`;
    expect((await read(unknown, anna)).status).toBe(404);
    const stranger = await signUpTenant(api);
    expect(
      (await api.send(actions.getRequest, { params: { requestKey } }, { token: stranger.token })).status,
    ).toBe(404);
  });

  it('refuses a malformed key as invalid', async () => {
    expect((await read('not-a-key', anna)).status).toBe(400);
  });
});
