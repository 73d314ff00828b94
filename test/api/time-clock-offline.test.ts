/**
 * Clock steps taken offline (issue 27): the phone sends each step with the time of the tap and an idempotency key.
 * A step is booked at the tap's time, audited as taken offline; the same key sent again books nothing more and
 * answers the first booking; a tap too old or ahead of the server's clock is refused with its own error and changes
 * nothing; keys are the person's own, so another tenant (or person) sending the same key books only for itself.
 * The business clock is moved with CLOCK_OFFSET_MS to fixed moments of tomorrow (Berlin).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import type { TOfflineClockStep } from '@app/shared/time-tracking/offline-clock';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { addDays, instantAt, plainDateOf } from '@app/shared/time/tenant-time';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
const zone = 'Europe/Berlin';
const day = addDays(plainDateOf(new Date(), zone), 1);
const suffix = randomUUID().slice(0, 8);
type Person = { id: string; token: string };
let admin: TestTenant;
let other: TestTenant;
let nina: Person;
let otto: Person;
let stranger: Person;

/** The business clock at `time` of tomorrow (tenant zone). */
function setNow(time: string): void {
  process.env.CLOCK_OFFSET_MS = String(instantAt(day, time, zone).getTime() - Date.now());
}
const at = (time: string, on = day) => instantAt(on, time, zone).toISOString();
const send = (who: Person, body: TOfflineClockStep) =>
  api.send(time.clockOffline, { body }, { token: who.token });
const state = async (who: Person) =>
  present((await api.send(time.clockState, {}, { token: who.token })).data);
const bookingsOf = async (who: Person) =>
  present(
    (await api.send(time.bookings, { query: { userId: who.id, from: day, to: day } }, { token: who.token }))
      .data,
  );

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  other = await signUpTenant(api, { language: 'en' });
  nina = await createUserAndSignIn(api, admin, `nina${suffix}`, ['employee']);
  otto = await createUserAndSignIn(api, admin, `otto${suffix}`, ['employee']);
  stranger = await createUserAndSignIn(api, other, `stranger${suffix}`, ['employee']);
});

afterAll(() => {
  process.env.CLOCK_OFFSET_MS = '0';
});

describe('clock steps taken offline', () => {
  const inKey = randomUUID();

  it('books a step at the time of the tap, audited as taken offline', async () => {
    setNow('08:10');
    const answer = await send(nina, { action: 'in', at: at('06:58'), idempotencyKey: inKey });
    expect(answer.status).toBe(200);
    const result = present(answer.data);
    expect(result.replayed).toBe(false);
    expect(result.booking).toMatchObject({ day, begin: '06:58', clockIn: at('06:58'), clockOut: null });
    expect(result.clock).toMatchObject({ state: 'in', since: at('06:58'), version: 1 });

    // The seconds of the tap are dropped like a live step's.
    const out = await send(nina, {
      action: 'out',
      at: at('07:59').replace('.000Z', '.400Z').replace(':00.400Z', ':41.400Z'),
      idempotencyKey: randomUUID(),
    });
    expect(present(out.data).booking).toMatchObject({ begin: '06:58', end: '07:59' });
    expect(present(out.data).clock).toMatchObject({ state: 'out', workedMinutes: 61 });

    const audit = present(
      (await api.send(auditContracts.list, { query: { from: day, to: day } }, { token: admin.token })).data,
    );
    const entries = audit.items.filter((entry) => entry.targetId === result.booking.id);
    expect(entries.map((entry) => entry.action)).toEqual(['booking.clock', 'booking.clock']);
    expect(entries.map((entry) => entry.after)).toContainEqual(
      expect.objectContaining({ action: 'in', offline: true, tappedAt: at('06:58') }),
    );
  });

  it('books a repeated key once and answers the first booking', async () => {
    setNow('08:20');
    const [first] = await bookingsOf(nina);
    const again = await send(nina, { action: 'in', at: at('06:58'), idempotencyKey: inKey });
    expect(again.status).toBe(200);
    expect(present(again.data)).toMatchObject({ replayed: true, booking: { id: first?.id, end: '07:59' } });
    expect(present(again.data).clock.state).toBe('out');
    expect(await bookingsOf(nina)).toHaveLength(1);
  });

  it('refuses a tap too old or ahead of the clock with a clear error and changes nothing', async () => {
    setNow('09:00');
    const before = await state(otto);
    const old = await send(otto, {
      action: 'in',
      at: at('08:59', addDays(day, -3)),
      idempotencyKey: randomUUID(),
    });
    expect(old.status).toBe(400);
    expect(old.error).toMatchObject({ code: 'CLOCK_STEP_TOO_OLD', messageKey: 'time.clock.stepTooOld' });
    expect(old.error?.message).toContain('72 hours');

    const ahead = await send(otto, { action: 'in', at: at('09:10'), idempotencyKey: randomUUID() });
    expect(ahead.status).toBe(400);
    expect(ahead.error).toMatchObject({
      code: 'CLOCK_STEP_IN_FUTURE',
      messageKey: 'time.clock.stepInFuture',
    });
    // A phone a few minutes ahead is fine (the terminals' tolerance).
    const slightlyAhead = await send(otto, { action: 'in', at: at('09:03'), idempotencyKey: randomUUID() });
    expect(slightlyAhead.status).toBe(200);
    expect(present(slightlyAhead.data).booking.begin).toBe('09:03');
    expect(before).toMatchObject({ state: 'out', bookings: [] });

    // Before the clock's last change: the order would be wrong (a step taken later on another device won).
    const earlier = await send(otto, { action: 'out', at: at('08:30'), idempotencyKey: randomUUID() });
    expect(earlier.status).toBe(409);
    expect(earlier.error?.code).toBe('CLOCK_TRANSITION_REFUSED');
    expect((await state(otto)).state).toBe('in');

    const malformed = await api.send(
      time.clockOffline,
      // @ts-expect-error: the idempotency key is missing on purpose
      { body: { action: 'in', at: at('08:59') } },
      { token: otto.token },
    );
    expect(malformed.status).toBe(400);
    expect(malformed.error?.code).toBe('VALIDATION');
  });

  it("keeps keys apart per person and tenant: another tenant's send of the same key books only for itself", async () => {
    setNow('09:30');
    const theirs = await send(stranger, { action: 'in', at: at('06:58'), idempotencyKey: inKey });
    expect(theirs.status).toBe(200);
    const result = present(theirs.data);
    expect(result.replayed).toBe(false);
    const [ninas] = await bookingsOf(nina);
    expect(result.booking.id).not.toBe(ninas?.id);
    expect((await state(stranger)).bookings.map((booking) => booking.id)).toEqual([result.booking.id]);
    // Nina's booking is untouched and not visible to the other tenant.
    expect(await bookingsOf(nina)).toEqual([ninas]);
    const peek = await api.send(
      time.bookings,
      { query: { userId: nina.id, from: day, to: day } },
      { token: stranger.token },
    );
    expect(peek.status).toBe(404);
  });
});
