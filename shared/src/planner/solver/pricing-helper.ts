/**
 * A second thread that prices rows beside the column generation (docs/planner.md, "Pricing on two cores"): pricing
 * takes four fifths of a relaxation's and a dive's time (instance 15: 37 of 46 s), and each person's row is priced
 * on its own, so a round's people are shared between the run's thread and this one. Both take the next person
 * from one counter, and the results are read in the people's order, so a run prices the same rows with the helper
 * as without it (ties included: the same shortest path on the same costs).
 *
 * The run stays synchronous: the helper's thread waits on shared memory (`Atomics.wait`) for work, and the run's
 * thread waits on it for the last rows of a batch. A helper not started yet, busy with a model, or gone leaves the
 * run to price alone.
 */
import { type MessagePort, Worker, receiveMessageOnPort } from 'node:worker_threads';
import type { Compiled } from './compile';
import { RowPlanner } from './row-plan';

/** The shared control words (Int32 indices). */
const CONTROL = {
  /** Counts the commands; the helper wakes when it changes. Negative: stop. */
  command: 0,
  /** The next person of the batch to price (both threads take from it). */
  next: 1,
  /** The batch's size. */
  size: 2,
  /** The last command the helper finished. */
  done: 3,
  /** The model the helper has loaded (its id). */
  loaded: 4,
  /** 1: also the alternative rows of each pricing. */
  alternatives: 5,
  /** The rows the helper has priced, all batches together. */
  helped: 6,
} as const;
const CONTROL_WORDS = 8;

/** Rows of other workloads taken from each pricing beside the cheapest (RowPlanner.alternatives). */
export const ALTERNATIVE_ROWS = 4;

/** What a model's shared buffers hold: the duals, a batch's people and per person the rows found. */
export interface SharedPricing {
  /** [D * S] the cover rows' duals. */
  duals: Float64Array;
  /** [E] the batch's people. */
  people: Int32Array;
  /** [E * 3] per batch slot: 1 when a row was found, 1 when it is exact, the alternative rows found. */
  info: Int32Array;
  /** [E * (1 + ALTERNATIVE_ROWS) * D] per batch slot the cheapest row, then the alternatives. */
  rows: Int32Array;
}

/** A model the helper prices for: what it was sent and the buffers shared with it. */
export interface HelperModel {
  readonly message: ModelMessage;
  readonly shared: SharedPricing;
}

/** What the helper is sent with each model (a run's, a window's, the weekends first's). */
export interface ModelMessage {
  id: number;
  compiled: Compiled;
  maxStatesPerDay: number;
  buffers: {
    duals: SharedArrayBuffer;
    people: SharedArrayBuffer;
    info: SharedArrayBuffer;
    rows: SharedArrayBuffer;
  };
}

function sharedPricing(buffers: ModelMessage['buffers']): SharedPricing {
  return {
    duals: new Float64Array(buffers.duals),
    people: new Int32Array(buffers.people),
    info: new Int32Array(buffers.info),
    rows: new Int32Array(buffers.rows),
  };
}

/**
 * Prices slot `slot` of the batch with `planner` (loaded with the model): the person's cheapest row for their
 * request costs less the duals, and with `alternatives` up to ALTERNATIVE_ROWS rows of other workloads. The run's
 * thread and the helper's call the same function.
 */
export function priceSlot(
  c: Compiled,
  planner: RowPlanner,
  shared: SharedPricing,
  slot: number,
  cellCost: Float64Array,
  rowOut: Int32Array,
  alternatives: boolean,
): void {
  const { D, S } = c;
  const e = shared.people[slot] ?? 0;
  for (let d = 0; d < D; d++) {
    for (let s = 0; s < S; s++) {
      const k = d * S + s;
      cellCost[k] = (c.requestDelta[(e * D + d) * S + s] ?? 0) - (shared.duals[k] ?? 0);
    }
  }
  const rowsAt = slot * (1 + ALTERNATIVE_ROWS) * D;
  const found = planner.price(e, cellCost, rowOut);
  let count = 0;
  if (found) {
    shared.rows.set(rowOut.subarray(0, D), rowsAt);
    if (alternatives)
      planner.alternatives(e, ALTERNATIVE_ROWS, (row) => {
        count++;
        shared.rows.set(row, rowsAt + count * D);
      });
  }
  shared.info[slot * 3] = found ? 1 : 0;
  shared.info[slot * 3 + 1] = planner.exact ? 1 : 0;
  shared.info[slot * 3 + 2] = count;
}

/** How long the run's thread waits for the helper's last row before it gives the helper up (a row takes < 1 s). */
const HELPER_WAIT_MS = 60_000;

/**
 * The run's side of the helper: `load` a model (not waited for), then `priceBatch` prices a batch of people on
 * both threads, or answers false (the helper not ready: the caller prices alone).
 */
export class PricingHelper {
  private readonly control = new Int32Array(new SharedArrayBuffer(CONTROL_WORDS * 4));
  /** The last model sent to the helper (its id), and the ids given so far. */
  private model = 0;
  private models = 0;
  private gone = false;

  private constructor(private readonly worker: Worker) {
    worker.on('error', () => (this.gone = true));
    worker.on('exit', () => (this.gone = true));
    worker.unref();
    worker.postMessage({ control: this.control.buffer });
  }

  /**
   * Starts the helper's thread. In the sources (tsx, vitest) its module is TypeScript, loaded through tsx's loader;
   * a bundle would need `pricing-thread.mjs` beside it. None is built: the product's auto-planning worker has less
   * than one vCPU (docs/planner.md, "Pricing on two cores"), and a helper that cannot start leaves the run alone.
   */
  static start(): PricingHelper {
    const here = import.meta.url;
    const worker = here.endsWith('.ts')
      ? new Worker(
          `import('tsx/esm/api').then((api) => api.tsImport(${JSON.stringify(new URL('./pricing-thread.ts', here).href)}, ${JSON.stringify(here)}));`,
          { eval: true },
        )
      : new Worker(new URL('./pricing-thread.mjs', here));
    return new PricingHelper(worker);
  }

  /**
   * Sends the helper a model (its shared buffers made here); batches of it are shared once the helper has loaded
   * it. A run and the runs within it (the weekends first, time windows) each have their own.
   */
  load(compiled: Compiled, maxStatesPerDay: number): HelperModel {
    const { E, D, S } = compiled;
    const buffers = {
      duals: new SharedArrayBuffer(Math.max(1, D * S) * 8),
      people: new SharedArrayBuffer(Math.max(1, E) * 4),
      info: new SharedArrayBuffer(Math.max(1, E) * 3 * 4),
      rows: new SharedArrayBuffer(Math.max(1, E * (1 + ALTERNATIVE_ROWS) * D) * 4),
    };
    const model: HelperModel = {
      message: { id: ++this.models, compiled, maxStatesPerDay, buffers },
      shared: sharedPricing(buffers),
    };
    this.send(model);
    return model;
  }

  /** Makes `model` the helper's: sent, and the helper woken to load it if it is waiting. */
  private send(model: HelperModel): void {
    this.model = model.message.id;
    this.worker.postMessage(model.message);
    if (this.idle()) this.issue(0, false);
  }

  /** Whether the helper has finished every command. */
  private idle(): boolean {
    const { control } = this;
    return !this.gone && Atomics.load(control, CONTROL.done) === Atomics.load(control, CONTROL.command);
  }

  /**
   * Whether the helper is idle with `model` loaded. Another model sent since is replaced by this one again; one
   * idle with an older model was busy when this one came: it is woken to load it (ready for a later batch).
   */
  private loaded(model: HelperModel): boolean {
    if (this.model !== model.message.id) {
      this.send(model);
      return false;
    }
    if (!this.idle()) return false;
    if (Atomics.load(this.control, CONTROL.loaded) === this.model) return true;
    this.issue(0, false);
    return false;
  }

  private issue(size: number, alternatives: boolean): number {
    const { control } = this;
    Atomics.store(control, CONTROL.size, size);
    Atomics.store(control, CONTROL.next, 0);
    Atomics.store(control, CONTROL.alternatives, alternatives ? 1 : 0);
    const command = Atomics.add(control, CONTROL.command, 1) + 1;
    Atomics.notify(control, CONTROL.command);
    return command;
  }

  /**
   * Prices the batch written into the model's shared `people` (its first `size`) on both threads, the run's with
   * `priceHere(slot)`; false (nothing priced) when the helper is not ready for this model.
   */
  priceBatch(
    model: HelperModel,
    size: number,
    alternatives: boolean,
    priceHere: (slot: number) => void,
  ): boolean {
    const { control } = this;
    if (!this.loaded(model)) return false;
    const command = this.issue(size, alternatives);
    for (;;) {
      const slot = Atomics.add(control, CONTROL.next, 1);
      if (slot >= size) break;
      priceHere(slot);
    }
    const waitedFrom = performance.now();
    while (Atomics.load(control, CONTROL.done) !== command) {
      if (this.gone || performance.now() - waitedFrom > HELPER_WAIT_MS) {
        this.gone = true;
        throw new Error('The pricing helper stopped answering');
      }
      Atomics.wait(control, CONTROL.done, Atomics.load(control, CONTROL.done), 100);
    }
    return true;
  }

  /** The rows the helper's thread has priced so far. */
  get rowsPriced(): number {
    return Atomics.load(this.control, CONTROL.helped);
  }

  /** Resolves true once the helper has loaded `model` (false: not within `timeoutMs`, or gone). */
  async ready(model: HelperModel, timeoutMs = 30_000): Promise<boolean> {
    const from = performance.now();
    while (!this.gone && performance.now() - from < timeoutMs) {
      if (this.loaded(model)) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return false;
  }

  /** Stops the helper's thread. */
  stop(): Promise<number> {
    this.gone = true;
    Atomics.store(this.control, CONTROL.command, -1);
    Atomics.notify(this.control, CONTROL.command);
    return this.worker.terminate();
  }
}

/** The helper thread's loop (pricing-thread.ts runs it): wait for a command, load the newest model, price. */
export function helperLoop(port: MessagePort): void {
  let control: Int32Array | null = null;
  let model: { compiled: Compiled; planner: RowPlanner; shared: SharedPricing } | null = null;
  let cellCost = new Float64Array(0);
  let rowOut = new Int32Array(0);
  // The control buffer comes first, then the models, each loaded before the command that follows it.
  const receive = (): void => {
    for (let received = receiveMessageOnPort(port); received; received = receiveMessageOnPort(port)) {
      const message = received.message as Partial<ModelMessage> & { control?: SharedArrayBuffer };
      if (message.control) control = new Int32Array(message.control);
      if (message.compiled && message.buffers && message.id !== undefined) {
        const { compiled } = message;
        model = {
          compiled,
          planner: new RowPlanner(compiled, message.maxStatesPerDay ?? 0),
          shared: sharedPricing(message.buffers),
        };
        cellCost = new Float64Array(compiled.D * compiled.S);
        rowOut = new Int32Array(compiled.D);
        if (control) Atomics.store(control, CONTROL.loaded, message.id);
      }
    }
  };
  receive();
  if (!control) return;
  const words: Int32Array = control;
  let seen = 0;
  for (;;) {
    Atomics.wait(words, CONTROL.command, seen);
    const command = Atomics.load(words, CONTROL.command);
    if (command < 0) return;
    if (command === seen) continue;
    seen = command;
    receive();
    const size = Atomics.load(words, CONTROL.size);
    const alternatives = Atomics.load(words, CONTROL.alternatives) === 1;
    if (model) {
      const { compiled, planner, shared } = model;
      for (;;) {
        const slot = Atomics.add(words, CONTROL.next, 1);
        if (slot >= size) break;
        priceSlot(compiled, planner, shared, slot, cellCost, rowOut, alternatives);
        Atomics.add(words, CONTROL.helped, 1);
      }
    }
    Atomics.store(words, CONTROL.done, command);
    Atomics.notify(words, CONTROL.done);
  }
}
