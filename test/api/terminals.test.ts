/**
 * Clock terminals (issue 14): an administrator registers a terminal and gets its secret once; the terminal uploads
 * card readings with `Authorization: Terminal <customerNo>.<terminalId>.<secret>`, applied like the clock for the
 * card's holder; a backlog uploaded twice books once; a wrong secret, another tenant's terminal or a Free tenant
 * writes nothing. List, notes and delete stay within the tenant.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeContracts as time } from '@app/shared/time-tracking/time.contracts';
import { terminalContracts as terminals } from '@app/shared/time-tracking/terminals.contracts';
import type { TTerminalCreated, TTerminalUpload } from '@app/shared/time-tracking/terminal';
import { userDataContracts } from '@app/shared/users/user-data.contracts';
import {
  chooseEdition,
  createUserAndSignIn,
  signUpTenant,
  useTestApi,
  type TestTenant,
} from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
const suffix = randomUUID().slice(0, 8);
let admin: TestTenant;
let stranger: TestTenant;
let emma: { id: string; token: string };
let entrance: TTerminalCreated;

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
