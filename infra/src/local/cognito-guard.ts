/**
 * A small proxy in front of cognito-local that refuses disabled users as Cognito does. cognito-local signs a
 * disabled user in (it never looks at `Enabled`), so the API would only refuse the token afterwards and the
 * person would see "your session has expired". Real Cognito answers `NotAuthorizedException: User is
 * disabled.` once the password is right (a wrong password still gets the wrong-password answer).
 *
 * cognito-local also asks for a new password whenever a user with a temporary password signs in, whatever password
 * was typed; Cognito first checks the temporary password. The guard does the same: with the temporary passwords it
 * has passed on to cognito-local itself (AdminCreateUser, AdminSetUserPassword), else, for users created before
 * it started, from cognito-local's data file (local only: it keeps passwords in clear). The file alone was not
 * enough: cognito-local writes it in the background, several writes at once while parallel tests create users,
 * and a user answered from memory could be missing from the file for seconds (a refused first sign-in in CI).
 *
 * cognito-local answers a wrong current password in ChangePassword with `InvalidPasswordException` (Cognito's name
 * for a new password that breaks the policy, which cognito-local never checks there); Cognito answers
 * `NotAuthorizedException`, and the profile page tells the two apart. The guard answers as Cognito does.
 *
 * cognito-local has no custom authentication (Microsoft sign-in, docs/sso.md): the guard answers InitiateAuth with
 * CUSTOM_AUTH and RespondToAuthChallenge with CUSTOM_CHALLENGE itself, running the same define, create and verify
 * steps as the user pool's triggers in AWS (functions/src/sso/auth-challenge.ts), and once the answer is right it
 * fetches the person's tokens from cognito-local with the password in its data file (local only, as above).
 *
 * Everything else passes through unchanged, CORS included; clients and the issuer of the tokens name the
 * proxy's address (emulators.ts sets cognito-local's `IssuerDomain` to it).
 */
import { readFile } from 'node:fs/promises';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

const signInTargets = new Set([
  'AWSCognitoIdentityProviderService.InitiateAuth',
  'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
  'AWSCognitoIdentityProviderService.AdminInitiateAuth',
  'AWSCognitoIdentityProviderService.AdminRespondToAuthChallenge',
]);

/** The calls that give a user a password or take the user away. */
const passwordCalls =
  /^AWSCognitoIdentityProviderService\.(AdminCreateUser|AdminSetUserPassword|AdminDeleteUser)$/;

/**
 * cognito-local rewrites a pool's data file in place on every change, so a read while another request (a parallel
 * test's sign-up) writes it may see half a file, and a shorter content written over a longer one leaves the old
 * tail behind: read again after a moment, and take the complete document at the start of the file.
 */
async function readPoolFile(file: string, attempts = 10): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    const text = await readFile(file, 'utf8');
    try {
      return JSON.parse(text);
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      const end = /after JSON at position (\d+)/.exec(error.message)?.[1];
      if (end !== undefined) return JSON.parse(text.slice(0, Number(end)));
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
    }
  }
}

/** What Cognito answers for a disabled user, byte for byte in the parts SDKs read. */
const userDisabled = {
  type: 'NotAuthorizedException',
  body: JSON.stringify({ __type: 'NotAuthorizedException', message: 'User is disabled.' }),
};

/** What Cognito answers for a wrong password. */
const wrongPassword = {
  type: 'NotAuthorizedException',
  body: JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }),
};

interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function forward(
  upstream: URL,
  method: string,
  path: string,
  headers: IncomingMessage['headers'],
  body: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method,
        path,
        headers: { ...headers, host: upstream.host, 'content-length': String(body.length) },
      },
      (incoming) => {
        readAll(incoming).then((answerBody) => {
          const answerHeaders: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined && !['connection', 'transfer-encoding', 'keep-alive'].includes(name))
              answerHeaders[name] = value;
          }
          answerHeaders['content-length'] = String(answerBody.length);
          resolve({ status: incoming.statusCode ?? 502, headers: answerHeaders, body: answerBody });
        }, reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The `__type` of an error answer in Cognito's JSON shape. */
function errorType(body: Buffer): string | undefined {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { __type?: unknown };
    return typeof parsed.__type === 'string' ? parsed.__type : undefined;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** The payload of a JWT, unverified: the token comes straight from cognito-local. */
function jwtPayload(token: unknown): Record<string, unknown> | undefined {
  if (typeof token !== 'string') return undefined;
  const part = token.split('.')[1];
  if (part === undefined) return undefined;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Which step of a custom challenge a request is, if any (CUSTOM_AUTH start, CUSTOM_CHALLENGE answer). */
function customStep(
  target: string | string[] | undefined,
  body: Buffer,
): { step: 'start' | 'answer'; request: Record<string, unknown> } | undefined {
  const start = target === 'AWSCognitoIdentityProviderService.InitiateAuth';
  const answer = target === 'AWSCognitoIdentityProviderService.RespondToAuthChallenge';
  if (!start && !answer) return undefined;
  let request: Record<string, unknown>;
  try {
    request = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
  if (start && request.AuthFlow === 'CUSTOM_AUTH') return { step: 'start', request };
  if (answer && request.ChallengeName === 'CUSTOM_CHALLENGE') return { step: 'answer', request };
  return undefined;
}

export interface CognitoGuard {
  stop(): Promise<void>;
}

/** Starts the proxy on `port` (on 127.0.0.1) in front of cognito-local at `upstream`. */
export async function startCognitoGuard(options: {
  upstream: string;
  port: number;
  /** cognito-local's data directory (`.cognito/db`), for checking temporary passwords. */
  dataDir: string;
}): Promise<CognitoGuard> {
  const upstream = new URL(options.upstream);
  const call = async (target: string, input: unknown): Promise<Record<string, unknown> | undefined> => {
    const answer = await forward(
      upstream,
      'POST',
      '/',
      {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      Buffer.from(JSON.stringify(input)),
    );
    return answer.status === 200
      ? (JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>)
      : undefined;
  };

  const poolOfClient = new Map<string, string>();
  /** cognito-local has no call from client id to pool, so the pools' clients are listed once per client. */
  const findPool = async (clientId: string): Promise<string | undefined> => {
    const known = poolOfClient.get(clientId);
    if (known) return known;
    const pools = ((await call('ListUserPools', { MaxResults: 60 }))?.UserPools ?? []) as { Id: string }[];
    for (const pool of pools) {
      const clients = ((await call('ListUserPoolClients', { UserPoolId: pool.Id, MaxResults: 60 }))
        ?.UserPoolClients ?? []) as { ClientId: string }[];
      for (const client of clients) poolOfClient.set(client.ClientId, pool.Id);
    }
    return poolOfClient.get(clientId);
  };

  /** Whether a successful sign-in step (tokens or a further challenge) belongs to a disabled user. */
  const isDisabled = async (request: Record<string, unknown>, answer: Record<string, unknown>) => {
    const result = answer.AuthenticationResult as Record<string, unknown> | undefined;
    const token = jwtPayload(result?.IdToken) ?? jwtPayload(result?.AccessToken);
    const challenge = answer.ChallengeParameters as Record<string, string> | undefined;
    const username =
      (token?.['cognito:username'] as string | undefined) ??
      (token?.username as string | undefined) ??
      challenge?.USER_ID_FOR_SRP ??
      challenge?.USERNAME;
    const poolId =
      (typeof token?.iss === 'string' ? token.iss.split('/').at(-1) : undefined) ??
      (request.UserPoolId as string | undefined) ??
      (typeof request.ClientId === 'string' ? await findPool(request.ClientId) : undefined);
    if (username === undefined || poolId === undefined) return false;
    const user = await call('AdminGetUser', { UserPoolId: poolId, Username: username });
    return user?.Enabled === false;
  };

  /** Whether a new-password challenge was answered to a password other than the user's temporary one. */
  const isWrongTemporaryPassword = async (
    request: Record<string, unknown>,
    answer: Record<string, unknown>,
  ) => {
    if (answer.ChallengeName !== 'NEW_PASSWORD_REQUIRED') return false;
    const parameters = request.AuthParameters as Record<string, string> | undefined;
    const username = parameters?.USERNAME;
    const password = parameters?.PASSWORD;
    if (username === undefined || password === undefined) return false;
    const poolId =
      (request.UserPoolId as string | undefined) ??
      (typeof request.ClientId === 'string' ? await findPool(request.ClientId) : undefined);
    if (poolId === undefined) return false;
    const passed = temporaryPasswords.get(`${poolId}/${username}`);
    if (passed !== undefined) return passed !== password;
    const data = (await readPoolFile(path.join(options.dataDir, `${poolId}.json`))) as {
      Users?: Record<string, { Password?: string }>;
    };
    return data.Users?.[username]?.Password !== password;
  };

  /** The temporary passwords passed on to cognito-local since the guard started, by `pool/username`. */
  const temporaryPasswords = new Map<string, string>();
  /** Notes the temporary password (or that there is none any more) of a call cognito-local answered with 200. */
  const notePassword = (target: string, request: Record<string, unknown>) => {
    const { UserPoolId, Username } = request;
    if (typeof UserPoolId !== 'string' || typeof Username !== 'string') return;
    const key = `${UserPoolId}/${Username}`;
    const temporary =
      target === 'AdminCreateUser'
        ? request.TemporaryPassword
        : target === 'AdminSetUserPassword' && request.Permanent !== true
          ? request.Password
          : undefined;
    if (typeof temporary === 'string') temporaryPasswords.set(key, temporary);
    else if (target === 'AdminSetUserPassword' || target === 'AdminDeleteUser')
      temporaryPasswords.delete(key);
  };

  const refuse = (outgoing: ServerResponse, answer: Answer, error: typeof userDisabled) => {
    outgoing.writeHead(400, {
      ...answer.headers,
      'content-length': String(Buffer.byteLength(error.body)),
      'x-amzn-errortype': error.type,
    });
    outgoing.end(error.body);
  };

  /** Custom challenges under way: the session handed out, whose it is, until when (three minutes, as Cognito). */
  const customSessions = new Map<string, { username: string; poolId: string; until: number }>();

  const answerJson = (
    outgoing: ServerResponse,
    incoming: IncomingMessage,
    status: number,
    value: unknown,
  ) => {
    const body = JSON.stringify(value);
    const origin = incoming.headers.origin;
    outgoing.writeHead(status, {
      'content-type': 'application/x-amz-json-1.1',
      'content-length': String(Buffer.byteLength(body)),
      ...(origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
      ...(status === 200 ? {} : { 'x-amzn-errortype': (value as { __type: string }).__type }),
    });
    outgoing.end(body);
  };
  const refuseWith = (outgoing: ServerResponse, incoming: IncomingMessage, error: typeof userDisabled) =>
    answerJson(outgoing, incoming, 400, JSON.parse(error.body));

  /** InitiateAuth with CUSTOM_AUTH: the define and create steps, then the question. */
  const startCustom = async (
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    request: Record<string, unknown>,
  ) => {
    const steps = await import('@app/functions/sso/auth-challenge');
    const asked = (request.AuthParameters as Record<string, string> | undefined)?.USERNAME;
    const poolId = typeof request.ClientId === 'string' ? await findPool(request.ClientId) : undefined;
    const user =
      asked === undefined || poolId === undefined
        ? undefined
        : await call('AdminGetUser', { UserPoolId: poolId, Username: asked });
    if (!user || poolId === undefined || typeof user.Username !== 'string') {
      refuseWith(outgoing, incoming, wrongPassword);
      return;
    }
    if (user.Enabled === false) {
      refuseWith(outgoing, incoming, userDisabled);
      return;
    }
    const defined = steps.defineChallenge([]);
    if (defined.challengeName !== 'CUSTOM_CHALLENGE') {
      refuseWith(outgoing, incoming, wrongPassword);
      return;
    }
    const session = randomUUID();
    customSessions.set(session, { username: user.Username, poolId, until: Date.now() + 180_000 });
    answerJson(outgoing, incoming, 200, {
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: session,
      ChallengeParameters: { USERNAME: user.Username, ...steps.createChallenge().publicChallengeParameters },
    });
  };

  /** RespondToAuthChallenge to CUSTOM_CHALLENGE: the verify and define steps, then the person's tokens. */
  const answerCustom = async (
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    request: Record<string, unknown>,
  ) => {
    const steps = await import('@app/functions/sso/auth-challenge');
    const session = typeof request.Session === 'string' ? customSessions.get(request.Session) : undefined;
    if (typeof request.Session === 'string') customSessions.delete(request.Session);
    if (!session || session.until < Date.now()) {
      answerJson(outgoing, incoming, 400, {
        __type: 'NotAuthorizedException',
        message: 'Invalid session for the user, session is expired.',
      });
      return;
    }
    const given = (request.ChallengeResponses as Record<string, string> | undefined)?.ANSWER ?? '';
    const correct = await steps.verifyChallenge(session.username, given);
    const defined = steps.defineChallenge([{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: correct }]);
    if (!defined.issueTokens) {
      refuseWith(outgoing, incoming, wrongPassword);
      return;
    }
    const data = (await readPoolFile(path.join(options.dataDir, `${session.poolId}.json`))) as {
      Users?: Record<string, { Password?: string }>;
    };
    const tokens = await call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: request.ClientId,
      AuthParameters: {
        USERNAME: session.username,
        PASSWORD: data.Users?.[session.username]?.Password ?? '',
      },
    });
    if (!tokens?.AuthenticationResult) {
      refuseWith(outgoing, incoming, wrongPassword);
      return;
    }
    answerJson(outgoing, incoming, 200, {
      ChallengeParameters: {},
      AuthenticationResult: tokens.AuthenticationResult,
    });
  };

  const server: Server = createServer((incoming, outgoing) => {
    void (async () => {
      const body = await readAll(incoming);
      const custom = customStep(incoming.headers['x-amz-target'], body);
      if (custom?.step === 'start') {
        await startCustom(incoming, outgoing, custom.request);
        return;
      }
      if (custom?.step === 'answer') {
        await answerCustom(incoming, outgoing, custom.request);
        return;
      }
      const answer = await forward(
        upstream,
        incoming.method ?? 'GET',
        incoming.url ?? '/',
        incoming.headers,
        body,
      );
      const target = incoming.headers['x-amz-target'];
      const adminCall = typeof target === 'string' ? passwordCalls.exec(target)?.[1] : undefined;
      if (adminCall !== undefined && answer.status === 200) {
        notePassword(adminCall, JSON.parse(body.toString('utf8')) as Record<string, unknown>);
      }
      if (
        target === 'AWSCognitoIdentityProviderService.ChangePassword' &&
        answer.status === 400 &&
        errorType(answer.body) === 'InvalidPasswordException'
      ) {
        refuse(outgoing, answer, wrongPassword);
        return;
      }
      if (answer.status === 200 && typeof target === 'string' && signInTargets.has(target)) {
        const request = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
        const result = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
        if (await isWrongTemporaryPassword(request, result)) {
          refuse(outgoing, answer, wrongPassword);
          return;
        }
        if (await isDisabled(request, result)) {
          refuse(outgoing, answer, userDisabled);
          return;
        }
      }
      outgoing.writeHead(answer.status, answer.headers);
      outgoing.end(answer.body);
    })().catch((error: unknown) => {
      // An error in Cognito's own JSON shape with a 5xx status: SDKs read it and retry it as a transient failure
      // (cognito-local under load), where a plain-text body would fail to parse and end the call.
      const message = `cognito guard: ${error instanceof Error ? error.message : String(error)}`;
      const body = JSON.stringify({ __type: 'InternalErrorException', message });
      if (!outgoing.headersSent) {
        outgoing.writeHead(500, {
          'content-type': 'application/x-amz-json-1.1',
          'content-length': String(Buffer.byteLength(body)),
          'x-amzn-errortype': 'InternalErrorException',
        });
      }
      outgoing.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
