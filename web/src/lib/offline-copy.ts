/**
 * The last answers the app needs to start and to clock without a connection (issue 27, "a cold start offline"):
 * the public config, the signed-in person, their session and their clock. Kept in `localStorage` under
 * `shiftplan.offline.*`, each with the person it belongs to, used only when the network fails, and forgotten at
 * sign-out (a shared phone must not show the last person's data). docs/decisions.md, "Installable app and offline
 * clock".
 */
import { ApiError } from './api-error';
import { readStored, writeStored } from './storage';

const prefix = 'shiftplan.offline.';

interface Copy {
  /** `<customerNo>#<username>` of the person it belongs to; '' for what belongs to nobody (the public config). */
  owner: string;
  value: unknown;
}

/** Whether a failure is the network's (offline, no answer), not the server's. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 'NETWORK_ERROR';
  return error instanceof Error && error.name === 'NetworkError';
}

export function keepCopy(name: string, owner: string, value: unknown): void {
  writeStored(`${prefix}${name}`, JSON.stringify({ owner, value } satisfies Copy));
}

/** The kept answer of `name` if it belongs to `owner`. */
export function copyOf(name: string, owner: string): unknown {
  const stored = readStored(`${prefix}${name}`);
  if (stored === null) return undefined;
  try {
    const copy = JSON.parse(stored) as Partial<Copy>;
    return copy.owner === owner ? copy.value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `load()`, its answer kept; when the network fails, the answer kept last time (checked by `parse`, which throws
 * for a copy an older version of the app kept in another shape) or the failure when there is none.
 */
export async function withOfflineCopy<T>(
  name: string,
  owner: string,
  load: () => Promise<T>,
  parse: (value: unknown) => T,
): Promise<T> {
  try {
    const answer = await load();
    keepCopy(name, owner, answer);
    return answer;
  } catch (error) {
    const copy = isNetworkFailure(error) ? copyOf(name, owner) : undefined;
    if (copy === undefined) throw error;
    try {
      return parse(copy);
    } catch {
      throw error;
    }
  }
}

/** Forgets every kept answer (sign-out). */
export function forgetOfflineCopies(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, index) =>
      window.localStorage.key(index),
    );
    for (const key of keys) if (key?.startsWith(prefix)) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
