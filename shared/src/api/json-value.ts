/**
 * Free-form JSON a client may store (a unit's timeline, a setting's value, an object's field values), bounded so
 * that what parses also stores: DynamoDB keeps numbers of magnitude 1e-130 to 1e126 and nests at most 32 levels,
 * and a deeply nested value would otherwise overflow the parser's stack. Bad input is a 400, never a 500.
 */
import * as z from 'zod';

export type JsonValue = z.core.util.JSONType;

/** The largest magnitude of a number in free-form JSON (doubles keep whole numbers exact up to 9e15). */
export const maxJsonNumber = 1e15;
/** The smallest magnitude other than 0 (DynamoDB's is 1e-130). */
export const minJsonNumber = 1e-100;
/** The deepest nesting of arrays and objects (DynamoDB's limit is 32 levels). */
export const maxJsonDepth = 30;

function isBoundedNumber(value: number): boolean {
  const magnitude = Math.abs(value);
  return Number.isFinite(value) && magnitude <= maxJsonNumber && (value === 0 || magnitude >= minJsonNumber);
}

/** Whether `value` is JSON within the bounds above; walks without recursion, so any depth is safe to check. */
export function isBoundedJson(value: unknown): value is JsonValue {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: node, depth } = next;
    if (node === null || typeof node === 'string' || typeof node === 'boolean') continue;
    if (typeof node === 'number') {
      if (!isBoundedNumber(node)) return false;
      continue;
    }
    if (typeof node !== 'object' || depth >= maxJsonDepth) return false;
    if (Array.isArray(node)) {
      for (const item of node as unknown[]) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    if (Object.getPrototypeOf(node) !== Object.prototype && Object.getPrototypeOf(node) !== null)
      return false;
    for (const item of Object.values(node)) pending.push({ value: item, depth: depth + 1 });
  }
  return true;
}

/**
 * Any JSON value whose numbers lie from -1e15 to 1e15 (0 or at least 1e-100 in magnitude) and whose arrays and
 * objects nest at most 30 levels deep. Message key `json.outOfRange`.
 */
export const ZJsonValue = z
  .custom<JsonValue>(isBoundedJson, { message: 'json.outOfRange', abort: true })
  .describe(
    `Any JSON value: numbers from -${maxJsonNumber} to ${maxJsonNumber}, arrays and objects nested at most ${maxJsonDepth} deep`,
  );
