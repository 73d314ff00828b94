// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { copyOf, forgetOfflineCopies, keepCopy, withOfflineCopy } from './offline-copy';

const offline = () =>
  Promise.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' }));
const parseClock = (value: unknown) => {
  if (typeof value !== 'object' || value === null || !('state' in value)) throw new Error('not a clock');
  return value as { state: string };
};

afterEach(() => window.localStorage.clear());

describe('answers kept for a start without a connection', () => {
  it('answers the last copy of the same person when the network fails, and the failure otherwise', async () => {
    expect(
      await withOfflineCopy('clock', '10001#emma', () => Promise.resolve({ state: 'in' }), parseClock),
    ).toEqual({
      state: 'in',
    });
    expect(await withOfflineCopy('clock', '10001#emma', offline, parseClock)).toEqual({ state: 'in' });
    // Another person on the same phone never gets Emma's clock.
    await expect(withOfflineCopy('clock', '10001#lena', offline, parseClock)).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it("uses no copy for the server's refusal, nor a copy of another shape", async () => {
    keepCopy('clock', '10001#emma', { state: 'out' });
    const refused = () =>
      Promise.reject(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Forbidden' }));
    await expect(withOfflineCopy('clock', '10001#emma', refused, parseClock)).rejects.toThrow('Forbidden');
    keepCopy('clock', '10001#emma', ['an', 'older', 'shape']);
    await expect(withOfflineCopy('clock', '10001#emma', offline, parseClock)).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('forgets every copy at sign-out and leaves the rest of the storage alone', () => {
    keepCopy('session', '10001#emma', { displayName: 'Emma' });
    window.localStorage.setItem('calendar.phoneLayout', 'grid');
    forgetOfflineCopies();
    expect(copyOf('session', '10001#emma')).toBeUndefined();
    expect(window.localStorage.getItem('calendar.phoneLayout')).toBe('grid');
  });
});
