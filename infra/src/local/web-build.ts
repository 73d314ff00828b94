/**
 * Builds the web app when its sources are newer than `web/dist`, so that `npm start` is quick when nothing
 * changed and never serves a stale app when something did.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, await newestChange(join(path, entry)));
  }
  return newest;
}

export async function ensureWebBuild(repositoryRoot: string, log: (line: string) => void): Promise<void> {
  const built =
    (await stat(join(repositoryRoot, 'web/dist/index.html')).catch(() => undefined))?.mtimeMs ?? 0;
  const sources = [
    'web/src',
    'web/public',
    'web/index.html',
    'web/vite.config.ts',
    'web/package.json',
    'shared/src',
  ];
  const changes = await Promise.all(sources.map((source) => newestChange(join(repositoryRoot, source))));
  if (Math.max(...changes) <= built) return;
  log('Building the web app...');
  await new Promise<void>((resolveBuild, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@app/web', '--silent'], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveBuild() : reject(new Error(`web build failed (${code})`)),
    );
  });
}

/** The version the web build wrote (`web/dist/version.json`), which the server compares in keep-alives. */
export async function builtWebVersion(repositoryRoot: string): Promise<string> {
  const file = await readFile(join(repositoryRoot, 'web/dist/version.json'), 'utf8').catch(() => '{}');
  return (JSON.parse(file) as { version?: string }).version ?? '';
}
