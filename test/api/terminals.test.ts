/**
 * Clock terminals (issue 14): an administrator registers a terminal and gets its secret once; the terminal uploads
 * card readings with `Authorization: Terminal <customerNo>.<terminalId>.<secret>`, applied like the clock for the
 * card's holder; a backlog uploaded twice books once; a wrong secret, another tenant's terminal or a Free tenant
 * writes nothing. List, notes and delete stay within the tenant.
 *
 * Hostile readings (issue 25): a reading ahead of the server's clock, older than the company's limit or into a
 * confirmed day is rejected with its reason and changes nothing; the web clock refuses a clock-out before the
 * clock-in; junk uploads for one customer number get 429 while another tenant's terminal still uploads.
 * The business clock is set to fixed instants of March 2026 (CLOCK_OFFSET_MS), where the readings lie.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { terminalContracts as terminals } from '@app/shared/time-tracking/terminals.contracts';
import type { TTerminalCreated, TTerminalUpload } from '@app/shared/time-tracking/terminal';
import { userDataContracts } from '@app/shared/users/user-data.contracts';
import { settingsContracts } from '@app/shared/settings/settings.contracts';
import { trackingContracts as tracking } from '@app/shared/time-tracking/tracking.contracts';
import {
  chooseEdition,
  createUserAndSignIn,
  signUpTenant,
  useTestApi,
  type TestTenant,
} from '../support/api';
import { present } from '../support/present';
import { trackedPerson, type TrackedPerson } from '../support/time';

const api = useTestApi();
const suffix = randomUUID().slice(0, 8);
let admin: TestTenant;
let stranger: TestTenant;
let emma: { id: string; token: string };
let entrance: TTerminalCreated;

/** The business clock at an instant (it runs on from there). */
function setNow(iso: string): void {
  process.env.CLOCK_OFFSET_MS = String(Date.parse(iso) - Date.now());
}

const upload = (authorization: string, body: TTerminalUpload) =>
  api.call('POST', '/api/public/terminals/bookings', { body, headers: { authorization } });
const emmaBookings = async () =>
  present(
    (
      await api.send(
        time.bookings,
        { query: { userId: emma.id, from: '2026-03-02', to: '2026-03-08' } },
        { token: admin.token },
      )
    ).data,
  );
const backlog: TTerminalUpload = {
  bookings: [
    { bookingId: 'r-1', cardId: '4711', at: '2026-03-02T06:58:30Z', kind: 'in' },
    { bookingId: 'r-2', cardId: '4711', at: '2026-03-02T11:00:00Z', kind: 'pause' },
    { bookingId: 'r-3', cardId: '4711', at: '2026-03-02T11:30:00Z', kind: 'resume' },
    { bookingId: 'r-4', cardId: '4711', at: '2026-03-02T15:30:00Z', kind: 'out' },
    { bookingId: 'r-5', cardId: '9999', at: '2026-03-02T07:00:00Z', kind: 'in' },
    { bookingId: 'r-6', cardId: '4711', at: '2026-03-02T16:00:00Z', kind: 'out' },
  ],
};

beforeAll(async () => {
  [admin, stranger] = await Promise.all([signUpTenant(api, { language: 'en' }), signUpTenant(api)]);
  // The backlog below lies a week back: within the 35 days a reading may be old.
  setNow('2026-03-09T12:00:00Z');
  emma = await createUserAndSignIn(api, admin, `emma${suffix}`, ['employee']);
  const cards = await api.send(
    userDataContracts.saveKeyCards,
    {
      params: { userId: emma.id },
      body: { cards: [{ id: randomUUID(), cardId: '4711', cardType: 'DF', enabled: true }], version: 0 },
    },
    { token: admin.token },
  );
  expect(cards.status).toBe(200);
  const created = await api.send(
    terminals.createTerminal,
    { body: { name: 'Entrance', notes: 'Staff door' } },
    { token: admin.token },
  );
  expect(created.status).toBe(201);
  entrance = present(created.data);
});

afterAll(() => {
  process.env.CLOCK_OFFSET_MS = '0';
});

describe('registering terminals', () => {
  it('answers the secret once, as the header the terminal sends; the list never shows it', async () => {
    expect(entrance.authorization).toBe(
      `Terminal ${admin.customerNo}.${entrance.terminal.id}.${entrance.secret}`,
    );
    expect(Buffer.from(entrance.secret, 'base64url')).toHaveLength(32);
    expect(entrance.uploadPath).toBe('/api/public/terminals/bookings');
    const list = await api.send(terminals.terminals, {}, { token: admin.token });
    expect(list.data).toEqual([
      {
        id: entrance.terminal.id,
        name: 'Entrance',
        notes: 'Staff door',
        createdAt: entrance.terminal.createdAt,
        lastSeenAt: null,
        bookingCount: 0,
      },
    ]);
    expect(JSON.stringify(list.data)).not.toContain(entrance.secret);
  });
});

describe('the upload', () => {
  it('books a backlog like the clock, and a second upload of it changes nothing', async () => {
    const first = await upload(entrance.authorization, backlog);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      results: [
        { bookingId: 'r-1', outcome: 'accepted', reason: null },
        { bookingId: 'r-2', outcome: 'accepted', reason: null },
        { bookingId: 'r-3', outcome: 'accepted', reason: null },
        { bookingId: 'r-4', outcome: 'accepted', reason: null },
        { bookingId: 'r-5', outcome: 'unknownCard', reason: null },
        { bookingId: 'r-6', outcome: 'rejected', reason: 'transition' },
      ],
    });
    const booked = await emmaBookings();
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      day: '2026-03-02',
      clockIn: '2026-03-02T06:58:00.000Z',
      clockOut: '2026-03-02T15:30:00.000Z',
      begin: '07:58',
      end: '16:30',
      pauses: [{ begin: '2026-03-02T11:00:00.000Z', end: '2026-03-02T11:30:00.000Z' }],
      source: 'terminal',
      state: 1,
    });

    const again = await upload(entrance.authorization, backlog);
    expect(again.status).toBe(200);
    expect((again.body as { results: { outcome: string }[] }).results.map((r) => r.outcome)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'unknownCard',
      'rejected',
    ]);
    expect(await emmaBookings()).toEqual(booked);
    const [listed] = present((await api.send(terminals.terminals, {}, { token: admin.token })).data);
    expect(listed).toMatchObject({ bookingCount: 4 });
    expect(listed?.lastSeenAt).not.toBeNull();
  });

  it('answers 401 and writes nothing for a wrong secret, another tenant or a malformed header', async () => {
    const reading: TTerminalUpload = {
      bookings: [{ bookingId: 'x-1', cardId: '4711', at: '2026-03-03T07:00:00Z', kind: 'in' }],
    };
    const wrong = `Terminal ${admin.customerNo}.${entrance.terminal.id}.${'A'.repeat(43)}`;
    const otherTenant = `Terminal ${stranger.customerNo}.${entrance.terminal.id}.${entrance.secret}`;
    for (const authorization of [wrong, otherTenant, `Bearer ${admin.token}`, 'Terminal nonsense']) {
      const answer = await upload(authorization, reading);
      expect(answer.status).toBe(401);
    }
    expect(await emmaBookings()).toHaveLength(1);
  });

  it('gives a Free tenant 402 for the upload and the administration', async () => {
    const company = await signUpTenant(api, { language: 'en' });
    const created = present(
      (await api.send(terminals.createTerminal, { body: { name: 'Gate' } }, { token: company.token })).data,
    );
    expect((await chooseEdition(api, company, 'free')).status).toBe(200);
    const answer = await upload(created.authorization, {
      bookings: [{ bookingId: 'f-1', cardId: '1', at: '2026-03-03T07:00:00Z', kind: 'in' }],
    });
    expect(answer.status).toBe(402);
    expect((answer.body as { error: { code: string } }).error.code).toBe('EDITION_LIMIT');
    expect((await api.send(terminals.terminals, {}, { token: company.token })).status).toBe(402);
  });
});

describe('notes, delete and isolation', () => {
  it('changes notes; deleting stops the secret; another tenant finds nothing', async () => {
    const created = present(
      (await api.send(terminals.createTerminal, { body: { name: 'Warehouse' } }, { token: admin.token }))
        .data,
    );
    const params = { terminalId: created.terminal.id };
    const foreign = await api.send(
      terminals.terminalNotes,
      { params, body: { notes: 'mine now' } },
      { token: stranger.token },
    );
    expect(foreign.status).toBe(404);
    expect((await api.send(terminals.deleteTerminal, { params }, { token: stranger.token })).status).toBe(
      404,
    );
    expect(present((await api.send(terminals.terminals, {}, { token: stranger.token })).data)).toEqual([]);

    const noted = await api.send(
      terminals.terminalNotes,
      { params, body: { notes: 'Loading bay' } },
      { token: admin.token },
    );
    expect(noted.data).toMatchObject({ name: 'Warehouse', notes: 'Loading bay' });
    expect((await api.send(terminals.deleteTerminal, { params }, { token: admin.token })).status).toBe(204);
    const names = present((await api.send(terminals.terminals, {}, { token: admin.token })).data).map(
      (terminal) => terminal.name,
    );
    expect(names).toEqual(['Entrance']);
    const late = await upload(created.authorization, {
      bookings: [{ bookingId: 'w-1', cardId: '4711', at: '2026-03-04T07:00:00Z', kind: 'in' }],
    });
    expect(late.status).toBe(401);
    expect((await api.send(terminals.terminals, {}, { token: emma.token })).status).toBe(403);
  });
});

describe('hostile readings (issue 25)', () => {
  let tom: TrackedPerson;
  const card = '4712';
  const reading = (bookingId: string, at: string, kind: 'in' | 'out' | 'pause' | 'resume') => ({
    bookingId,
    cardId: card,
    at,
    kind,
  });
  const outcomes = (answer: { body: unknown }) =>
    (answer.body as { results: { bookingId: string; outcome: string; reason: string | null }[] }).results;
  const tomBookings = async (from: string, to: string) =>
    present(
      (await api.send(time.bookings, { query: { userId: tom.id, from, to } }, { token: admin.token })).data,
    );
  const tomClock = async () => present((await api.send(time.clockState, {}, { token: tom.token })).data);

  beforeAll(async () => {
    tom = await trackedPerson(api, admin, `tom${suffix}`, '2026-01-01');
    const cards = await api.send(
      userDataContracts.saveKeyCards,
      {
        params: { userId: tom.id },
        body: { cards: [{ id: randomUUID(), cardId: card, cardType: 'DF', enabled: true }], version: 0 },
      },
      { token: admin.token },
    );
    expect(cards.status).toBe(200);
  });

  it("refuses readings older than the company's limit (35 days unless it chose more)", async () => {
    setNow('2026-03-10T12:00:00Z');
    const old: TTerminalUpload = {
      bookings: [reading('o-1', '2026-02-02T07:00:00Z', 'in'), reading('o-2', '2026-02-02T15:00:00Z', 'out')],
    };
    const refused = await upload(entrance.authorization, old);
    expect(refused.status).toBe(200);
    expect(outcomes(refused)).toEqual([
      { bookingId: 'o-1', outcome: 'rejected', reason: 'tooOld' },
      { bookingId: 'o-2', outcome: 'rejected', reason: 'tooOld' },
    ]);
    expect(await tomBookings('2026-02-01', '2026-02-28')).toEqual([]);

    const saved = await api.send(
      settingsContracts.saveGlobal,
      { params: { key: 'time.terminalMaxAgeDays' }, body: { value: 62 } },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    const accepted = await upload(entrance.authorization, old);
    expect(outcomes(accepted).map((result) => result.outcome)).toEqual(['accepted', 'accepted']);
    expect(await tomBookings('2026-02-01', '2026-02-28')).toMatchObject([
      { day: '2026-02-02', clockIn: '2026-02-02T07:00:00.000Z', clockOut: '2026-02-02T15:00:00.000Z' },
    ]);
  });

  it('refuses readings ahead of the server clock, changes nothing, and later real readings still book', async () => {
    setNow('2026-03-10T12:00:00Z');
    const clockBefore = await tomClock();
    const ahead = await upload(entrance.authorization, {
      bookings: [
        reading('f-1', '2026-03-10T12:10:00Z', 'in'),
        reading('f-2', '2099-01-01T08:00:00Z', 'in'),
        reading('f-3', '2026-03-10T12:20:00Z', 'out'),
      ],
    });
    expect(ahead.status).toBe(200);
    expect(outcomes(ahead)).toEqual([
      { bookingId: 'f-1', outcome: 'rejected', reason: 'inFuture' },
      { bookingId: 'f-2', outcome: 'rejected', reason: 'inFuture' },
      { bookingId: 'f-3', outcome: 'rejected', reason: 'inFuture' },
    ]);
    const clockAfter = await tomClock();
    expect(clockAfter).toMatchObject({
      state: 'out',
      since: clockBefore.since,
      version: clockBefore.version,
    });
    expect(await tomBookings('2026-03-01', '2026-03-31')).toEqual([]);

    const clockIn = await upload(entrance.authorization, {
      bookings: [reading('f-4', '2026-03-10T11:58:00Z', 'in')],
    });
    expect(outcomes(clockIn)).toEqual([{ bookingId: 'f-4', outcome: 'accepted', reason: null }]);
    setNow('2026-03-10T16:00:00Z');
    const clockOut = await upload(entrance.authorization, {
      bookings: [reading('f-5', '2026-03-10T15:59:00Z', 'out')],
    });
    expect(outcomes(clockOut)).toEqual([{ bookingId: 'f-5', outcome: 'accepted', reason: null }]);
    expect(await tomBookings('2026-03-01', '2026-03-31')).toMatchObject([
      { day: '2026-03-10', clockIn: '2026-03-10T11:58:00.000Z', clockOut: '2026-03-10T15:59:00.000Z' },
    ]);
  });

  it('refuses a reading into a confirmed day with its reason; the day stays confirmed, the rest books', async () => {
    setNow('2026-03-12T12:00:00Z');
    const confirmed = await api.send(
      tracking.trackingAction,
      { body: { userIds: [tom.id], from: '2026-03-11', to: '2026-03-11', action: 'CONFIRM', force: true } },
      { token: admin.token },
    );
    expect(confirmed.data?.done).toBe(1);
    const dayState = async () =>
      present(
        (
          await api.send(
            tracking.dayState,
            { query: { userId: tom.id, date: '2026-03-11' } },
            { token: admin.token },
          )
        ).data,
      );
    expect(await dayState()).toMatchObject({ confirmed: true, locked: true });

    const answer = await upload(entrance.authorization, {
      bookings: [
        reading('c-1', '2026-03-11T07:00:00Z', 'in'),
        reading('c-2', '2026-03-11T15:00:00Z', 'out'),
        reading('c-3', '2026-03-12T07:00:00Z', 'in'),
      ],
    });
    expect(answer.status).toBe(200);
    expect(outcomes(answer)).toEqual([
      { bookingId: 'c-1', outcome: 'rejected', reason: 'dayConfirmed' },
      { bookingId: 'c-2', outcome: 'rejected', reason: 'transition' },
      { bookingId: 'c-3', outcome: 'accepted', reason: null },
    ]);
    expect(await tomBookings('2026-03-11', '2026-03-11')).toEqual([]);
    expect(await dayState()).toMatchObject({ confirmed: true, locked: true });
    expect(await tomBookings('2026-03-12', '2026-03-12')).toMatchObject([
      { clockIn: '2026-03-12T07:00:00.000Z', clockOut: null },
    ]);
  });

  it('refuses a clock-out on the web before the clock-in a terminal ahead of the server booked', async () => {
    setNow('2026-03-12T18:00:00Z');
    // Within the tolerance: the terminal's clock runs four minutes ahead.
    const answer = await upload(entrance.authorization, {
      bookings: [reading('w-1', '2026-03-12T17:30:00Z', 'out'), reading('w-2', '2026-03-12T18:04:00Z', 'in')],
    });
    expect(outcomes(answer).map((result) => result.outcome)).toEqual(['accepted', 'accepted']);
    const early = await api.send(
      time.clock,
      { body: { action: 'out', version: (await tomClock()).version } },
      { token: tom.token },
    );
    expect(early.status).toBe(409);
    expect(early.error?.code).toBe('CLOCK_TRANSITION_REFUSED');
    expect(await tomBookings('2026-03-12', '2026-03-12')).toMatchObject([
      { clockIn: '2026-03-12T07:00:00.000Z', clockOut: '2026-03-12T17:30:00.000Z' },
      { clockIn: '2026-03-12T18:04:00.000Z', clockOut: null },
    ]);

    setNow('2026-03-12T18:30:00Z');
    const later = await api.send(
      time.clock,
      { body: { action: 'out', version: (await tomClock()).version } },
      { token: tom.token },
    );
    expect(later.status).toBe(200);
    expect(await tomBookings('2026-03-12', '2026-03-12')).toMatchObject([
      { clockIn: '2026-03-12T07:00:00.000Z' },
      { clockIn: '2026-03-12T18:04:00.000Z', clockOut: '2026-03-12T18:30:00.000Z' },
    ]);
  });

  it("answers 429 to tenant A's flood of wrong secrets while tenant B's terminal still uploads", async () => {
    const gate = present(
      (await api.send(terminals.createTerminal, { body: { name: 'Gate' } }, { token: stranger.token })).data,
    );
    const junk = `Terminal ${admin.customerNo}.${entrance.terminal.id}.${'A'.repeat(43)}`;
    const limit = 5;
    process.env.TERMINAL_UPLOAD_LIMIT_PER_MINUTE = String(limit);
    try {
      setNow('2026-03-13T12:00:00Z');
      const body = { bookings: [reading('l-1', '2026-03-13T11:59:00Z', 'in')] };
      // Counted per minute: a minute's boundary may fall among the requests once.
      let flood = await upload(junk, body);
      for (let sent = 1; flood.status === 401 && sent <= 2 * limit + 1; sent += 1)
        flood = await upload(junk, body);
      expect(flood.status).toBe(429);
      expect((flood.body as { error: { messageKey: string } }).error.messageKey).toBe(
        'terminals.error.tooManyUploads',
      );
      const retryAfter = Number(flood.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // A's own terminal shares A's bucket this minute: nothing books.
      expect((await upload(entrance.authorization, body)).status).toBe(429);
      expect(await tomBookings('2026-03-13', '2026-03-13')).toEqual([]);

      const other = await upload(gate.authorization, {
        bookings: [{ bookingId: 'b-1', cardId: '1', at: '2026-03-13T11:59:00Z', kind: 'in' }],
      });
      expect(other.status).toBe(200);
      expect(outcomes(other)).toEqual([{ bookingId: 'b-1', outcome: 'unknownCard', reason: null }]);

      // The next minute A's terminal uploads again.
      setNow('2026-03-13T12:01:00Z');
      const again = await upload(entrance.authorization, body);
      expect(again.status).toBe(200);
      expect(outcomes(again)).toEqual([{ bookingId: 'l-1', outcome: 'accepted', reason: null }]);
    } finally {
      delete process.env.TERMINAL_UPLOAD_LIMIT_PER_MINUTE;
    }
  });

  it('counts malformed headers against the address', async () => {
    const limit = 3;
    process.env.TERMINAL_ADDRESS_LIMIT_PER_MINUTE = String(limit);
    try {
      setNow('2026-03-13T13:00:00Z');
      const body = { bookings: [reading('m-1', '2026-03-13T12:59:00Z', 'out')] };
      let flood = await upload('Terminal nonsense', body);
      for (let sent = 1; flood.status === 401 && sent <= 2 * limit + 1; sent += 1)
        flood = await upload('Terminal nonsense', body);
      expect(flood.status).toBe(429);
      expect((flood.body as { error: { messageKey: string } }).error.messageKey).toBe(
        'terminals.error.tooManyFromAddress',
      );
      expect(flood.headers.get('retry-after')).not.toBeNull();
    } finally {
      delete process.env.TERMINAL_ADDRESS_LIMIT_PER_MINUTE;
      setNow('2026-03-13T13:01:00Z');
    }
  });
});
