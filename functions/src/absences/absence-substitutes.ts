/**
 * Named substitutes as children of their absence (`SUB#<u>`): added and removed with the absence's edits, on the
 * substitute's inbox while their answer is awaited and the absence is still open.
 */
import type { Caller } from '../security/caller';
import { UserRepository } from '../directory/user.repository';
import type { StoredSubstitute } from './absence.repository';
import { invalid } from './absence-commit';

/** The display names of the named substitutes; every one must be an active person of the tenant (1 BatchGet). */
export async function substituteNames(caller: Caller, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const users = await new UserRepository(caller.tenant).getMany(ids);
  const names = new Map(users.filter((user) => user.active).map((user) => [user.id, user.displayName]));
  if (ids.some((id) => !names.has(id)))
    throw invalid('body.substituteIds', 'absences.error.substituteUnknown');
  return names;
}

export interface SubstituteChanges {
  put: StoredSubstitute[];
  remove: string[];
  /** Newly named (to be asked). */
  added: string[];
  /** The children after the change. */
  after: StoredSubstitute[];
}

/**
 * The children for the named `ids`: new ones asked (state 1), removed ones deleted, and waiting ones taken off
 * (or put back on) the inbox when the absence closes (`open` false: denied or cancelled).
 */
export function substituteChanges(
  absenceId: string,
  before: readonly StoredSubstitute[],
  ids: readonly string[],
  open: boolean,
  names: ReadonlyMap<string, string>,
  at: string,
): SubstituteChanges {
  const existing = new Map(before.map((substitute) => [substitute.substituteId, substitute]));
  const put: StoredSubstitute[] = [];
  const added: string[] = [];
  const after = ids.map((substituteId) => {
    const known = existing.get(substituteId);
    if (known) {
      const waiting = known.state === 1 && open;
      if (waiting === known.waiting) return known;
      const changed = { ...known, waiting };
      put.push(changed);
      return changed;
    }
    const created: StoredSubstitute = {
      absenceId,
      substituteId,
      displayName: names.get(substituteId) ?? '',
      state: 1,
      reason: null,
      at: null,
      askedAt: at,
      waiting: open,
    };
    put.push(created);
    added.push(substituteId);
    return created;
  });
  const remove = before
    .map((substitute) => substitute.substituteId)
    .filter((substituteId) => !ids.includes(substituteId));
  return { put, remove, added, after };
}
