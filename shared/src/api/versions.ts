import * as z from 'zod';

/** The version a client read, sent with a delete (`?version=3`): a stale one is 409 CONFLICT. */
export const ZVersionQuery = z.object({ version: z.coerce.number().int().positive() });
