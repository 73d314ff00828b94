/**
 * Opaque list cursors: a query's last evaluated key, base64url-encoded JSON, bound to the query that issued it.
 * A cursor comes back as client input, so decoding checks it like input: malformed, pointing outside the
 * caller's tenant, or issued by another query (another partition, index, range or direction) is INVALID_CURSOR
 * (400), never a server error (DynamoDB refuses a start key outside the query's range with a 500).
 */
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import type { SortCondition } from './expressions';
import { assertInsideTenant, TenantBoundaryError } from './tenant-keys';

const ZCursor = z.strictObject({
  /** The last evaluated key. */
  k: z.record(z.string(), z.string().max(1024)),
  /** The binding of the query that issued it. */
  q: z.string().max(64),
});

/** What makes a query the same query: the page size and the projection may change between pages. */
export interface CursorQuery {
  index?: string | undefined;
  partitionKey: string;
  sort?: SortCondition | undefined;
  newestFirst?: boolean | undefined;
}

/** A short hash of the query; a cursor carries it and is accepted only by a query with the same one. */
export function queryBinding(query: CursorQuery): string {
  const description = JSON.stringify([
    query.index ?? null,
    query.partitionKey,
    query.sort ?? null,
    query.newestFirst ?? false,
  ]);
  return createHash('sha256').update(description).digest('base64url').slice(0, 22);
}

export function encodeCursor(key: Record<string, unknown>, query: CursorQuery): string {
  return Buffer.from(JSON.stringify({ k: key, q: queryBinding(query) }), 'utf8').toString('base64url');
}

export function decodeCursor(
  tenant: TenantContext,
  cursor: string,
  query: CursorQuery,
): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch (error) {
    if (error instanceof SyntaxError) throw new AppError('INVALID_CURSOR');
    throw error;
  }
  const result = ZCursor.safeParse(parsed);
  if (!result.success || result.data.q !== queryBinding(query)) throw new AppError('INVALID_CURSOR');
  try {
    assertInsideTenant(tenant, result.data.k);
  } catch (error) {
    // A key of another tenant in a client's cursor is a forged cursor: refused like any other bad one.
    if (error instanceof TenantBoundaryError) throw new AppError('INVALID_CURSOR');
    throw error;
  }
  return result.data.k;
}
