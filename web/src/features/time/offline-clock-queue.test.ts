// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { TOfflineClockResult, TOfflineClockStep } from '@app/shared/time-tracking/offline-clock';
import { ApiError } from '#lib/api-error';
import {
  dismissRejected,
  enqueue,
  flushQueue,
  isRetryable,
  newStep,
  projectClock,
  queueSnapshot,
  queueStorageKey,
  readQueue,
  retryDelayMs,
} from './offline-clock-queue';
import { bookingFixture, clockFixture } from './time-test-fixtures';

const storageKey = queueStorageKey('10001', 'user-1');
const key = (n: number) => `00000000-0000-4000-8000-00000000030${n}`;
const step = (n: number, action: TOfflineClockStep['action'], time: string) =>
  newStep(action, new Date(`2026-11-23T${time}:00.000Z`), null, key(n));
const answer = (): TOfflineClockResult => ({
  booking: bookingFixture(1),
  requested: false,
  clock: clockFixture(),
  replayed: false,
});
const network = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' });
const refused = () =>
  new ApiError({ status: 400, code: 'CLOCK_STEP_TOO_OLD', message: 'Older than 72 hours' });

beforeEach(() => localStorage.clear());

describe('the offline clock queue', () => {
  it('keeps steps per company and person in the order taken, and survives garbage', () => {
    enqueue(storageKey, step(1, 'in', '06:58'));
    enqueue(storageKey, step(2, 'pause', '10:00'));
    expect(readQueue(storageKey).pending.map((s) => [s.action, s.at, s.key])).toEqual([
      ['in', '2026-11-23T06:58:00.000Z', key(1)],
      ['pause', '2026-11-23T10:00:00.000Z', key(2)],
    ]);
    expect(readQueue(queueStorageKey('10001', 'user-2')).pending).toEqual([]);
    localStorage.setItem(storageKey, '{not json');
    expect(readQueue(storageKey)).toEqual({ pending: [], rejected: [] });
    localStorage.setItem(storageKey, JSON.stringify({ pending: [{ action: 'jump' }], rejected: [] }));
    expect(readQueue(storageKey).pending).toEqual([]);
  });

  it('gives each tap its own idempotency key', () => {
    const a = newStep('in', new Date());
    const b = newStep('in', new Date());
    expect(a.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.key).not.toBe(b.key);
  });

  it('shows the clock as it will be once the pending steps are booked', () => {
    const out = { state: 'out' as const, since: null };
    expect(projectClock(out, [])).toEqual(out);
    expect(projectClock(out, [step(1, 'in', '06:58'), step(2, 'pause', '10:00')])).toEqual({
      state: 'paused',
      since: '2026-11-23T10:00:00.000Z',
    });
  });

  it('sends in order with the time of the tap and the key, removing each step once booked', async () => {
    enqueue(storageKey, step(1, 'in', '06:58'));
    enqueue(storageKey, step(2, 'out', '08:00'));
    const sent: TOfflineClockStep[] = [];
    const result = await flushQueue(
      storageKey,
      (body) => {
        sent.push(body);
        expect(readQueue(storageKey).pending[0]?.key).toBe(body.idempotencyKey);
        return Promise.resolve(answer());
      },
      String,
    );
    expect(sent).toEqual([
      { action: 'in', at: '2026-11-23T06:58:00.000Z', idempotencyKey: key(1) },
      { action: 'out', at: '2026-11-23T08:00:00.000Z', idempotencyKey: key(2) },
    ]);
    expect(result).toMatchObject({ stoppedBy: null });
    expect(result.sent).toHaveLength(2);
    expect(readQueue(storageKey).pending).toEqual([]);
  });

  it('stops at a failure worth retrying and keeps that step and the ones after it', async () => {
    enqueue(storageKey, step(1, 'in', '06:58'));
    enqueue(storageKey, step(2, 'out', '08:00'));
    let calls = 0;
    const result = await flushQueue(
      storageKey,
      () => (++calls === 1 ? Promise.resolve(answer()) : Promise.reject(network())),
      String,
    );
    expect(result.sent).toHaveLength(1);
    expect(result.stoppedBy).toBeInstanceOf(ApiError);
    expect(readQueue(storageKey).pending.map((s) => s.key)).toEqual([key(2)]);
  });

  it("moves a step the server refuses to the rejected ones with the server's reason, and goes on", async () => {
    enqueue(storageKey, step(1, 'in', '06:58'));
    enqueue(storageKey, step(2, 'out', '08:00'));
    let calls = 0;
    const result = await flushQueue(
      storageKey,
      () => (++calls === 1 ? Promise.reject(refused()) : Promise.resolve(answer())),
      (error) => (error as Error).message,
    );
    expect(result).toMatchObject({ stoppedBy: null });
    expect(readQueue(storageKey)).toEqual({
      pending: [],
      rejected: [{ ...step(1, 'in', '06:58'), reason: 'Older than 72 hours' }],
    });
    dismissRejected(storageKey);
    expect(readQueue(storageKey).rejected).toEqual([]);
  });

  it('runs once at a time: a second flush while one runs sends nothing twice', async () => {
    enqueue(storageKey, step(1, 'in', '06:58'));
    let calls = 0;
    const send = () => {
      calls += 1;
      return Promise.resolve(answer());
    };
    await Promise.all([flushQueue(storageKey, send, String), flushQueue(storageKey, send, String)]);
    expect(calls).toBe(1);
  });

  it('keeps the same snapshot while nothing changed', () => {
    enqueue(storageKey, step(1, 'in', '06:58'));
    expect(queueSnapshot(storageKey)).toBe(queueSnapshot(storageKey));
  });

  it('retries network, server, rate-limit and sign-in failures with a growing delay up to a minute', () => {
    expect(isRetryable(network())).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError({ status: 503, code: 'HTTP_503', message: '' }))).toBe(true);
    expect(isRetryable(new ApiError({ status: 401, code: 'UNAUTHORIZED', message: '' }))).toBe(true);
    expect(isRetryable(refused())).toBe(false);
    expect(isRetryable(new ApiError({ status: 409, code: 'CLOCK_TRANSITION_REFUSED', message: '' }))).toBe(
      false,
    );
    expect([1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 60_000]);
  });
});
