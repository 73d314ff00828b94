/**
 * Starts the product against running emulators: sets the handlers' environment, starts one SQS poller per job
 * kind feeding the worker handler, and the HTTP adapter. Used by `npm start` and by the API tests alike.
 */
import type { Server } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { SQSClient } from '@aws-sdk/client-sqs';
import { jobKinds, type JobKind } from '@app/shared/tasks/job-kinds';
import type { WorkerHandler } from '@app/functions/jobs/worker';
import { deadLetterMaxConcurrency, jobQueues } from '../definitions';
import { createHttpAdapter, type AreaHandler } from './http-adapter';
import { createJwtAuthorizer } from './jwt-authorizer';
import { handlerEnvironment, type LocalResources } from './provision';
import type { LocalEndpoints } from './emulators';
import { startSqsPoller } from './sqs-poller';
import { writeOpenApiDocument } from '../tools/write-openapi';

/**
 * An area's handler or a kind's worker (`handlers/<area>`, `workers/<kind>` of functions/src/wiring): from
 * source, or from the runner's bundle when `npm start` runs one (tools/local-runner/start.js).
 */
function loadWiring(entry: string): Promise<unknown> {
  const bundle = process.env.LOCAL_RUNNER_BUNDLE;
  if (bundle) return import(pathToFileURL(join(bundle, 'functions/src/wiring', `${entry}.js`)).href);
  return import(`@app/functions/wiring/${entry}`);
}

export interface LocalApi {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startLocalApi(options: {
  endpoints: LocalEndpoints;
  resources: LocalResources;
  port: number;
  host?: string;
  webRoot?: string;
  log?: (line: string) => void;
  /**
   * The OpenAPI document, written by the caller (writeOpenApiDocument): the API tests write it once for the whole
   * run, not once per file (0.9 s of CPU each). Without it the API writes its own and removes it when stopped.
   */
  openApiDocumentPath?: string;
  /**
   * Areas whose handlers load as soon as the API listens instead of with their first request: `npm start`
   * names the planner's first screens, so that the first calendar does not also wait for its code. The tests
   * leave it out and load every handler with its first request, as a cold Lambda does.
   */
  preloadAreas?: readonly string[];
}): Promise<LocalApi> {
  // Like CloudFront, the adapter adds a secret header that the API insists on; a new one on every start.
  const originSecret = randomBytes(32).toString('base64url');
  Object.assign(process.env, handlerEnvironment(options.endpoints, options.resources), {
    ORIGIN_VERIFY_SECRET: originSecret,
  });
  // Imported only now: handler modules read their environment when first used.
  const { operations } = await import('@app/functions/wiring/catalog');
  const { originVerifyHeader } = await import('@app/functions/api/origin-guard');
  const ownOpenApiDocument = options.openApiDocumentPath
    ? undefined
    : join(tmpdir(), `shiftplan-openapi-${process.pid}-${randomUUID()}.json`);
  if (ownOpenApiDocument) await writeOpenApiDocument(ownOpenApiDocument);
  process.env.OPENAPI_DOCUMENT_PATH = options.openApiDocumentPath ?? ownOpenApiDocument;
  // Each queue's poller calls its kind's own worker entry, as the event source of that kind's function does,
  // loaded with its first message like a cold Lambda: a start does not wait for code no task has needed yet.
  const lazily = (load: () => Promise<WorkerHandler>): WorkerHandler => {
    let loading: Promise<WorkerHandler> | undefined;
    return async (event, context) => (await (loading ??= load()))(event, context);
  };
  const workerHandlers = Object.fromEntries(
    jobKinds.map((kind) => [
      kind,
      lazily(async () => ((await loadWiring(`workers/${kind}`)) as { handler: WorkerHandler }).handler),
    ]),
  ) as Record<JobKind, WorkerHandler>;
  const deadLetterHandler = lazily(async () => (await import('@app/functions/jobs/dead-letter')).handler);
  const areaHandlers = new Map<string, Promise<unknown>>();
  const loadAreaHandler = async (area: string) => {
    let loading = areaHandlers.get(area);
    if (!loading) {
      loading = loadWiring(`handlers/${area}`);
      areaHandlers.set(area, loading);
    }
    return ((await loading) as { handler: AreaHandler }).handler;
  };

  const sqsClient = new SQSClient({
    region: options.endpoints.region,
    endpoint: options.endpoints.sqs,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const pollers = jobKinds.flatMap((kind) => [
    startSqsPoller({
      client: sqsClient,
      queueUrl: options.resources.queues[kind].url,
      queueArn: options.resources.queues[kind].arn,
      batchSize: jobQueues[kind].batchSize,
      // As many batches at once as the kind's event source runs in AWS.
      maxConcurrency: jobQueues[kind].maxConcurrency,
      handler: workerHandlers[kind],
      ...(options.log ? { log: options.log } : {}),
    }),
    startSqsPoller({
      client: sqsClient,
      queueUrl: options.resources.queues[kind].deadLetterUrl,
      queueArn: options.resources.queues[kind].deadLetterArn,
      batchSize: 10,
      maxConcurrency: deadLetterMaxConcurrency,
      handler: deadLetterHandler,
      ...(options.log ? { log: options.log } : {}),
    }),
  ]);

  const server: Server = createHttpAdapter({
    operations,
    loadAreaHandler,
    authorizer: createJwtAuthorizer({
      jwksUrl: options.resources.userPool.jwksUrl,
      issuer: options.resources.userPool.issuer,
      audience: options.resources.userPool.clientId,
    }),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    connectSources: [options.endpoints.cognito],
    fileSources: [options.endpoints.s3],
    originHeaders: { [originVerifyHeader]: originSecret },
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  for (const area of options.preloadAreas ?? []) {
    // A failure here is the one the area's first request would meet and report.
    loadAreaHandler(area).catch((error: unknown) =>
      options.log?.(`The ${area} handler could not be loaded: ${String(error)}`),
    );
  }
  // The links in mails (invitations, confirmations) lead here; in AWS the stage's domain.
  process.env.APP_URL ??= `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      await Promise.all(pollers.map((poller) => poller.stop()));
      server.closeAllConnections();
      await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
      sqsClient.destroy();
      if (ownOpenApiDocument) await rm(ownOpenApiDocument, { force: true });
    },
  };
}
