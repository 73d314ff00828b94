import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';

const amplify = vi.hoisted(() => ({
  fetchAuthSession: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
}));
vi.mock('aws-amplify/auth', () => amplify);

const { apiDownload, apiFetch, ApiError, resetSessionEndForTests } = await import('./api');

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function sentRequest(): { url: string; headers: Headers; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: url as string, headers: new Headers(init?.headers), init: init ?? {} };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location: { pathname: '/plans', search: '?m=3', hash: '', assign } });
  amplify.fetchAuthSession.mockResolvedValue({
    tokens: { idToken: { toString: () => 'id-token', payload: {} } },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
  resetSessionEndForTests();
});

describe('apiFetch', () => {
  it('sends the id token, the language and JSON, and returns the JSON answer', async () => {
    fetchMock.mockResolvedValue(json({ id: 7 }, 201));
    const answer = await apiFetch('/api/units', {
      method: 'POST',
      body: { name: 'A' },
      query: { x: 1, y: null },
    });
    expect(answer).toEqual({ id: 7 });
    const { url, headers, init } = sentRequest();
    expect(url).toBe('/api/units?x=1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"A"}');
    expect(headers.get('Authorization')).toBe('Bearer id-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept-Language')).toMatch(/^(de|en)$/);
  });

  it('sends no token to public routes', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await apiFetch('/api/public/config', { auth: 'public' });
    expect(sentRequest().headers.has('Authorization')).toBe(false);
    expect(amplify.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('returns undefined for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/units/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws ApiError with the server error body', async () => {
    const body = {
      error: {
        code: 'NOT_FOUND',
        messageKey: 'error.NOT_FOUND',
        message: 'Gibt es nicht',
        details: { id: 1 },
      },
    };
    fetchMock.mockResolvedValue(json(body, 404));
    const error = await apiFetch('/api/units/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      messageKey: 'error.NOT_FOUND',
      details: { id: 1 },
    });
    expect((error as Error).message).toBe('Gibt es nicht');
  });

  it('throws ApiError for an answer without error body and for network failures', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiFetch('/api/units')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/units')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('validates the answer when given a schema', async () => {
    fetchMock.mockResolvedValue(json({ id: 'x' }));
    await expect(apiFetch('/api/units/1', { schema: z.object({ id: z.number() }) })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('on 401 signs out and goes to the login page with the reason and the way back', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'UNAUTHORIZED', message: 'no' } }, 401));
    await expect(apiFetch('/api/units')).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/account/login?logoutreason=SESSION_TIMED_OUT&referer=%2Fplans%3Fm%3D3',
      ),
    );
    expect(amplify.signOut).toHaveBeenCalled();
  });

  it('on 401 USER_DEACTIVATED goes to the login page with the reason that tells the person so', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'USER_DEACTIVATED', message: 'deactivated' } }, 401));
    await expect(apiFetch('/api/units')).rejects.toMatchObject({ status: 401, code: 'USER_DEACTIVATED' });
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/account/login?logoutreason=USER_DEACTIVATED&referer=%2Fplans%3Fm%3D3',
      ),
    );
    expect(amplify.signOut).toHaveBeenCalled();
  });

  it('treats a missing session like a 401 without calling the server', async () => {
    amplify.fetchAuthSession.mockResolvedValue({});
    await expect(apiFetch('/api/units')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('refuses paths outside /api/', async () => {
    await expect(apiFetch('https://evil.example/api/x')).rejects.toThrow(/under \/api\//);
  });

  it('keeps the seconds of a Retry-After header', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'TOO_MANY_REQUESTS', message: 'slow down' } }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '90' },
      }),
    );
    await expect(apiFetch('/api/public/signup', { auth: 'public' })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 90,
    });
  });
});

describe('apiDownload', () => {
  it('returns the bytes unchanged and the suggested file name', async () => {
    fetchMock.mockResolvedValue(
      new Response('\ufeffa;b\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="log.csv"' },
      }),
    );
    const { blob, filename } = await apiDownload('/api/audit/export', { query: { from: '2026-01-01' } });
    expect(filename).toBe('log.csv');
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(sentRequest().url).toBe('/api/audit/export?from=2026-01-01');
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer id-token');
  });

  it('throws the ApiError of a refused download', async () => {
    fetchMock.mockResolvedValue(
      json(
        { error: { code: 'EDITION_LIMIT', message: 'Free', details: { feature: 'auditLogExport' } } },
        402,
      ),
    );
    await expect(apiDownload('/api/audit/export')).rejects.toMatchObject({
      status: 402,
      code: 'EDITION_LIMIT',
    });
  });
});
