/**
 * `npm run reset`: wipes the local data (`.data/`, or DATA_DIR as for the runner) so that the next
 * `npm start` begins from scratch and seeds the demo tenant again. Refuses while a runner or one of its
 * emulators still uses the data: deleting files under a running DynamoDB Local corrupts it silently.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir, readlink, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

const repositoryRoot = resolve(import.meta.dirname, '../../..');
const dataDir = resolve(process.env['DATA_DIR'] ?? join(repositoryRoot, '.data'));

async function main(): Promise<number> {
  if (dataDir === repositoryRoot || dataDir === resolve('/') || repositoryRoot.startsWith(dataDir + sep)) {
    console.error(`Refusing to delete ${dataDir}: it is not a data directory.`);
    return 1;
  }
  if (!existsSync(dataDir)) {
    console.log(`Nothing to reset: ${dataDir} does not exist.`);
    return 0;
  }

  const runnerPid =
    (await readPid(join(dataDir, 'runner.pid'))) ?? (await readPid(join(dataDir, 'runner.json')));
  if (runnerPid !== undefined && isAlive(runnerPid)) {
    console.error(`The local runner (pid ${runnerPid}) is running; stop it (Ctrl-C) before resetting.`);
    return 1;
  }
  const users = await processesUsing(dataDir);
  if (users.length > 0) {
    console.error(
      `Still in use by ${users.map((u) => `pid ${u.pid} (${u.command})`).join(', ')}; stop them first.`,
    );
    return 1;
  }

  const { files, bytes } = await measure(dataDir);
  await rm(dataDir, { recursive: true, force: true });
  console.log(`Deleted ${dataDir} (${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB).`);
  if (runnerPid !== undefined) console.log(`(The runner pid file named pid ${runnerPid}, which has ended.)`);
  console.log('The next `npm start` provisions everything afresh and seeds the demo tenant.');
  return 0;
}

/** The runner's pid from `runner.pid` (just the number) or `runner.json` (an object with `pid`). */
async function readPid(file: string): Promise<number | undefined> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    const value: unknown = file.endsWith('.json') ? (JSON.parse(text) as { pid?: unknown }).pid : text;
    const pid = Number(value);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means "running".
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Emulators left behind by a runner that was killed hard (DynamoDB Local names the directory on its command
 * line, cognito-local runs in it). Linux only, through /proc; elsewhere the pid file check has to do.
 */
async function processesUsing(dir: string): Promise<{ pid: number; command: string }[]> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return [];
  }
  const inside = (p: string) => p === dir || p.startsWith(dir + sep);
  const found: { pid: number; command: string }[] = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
      const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => '');
      if (inside(cwd) || args.some((a) => inside(a))) {
        found.push({ pid, command: args.slice(0, 3).join(' ').slice(0, 80) });
      }
    } catch {
      // The process ended meanwhile, or is not ours to inspect.
    }
  }
  return found;
}

async function measure(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
