/**
 * The middleware chain every API Lambda runs: resolve the operation of the route, build the tenant context
 * from the verified token claims, parse path, query and body with the operation's zod schemas, run the
 * permission hook, call the operation, and map every error to the error body of docs/api.md ("Errors").
 */
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { pickLanguage, type Language } from '@app/shared/i18n/languages';
import { isRawResponse, type AnyOperation, type AnyOperationInput } from './operation';
import { AppError, errorResult, internalError, jsonHeaders } from './errors';
import { parsePart, readJsonBody } from './request-parsing';
import { originGuard } from './origin-guard';
import { logger } from '../logger';
import type { TenantContext } from '../tenancy/tenant-context';
import { tenantFromClaims } from '../tenancy/claims';
import {
  requireFeature,
  requirePermission,
  requireWritable,
  resolveCaller,
  type Caller,
} from '../security/caller';
import { countTenantRequest, enforceTenantRateLimit } from '../security/rate-limit';
import { now } from '../clock';
import { withReadMemo } from '../data/read-memo';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyStructuredResultV2;

export interface ApiState {
  operation?: AnyOperation;
  language: Language;
  tenant?: TenantContext;
  caller?: Caller;
  input?: AnyOperationInput;
  startedAt: number;
}

export type ApiContext = Context & { api: ApiState };
type ApiRequest = middy.Request<ApiEvent, ApiResult, Error, ApiContext>;

function headerMap(event: ApiEvent): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

function cookieValue(event: ApiEvent, name: string): string | undefined {
  for (const cookie of event.cookies ?? []) {
    const [key, ...rest] = cookie.split('=');
    if (key?.trim() === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const setUp = (): middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  before: (request: ApiRequest) => {
    const headers = headerMap(request.event);
    request.context.api = {
      language: pickLanguage(cookieValue(request.event, 'lang'), headers['accept-language']),
      startedAt: performance.now(),
    };
  },
});

const resolveOperation = (
  byRoute: Map<string, AnyOperation>,
): middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  before: (request: ApiRequest) => {
    const operation = byRoute.get(request.event.routeKey);
    if (!operation) throw new AppError('ROUTE_NOT_FOUND');
    request.context.api.operation = operation;
  },
});

/** Claims were verified by the JWT authorizer (API Gateway, or the local adapter); only read here. */
const tenantContext = (): middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  before: (request: ApiRequest) => {
    const state = request.context.api;
    if (state.operation?.auth === 'public') return;
    const tenant = tenantFromClaims(request.event.requestContext.authorizer?.jwt?.claims);
    if (!tenant) throw new AppError('UNAUTHORIZED');
    state.tenant = tenant;
    logger.appendKeys({ customerNo: tenant.customerNo, userId: tenant.userSub });
  },
});

/** The caller's tenant record, user and permissions; then the tenant's rate limit. */
const callerContext = (): middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  before: async (request: ApiRequest) => {
    const state = request.context.api;
    if (!state.tenant) return;
    // The request is counted while the caller is read: one round trip instead of two.
    const [caller, counts] = await Promise.all([
      resolveCaller(state.tenant),
      countTenantRequest(state.tenant),
    ]);
    state.caller = caller;
    enforceTenantRateLimit(caller, counts);
  },
});

/** The permission hook: edition features, the read-only expired trial, and the operation's permission. */
const gates = (): middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  before: (request: ApiRequest) => {
    const { caller, operation } = request.context.api;
    if (!caller || !operation) return;
    if (operation.feature) requireFeature(caller, operation.feature);
    if (operation.method !== 'GET' && !operation.allowWhenTrialExpired) requireWritable(caller, now());
    if (operation.permission) requirePermission(caller, operation.permission);
  },
});

const parseRequest = (): middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  before: (request: ApiRequest) => {
    const { event } = request;
    const state = request.context.api;
    const { operation } = state;
    if (!operation) throw new Error('parseRequest runs after resolveOperation');
    const { language } = state;
    const body = operation.request.body ? readJsonBody(event.body, event.isBase64Encoded) : undefined;
    state.input = {
      params: parsePart(operation.request.params, event.pathParameters ?? {}, 'params', language),
      query: parsePart(operation.request.query, event.queryStringParameters ?? {}, 'query', language),
      body: parsePart(operation.request.body, body, 'body', language),
      tenant: state.tenant,
      caller: state.caller,
      language,
      requestId: event.requestContext.requestId,
      headers: headerMap(event),
      sourceIp: event.requestContext.http.sourceIp,
    };
  },
});

const errorMapping = (): middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => ({
  onError: (request: ApiRequest) => {
    const language =
      request.context.api?.language ?? pickLanguage(request.event.headers?.['accept-language']);
    const { error } = request;
    if (error instanceof AppError) {
      request.response = errorResult(error, language);
      return;
    }
    logger.error('Unhandled error', { error });
    request.response = errorResult(internalError(), language);
  },
});

const accessLog = (): middy.MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> => {
  const write = (request: ApiRequest) => {
    const state = request.context.api;
    logger.info('request', {
      route: request.event.routeKey,
      status: request.response?.statusCode,
      durationMs: state ? Math.round(performance.now() - state.startedAt) : undefined,
    });
    logger.resetKeys();
  };
  return {
    before: (request: ApiRequest) => {
      logger.appendKeys({ requestId: request.event.requestContext.requestId });
    },
    after: write,
    onError: write,
  };
};

function jsonResult(statusCode: number, value: unknown): ApiResult {
  if (statusCode === 204) return { statusCode, headers: { 'cache-control': 'no-store' }, body: '' };
  return { statusCode, headers: jsonHeaders, body: JSON.stringify(value) };
}

/** One Lambda handler for all operations of an API area, dispatching on the route key. */
export function createAreaHandler(operations: readonly AnyOperation[]) {
  const byRoute = new Map(
    operations.map((operation) => [`${operation.method} ${operation.path}`, operation]),
  );
  // Order matters: middy runs `before` top-down and `after`/`onError` bottom-up, so the access log and the
  // error mapping wrap everything else.
  const handler = middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(originGuard())
    .use(accessLog())
    .use(setUp())
    .use(errorMapping())
    .use(resolveOperation(byRoute))
    .use(tenantContext())
    .use(callerContext())
    .use(gates())
    .use(parseRequest())
    .handler(async (_event, context) => {
      const { operation, input } = context.api;
      if (!operation || !input) throw new Error('The middleware chain ends with a parsed request');
      const result = await operation.handler(input);
      if (isRawResponse(result)) {
        const { statusCode, headers, body, isBase64Encoded } = result;
        return { statusCode, headers, body, isBase64Encoded: isBase64Encoded ?? false };
      }
      const response = operation.response ? operation.response.parse(result) : result;
      const answer = jsonResult(operation.successStatus ?? 200, response);
      const cookies = operation.cookies?.(input);
      return cookies?.length ? { ...answer, cookies } : answer;
    });
  // Each request reads an item or a list from the table once (data/read-memo.ts).
  return (event: ApiEvent, context: Context): Promise<ApiResult> =>
    withReadMemo(() => handler(event, context as ApiContext));
}
