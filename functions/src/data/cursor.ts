/**
 * Opaque list cursors: a query's last evaluated key, base64url-encoded JSON. A cursor comes back as client input,
 * so decoding checks it like input: malformed, or pointing outside the caller's tenant, is INVALID_CURSOR (400),
 * never a server error.
 */
import * as z from 'zod';
import { AppError } from '@app/shared/api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import { assertInsideTenant } from './tenant-keys';

const ZCursorKey = z.record(z.string(), z.string().max(1024));

export function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor(tenant: TenantContext, cursor: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('INVALID_CURSOR');
  }
  const result = ZCursorKey.safeParse(parsed);
  if (!result.success) throw new AppError('INVALID_CURSOR');
  try {
    assertInsideTenant(tenant, result.data);
  } catch {
    throw new AppError('INVALID_CURSOR');
  }
  return result.data;
}
