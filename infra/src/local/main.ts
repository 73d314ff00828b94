/**
 * `npm start`: the whole product on this machine. Starts the emulators (or uses `AWS_ENDPOINT_URL`), provisions
 * the resources from the shared definitions, seeds the demo tenant on first start, and serves the SPA and the
 * API on one origin.
 */
import './console-setup';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startEmulators, type LocalEndpoints } from './emulators';
import { provision } from './provision';
import { startLocalApi } from './local-api';
import { isPortFree } from './free-port';
import { builtWebVersion, ensureWebBuild } from './web-build';
import { seedDemoTenant } from './demo-seed';

const startedAt = performance.now();
const repositoryRoot = resolve(import.meta.dirname, '../../..');
const dataDir = resolve(process.env.DATA_DIR ?? join(repositoryRoot, '.data'));
const port = Number(process.env.PORT ?? 3000);
const webRoot = join(repositoryRoot, 'web/dist');
const log = (line: string) => console.log(line);

/** The port if nothing listens on it, otherwise undefined (the emulator then takes any free port). */
async function portIfFree(candidate: number): Promise<number | undefined> {
  return (await isPortFree(candidate)) ? candidate : undefined;
}

async function main(): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const pidFile = join(dataDir, 'runner.pid');
  await writeFile(pidFile, String(process.pid));

  // In parallel with the emulators' start: the build is CPU, the emulators mostly wait for Java.
  const webBuild = ensureWebBuild(repositoryRoot, log).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  let endpoints: LocalEndpoints;
  let stopEmulators = async () => {};
  const external = process.env.AWS_ENDPOINT_URL;
  if (external) {
    log(`Using AWS_ENDPOINT_URL=${external}; no emulators started.`);
    endpoints = {
      region: process.env.AWS_REGION ?? 'eu-central-1',
      dynamodb: external,
      sqs: external,
      s3: external,
      cognito: external,
      ses: external,
    };
  } else {
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
      },
    });
    endpoints = emulators.endpoints;
    stopEmulators = () => emulators.stop();
  }
  const resources = await provision(endpoints, { stage: 'local' });
  const buildFailure = await webBuild;
  if (buildFailure) throw buildFailure;
  process.env.APP_VERSION = await builtWebVersion(repositoryRoot);
  // For the operator tools (npm run maintenance) to find the running product.
  await writeFile(join(dataDir, 'runner.json'), JSON.stringify({ endpoints, resources }, null, 2));
  const api = await startLocalApi({
    endpoints,
    resources,
    port,
    ...(existsSync(join(webRoot, 'index.html')) ? { webRoot } : {}),
  });
  const demo = await seedDemoTenant();

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

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log('');
  log(`  Shiftplan is ready at ${api.url}  (started in ${seconds} s)`);
  log(
    `  Demo sign-in: customer number ${demo.customerNo}, users ${demo.usernames.join(', ')}, password ${demo.password}`,
  );
  log(`  API documentation: ${api.url}/api/docs`);
  log(`  Sent mails (invitations, codes): ${endpoints.ses}`);
  log(`  Data: ${dataDir} (npm run reset wipes it). Ctrl-C stops everything.`);
  log('');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
