/**
 * What each API area's bundle contains, as esbuild tree-shakes it: the files that put code into the area's
 * output. One build of every area's entry (esbuild reads each package once for all of them), kept per worker.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { apiAreas, areaHandlerEntry } from '@app/functions/wiring/catalog';
import { functionBuildOptions } from '../../src/stacks/function-bundles';
import { repoRoot } from '../../src/stacks/stage';

let contents: Promise<Map<string, string[]>> | undefined;

async function buildAll(): Promise<Map<string, string[]>> {
  const entries = Object.fromEntries(
    apiAreas.map((area) => [area, path.join(repoRoot, areaHandlerEntry(area))]),
  );
  const result = await build({
    ...functionBuildOptions,
    entryPoints: entries,
    outdir: path.join(repoRoot, 'node_modules/.cache/area-bundles'),
    write: false,
    metafile: true,
  });
  const byArea = new Map<string, string[]>();
  for (const [output, { entryPoint, inputs }] of Object.entries(result.metafile.outputs)) {
    const area = path.basename(output, '.js');
    if (!entryPoint || !(area in entries)) continue;
    byArea.set(
      area,
      Object.entries(inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([file]) => file),
    );
  }
  return byArea;
}

/** The source files (packages' among them) whose code is in the area's bundle. */
export async function filesInBundleOf(area: string): Promise<string[]> {
  contents ??= buildAll();
  const files = (await contents).get(area);
  if (!files) throw new Error(`No bundle for area ${area}`);
  return files;
}
