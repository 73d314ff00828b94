/**
 * The clock (issue 14): clocking in, pausing, resuming and out gives one booking with one pause and the worked
 * minutes; wrong transitions and stale versions are refused; of two simultaneous clock-ins one wins; a clock-in
 * far before the planned shift under a TIMEBOOKING rule waits for approval, and an approver makes it Ok.
 * The business clock is moved with CLOCK_OFFSET_MS to fixed moments of tomorrow (Berlin).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { rulesContracts } from '@app/shared/rules/rules.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import type { TClockAction } from '@app/shared/time-tracking/booking';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { addDays, instantAt, plainDateOf } from '@app/shared/time/tenant-time';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
const zone = 'Europe/Berlin';
const day = addDays(plainDateOf(new Date(), zone), 1);
const suffix = randomUUID().slice(0, 8);
type Person = { id: string; token: string; version: number };
let admin: TestTenant;
let rootId: string;
let wardId: string;
let clara: Person;
let rita: Person;
let paula: Person;

/** The business clock at `time` of tomorrow (tenant zone). */
function setNow(time: string, on = day): void {
  process.env.CLOCK_OFFSET_MS = String(instantAt(on, time, zone).getTime() - Date.now());
}

const state = async (who: Person) =>
  present((await api.send(time.clockState, {}, { token: who.token })).data);
const act = (who: Person, body: TClockAction) => api.send(time.clock, { body }, { token: who.token });

async function person(name: string, role: string, unitId: string): Promise<Person> {
  const created = await createUserAndSignIn(api, admin, `${name}${suffix}`, [role]);
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: created.id }, body: { unitId, version: created.version } },
    { token: admin.token },
  );
  return { ...created, version: present(moved.data).version };
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  rootId = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  wardId = present(
    (
      await api.send(
        unitContracts.create,
        { body: { name: `Ward ${suffix}`, unitType: 0, parentId: rootId } },
        { token: admin.token },
      )
    ).data,
  ).id;
  clara = await person('clara', 'employee', rootId);
  rita = await person('rita', 'employee', wardId);
  paula = await person('paula', 'planner', rootId);
});

afterAll(() => {
  process.env.CLOCK_OFFSET_MS = '0';
});

describe('the clock', () => {
  it('in, pause, resume, out: one booking with one pause and the worked minutes', async () => {
    setNow('06:00');
    const before = await state(clara);
    expect(before).toMatchObject({ state: 'out', since: null, version: 0, today: day, bookings: [] });

    const clockedIn = await act(clara, { action: 'in', version: 0 });
    expect(clockedIn.status).toBe(200);
    const opened = present(clockedIn.data);
    expect(opened.requested).toBe(false);
    expect(opened.booking).toMatchObject({ day, begin: '06:00', clockOut: null, state: 1, source: 'web' });
    expect(opened.clock).toMatchObject({ state: 'in', openBookingId: opened.booking.id, version: 1 });

    setNow('10:00');
    const paused = present((await act(clara, { action: 'pause', version: 1 })).data);
    expect(paused.clock).toMatchObject({ state: 'paused', version: 2 });
    // Pausing while paused is a wrong transition, not a stale version.
    const again = await act(clara, { action: 'pause', version: 2 });
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({
      code: 'CLOCK_TRANSITION_REFUSED',
      messageKey: 'time.clock.transitionRefused',
    });

    setNow('10:30');
    expect(present((await act(clara, { action: 'resume', version: 2 })).data).clock.state).toBe('in');
    setNow('14:00');
    const out = present((await act(clara, { action: 'out', version: 3 })).data);
    expect(out.booking).toMatchObject({ begin: '06:00', end: '14:00', state: 1 });
    expect(out.booking.pauses).toEqual([
      {
        begin: instantAt(day, '10:00', zone).toISOString(),
        end: instantAt(day, '10:30', zone).toISOString(),
      },
    ]);
    // 8 hours less the half hour paused.
    expect(out.clock).toMatchObject({ state: 'out', version: 4, openBookingId: null, workedMinutes: 450 });

    const twiceOut = await act(clara, { action: 'out', version: 4 });
    expect(twiceOut.error?.code).toBe('CLOCK_TRANSITION_REFUSED');
    const stale = await act(clara, { action: 'in', version: 3 });
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('CONFLICT');

    const listed = present(
      (
        await api.send(
          time.bookings,
          { query: { userId: clara.id, from: day, to: day } },
          { token: clara.token },
        )
      ).data,
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: out.booking.id, clockOut: out.booking.clockOut, version: 4 });
    expect((await state(clara)).workedMinutes).toBe(450);
  });

  it('counts an open booking up to now and refuses a cost unit that does not exist', async () => {
    setNow('15:00');
    const unknown = await act(clara, { action: 'in', costUnit: 'NOPE', version: 4 });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.details).toMatchObject({ issues: [{ path: 'body.costUnit' }] });
    expect(present((await act(clara, { action: 'in', version: 4 })).data).clock.state).toBe('in');
    setNow('16:00');
    expect((await state(clara)).workedMinutes).toBe(450 + 60);
    expect((await act(clara, { action: 'out', version: 5 })).status).toBe(200);
  });

  it('lets exactly one of two simultaneous clock-ins through', async () => {
    setNow('06:00');
    const [first, second] = await Promise.all([
      act(paula, { action: 'in', version: 0 }),
      act(paula, { action: 'in', version: 0 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const after = await state(paula);
    expect(after).toMatchObject({ state: 'in', version: 1 });
    expect(after.bookings).toHaveLength(1);

    // Again once the clock exists (the conditional replace, not the create, decides).
    setNow('07:00');
    expect((await act(paula, { action: 'out', version: 1 })).status).toBe(200);
    setNow('08:00');
    const race = await Promise.all([
      act(paula, { action: 'in', version: 2 }),
      act(paula, { action: 'in', version: 2 }),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await state(paula)).bookings).toHaveLength(2);
  });
});

describe('a TIMEBOOKING rule', () => {
  it('makes a clock-in far before the planned shift wait, and an approver makes it Ok', async () => {
    const resourceId = present(
      (await api.send(resourceContracts.create, { body: { caption: 'Ward' } }, { token: admin.token })).data,
    ).id;
    const early = present(
      (
        await api.send(
          shiftContracts.create,
          { body: { name: 'Early', shortName: 'E', resourceId, begin: '06:00', end: '14:00' } },
          { token: admin.token },
        )
      ).data,
    ).id;
    const planned = await api.send(
      calendar.save,
      { query: { force: 'true' }, body: { unitId: wardId, date: day, userId: rita.id, templateId: early } },
      { token: admin.token },
    );
    expect(planned.data?.success).toBe(true);
    const rule = await api.send(
      rulesContracts.saveRule,
      {
        body: {
          ruleType: 'TIMEBOOKING',
          name: 'Ward clock',
          scope: { kind: 'unit', ids: [wardId] },
          settings: { toleranceBeforeMinutes: 15 },
        },
      },
      { token: admin.token },
    );
    expect(rule.status).toBe(200);

    setNow('05:00');
    const waiting = present((await act(rita, { action: 'in', version: 0 })).data);
    expect(waiting.requested).toBe(true);
    expect(waiting.booking.state).toBe(0);
    // toMatchObject: the finding's params may carry more (the rule's name) than these.
    expect(waiting.booking.reasons).toMatchObject([
      {
        messageKey: 'rules.finding.booking.beforeTolerance',
        params: { time: '05:00', begin: '06:00', minutes: 15 },
        ruleName: 'Ward clock',
      },
    ]);
    // A waiting booking counts nothing yet.
    setNow('14:00');
    const out = present((await act(rita, { action: 'out', version: 1 })).data);
    expect(out.booking.state).toBe(0);
    expect(out.clock.workedMinutes).toBe(0);

    const approvable = {
      params: { bookingId: out.booking.id },
      query: { version: String(out.booking.version) },
    };
    const byHerself = await api.send(time.approveBooking, approvable, { token: rita.token });
    expect(byHerself.status).toBe(403);
    const approved = await api.send(time.approveBooking, approvable, { token: paula.token });
    expect(approved.status).toBe(200);
    expect(present(approved.data)).toMatchObject({ state: 1, version: out.booking.version + 1 });
    expect((await state(rita)).workedMinutes).toBe(9 * 60);

    // A clock-in within the tolerance is Ok at once.
    setNow('05:50');
    const inTime = await act(rita, { action: 'in', version: 2 });
    expect(present(inTime.data).booking.state).toBe(1);
  });
});
