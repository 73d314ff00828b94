import * as z from 'zod';
import { AppError } from './errors';

/** The version a client read, sent with a delete (`?version=3`): a stale one is 409 CONFLICT. */
export const ZVersionQuery = z.object({ version: z.coerce.number().int().positive() });

/**
 * Before a change: the entity must exist (else NOT_FOUND) and still have the version the client read (else
 * CONFLICT). The write itself checks the version again atomically; this answers early, before any other work.
 */
export function assertCurrentVersion<T extends { version: number }>(
  found: T | undefined,
  version: number,
): asserts found is T {
  if (!found) throw new AppError('NOT_FOUND');
  if (found.version !== version) throw new AppError('CONFLICT');
}
