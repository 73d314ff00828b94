/**
 * The installable app's service worker (issue 27): writes `sw.js` with the build's version and the app shell's
 * files (docs/decisions.md "Installable app and offline clock"). The shell is what opening the
 * app and its clock needs: index.html, the entry's scripts with their static imports, the signed-in frame and the
 * clock page with theirs, the texts of the clock's namespaces, their styles, the icons and the manifest. Every
 * other hashed file is cached by the worker when first loaded. No web fonts to cache: the app uses system fonts.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The lazy chunks the shell needs besides the entry, by the module that starts them. */
const shellModules = [
  /[\\/]src[\\/]app[\\/]shell[\\/]app-shell\.tsx$/,
  /[\\/]src[\\/]features[\\/]time[\\/]clock-page\.tsx$/,
  /[\\/]shared[\\/]src[\\/]i18n[\\/](time|time-offline|rule-findings)\.(de|en)\.ts$/,
];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The shell's files (paths from the site's root) among a build's output. */
export function shellFiles(
  bundle: Record<string, { type: string }>,
  publicFiles: readonly string[],
): string[] {
  const chunks = Object.values(bundle).filter((file): file is ChunkLike => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seeds = chunks.filter(
    (chunk) =>
      chunk.isEntry ||
      shellModules.some((pattern) =>
        chunk.facadeModuleId
          ? pattern.test(chunk.facadeModuleId)
          : chunk.moduleIds.some((id) => pattern.test(id)),
      ),
  );
  const files = new Set<string>();
  const visit = (chunk: ChunkLike) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  seeds.forEach(visit);
  return ['/index.html', ...publicFiles, ...[...files].sort().map((file) => `/${file}`)];
}

/**
 * The worker's source. Written out here rather than as a module of the app: it runs in another global scope (no
 * DOM) and is not bundled, so it is plain ES2022 in a string.
 *
 * - Installing caches the shell. A new build installs beside the old one, takes over at once and deletes the old
 *   caches, so the next load (the keep-alive reloads an outdated tab) runs the new build.
 * - Pages (navigations): network first, the cached index.html when the network fails or hangs (5 s), so the app
 *   opens offline.
 * - `/assets/*` (hashed names, never changed): cache first; what is not in the shell is cached when first loaded.
 * - `/api/*`: never touched and never cached (answers are personal and change; the page handles failures).
 * - The shell's other files (icons, manifest): network first, the cached copy offline.
 */
function workerSource(version: string, precache: readonly string[]): string {
  return `// Shiftplan's service worker, written by the build (web/pwa-plugin.ts).
const version = ${JSON.stringify(version)};
const precache = ${JSON.stringify(precache)};
const shellCache = 'shell-' + version;
const assetCache = 'assets-' + version;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(shellCache).then((cache) => cache.addAll(precache)).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== shellCache && key !== assetCache).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function fetchInTime(request) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), 5000);
    fetch(request).then(
      (response) => { clearTimeout(timer); resolve(response); },
      (error) => { clearTimeout(timer); reject(error); },
    );
  });
}

async function page(request) {
  try {
    const response = await fetchInTime(request);
    const type = response.headers.get('content-type') || '';
    if (response.ok && type.startsWith('text/html')) {
      const cache = await caches.open(shellCache);
      await cache.put('/index.html', response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match('/index.html');
    if (cached) return cached;
    throw error;
  }
}

async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(assetCache);
    await cache.put(request, response.clone());
  }
  return response;
}

async function shellFile(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (precache.includes(url.pathname)) event.respondWith(shellFile(request));
});
`;
}

export function pwaServiceWorker(options: { version: string; publicDir: string }): Plugin {
  return {
    name: 'pwa-service-worker',
    apply: 'build',
    async generateBundle(_output, bundle) {
      const icons = (await readdir(join(options.publicDir, 'icons'))).filter((file) => file.endsWith('.png'));
      const publicFiles = [
        '/manifest.webmanifest',
        '/favicon.svg',
        ...icons.sort().map((file) => `/icons/${file}`),
      ];
      const source = workerSource(options.version, shellFiles(bundle, publicFiles));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
