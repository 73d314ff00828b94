import * as z from 'zod';
import { isPlainDate, type PlainDate } from '../time/tenant-time';

/**
 * A shift entry's public id names its partition (docs/data-model.md section 3): `<unitId>.<YYYY-MM-DD>.<uuid>`.
 * Clients treat it as an opaque string; the server reads the unit and the day from it, so one entry is one Query
 * of its unit's month partition.
 */
export interface EntryKey {
  unitId: string;
  date: PlainDate;
  uuid: string;
}

const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const entryIdPattern = new RegExp(`^(${uuidPattern})\\.(\\d{4}-\\d{2}-\\d{2})\\.(${uuidPattern})$`, 'i');

export function formatEntryId(key: EntryKey): string {
  return `${key.unitId}.${key.date}.${key.uuid}`;
}

/** The parts of an entry id, or undefined when the text is not one (a malformed id is a 400, never a lookup). */
export function parseEntryId(id: string): EntryKey | undefined {
  const match = entryIdPattern.exec(id);
  if (!match) return undefined;
  const [, unitId, date, uuid] = match;
  if (unitId === undefined || date === undefined || uuid === undefined || !isPlainDate(date))
    return undefined;
  return { unitId: unitId.toLowerCase(), date, uuid: uuid.toLowerCase() };
}

export const ZEntryId = z
  .string()
  .refine((id) => parseEntryId(id) !== undefined, { message: 'entry.invalidId' });

/**
 * A shift request's public key (notification links, `GET /api/calendar/requests/{requestKey}`): its slot's
 * entry id (a slot request's template id in place of the entry's uuid) and the request's uuid,
 * `<unitId>.<YYYY-MM-DD>.<uuid>.<requestId>`. It names the request's partition and sort key: one Query.
 */
export interface RequestKey {
  slot: EntryKey;
  requestId: string;
}

export function formatRequestKey(key: RequestKey): string {
  return `${formatEntryId(key.slot)}.${key.requestId}`;
}

const requestKeyPattern = new RegExp(`^(.+)\\.(${uuidPattern})$`, 'i');

/** The parts of a request key, or undefined when the text is not one. */
export function parseRequestKey(text: string): RequestKey | undefined {
  const match = requestKeyPattern.exec(text);
  const slot = match?.[1] === undefined ? undefined : parseEntryId(match[1]);
  const requestId = match?.[2];
  return slot && requestId ? { slot, requestId: requestId.toLowerCase() } : undefined;
}

export const ZRequestKey = z
  .string()
  .max(200)
  .refine((key) => parseRequestKey(key) !== undefined, { message: 'request.invalidKey' });
