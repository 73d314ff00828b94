/**
 * What one API request has already read from the main table, so that reading it again in the same request costs
 * no second request (docs/decisions.md, "Eleventh round"). A request's services read the same items and lists
 * several times (the caller's user and tenant after the caller's BatchGet, a person's month for every day of a
 * year table, the unit tree for every check); each answer is the item as it was when the request read it first,
 * which a single read at that moment would have given too.
 *
 * What is remembered is forgotten when the request could have changed it:
 * - a write of an item forgets that item, when it starts and again when it ends (whether it succeeded or not);
 * - every write forgets every list read (a query), since any item may belong to one;
 * - a write that fails forgets everything: the code that retries after a conflict reads again from the table,
 *   and must see what the winner wrote, also in items its write did not name;
 * - a read is remembered only when no write that could touch it started or ended while it was under way.
 *
 * Outside a request (workers, tools, tests) nothing is remembered. Answers are copies: a caller may change what
 * it was given without changing what the next caller gets.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { keyId } from './batch';
import type { ItemKey } from './transactions';

/** A read's snapshot of the writes it must not overlap: taken when it starts, checked when it ends. */
export interface ReadMark {
  readonly everything: number;
  readonly lists: number;
  readonly items: ReadonlyMap<string, number>;
}

export class ReadMemo {
  /** Item by key id; null for an item the table did not have. */
  private readonly items = new Map<string, Record<string, unknown> | null>();
  private readonly lists = new Map<string, unknown>();
  /** Counts the events after which nothing, no list, or a given item may be remembered from an earlier read. */
  private everythingWrites = 0;
  private listWrites = 0;
  private readonly itemWrites = new Map<string, number>();
  private open = true;

  /** The request ended: anything its leftover promises read later is not remembered. */
  close(): void {
    this.open = false;
    this.items.clear();
    this.lists.clear();
  }

  item(id: string): Record<string, unknown> | null | undefined {
    const item = this.items.get(id);
    return item === undefined ? undefined : item && structuredClone(item);
  }

  list<T>(id: string): T | undefined {
    const list = this.lists.get(id);
    return list === undefined ? undefined : (structuredClone(list) as T);
  }

  mark(itemIds: readonly string[]): ReadMark {
    return {
      everything: this.everythingWrites,
      lists: this.listWrites,
      items: new Map(itemIds.map((id) => [id, this.itemWrites.get(id) ?? 0])),
    };
  }

  /** Remembers items read since `mark` (null for missing ones), unless a write could have touched them. */
  rememberItems(mark: ReadMark, found: ReadonlyMap<string, Record<string, unknown> | null>): void {
    if (!this.open || mark.everything !== this.everythingWrites) return;
    for (const [id, item] of found) {
      if ((this.itemWrites.get(id) ?? 0) !== mark.items.get(id)) continue;
      this.items.set(id, item && structuredClone(item));
    }
  }

  rememberList(mark: ReadMark, id: string, list: unknown): void {
    if (!this.open || mark.everything !== this.everythingWrites || mark.lists !== this.listWrites) return;
    this.lists.set(id, structuredClone(list));
  }

  /** Before and after a write of these items. */
  forgetWritten(itemIds: readonly string[]): void {
    for (const id of itemIds) {
      this.items.delete(id);
      this.itemWrites.set(id, (this.itemWrites.get(id) ?? 0) + 1);
    }
    this.lists.clear();
    this.listWrites += 1;
  }

  /** After a write that failed. */
  forgetEverything(): void {
    this.items.clear();
    this.lists.clear();
    this.everythingWrites += 1;
  }
}

const requestMemo = new AsyncLocalStorage<ReadMemo>();

/** Runs one request with a memo of its reads, closed when the request ends. */
export async function withReadMemo<T>(work: () => Promise<T>): Promise<T> {
  const memo = new ReadMemo();
  try {
    return await requestMemo.run(memo, work);
  } finally {
    memo.close();
  }
}

/** The current request's memo; undefined outside a request. */
export function currentReadMemo(): ReadMemo | undefined {
  return requestMemo.getStore();
}

/** Runs a write of these items, forgetting them (and every list) before and after, and everything if it fails. */
export async function writing<T>(keys: readonly ItemKey[], write: () => Promise<T>): Promise<T> {
  const memo = currentReadMemo();
  if (!memo) return write();
  const ids = keys.map(keyId);
  memo.forgetWritten(ids);
  try {
    return await write();
  } catch (error) {
    memo.forgetEverything();
    throw error;
  } finally {
    memo.forgetWritten(ids);
  }
}
