/**
 * The bench's figures and how they are reported: each printed with its target, and with a JSON file named all of
 * them (`[{ name, value, unit, target, ok }]`) so that runs can be compared. Used by `npm run bench` (main.ts) and
 * `npm run bench:planner` (planner-main.ts).
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** One measured figure; `target` is an upper bound (the figure is ok below it), null when there is none. */
export interface Figure {
  name: string;
  value: number;
  unit: 'KB' | 's' | 'ms' | 'requests' | 'x' | '%' | 'instances' | 'taps' | 'actions';
  target: number | null;
  ok: boolean;
  /** The target as the issue words it, when the bound is inclusive (`≤ 6 requests`); printed instead of `< target`. */
  shownTarget?: string;
}

/** Prints every figure with its target (and writes them to `jsonFile` when given); true when all are ok. */
export async function reportFigures(
  figures: readonly Figure[],
  jsonFile: string | undefined,
): Promise<boolean> {
  const width = Math.max(...figures.map((figure) => figure.name.length));
  for (const figure of figures) {
    const value = `${figure.value.toFixed(['s', 'x', '%'].includes(figure.unit) ? 1 : 0)} ${figure.unit}`;
    const target =
      figure.target === null ? '(no target)' : (figure.shownTarget ?? `< ${figure.target} ${figure.unit}`);
    console.log(
      `${figure.ok ? 'ok  ' : 'MISS'}  ${figure.name.padEnd(width)}  ${value.padStart(10)}  target ${target}`,
    );
  }
  if (jsonFile) {
    // npm runs scripts in the repository root; a relative path means the caller's directory.
    const file = resolve(process.env.INIT_CWD ?? process.cwd(), jsonFile);
    await writeFile(file, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`Figures written to ${file}`);
  }
  return figures.every((figure) => figure.ok);
}
