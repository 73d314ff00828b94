/**
 * Builds the web app when its sources are newer than the build, so that `npm start` is quick when nothing
 * changed and never serves a stale app when something did. The build goes to a folder of its own and replaces
 * the served one in one rename: the server keeps answering from the old build (or with a "being built" page)
 * until the new one is complete.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Where the served build lives: `web/dist`, or `WEB_DIST` (the bench builds into a folder of its own). */
export function webBuildDir(repositoryRoot: string): string {
  return resolve(process.env.WEB_DIST ?? join(repositoryRoot, 'web/dist'));
}

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = (await readdir(path)).filter((entry) => entry !== 'node_modules' && entry !== 'dist');
  const newest = await Promise.all(entries.map((entry) => newestChange(join(path, entry))));
  return Math.max(info.mtimeMs, ...newest);
}

/** Whether `outDir` holds a build at least as new as every source of the web app. */
export async function webBuildIsCurrent(repositoryRoot: string, outDir: string): Promise<boolean> {
  const built = (await stat(join(outDir, 'index.html')).catch(() => undefined))?.mtimeMs ?? 0;
  if (built === 0) return false;
  const sources = [
    'web/src',
    'web/public',
    'web/index.html',
    'web/vite.config.ts',
    'web/package.json',
    'shared/src',
  ];
  const changes = await Promise.all(sources.map((source) => newestChange(join(repositoryRoot, source))));
  return Math.max(...changes) <= built;
}

/**
 * Builds the web app into `outDir` unless it is current. Runs Vite directly (no npm in between) at a lower CPU
 * priority: on a small machine the emulators and the demo seed come first, the build takes what they leave.
 */
export async function ensureWebBuild(
  repositoryRoot: string,
  outDir: string,
  log: (line: string) => void,
): Promise<void> {
  if (await webBuildIsCurrent(repositoryRoot, outDir)) return;
  const began = performance.now();
  log('Building the web app (served once it is built)...');
  const webDir = join(repositoryRoot, 'web');
  const vite = join(
    dirname(createRequire(join(webDir, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const building = `${outDir}.building-${process.pid}`;
  await new Promise<void>((resolveBuild, reject) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', building, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: webDir,
        // Vite's notes on its own configuration are for whoever works on it (npm run build:web shows them).
        env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    // Before Vite starts its worker threads, which inherit the priority. Not everywhere allowed: then as is.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch (error) {
        log(`The web build runs at normal priority (${String(error)})`);
      }
    }
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveBuild() : reject(new Error(`web build failed (${code})`)),
    );
  }).catch(async (error: unknown) => {
    await rm(building, { recursive: true, force: true });
    throw error;
  });
  const previous = `${outDir}.previous-${process.pid}`;
  await rename(outDir, previous).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  });
  await rename(building, outDir);
  await rm(previous, { recursive: true, force: true });
  log(`Web app built in ${((performance.now() - began) / 1000).toFixed(1)} s.`);
}

/** The version the web build wrote (`version.json`), which the server compares in keep-alives. */
export async function builtWebVersion(outDir: string): Promise<string> {
  const file = await readFile(join(outDir, 'version.json'), 'utf8').catch(() => '{}');
  return (JSON.parse(file) as { version?: string }).version ?? '';
}
