import { describe, expect, it, vi } from 'vitest';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));

const { ApiError } = await import('../lib/api');
const { shouldRetry } = await import('./query-client');

const apiError = (status: number) => new ApiError({ status, code: `HTTP_${status}`, message: '' });

describe('shouldRetry', () => {
  it('does not retry 4xx answers', () => {
    expect(shouldRetry(0, apiError(404))).toBe(false);
    expect(shouldRetry(0, apiError(401))).toBe(false);
  });

  it('retries server and network errors twice', () => {
    expect(shouldRetry(0, apiError(503))).toBe(true);
    expect(shouldRetry(1, apiError(0))).toBe(true);
    expect(shouldRetry(2, new Error('x'))).toBe(false);
  });
});
