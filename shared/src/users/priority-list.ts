import * as z from 'zod';
import { ZUnitId } from '../units/unit';
import { ZUserId } from './user';

/** A unit's (or a unit's resource's) ordered people: read by the shift picker and auto-planning. */
export const maxPriorityListLength = 500;

export const ZPriorityListQuery = z.object({
  /** The resource whose list; without it the unit's own list. */
  resourceId: z.uuid().optional(),
});

export const ZPriorityList = z.object({
  unitId: ZUnitId,
  resourceId: z.string().nullable(),
  userIds: z.array(ZUserId),
  version: z.number().int(),
});
export type TPriorityList = z.infer<typeof ZPriorityList>;

/** Saving the whole order (first = highest priority), each person once, `version` 0 before the first save. */
export const ZPriorityListSave = z
  .strictObject({
    userIds: z.array(ZUserId).max(maxPriorityListLength),
    version: z.number().int().nonnegative(),
  })
  .refine((value) => new Set(value.userIds).size === value.userIds.length, {
    path: ['userIds'],
    message: 'duplicate',
  });
export type TPriorityListSave = z.input<typeof ZPriorityListSave>;

/** One step up (spec: the first cannot move up): the list unchanged when it cannot. */
export function moveUp<T>(list: readonly T[], index: number): T[] {
  if (index <= 0 || index >= list.length) return [...list];
  const next = [...list];
  [next[index - 1], next[index]] = [next[index] as T, next[index - 1] as T];
  return next;
}

/** One step down (spec: the last cannot move down). */
export function moveDown<T>(list: readonly T[], index: number): T[] {
  if (index < 0 || index >= list.length - 1) return [...list];
  return moveUp(list, index + 1);
}

/**
 * The order of the priority lists (docs/decisions.md, "Priority lists"): the people of the resource's list in its
 * order, then those only on the unit's list in its order; people on neither come last (Infinity).
 */
export function rankOf(resourceList: readonly string[], unitList: readonly string[]) {
  const order = [...new Set([...resourceList, ...unitList])];
  const rank = new Map(order.map((userId, index) => [userId, index]));
  return (userId: string) => rank.get(userId) ?? Number.POSITIVE_INFINITY;
}
