/**
 * A small proxy in front of cognito-local that refuses disabled users as Cognito does. cognito-local signs a
 * disabled user in (it never looks at `Enabled`), so the API would only refuse the token afterwards and the
 * person would see "your session has expired". Real Cognito answers `NotAuthorizedException: User is
 * disabled.` once the password is right (a wrong password still gets the wrong-password answer).
 *
 * cognito-local also asks for a new password whenever a user with a temporary password signs in, whatever password
 * was typed; Cognito first checks the temporary password. The guard does the same, reading the temporary password
 * from cognito-local's data file (local only: it keeps passwords in clear).
 *
 * cognito-local answers a wrong current password in ChangePassword with `InvalidPasswordException` (Cognito's name
 * for a new password that breaks the policy, which cognito-local never checks there); Cognito answers
 * `NotAuthorizedException`, and the profile page tells the two apart. The guard answers as Cognito does.
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
import path from 'node:path';

const signInTargets = new Set([
  'AWSCognitoIdentityProviderService.InitiateAuth',
  'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
  'AWSCognitoIdentityProviderService.AdminInitiateAuth',
  'AWSCognitoIdentityProviderService.AdminRespondToAuthChallenge',
]);

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
    const data = (await readPoolFile(path.join(options.dataDir, `${poolId}.json`))) as {
      Users?: Record<string, { Password?: string }>;
    };
    return data.Users?.[username]?.Password !== password;
  };

  const refuse = (outgoing: ServerResponse, answer: Answer, error: typeof userDisabled) => {
    outgoing.writeHead(400, {
      ...answer.headers,
      'content-length': String(Buffer.byteLength(error.body)),
      'x-amzn-errortype': error.type,
    });
    outgoing.end(error.body);
  };

  const server: Server = createServer((incoming, outgoing) => {
    void (async () => {
      const body = await readAll(incoming);
      const answer = await forward(
        upstream,
        incoming.method ?? 'GET',
        incoming.url ?? '/',
        incoming.headers,
        body,
      );
      const target = incoming.headers['x-amz-target'];
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
