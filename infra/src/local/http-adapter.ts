/**
 * The local stand-in for CloudFront + HTTP API: `/api/*` goes through the JWT authorizer to the area's Lambda
 * handler as an API Gateway v2 event; everything else is the built SPA with a fallback to index.html.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { AnyOperation } from '@app/functions/api/operation';
import { createRouteTable } from './route-table';
import type { JwtAuthorizer } from './jwt-authorizer';
import { buildContentSecurityPolicy } from '../content-security-policy';

export type AreaHandler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface HttpAdapterOptions {
  operations: readonly AnyOperation[];
  loadAreaHandler: (area: string) => Promise<AreaHandler>;
  authorizer: JwtAuthorizer;
  /** Built SPA; when absent, non-API paths answer 404; while it has no index.html, a page that reloads. */
  webRoot?: string;
  /** Origins the browser may talk to besides our own (the local Cognito endpoint). */
  connectSources: string[];
  /** Origins of signed file URLs (the local S3), for the CSP's connect-src and img-src. */
  fileSources?: string[];
  /** Added to every API request, replacing what the client sent: CloudFront's origin headers. */
  originHeaders?: Record<string, string>;
}

/** A page of the app asked for before the web app is built: it asks again by itself. */
const buildingPage =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2">' +
  '<title>Shiftplan</title></head><body><p>Die Web-App wird gebaut, die Seite lädt sich gleich neu.</p>' +
  '<p lang="en">The web app is being built; this page reloads in a moment.</p></body></html>';

/** API Gateway's limit for the payload of an HTTP API request (10 MB; MiB here, the stricter reading). */
export const maxBodyBytes = 10 * 1024 * 1024;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function securityHeaders(connectSources: string[], fileSources: string[] = []): Record<string, string> {
  return {
    'content-security-policy': buildContentSecurityPolicy(connectSources, fileSources),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

/** The body, or 'too-large' as soon as it passes the limit: the rest is not read. */
function readBody(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        request.off('data', onData);
        request.pause();
        resolveBody('too-large');
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.on('end', () => resolveBody(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Answers 413 at once, without waiting for (or keeping) the rest of the body. The connection stays open for
 * two seconds before it is destroyed, so that the client reads the answer first: closing at once would reset
 * the connection while the client still sends, and a reset can drop the answer on the client's side.
 */
function refuseTooLarge(request: IncomingMessage, response: ServerResponse): void {
  request.pause();
  response.writeHead(413, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message: 'Request Entity Too Large' }));
  setTimeout(() => request.socket.destroy(), 2_000).unref();
}

function isTextual(contentType: string | undefined): boolean {
  if (!contentType) return true;
  return /^(text\/|application\/(json|xml|x-www-form-urlencoded|[\w.+-]+\+json))/i.test(contentType);
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  response.writeHead(statusCode, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function lambdaContext(requestId: string, area: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${area}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${area}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${area}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export function createHttpAdapter(options: HttpAdapterOptions): Server {
  const routes = createRouteTable(options.operations);
  const headersForPages = securityHeaders(options.connectSources, options.fileSources);

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = (request.method ?? 'GET').toUpperCase();
    const match = routes.match(method, url.pathname);
    if (!match) {
      sendJson(response, 404, { message: 'Not Found' });
      return;
    }
    const { operation, pathParameters } = match;
    // Refused before the authorizer and before a byte of the body is read.
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
      refuseTooLarge(request, response);
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
    }
    for (const [name, value] of Object.entries(options.originHeaders ?? {}))
      headers[name.toLowerCase()] = value;
    let claims: Record<string, string> | undefined;
    if (operation.auth === 'user') {
      claims = await options.authorizer.verify(headers.authorization);
      if (!claims) {
        // Exactly what API Gateway's JWT authorizer answers.
        response.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' });
        response.end(JSON.stringify({ message: 'Unauthorized' }));
        return;
      }
    }
    const body = await readBody(request);
    if (body === 'too-large') {
      refuseTooLarge(request, response);
      return;
    }
    const queryStringParameters: Record<string, string> = {};
    for (const [name, value] of url.searchParams) {
      queryStringParameters[name] =
        queryStringParameters[name] === undefined ? value : `${queryStringParameters[name]},${value}`;
    }
    const cookies = headers.cookie?.split(';').map((cookie) => cookie.trim());
    delete headers.cookie;
    const requestId = randomUUID();
    const textual = isTextual(headers['content-type']);
    const routeKey = `${operation.method} ${operation.path}`;
    const now = new Date();
    const event: APIGatewayProxyEventV2WithJWTAuthorizer = {
      version: '2.0',
      routeKey,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      ...(cookies?.length ? { cookies } : {}),
      headers,
      ...(Object.keys(queryStringParameters).length ? { queryStringParameters } : {}),
      ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: headers.host ?? '127.0.0.1',
        domainPrefix: 'local',
        http: {
          method,
          path: url.pathname,
          protocol: `HTTP/${request.httpVersion}`,
          sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
          userAgent: headers['user-agent'] ?? '',
        },
        requestId,
        routeKey,
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
        authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: claims ?? {}, scopes: [] } },
      },
      ...(body.length ? { body: textual ? body.toString('utf8') : body.toString('base64') } : {}),
      isBase64Encoded: body.length > 0 && !textual,
    };
    const handler = await options.loadAreaHandler(operation.area);
    const result = await handler(event, lambdaContext(requestId, operation.area));
    const responseHeaders: Record<string, string | string[]> = {
      ...(result.headers as Record<string, string>),
    };
    if (result.cookies?.length) responseHeaders['set-cookie'] = result.cookies;
    response.writeHead(result.statusCode ?? 200, responseHeaders);
    const payload = result.body ?? '';
    response.end(result.isBase64Encoded ? Buffer.from(payload, 'base64') : payload);
  }

  async function handleStatic(response: ServerResponse, url: URL): Promise<void> {
    if (!options.webRoot) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('The web app is not built (npm run build:web).');
      return;
    }
    const root = resolve(options.webRoot);
    const requested = normalize(join(root, decodeURIComponent(url.pathname)));
    const insideRoot = requested === root || requested.startsWith(root + sep);
    let file = insideRoot ? requested : join(root, 'index.html');
    const isFile = insideRoot && (await stat(file).catch(() => undefined))?.isFile();
    if (!isFile) {
      // SPA fallback for app routes; a missing asset (with an extension) is a real 404.
      if (extname(url.pathname) && url.pathname !== '/') {
        response.writeHead(404, { 'content-type': 'text/plain', ...headersForPages });
        response.end('Not found');
        return;
      }
      file = join(root, 'index.html');
    }
    const content = await readFile(file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    });
    if (content === undefined) {
      // `npm start` serves the API before its first web build is done (infra/src/local/web-build.ts).
      response.writeHead(503, {
        'content-type': contentTypes['.html'],
        'cache-control': 'no-store',
        'retry-after': '2',
        ...headersForPages,
      });
      response.end(buildingPage);
      return;
    }
    const immutable = file.includes(`${join(root, 'assets')}`);
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...headersForPages,
    });
    response.end(content);
  }

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const work =
      url.pathname.startsWith('/api/') || url.pathname === '/api'
        ? handleApi(request, response, url)
        : handleStatic(response, url);
    work.catch((error: unknown) => {
      console.error('Local adapter error', error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.end();
    });
  });
}
