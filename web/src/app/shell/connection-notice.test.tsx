import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '#lib/api-error';
import { renderWithApp } from '#test/render-with-app';
import { ConnectionNotice } from './connection-notice';

const unreachableText = /Der Server ist gerade nicht erreichbar/;
const offlineText = /Keine Internetverbindung/;

const unreachable = () =>
  Promise.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' }));

afterEach(() => vi.restoreAllMocks());

describe('the connection notice', () => {
  it('says the server cannot be reached after a failed call, retries, and goes once an answer comes', async () => {
    const { queryClient } = renderWithApp(<ConnectionNotice pageHasItsOwn={false} />);
    expect(screen.queryByText(unreachableText)).toBeNull();
    let answer: () => Promise<string> = unreachable;
    const observer = queryClient.getQueryCache().build(queryClient, {
      queryKey: ['plan'],
      queryFn: () => answer(),
    });
    await act(() => observer.fetch().catch(() => undefined));
    expect((await screen.findByText(unreachableText)).textContent).toBe(
      'Der Server ist gerade nicht erreichbar. Sie sehen den zuletzt geladenen Stand.',
    );
    answer = () => Promise.resolve('plan');
    const refetch = vi.spyOn(queryClient, 'refetchQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(refetch).toHaveBeenCalledWith({ type: 'active' });
    await act(() => observer.fetch());
    expect(screen.queryByText(unreachableText)).toBeNull();
  });

  it('says the device is offline, except on a page that tells it itself', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { unmount } = renderWithApp(<ConnectionNotice pageHasItsOwn={false} />);
    expect(await screen.findByText(offlineText)).toBeTruthy();
    unmount();
    renderWithApp(<ConnectionNotice pageHasItsOwn />);
    expect(screen.queryByText(offlineText)).toBeNull();
  });

  it('stays away for an answer with an error: the server was reached', async () => {
    const { queryClient } = renderWithApp(<ConnectionNotice pageHasItsOwn={false} />);
    const query = queryClient.getQueryCache().build(queryClient, {
      queryKey: ['forbidden'],
      queryFn: () => Promise.reject(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'no' })),
    });
    await act(() => query.fetch().catch(() => undefined));
    expect(screen.queryByText(unreachableText)).toBeNull();
  });
});
