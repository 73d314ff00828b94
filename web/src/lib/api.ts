import { signOut } from 'aws-amplify/auth';
import * as z from 'zod';
import { requestOf } from '@app/shared/api/client';
import type { CallInput, Contract, ResponseOf } from '@app/shared/api/contract';
import { ApiError, type ApiErrorCode } from './api-error';
import { currentLanguage } from './i18n';
import { currentIdToken } from './session';

/** The error body of every API error (docs/api.md, "Errors"). */
export const ZApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    messageKey: z.string().optional(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export { ApiError, type ApiErrorCode } from './api-error';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; `null` and `undefined` are left out. */
  query?: Record<string, QueryValue | QueryValue[]>;
  /** Sent as JSON (FormData and Blob as they are). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * `user` (default): sends the id token, and a 401 ends the session (sign-out, then the login page with
   * `logoutreason=SESSION_TIMED_OUT`, or `USER_DEACTIVATED` for that code). `public`: no token, a 401 is an
   * ordinary error.
   */
  auth?: 'user' | 'public';
  /** Validates (and types) the JSON answer; a mismatch throws `ApiError` with code `INVALID_RESPONSE`. */
  schema?: z.ZodType<T>;
}

/**
 * Calls the API under `/api/...` with the caller's language and token; resolves with the JSON answer
 * (`undefined` for 204), rejects with `ApiError`. Aborts reject with the fetch's `AbortError` unchanged.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', schema } = options;
  const response = await send(path, options, 'application/json');
  const answer = await readBody(response);
  if (!response.ok) throw failed(response, answer, options);
  if (!schema) return answer as T;
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      messageKey: 'api.invalidResponse',
      message: `Unexpected answer from ${method} ${path}`,
      details: parsed.error.issues,
    });
  }
  return parsed.data;
}

/**
 * Calls an operation through its contract (`@app/shared/<area>/*.contracts`): the path, query and body are built
 * from the typed input, the answer is parsed by the contract's response schema.
 */
export function callApi<C extends Contract>(
  contract: C,
  input: CallInput<C>,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<C>> {
  const request = requestOf(contract, input);
  return apiFetch<ResponseOf<C>>(request.path, {
    method: request.method,
    query: request.query,
    body: request.body,
    auth: contract.auth,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(contract.response ? { schema: contract.response as z.ZodType<ResponseOf<C>> } : {}),
  });
}

/** A file the API answered with: its bytes as they came (a BOM stays), and the name the server suggests. */
export interface ApiDownload {
  blob: Blob;
  /** From `Content-Disposition`, else null. */
  filename: string | null;
}

/**
 * Like `apiFetch`, for answers that are files (CSV, Excel): resolves with the raw bytes. Errors are the same
 * `ApiError`s (the error body of a failed download is JSON).
 */
export async function apiDownload(
  path: string,
  options: Omit<ApiFetchOptions<never>, 'schema'> = {},
): Promise<ApiDownload> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw failed(response, await readBody(response), options);
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('Content-Disposition')),
  };
}

/** Sends the request with language, token and body; network failures become `ApiError` (status 0). */
async function send(path: string, options: ApiFetchOptions<unknown>, accept: string): Promise<Response> {
  const { method = 'GET', body, signal, auth = 'user' } = options;
  if (!path.startsWith('/api/')) throw new Error(`apiFetch takes a path under /api/, got ${path}`);

  const headers = new Headers(options.headers);
  headers.set('Accept', accept);
  headers.set('Accept-Language', currentLanguage());
  if (auth === 'user') {
    const token = await currentIdToken();
    if (!token) {
      endSession();
      throw new ApiError({
        status: 401,
        code: 'UNAUTHORIZED',
        messageKey: 'error.UNAUTHORIZED',
        message: '',
      });
    }
    headers.set('Authorization', `Bearer ${token}`);
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  try {
    return await fetch(withQuery(path, options.query), { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      messageKey: 'api.networkError',
      message: String(error),
    });
  }
}

/** The error of a non-2xx answer; a 401 on a signed-in call also ends the session. */
function failed(response: Response, answer: unknown, options: ApiFetchOptions<unknown>): ApiError {
  const error = toApiError(response, answer);
  if (response.status === 401 && (options.auth ?? 'user') === 'user') {
    // A deactivated user's token is still valid: tell them why instead of "session expired".
    endSession(error.code === 'USER_DEACTIVATED' ? 'USER_DEACTIVATED' : 'SESSION_TIMED_OUT');
  }
  return error;
}

function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

function withQuery(path: string, query: ApiFetchOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(name, String(item));
    }
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(response: Response, answer: unknown): ApiError {
  const retryAfter = Number(response.headers.get('Retry-After') ?? '');
  const retryAfterSeconds = retryAfter > 0 ? retryAfter : undefined;
  const parsed = ZApiErrorBody.safeParse(answer);
  if (parsed.success) {
    const { code, messageKey, message, details } = parsed.data.error;
    return new ApiError({
      status: response.status,
      code: code as ApiErrorCode,
      messageKey,
      message,
      details,
      retryAfterSeconds,
    });
  }
  return new ApiError({
    status: response.status,
    code: `HTTP_${response.status}`,
    messageKey: response.status >= 500 ? 'error.INTERNAL_SERVER_ERROR' : undefined,
    message: response.statusText || `HTTP ${response.status}`,
  });
}

let endingSession = false;

/** The server no longer accepts the session: drop the local tokens and go to the login page once. */
function endSession(reason: 'SESSION_TIMED_OUT' | 'USER_DEACTIVATED' = 'SESSION_TIMED_OUT'): void {
  if (endingSession || window.location.pathname.startsWith('/account/login')) return;
  endingSession = true;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const target = `/account/login?logoutreason=${reason}&referer=${encodeURIComponent(here)}`;
  signOut()
    .catch(() => undefined)
    .finally(() => window.location.assign(target));
}

/** Test hook: forget that a session end is under way. */
export function resetSessionEndForTests(): void {
  endingSession = false;
}
