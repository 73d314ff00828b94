/**
 * `npm start`: runs the local runner (infra/src/local/main.ts) from a bundle, built with esbuild when a source
 * changed and kept in node_modules/.cache otherwise. Loading the runner's ~2,000 TypeScript modules one by one
 * through tsx cost several seconds of CPU at every start, more than anything else in a warm start on a small
 * machine (docs/decisions.md, "Start-up"). Packages stay outside the bundle (Node loads them as usual); the
 * workspaces' code is bundled, with every area handler and job worker an entry of its own, so that each loads
 * with its first request as from source. `npx tsx infra/src/local/main.ts` still runs the same runner from
 * source (the browser tests do).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
// LOCAL_RUNNER_CACHE: another folder (the bench starts as on a fresh clone, bundling included), inside the
// repository: the bundle finds the packages it leaves out in node_modules above it.
const cacheDir = path.resolve(
  process.env.LOCAL_RUNNER_CACHE ?? path.join(repositoryRoot, 'node_modules/.cache/local-runner'),
);
/** What the bundle is made of; a change of any of these files (tests aside) makes a new bundle. */
const sourceDirs = ['infra/src', 'functions/src', 'shared/src'];
const wiringDir = 'functions/src/wiring';

async function sourceFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
    }),
  );
  return nested.flat();
}

/** A name for the current sources: every file's path, size and modification time, and this launcher's. */
async function sourcesKey() {
  const files = [
    import.meta.filename,
    path.join(repositoryRoot, 'package-lock.json'),
    ...(await Promise.all(sourceDirs.map((dir) => sourceFiles(path.join(repositoryRoot, dir))))).flat(),
  ].sort();
  const hash = createHash('sha256');
  const infos = await Promise.all(files.map((file) => stat(file)));
  files.forEach((file, index) => hash.update(`${file}\0${infos[index].size}\0${infos[index].mtimeMs}\n`));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Bundled code keeps the meaning of `import.meta.dirname` and `import.meta.url` of the file it came from: the
 * runner finds the repository, the emulators their packages and data files from there.
 */
const keepImportMeta = {
  name: 'keep-import-meta',
  setup(build) {
    // Packages stay packages; only the workspaces (@app/*) are bundled.
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { external: true },
    );
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const contents = text.includes('import.meta')
        ? text
            .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
            .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        : text;
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

async function buildBundle(target) {
  const { build } = await import('esbuild');
  const wiring = await Promise.all(
    ['handlers', 'workers'].map(async (kind) =>
      (await readdir(path.join(repositoryRoot, wiringDir, kind)))
        .filter((name) => name.endsWith('.ts'))
        .map((name) => path.join(repositoryRoot, wiringDir, kind, name)),
    ),
  );
  const building = `${target}.building-${process.pid}`;
  await build({
    entryPoints: [path.join(repositoryRoot, 'infra/src/local/main.ts'), ...wiring.flat()],
    outbase: repositoryRoot,
    outdir: building,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [keepImportMeta],
    logLevel: 'warning',
  });
  await writeFile(path.join(building, 'complete'), `${new Date().toISOString()}\n`);
  // Another start may have built the same sources meanwhile: theirs is as good.
  await rename(building, target).catch(async (error) => {
    await rm(building, { recursive: true, force: true });
    if (!existsSync(path.join(target, 'complete'))) throw error;
  });
}

/** Bundles of earlier sources, a day after their last use (a runner of theirs may still be loading from them). */
async function removeOldBundles(current) {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of await readdir(cacheDir)) {
    const dir = path.join(cacheDir, name);
    if (dir === current) continue;
    const info = await stat(dir).catch(() => undefined);
    if (info && info.mtimeMs < dayAgo) await rm(dir, { recursive: true, force: true });
  }
}

const bundle = path.join(cacheDir, await sourcesKey());
if (!existsSync(path.join(bundle, 'complete'))) {
  const began = performance.now();
  console.log('Bundling the local runner...');
  await buildBundle(bundle);
  console.log(`Local runner bundled in ${((performance.now() - began) / 1000).toFixed(1)} s.`);
  await removeOldBundles(bundle);
} else {
  const now = new Date();
  await utimes(bundle, now, now);
}
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
// The runner loads the area handlers and job workers from the bundle (infra/src/local/local-api.ts).
process.env.LOCAL_RUNNER_BUNDLE = bundle;
await import(pathToFileURL(path.join(bundle, 'infra/src/local/main.js')).href);
