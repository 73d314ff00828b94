/**
 * `pwa.shellKb` (issue 27): the app shell the service worker caches when the app is installed or first opened,
 * gzipped as the phone downloads it (CloudFront compresses): the files `sw.js` lists in its precache, read from a
 * production build.
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/** The precache list of a built `sw.js` (web/pwa-plugin.ts writes it on one line). */
export function precacheOf(serviceWorker: string): string[] {
  const list = /^const precache = (\[.*\]);$/m.exec(serviceWorker)?.[1];
  if (!list) throw new Error('sw.js has no precache list (web/pwa-plugin.ts)');
  return JSON.parse(list) as string[];
}

export async function pwaShellKilobytes(dist: string): Promise<number> {
  const files = precacheOf(await readFile(join(dist, 'sw.js'), 'utf8'));
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(join(dist, file))).byteLength;
  return bytes / 1024;
}
