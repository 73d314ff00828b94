/**
 * Figures of the planning calendar's page (issue 10), for `npm run bench`:
 * - `calendar.initialJsKb`: the JavaScript (gzip) the calendar page loads on top of the signed-in shell: its
 *   chunk, every chunk it imports that the shell has not loaded yet, and its German texts.
 * - `calendar.userView.renderMs` / `calendar.userView.hoverMs`: the USER view of 500 people x 31 days in headless
 *   Chromium from a production build of the benchmark page (`web/src/features/calendar/bench/`): the first
 *   render (render call to the next frame) and a drag-hover highlight (pointer move to the marked cell), each
 *   the median of 5.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './bench-stack';

const staticImport = /import\s*(?:[^"';]*?from\s*)?"\.\/([^"]+\.js)"/g;

/** The chunks a chunk imports statically (what the browser must load before it runs), itself included. */
async function staticClosure(assets: string, entries: readonly string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(join(assets, file), 'utf8');
    // Static imports come first in a chunk; the dynamic ones (`import("./x.js")`) never match the pattern.
    for (const match of code.matchAll(staticImport)) if (match[1]) queue.push(match[1]);
  }
  return seen;
}

function chunk(files: readonly string[], prefix: string): string {
  const found = files.find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'));
  if (!found) throw new Error(`No chunk ${prefix}-*.js in web/dist/assets`);
  return found;
}

/** `calendar.initialJsKb` of a production build in `dist` (`npm run build -w @app/web` ran before). */
export async function calendarInitialJavaScriptKilobytes(dist: string): Promise<number> {
  const assets = join(dist, 'assets');
  const files = await readdir(assets);
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
  const shell = await staticClosure(assets, [...initial, chunk(files, 'app-shell')]);
  const page = await staticClosure(assets, [chunk(files, 'calendar-page'), chunk(files, 'calendar.de')]);
  let bytes = 0;
  for (const file of page) {
    if (!shell.has(file)) bytes += gzipSync(await readFile(join(assets, file))).byteLength;
  }
  return bytes / 1024;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

async function serve(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    readFile(join(root, path.endsWith('/') ? `${path}index.html` : path)).then(
      (body) => {
        response.writeHead(200, {
          'Content-Type': contentTypes[extname(path)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No port for the benchmark page');
  return { server, url: `http://127.0.0.1:${address.port}/src/features/calendar/bench/index.html` };
}

/** Builds the benchmark page (production mode) and measures render and hover in headless Chromium. */
export async function calendarUserViewTimings(
  repositoryRoot: string,
): Promise<{ renderMs: number; hoverMs: number }> {
  const { build } = await import('vite');
  const { chromium } = await import('playwright-core');
  const outDir = await mkdtemp(join(tmpdir(), 'calendar-bench-'));
  const web = join(repositoryRoot, 'web');
  let served: { server: Server; url: string } | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    await build({
      configFile: join(web, 'vite.config.ts'),
      root: web,
      mode: 'production',
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: { input: join(web, 'src/features/calendar/bench/index.html') },
      },
    });
    served = await serve(outDir);
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    const renders: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      await page.goto(served.url);
      await page.waitForFunction('window.calendarBench !== undefined');
      renders.push(await page.evaluate('window.calendarBench.renderMs'));
      if (process.env.CALENDAR_BENCH_DEBUG) console.log(await page.evaluate('window.calendarBench'));
    }
    const hovers: number[] = [];
    const handle = page.getByRole('button', { name: 'Person 002 auf eine Schicht ziehen' });
    const start = await handle.boundingBox();
    if (!start) throw new Error('The benchmark page drew no person');
    await page.mouse.move(start.x + 20, start.y + start.height / 2);
    await page.mouse.down();
    // Past the 10 px threshold: the drag begins.
    await page.mouse.move(start.x + 60, start.y + start.height / 2, { steps: 4 });
    for (let run = 0; run < 5; run += 1) {
      const target = await page.locator(`[data-slot-key="open-0-${run + 1}"]`).boundingBox();
      if (!target) throw new Error('The benchmark page drew no open slot');
      await page.evaluate(`new Promise((resolve) => {
        window.hoverMs = undefined;
        let movedAt = 0;
        window.addEventListener('pointermove', (event) => { movedAt = performance.now(); }, { capture: true, once: true });
        const observer = new MutationObserver((changes) => {
          if (changes.some((change) => change.target.matches?.('[data-slot-key="open-0-${run + 1}"]') && change.target.className.includes('dropOver'))) {
            requestAnimationFrame(() => { window.hoverMs = performance.now() - movedAt; });
            observer.disconnect();
          }
        });
        observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
        resolve(undefined);
      })`);
      await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2);
      await page.waitForFunction('window.hoverMs !== undefined', undefined, { timeout: 10_000 });
      hovers.push(await page.evaluate('window.hoverMs'));
    }
    await page.mouse.up();
    return { renderMs: median(renders), hoverMs: median(hovers) };
  } finally {
    await browser.close();
    served?.server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}
