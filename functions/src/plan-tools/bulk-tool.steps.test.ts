import { describe, expect, it } from 'vitest';
import {
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { AppError } from '@app/shared/api/errors';
import { commitInChunks } from './bulk-tool.steps';

/** Items of two writes each; a transaction refused when it holds an item that changed since it was read. */
const items = ['a', 'b', 'c', 'd', 'e'];
const writesOf = (chunk: readonly string[]) => chunk.flatMap((item) => [`${item}:entry`, `${item}:proposal`]);

function run(failure: (chunk: readonly string[]) => Error | undefined) {
  const committed: string[][] = [];
  const done: string[] = [];
  const changed: string[] = [];
  const result = commitInChunks(
    items,
    writesOf,
    (_writes, chunk) => {
      const error = failure(chunk);
      if (error) return Promise.reject(error);
      committed.push([...chunk]);
      return Promise.resolve();
    },
    { done: (chunk) => void done.push(...chunk), changed: (item) => void changed.push(item) },
    5,
  );
  return { result, committed, done, changed };
}

describe('committing in chunks', () => {
  it('fills each transaction up to its room of writes', async () => {
    const { result, committed, done } = run(() => undefined);
    await result;
    expect(committed).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(done).toEqual(items);
  });

  it('commits a refused chunk again one by one and leaves out only what changed meanwhile', async () => {
    const { result, committed, done, changed } = run((chunk) =>
      chunk.includes('c') ? new AppError('CONFLICT') : undefined,
    );
    await result;
    expect(changed).toEqual(['c']);
    expect(done).toEqual(['a', 'b', 'd', 'e']);
    expect(committed).toEqual([['a', 'b'], ['d'], ['e']]);
  });

  it('counts an item gone meanwhile (NOT_FOUND) as changed too', async () => {
    const { result, changed } = run((chunk) => (chunk.includes('e') ? new AppError('NOT_FOUND') : undefined));
    await result;
    expect(changed).toEqual(['e']);
  });

  it('fails on a throttle that outlasted the retries, and counts nothing as changed', async () => {
    const throttled = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: [{ Code: 'ThrottlingError' }],
    });
    const { result, done, changed } = run((chunk) => (chunk.includes('c') ? throttled : undefined));
    await expect(result).rejects.toBe(throttled);
    expect(done).toEqual(['a', 'b']);
    expect(changed).toEqual([]);
  });

  it('fails when a single retry meets something other than a change', async () => {
    const busy = new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: {} });
    const { result, changed } = run((chunk) =>
      chunk.length > 1 ? new AppError('CONFLICT') : chunk[0] === 'b' ? busy : undefined,
    );
    await expect(result).rejects.toBe(busy);
    expect(changed).toEqual([]);
  });

  it('fails on a fault in the code, which is no conflict', async () => {
    const { result, changed } = run((chunk) =>
      chunk.includes('a') ? new TypeError('x is undefined') : undefined,
    );
    await expect(result).rejects.toThrow(TypeError);
    expect(changed).toEqual([]);
  });
});
