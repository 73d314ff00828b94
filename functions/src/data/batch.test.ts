import { describe, expect, it } from 'vitest';
import { backoffDelay, chunksOf, sendUntilProcessed } from './batch';

describe('batch retries', () => {
  it('send what is left unprocessed again, waiting longer each time', async () => {
    const waits: number[] = [];
    const sent: string[][] = [];
    // DynamoDB answers a part of each request as unprocessed, one item less each time.
    await sendUntilProcessed(
      ['a', 'b', 'c', 'd'],
      (pending) => {
        sent.push(pending);
        return Promise.resolve(pending.length > 1 ? pending.slice(1) : undefined);
      },
      { sleep: (ms) => Promise.resolve(void waits.push(ms)), random: () => 0.5 },
    );
    expect(sent).toEqual([['a', 'b', 'c', 'd'], ['b', 'c', 'd'], ['c', 'd'], ['d']]);
    expect(waits).toEqual([38, 75, 150]);
  });

  it('give up with an error rather than lose writes', async () => {
    await expect(
      sendUntilProcessed(['a'], (pending) => Promise.resolve(pending), {
        maxAttempts: 3,
        sleep: () => Promise.resolve(),
      }),
    ).rejects.toThrow(/unprocessed after 3 attempts/);
  });

  it('jitter within half and all of the capped exponential step', () => {
    expect(backoffDelay(1, { random: () => 0 })).toBe(25);
    expect(backoffDelay(1, { random: () => 1 })).toBe(50);
    expect(backoffDelay(20, { random: () => 1 })).toBe(2000);
    expect(backoffDelay(20, { random: () => 0 })).toBe(1000);
  });

  it('chunk without losing or repeating items', () => {
    const items = Array.from({ length: 60 }, (_, index) => index);
    const chunks = chunksOf(items, 25);
    expect(chunks.map((chunk) => chunk.length)).toEqual([25, 25, 10]);
    expect(chunks.flat()).toEqual(items);
  });
});
