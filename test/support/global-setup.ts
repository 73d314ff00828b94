/**
 * Global setup of the vitest project `api`: one set of emulators (in memory / temp dirs, free ports) for the
 * whole run, provisioned like `npm start` but with a 2 s visibility timeout so that redelivery is quick to see.
 * Test files get the endpoints and resources through inject() (see local-stack.ts).
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The augmentation below needs 'vitest' itself in the program, not only 'vitest/node'.
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startEmulators, type LocalEndpoints, type RunningEmulators } from '@app/infra/src/local/emulators';
import { provision, type LocalResources } from '@app/infra/src/local/provision';
import { handlerEnvironment } from '@app/infra/src/local/provision/environment';
import { writeOpenApiDocument } from '@app/infra/src/tools/write-openapi';

declare module 'vitest' {
  export interface ProvidedContext {
    localEndpoints: LocalEndpoints;
    localResources: LocalResources;
    /** Written once for the run; every file's API serves it (startLocalApi's `openApiDocumentPath`). */
    openApiDocumentPath: string;
  }
}

/** Short, so that tests see a failed message come back within seconds. */
export const testVisibilityTimeoutSeconds = 2;

let emulators: RunningEmulators | undefined;
const openApiDocumentPath = join(tmpdir(), `shiftplan-openapi-${process.pid}-${randomUUID()}.json`);

export async function setup(project: TestProject): Promise<void> {
  // The SDK only accepts 'true' here (vitest.config.ts sets '1' for the workers, which it ignores).
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] = 'true';
  const log = process.env['EMULATOR_LOG'] ? (line: string) => console.log(`[emulators] ${line}`) : undefined;
  // Not persistent: the emulators work in a temp dir of their own, removed by stop().
  emulators = await startEmulators({
    dataDir: tmpdir(),
    persistent: false,
    throughput: true,
    ...(log ? { log } : {}),
  });
  const resources = await provision(emulators.endpoints, {
    stage: 'local',
    queueVisibilityTimeoutSeconds: testVisibilityTimeoutSeconds,
  });
  // The user-pool guard runs here and answers Microsoft sign-in's custom challenge with the API's own code
  // (infra/src/local/cognito-guard.ts), which reads the table as the handlers do.
  Object.assign(process.env, handlerEnvironment(emulators.endpoints, resources));
  project.provide('localEndpoints', emulators.endpoints);
  project.provide('localResources', resources);
  await writeOpenApiDocument(openApiDocumentPath);
  project.provide('openApiDocumentPath', openApiDocumentPath);
}

export async function teardown(): Promise<void> {
  await emulators?.stop();
  await rm(openApiDocumentPath, { force: true });
}
