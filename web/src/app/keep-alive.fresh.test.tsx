// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { keepAliveIntervalMs } from '@app/shared/tenants/session';
import { jsonResponse } from '../test/fixtures';
import { renderWithApp } from '../test/render-with-app';

const amplify = vi.hoisted(() => ({
  signOut: vi.fn(() => Promise.resolve()),
  fetchAuthSession: vi.fn(() =>
    Promise.resolve({ tokens: { idToken: { toString: () => 'id-token', payload: {} } } }),
  ),
}));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));

const { UpdateOverlay, useKeepAlive, updatePollMs, maintenanceLoginPath } = await import('./keep-alive');
const { browser } = await import('../lib/browser');
const { appVersion } = await import('./app-version');

type Reply = 'OK' | 'ERROR' | 'UPDATE' | 'REDIRECT' | 'MAINTENANCE';
const replies: Reply[] = [];
const fetchMock = vi.fn<typeof fetch>();
let reload = vi.fn();
let assign = vi.fn();

function KeepAliveProbe() {
  const { updating } = useKeepAlive();
  return <UpdateOverlay isOpen={updating} />;
}

/** Lets the timers run for `ms` and every answer that follows them arrive. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  replies.length = 0;
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ status: replies.shift() ?? 'OK' })));
  vi.stubGlobal('fetch', fetchMock);
  reload = vi.fn();
  assign = vi.fn();
  vi.spyOn(browser, 'reload').mockImplementation(reload);
  vi.spyOn(browser, 'assign').mockImplementation(assign);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('keep-alive', () => {
  it('asks every 15 minutes and does nothing on OK', async () => {
    renderWithApp(<KeepAliveProbe />);
    await advance(keepAliveIntervalMs - 1000);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/session/keep-alive');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ source: 'interval', appVersion });
    await advance(keepAliveIntervalMs);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getAllByRole('alert').every((region) => region.textContent === '')).toBe(true);
  });

  it('shows a toast on ERROR and keeps going', async () => {
    replies.push('ERROR');
    renderWithApp(<KeepAliveProbe />);
    await advance(keepAliveIntervalMs);
    expect(screen.getByText(/Die Verbindung zum Server ist gestört/)).toBeTruthy();
    await advance(keepAliveIntervalMs);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('covers the app while an UPDATE runs and asks every 10 s until OK', async () => {
    replies.push('UPDATE', 'UPDATE', 'OK');
    renderWithApp(<KeepAliveProbe />);
    await advance(keepAliveIntervalMs);
    expect(screen.getByRole('alertdialog', { name: 'Update läuft' })).toBeTruthy();
    await advance(updatePollMs);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string)).toMatchObject({ source: 'update-poll' });
    expect(screen.getByRole('alertdialog', { name: 'Update läuft' })).toBeTruthy();
    await advance(updatePollMs);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Back to the normal rhythm.
    await advance(updatePollMs);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reloads the page on REDIRECT', async () => {
    replies.push('REDIRECT');
    renderWithApp(<KeepAliveProbe />);
    await advance(keepAliveIntervalMs);
    expect(reload).toHaveBeenCalledTimes(1);
    await advance(keepAliveIntervalMs);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signs out and goes to the login page with MAINTENANCE', async () => {
    replies.push('MAINTENANCE');
    renderWithApp(<KeepAliveProbe />);
    await advance(keepAliveIntervalMs);
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(maintenanceLoginPath);
    expect(maintenanceLoginPath).toBe('/account/login?logoutreason=MAINTENANCE');
  });

  it('stops when the page goes away', async () => {
    const view = renderWithApp(<KeepAliveProbe />);
    view.unmount();
    await advance(keepAliveIntervalMs * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
