import { permissionNames, type PermissionName } from '@app/shared/security/permissions';
import type { TRole } from '@app/shared/security/roles';
import type { TSession } from '@app/shared/tenants/session';
import { plainDateOf, type PlainDate } from '@app/shared/time/tenant-time';

/** A `fetch` answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The security table granting exactly `granted`. */
export function permissionsFor(granted: readonly PermissionName[]): Record<string, boolean> {
  return Object.fromEntries(permissionNames.map((name) => [name, granted.includes(name)]));
}

/** A session as `GET /api/session` answers it: an administrator in a running trial, unless overridden. */
export function sessionFixture(overrides: Partial<TSession> = {}): TSession {
  return {
    currentUserId: '0b8f5a52-4c8e-4d59-9d6f-8d1f0f6f1a01',
    username: 'admin',
    displayName: 'Anna Admin',
    customerNo: '10001',
    companyName: 'Demo GmbH',
    languageKey: 'de',
    isAdmin: true,
    isTrial: true,
    isTrialAndExpired: false,
    isDebug: false,
    isFreeEdition: false,
    timeDisplayMode: 'hours',
    timeDisplayModeFactor: 8,
    showBookingSeconds: false,
    edition: 'trial',
    trialEndsAt: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
    features: [],
    limits: { maxActiveUsers: null, maxSites: null },
    permissions: permissionsFor(['access.administrator', ...permissionNames]),
    timeZone: 'Europe/Berlin',
    ...overrides,
  };
}

/**
 * Today in the signed-in tenant's zone: the day a page takes for today once the session is loaded. A test that
 * reads the day before it renders must not use the browser's (UTC here): from 23:00 UTC, Berlin is a day ahead.
 */
export function tenantToday(session: TSession = sessionFixture()): PlainDate {
  return plainDateOf(new Date(), session.timeZone);
}

/** The built-in Administrator role with its one user. */
export const administratorRole: TRole = {
  id: '6898e4f0-fd64-4772-b144-d7ce569d3996',
  name: 'Administrator',
  key: 'administrator',
  permissions: ['access.administrator'],
  assignedUsers: 1,
  version: 1,
};

export type FetchRoute = (request: { url: string; method: string; body: unknown }) => Response | undefined;

/**
 * A `fetch` stand-in that answers by route: the first route returning a response wins, anything else is 404.
 * `calls` records every request.
 */
export function routedFetch(...routes: FetchRoute[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchStub = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { url, method, body };
    calls.push(request);
    for (const route of routes) {
      const response = route(request);
      if (response) return Promise.resolve(response);
    }
    return Promise.resolve(
      jsonResponse(
        { error: { code: 'NOT_FOUND', messageKey: 'error.NOT_FOUND', message: 'Not found' } },
        404,
      ),
    );
  };
  return { fetch: fetchStub, calls };
}

/** Answers `GET /api/session` with `session`, and keep-alives with OK. */
export function sessionRoutes(session: TSession): FetchRoute {
  return ({ url, method, body }) => {
    if (url === '/api/session' && method === 'GET') return jsonResponse(session);
    if (url === '/api/session/keep-alive') return jsonResponse({ status: 'OK' });
    if (url === '/api/session/language' && method === 'PUT') {
      return jsonResponse({ languageKey: (body as { key: string }).key });
    }
    return undefined;
  };
}

/** An API error answer. */
export function errorResponse(status: number, code: string, message = code, details?: unknown): Response {
  return jsonResponse({ error: { code, messageKey: `error.${code}`, message, details } }, status);
}
