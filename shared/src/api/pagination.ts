import * as z from 'zod';

/** Page size of list calls: the spec's grids page at 25. */
export const ZPageLimit = z.coerce.number().int().min(1).max(100).default(25);

/** Opaque cursor from a previous page's `nextCursor`. */
export const ZCursor = z
  .string()
  .max(2048)
  .regex(/^[A-Za-z0-9_-]+$/);
