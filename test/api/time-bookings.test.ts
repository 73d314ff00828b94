/**
 * Bookings (issue 14): the EditBooking dialog saves a person's own booking as Requested and an approver's as Ok;
 * edits go at the version read; approve, deny, cancel and delete follow the states and the permissions; a person
 * sees only their own bookings, an approver theirs; another tenant's ids are not found.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import type { TBookingSave } from '@app/shared/time-tracking/booking';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
const suffix = randomUUID().slice(0, 8);
type Person = { id: string; token: string; version: number };
let admin: TestTenant;
let stranger: TestTenant;
let emma: Person;
let ben: Person;
let paula: Person;

async function person(name: string, role: string, unitId: string): Promise<Person> {
  const created = await createUserAndSignIn(api, admin, `${name}${suffix}`, [role]);
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: created.id }, body: { unitId, version: created.version } },
    { token: admin.token },
  );
  return { ...created, version: present(moved.data).version };
}

const save = (body: TBookingSave, who: Person | TestTenant) =>
  api.send(time.saveBooking, { body }, { token: who.token });
const list = (userId: string, who: Person | TestTenant, from = '2030-03-01', to = '2030-03-31') =>
  api.send(time.bookings, { query: { userId, from, to } }, { token: who.token });
const decide = (
  contract: typeof time.approveBooking | typeof time.denyBooking | typeof time.cancelBooking,
  booking: { id: string; version: number },
  who: Person | TestTenant,
) =>
  api.send(
    contract,
    { params: { bookingId: booking.id }, query: { version: String(booking.version) } },
    { token: who.token },
  );

beforeAll(async () => {
  [admin, stranger] = await Promise.all([signUpTenant(api, { language: 'en' }), signUpTenant(api)]);
  const rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  emma = await person('emma', 'employee', rootId);
  ben = await person('ben', 'employee', rootId);
  paula = await person('paula', 'planner', rootId);
});

describe('the EditBooking dialog', () => {
  it('saves a person’s own booking as Requested and an edit at the version read', async () => {
    const created = await save(
      {
        userId: emma.id,
        day: '2030-03-04',
        begin: '08:00',
        end: '16:30',
        pauses: [{ begin: '12:00', end: '12:30' }],
      },
      emma,
    );
    expect(created.status).toBe(200);
    const booking = present(created.data).booking;
    expect(created.data?.requested).toBe(true);
    expect(booking).toMatchObject({
      day: '2030-03-04',
      begin: '08:00',
      end: '16:30',
      clockIn: '2030-03-04T07:00:00.000Z',
      clockOut: '2030-03-04T15:30:00.000Z',
      pauses: [{ begin: '2030-03-04T11:00:00.000Z', end: '2030-03-04T11:30:00.000Z' }],
      state: 0,
      version: 1,
      reasons: [{ messageKey: 'time.booking.editedByOwner', params: {}, ruleName: null }],
    });

    const edited = await save(
      {
        id: booking.id,
        version: 1,
        userId: emma.id,
        day: '2030-03-04',
        begin: '08:15',
        end: '16:30',
        note: 'Late bus',
      },
      emma,
    );
    expect(present(edited.data).booking).toMatchObject({
      begin: '08:15',
      note: 'Late bus',
      pauses: [],
      version: 2,
    });
    const stale = await save(
      { id: booking.id, version: 1, userId: emma.id, day: '2030-03-04', begin: '09:00', end: '16:30' },
      emma,
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('CONFLICT');

    // Moved to another day: still the same booking, listed once on its new day.
    const moved = present(
      (
        await save(
          { id: booking.id, version: 2, userId: emma.id, day: '2030-03-05', begin: '08:15', end: '16:30' },
          emma,
        )
      ).data,
    ).booking;
    expect(moved).toMatchObject({ id: booking.id, day: '2030-03-05' });
    const listed = present((await list(emma.id, emma)).data);
    expect(listed.map((item) => [item.id, item.day])).toEqual([[booking.id, '2030-03-05']]);
  });

  it('saves an approver’s booking for someone else as Ok, night shifts into the next day', async () => {
    const saved = await save({ userId: ben.id, day: '2030-03-10', begin: '22:00', end: '06:00' }, paula);
    expect(saved.data?.requested).toBe(false);
    expect(present(saved.data).booking).toMatchObject({
      state: 1,
      reasons: [],
      clockIn: '2030-03-10T21:00:00.000Z',
      clockOut: '2030-03-11T05:00:00.000Z',
    });
  });

  it('refuses bad input at the field and someone else’s booking to an employee', async () => {
    const outside = await save(
      {
        userId: emma.id,
        day: '2030-03-06',
        begin: '08:00',
        end: '12:00',
        pauses: [{ begin: '13:00', end: '13:30' }],
      },
      emma,
    );
    expect(outside.status).toBe(400);
    expect(outside.error?.details).toMatchObject({ issues: [{ path: 'body.pauses.0.begin' }] });
    const badTime = await save({ userId: emma.id, day: '2030-03-06', begin: '25:00', end: '12:00' }, emma);
    expect(badTime.status).toBe(400);
    expect(badTime.error?.details).toMatchObject({
      issues: [expect.objectContaining({ path: 'body.begin' })],
    });
    const forBen = await save({ userId: ben.id, day: '2030-03-06', begin: '08:00', end: '12:00' }, emma);
    expect(forBen.status).toBe(403);
    expect(present((await list(ben.id, paula)).data).map((item) => item.day)).toEqual(['2030-03-10']);
  });
});

describe('decisions on a booking', () => {
  it('deny, approve, cancel and delete follow the states and the permissions, each audited', async () => {
    const requested = present(
      (await save({ userId: emma.id, day: '2030-03-12', begin: '07:00', end: '15:00' }, emma)).data,
    ).booking;
    expect((await decide(time.approveBooking, requested, emma)).status).toBe(403);

    const denied = present((await decide(time.denyBooking, requested, paula)).data);
    expect(denied).toMatchObject({ state: -1, version: 2 });
    const approved = present((await decide(time.approveBooking, denied, paula)).data);
    expect(approved).toMatchObject({ state: 1, version: 3 });
    // Approving an Ok booking again is no change its state allows.
    const twice = await decide(time.approveBooking, approved, paula);
    expect(twice.status).toBe(409);
    expect(twice.error).toMatchObject({
      code: 'BOOKING_CHANGE_REFUSED',
      messageKey: 'time.booking.changeRefused',
    });

    // Its owner cancels it; a cancelled booking is neither approved nor edited any more.
    expect((await decide(time.cancelBooking, approved, ben)).status).toBe(403);
    const cancelled = present((await decide(time.cancelBooking, approved, emma)).data);
    expect(cancelled).toMatchObject({ state: -2, version: 4 });
    expect((await decide(time.approveBooking, cancelled, paula)).error?.code).toBe('BOOKING_CHANGE_REFUSED');
    const edit = await save(
      { id: cancelled.id, version: 4, userId: emma.id, day: '2030-03-12', begin: '07:00', end: '15:00' },
      emma,
    );
    expect(edit.error?.code).toBe('BOOKING_CHANGE_REFUSED');

    const remove = (who: Person, version = 4) =>
      api.send(
        time.deleteBooking,
        { params: { bookingId: cancelled.id }, query: { version: String(version) } },
        { token: who.token },
      );
    expect((await remove(emma)).status).toBe(403);
    expect((await remove(paula, 3)).status).toBe(409);
    expect((await remove(paula)).status).toBe(204);
    expect(present((await list(emma.id, emma)).data).map((item) => item.id)).not.toContain(cancelled.id);

    const audit = present(
      (await api.send(auditContracts.list, { query: { limit: 50 } }, { token: admin.token })).data,
    );
    const actions = audit.items
      .filter((entry) => entry.targetId === cancelled.id)
      .map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'booking.save',
        'booking.deny',
        'booking.approve',
        'booking.cancel',
        'booking.delete',
      ]),
    );
  });
});

describe('who sees which bookings', () => {
  it('shows a person their own, an approver everyone’s, and nobody another tenant’s', async () => {
    expect((await list(emma.id, emma)).status).toBe(200);
    expect((await list(ben.id, emma)).status).toBe(403);
    expect((await list(emma.id, paula)).status).toBe(200);
    expect((await list(emma.id, stranger)).status).toBe(404);
    const tooLong = await list(emma.id, emma, '2030-01-01', '2030-03-05');
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.details).toMatchObject({ issues: [{ path: 'query.to' }] });

    const own = present(
      (await save({ userId: emma.id, day: '2030-03-20', begin: '07:00', end: '15:00' }, emma)).data,
    ).booking;
    expect((await decide(time.approveBooking, own, stranger)).status).toBe(404);
    expect((await decide(time.cancelBooking, own, stranger)).status).toBe(404);
  });
});
