/**
 * The start-up figures (issue 26): how long a newcomer waits from `npm start` until the demo planner's calendar
 * shows people. The probe signs in as the demo planner the way the web app does (USER_PASSWORD_AUTH against the
 * local Cognito), asks for the calendar's unit selection and then for the calendar data of the current month, and
 * counts only an answer with people who have shifts in it.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { parseResponse, requestOf, urlOf } from '@app/shared/api/client';
import type { CallInput, Contract, ResponseOf } from '@app/shared/api/contract';
import { calendarContracts } from '@app/shared/calendar/calendar.contracts';
import { systemContracts } from '@app/shared/system/system.contracts';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import { freePort } from '../local/free-port';
import { demoCustomerNo, demoPassword } from '../local/demo-seed';

/** The demo planner (responsible for every unit), as test/e2e signs in. */
const plannerUsername = 'planner';
const startTimeoutMs = 180_000;
/** Between two questions of the probe: short against the figures, long against the work it causes. */
const pollPauseMs = 250;

async function send<C extends Contract>(
  baseUrl: string,
  contract: C,
  input: CallInput<C>,
  token?: string,
): Promise<ResponseOf<C>> {
  const request = requestOf(contract, input);
  const response = await fetch(`${baseUrl}${urlOf(request)}`, {
    method: request.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${contract.id}: HTTP ${response.status}`);
  return parseResponse(contract, await response.json());
}

/** The first and last day of the current month, in the demo tenant's zone (Europe/Berlin). */
function currentMonth(): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}

/**
 * The demo planner's view of the product, asked again and again while it starts: signs in once the sign-in
 * works and keeps the token, then asks for the calendar. Each question is real work for the starting product
 * (a calendar call reads the whole month), so the caller leaves a pause between them.
 */
export class DemoCalendarProbe {
  private token: string | undefined;

  constructor(private readonly baseUrl: string) {}

  /**
   * How many people with shifts the calendar of this month shows; while the product cannot answer that yet
   * (server not listening, planner not there, no plan yet), 0 and why.
   */
  async people(): Promise<{ people: number; problem?: string }> {
    try {
      this.token ??= await this.signIn();
      if (!this.token) return { people: 0, problem: 'the demo planner got no token' };
      const selection = await send(
        this.baseUrl,
        unitDataContracts.selection,
        { params: { scope: 'CALENDAR' }, query: {} },
        this.token,
      );
      const data = await send(
        this.baseUrl,
        calendarContracts.list,
        { body: { ...currentMonth(), unitIds: selection.unitIds } },
        this.token,
      );
      // People alone come as soon as the users exist; the calendar is usable once they have their shifts.
      const planned = new Set(
        data.slots.flatMap((slot) => (slot.clickType === 'SH' && slot.id !== null ? [slot.userId] : [])),
      );
      const people = data.rows.filter((row) => row.kind === 'U' && planned.has(row.userId)).length;
      return people > 0 ? { people } : { people, problem: 'nobody in the calendar has shifts yet' };
    } catch (error) {
      // Expected while the product starts (connection refused, the demo not seeded yet); said on a timeout.
      return { people: 0, problem: error instanceof Error ? error.message : String(error) };
    }
  }

  private async signIn(): Promise<string | undefined> {
    const config = await send(this.baseUrl, systemContracts.publicConfig, {});
    const cognito = new CognitoIdentityProviderClient({
      region: config.region,
      ...(config.userPoolEndpoint ? { endpoint: config.userPoolEndpoint } : {}),
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      const answer = await cognito.send(
        new InitiateAuthCommand({
          ClientId: config.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: `${demoCustomerNo}#${plannerUsername}`, PASSWORD: demoPassword },
        }),
      );
      return answer.AuthenticationResult?.IdToken;
    } finally {
      cognito.destroy();
    }
  }
}

export interface StartRun {
  /** Seconds from spawning `npm start` until the demo planner's calendar returned people with shifts. */
  seconds: number;
  people: number;
}

/**
 * Spawns `npm start` in `repositoryRoot` on a data dir, port, web build and runner bundle folder of its own (so
 * that a running `npm start` of the checkout is not disturbed), waits until the demo calendar returns people
 * with shifts, then stops it.
 */
export async function timeStartToDemo(
  repositoryRoot: string,
  dirs: { dataDir: string; webDist: string; runnerCache: string },
  /** Runs against the started product before it is stopped (after the figure is taken). */
  whileRunning?: (baseUrl: string) => Promise<void>,
): Promise<StartRun> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATA_DIR: dirs.dataDir,
      WEB_DIST: dirs.webDist,
      LOCAL_RUNNER_CACHE: dirs.runnerCache,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // The last lines, for the error when it does not get there.
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text: string) => {
      output.push(...text.split('\n').filter((line) => line.trim() !== ''));
      output.splice(0, Math.max(0, output.length - 20));
    });
  }
  const probe = new DemoCalendarProbe(baseUrl);
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`npm start exited with ${child.exitCode}:\n${output.join('\n')}`);
      const { people, problem } = await probe.people();
      if (people > 0) {
        const seconds = (performance.now() - started) / 1000;
        await whileRunning?.(baseUrl);
        return { seconds, people };
      }
      if (performance.now() - started > startTimeoutMs)
        throw new Error(
          `no demo calendar ${startTimeoutMs / 1000} s after npm start: ${problem}\n${output.join('\n')}`,
        );
      await new Promise((resolveWait) => setTimeout(resolveWait, pollPauseMs));
    }
  } finally {
    // The whole process group: npm, the runner and its emulators.
    if (child.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      process.kill(-child.pid, 'SIGINT');
      await exited;
    }
  }
}

/**
 * The first start (empty data dir, no web build, no bundle of the runner: a fresh clone after `npm ci`) and a
 * warm start (all three kept), each until the demo calendar returns people with shifts.
 */
export async function startFigures(
  repositoryRoot: string,
  /** Runs against the warm-started demo before it is stopped (the employee's taps, employee-taps.ts). */
  whileWarm?: (baseUrl: string) => Promise<void>,
): Promise<{ firstDemoSeconds: number; warmSeconds: number }> {
  const root = await mkdtemp(join(tmpdir(), 'shiftplan-bench-start-'));
  // Inside the repository: the runner's bundle finds the packages it leaves out in node_modules above it.
  const cache = join(repositoryRoot, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const runnerCache = await mkdtemp(join(cache, 'local-runner-bench-'));
  const dirs = { dataDir: join(root, 'data'), webDist: join(root, 'web-dist'), runnerCache };
  try {
    const first = await timeStartToDemo(repositoryRoot, dirs);
    const warm = await timeStartToDemo(repositoryRoot, dirs, whileWarm);
    return { firstDemoSeconds: first.seconds, warmSeconds: warm.seconds };
  } finally {
    await rm(root, { recursive: true, force: true });
    await rm(runnerCache, { recursive: true, force: true });
  }
}
