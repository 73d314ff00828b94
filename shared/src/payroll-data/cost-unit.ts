import * as z from 'zod';
import { ZCursor, ZPageLimit } from '../api/pagination';

/**
 * A cost unit's code as payroll systems take it (DATEV's KOST1/KOST2 are up to 8 characters; other systems
 * allow more): 1 to 20 letters, digits, dot, dash or underscore (spec: not shown, see docs/decisions.md).
 */
export const ZCostUnitCode = z.string().regex(/^[A-Za-z0-9._-]{1,20}$/, 'costUnit.code');

export const ZCostUnit = z.object({ code: z.string(), name: z.string(), version: z.number().int() });
export type TCostUnit = z.infer<typeof ZCostUnit>;

const ZCostUnitName = z.string().trim().min(1).max(50);
export const ZCostUnitCreate = z.strictObject({ code: ZCostUnitCode, name: ZCostUnitName });
export const ZCostUnitUpdate = z.strictObject({ name: ZCostUnitName, version: z.number().int().positive() });
export type TCostUnitCreate = z.input<typeof ZCostUnitCreate>;

export const ZCostUnitPage = z.object({ items: z.array(ZCostUnit), nextCursor: z.string().optional() });
export const ZCostUnitListQuery = z.object({ limit: ZPageLimit, cursor: ZCursor.optional() });

/** The spec's `byCodeList`: up to 100 codes a call (one BatchGet). */
export const ZCostUnitCodes = z.strictObject({ codes: z.array(ZCostUnitCode).min(1).max(100) });
