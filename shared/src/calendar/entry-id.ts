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
