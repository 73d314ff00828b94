/** A run of a pausing generator (the search, the column generation) without pauses: its result. */
export function toTheEnd<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
