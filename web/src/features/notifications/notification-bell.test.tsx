// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { TNotification } from '@app/shared/notifications/notification';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, type FetchRoute } from '#test/fixtures';

const userId = '11111111-2222-4333-8444-555555555555';

function notification(index: number, overrides: Partial<TNotification> = {}): TNotification {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    userId,
    createdAt: new Date(Date.UTC(2026, 4, 1, 8, index)).toISOString(),
    messageKey: 'message.received',
    params: { from: 'Anna Admin', subject: `Betreff ${index}`, text: `Text ${index}` },
    link: { kind: 'message', id: `n${index}` },
    read: false,
    ...overrides,
  };
}

/** Newest first: seven of them, the newest one leading to the calendar. */
const items = [
  notification(7, {
    messageKey: 'message.received',
    link: { kind: 'calendar', date: '2026-05-04' },
    params: { from: 'Planung', subject: 'Dienst am 4. Mai' },
  }),
  notification(6, {
    messageKey: 'absence.requested',
    link: { kind: 'absence', id: 'a6', date: '2026-12-19' },
    params: {
      actor: 'Lena Koch',
      absence: 'U',
      'absence.de': 'Urlaub',
      'absence.en': 'Leave',
      begin: '2026-12-19',
      end: '2026-12-23',
    },
  }),
  ...[5, 4, 3, 2, 1].map((index) => notification(index, index < 4 ? { read: true } : {})),
];

function notificationRoutes(unread: { count: number }): FetchRoute {
  return ({ url, method }) => {
    if (url === '/api/notifications/unread') return jsonResponse({ unread: unread.count });
    if (url.startsWith('/api/notifications?') && method === 'GET') {
      const limit = Number(new URL(url, 'http://x').searchParams.get('limit'));
      return jsonResponse({ items: items.slice(0, limit), nextCursor: 'abc', unread: unread.count });
    }
    if (/^\/api\/notifications\/[^/]+\/read$/.test(url) && method === 'POST') {
      unread.count -= 1;
      return jsonResponse({ unread: unread.count });
    }
    if (url === '/api/notifications/read-all' && method === 'POST') {
      unread.count = 0;
      return jsonResponse({ unread: 0 });
    }
    return undefined;
  };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

describe('notification bell', () => {
  it('shows the unread count, five entries and a row to the full list', async () => {
    const server = renderSignedIn('/', { children: <Location /> }, notificationRoutes({ count: 4 }));
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen, 4 ungelesen' });
    expect(within(bell).getByTestId('notification-count').textContent).toBe('4');
    fireEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Benachrichtigungen' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(5));
    expect(within(list).getAllByRole('button')[0]?.textContent).toContain(
      'Nachricht von Planung: Dienst am 4. Mai',
    );
    // Dates and names as a person reads them, not the stored ISO date and the type's code.
    expect(within(list).getAllByRole('button')[1]?.textContent).toContain(
      'Lena Koch beantragt Urlaub vom Samstag, 19.12.2026 bis Mittwoch, 23.12.2026.',
    );
    expect(screen.queryByText(/Betreff 2/)).toBeNull();
    expect(server.calls.some((call) => call.url === '/api/notifications?limit=6')).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Alle Benachrichtigungen anzeigen' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/notifications'));
  });

  it('marks an entry read when clicked and follows its calendar link', async () => {
    const server = renderSignedIn('/', { children: <Location /> }, notificationRoutes({ count: 4 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 4 ungelesen' }));
    fireEvent.click(await screen.findByRole('button', { name: /Dienst am 4\. Mai/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/calendar?date=2026-05-04'));
    const marked = server.calls.find((call) => call.url.endsWith('/read'));
    expect(marked).toMatchObject({
      url: `/api/notifications/${items[0]?.id}/read`,
      body: { createdAt: items[0]?.createdAt },
    });
    expect(await screen.findByRole('button', { name: 'Benachrichtigungen, 3 ungelesen' })).toBeTruthy();
  });

  it('marks all read and then shows no count', async () => {
    renderSignedIn('/', {}, notificationRoutes({ count: 4 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 4 ungelesen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Alle als gelesen markieren' }));
    expect(await screen.findByRole('button', { name: 'Benachrichtigungen' })).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });
});
