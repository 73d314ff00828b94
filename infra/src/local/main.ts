/**
 * `npm start`: the whole product on this machine. Starts the emulators (or uses `AWS_ENDPOINT_URL`), provisions
 * the resources from the shared definitions, serves the SPA and the API on one origin, and seeds the demo tenant
 * on first start. Ordered for the time until a newcomer sees the demo planner's calendar (docs/decisions.md,
 * "Start-up"): the API's code loads and the web app builds while the emulators start, the API answers as soon as
 * the resources exist, and the demo's first screens are seeded before the rest of it.
 */
import './console-setup';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startEmulators, type LocalEndpoints } from './emulators';
import { isPortFree } from './free-port';
import { demoDirectory, demoDirectoryUsers } from './identity/demo-directory';
import { builtWebVersion, ensureWebBuild, webBuildDir } from './web-build';

const repositoryRoot = resolve(import.meta.dirname, '../../..');
const dataDir = resolve(process.env.DATA_DIR ?? join(repositoryRoot, '.data'));
const port = Number(process.env.PORT ?? 3000);
const webRoot = webBuildDir(repositoryRoot);
const log = (line: string) => console.log(line);
/** Seconds since this process started (module loading included): what the log lines report. */
const elapsed = () => (performance.now() / 1000).toFixed(1);

/** The port if nothing listens on it, otherwise undefined (the emulator then takes any free port). */
async function portIfFree(candidate: number): Promise<number | undefined> {
  return (await isPortFree(candidate)) ? candidate : undefined;
}

async function emulatorsOrExternal(): Promise<{ endpoints: LocalEndpoints; stop: () => Promise<void> }> {
  const external = process.env.AWS_ENDPOINT_URL;
  if (external) {
    log(`Using AWS_ENDPOINT_URL=${external}; no emulators started.`);
    const endpoints = {
      region: process.env.AWS_REGION ?? 'eu-central-1',
      dynamodb: external,
      sqs: external,
      s3: external,
      cognito: external,
      ses: external,
    };
    return { endpoints, stop: async () => {} };
  }
  // Stable ports next to the app's, when free: tokens name the local pool's address as their issuer, so a
  // restart on other ports would sign everybody out.
  const emulators = await startEmulators({
    dataDir,
    persistent: true,
    ports: {
      dynamodb: await portIfFree(port + 1),
      sqs: await portIfFree(port + 2),
      s3: await portIfFree(port + 3),
      cognito: await portIfFree(port + 4),
      ses: await portIfFree(port + 5),
      identity: await portIfFree(port + 6),
    },
    redirectUris: [
      `http://127.0.0.1:${port}/account/sso-callback`,
      `http://localhost:${port}/account/sso-callback`,
    ],
  });
  return { endpoints: emulators.endpoints, stop: () => emulators.stop() };
}

async function main(): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const pidFile = join(dataDir, 'runner.pid');
  await writeFile(pidFile, String(process.pid));

  const emulators = emulatorsOrExternal();
  // While the JVM starts: the API's modules (seconds of CPU on a small machine), and the web build, which runs
  // at a lower priority and is served once it is complete (a page that reloads itself until then).
  const localApi = import('./local-api');
  const provisioning = import('./provision');
  const webBuild = ensureWebBuild(repositoryRoot, webRoot, log).then(
    async () => {
      process.env.APP_VERSION = await builtWebVersion(webRoot);
    },
    (error: unknown) => {
      log(`The web build failed: ${String(error)}`);
      return error instanceof Error ? error : new Error(String(error));
    },
  );
  const { endpoints, stop: stopEmulators } = await emulators;
  const resources = await (await provisioning).provision(endpoints, { stage: 'local' });
  // For the operator tools (npm run maintenance) to find the running product.
  await writeFile(join(dataDir, 'runner.json'), JSON.stringify({ endpoints, resources }, null, 2));
  const { startLocalApi } = await localApi;
  const api = await startLocalApi({
    endpoints,
    resources,
    port,
    webRoot,
    // What the demo planner's first screens ask for after signing in: the session, the unit selection, the calendar.
    preloadAreas: ['session', 'units', 'calendar'],
    log,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopping...`);
    await api.stop().catch(() => undefined);
    await stopEmulators().catch(() => undefined);
    await rm(pidFile, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
  log(`The API answers at ${api.url} (${elapsed()} s).`);

  const { seedDemoTenant } = await import('./demo-seed');
  const demo = await seedDemoTenant({
    dataDir,
    log,
    onFirstScreens: () =>
      log(
        `The demo planner's calendar has this month's plan (${elapsed()} s); ` +
          'the rest of the demo follows before "ready".',
      ),
  });
  const buildFailure = await webBuild;
  if (buildFailure) throw buildFailure;

  log('');
  log(`  Shiftplan is ready at ${api.url}  (started in ${elapsed()} s)`);
  log(
    `  Demo sign-in: customer number ${demo.customerNo}, users ${demo.usernames.join(', ')}, password ${demo.password}`,
  );
  if (endpoints.identity) {
    const { emma } = demoDirectoryUsers;
    log(`  Microsoft sign-in (local directory ${demoDirectory.name}): ${emma.upn} / ${emma.password}`);
  }
  log(`  API documentation: ${api.url}/api/docs`);
  log(`  Sent mails (invitations, codes): ${endpoints.ses}`);
  log(`  Data: ${dataDir} (npm run reset wipes it). Ctrl-C stops everything.`);
  log('');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
