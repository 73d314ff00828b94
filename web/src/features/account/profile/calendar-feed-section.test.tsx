// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';

const profile = {
  userId: '029856bc-b976-4d04-b264-509b5e908076',
  username: 'emma',
  displayName: 'Emma Mitarbeiterin',
  email: 'emma@example.com',
  language: 'de',
  version: 4,
};
const secretPath = (letter: string) => `/api/public/calendar-feeds/${letter.repeat(43)}/calendar.ics`;

/** The profile with a feed that the calls below change, like the server would. */
function renderWithFeed(initial: { active: boolean; createdAt: string | null }) {
  let status = initial;
  return renderSignedIn(
    '/account/profile',
    { session: sessionFixture({ isAdmin: false, permissions: permissionsFor(['calendar.view']) }) },
    ({ url, method }) => {
      if (url === '/api/account/profile' && method === 'GET') return jsonResponse(profile);
      if (url === '/api/calendar-feed' && method === 'GET') return jsonResponse(status);
      if (url === '/api/calendar-feed' && method === 'POST') {
        status = { active: true, createdAt: '2026-11-28T10:00:00.000Z' };
        return jsonResponse({ createdAt: status.createdAt, path: secretPath('A') }, 201);
      }
      if (url === '/api/calendar-feed/renew' && method === 'POST') {
        status = { active: true, createdAt: '2026-11-29T10:00:00.000Z' };
        return jsonResponse({ createdAt: status.createdAt, path: secretPath('B') });
      }
      if (url === '/api/calendar-feed' && method === 'DELETE') {
        status = { active: false, createdAt: null };
        return new Response(null, { status: 204 });
      }
      return undefined;
    },
  );
}

describe('the profile’s calendar subscription', () => {
  it('creates the link, shows it with a webcal link and copies it with a toast', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const server = renderWithFeed({ active: false, createdAt: null });
    const section = within(
      (await screen.findByRole('heading', { name: 'Kalender abonnieren' })).parentElement as HTMLElement,
    );
    expect(await section.findByText('Sie haben noch keinen Kalender-Link.')).toBeTruthy();
    expect(section.getByText(/Google Kalender/)).toBeTruthy();
    expect(section.getByText(/Apple Kalender \(iPhone\)/)).toBeTruthy();
    expect(section.getByText(/^Outlook/)).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Kalender-Link erstellen' }));

    const url = `${window.location.origin}${secretPath('A')}`;
    const field = await section.findByLabelText<HTMLInputElement>('Kalender-Link');
    expect(field.value).toBe(url);
    expect(field.readOnly).toBe(true);
    expect(section.getByRole('link', { name: 'In Kalender-App öffnen' }).getAttribute('href')).toBe(
      url.replace(/^https?:/, 'webcal:'),
    );
    expect(section.getByText('Ihr Kalender-Link ist seit 28.11.2026 aktiv.')).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Link kopieren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('Link kopiert.')).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('renews and revokes only after confirming; an existing link is not shown again', async () => {
    const server = renderWithFeed({ active: true, createdAt: '2026-11-01T10:00:00.000Z' });
    const section = within(
      (await screen.findByRole('heading', { name: 'Kalender abonnieren' })).parentElement as HTMLElement,
    );
    expect(await section.findByText('Ihr Kalender-Link ist seit 01.11.2026 aktiv.')).toBeTruthy();
    expect(section.queryByLabelText('Kalender-Link')).toBeNull();
    expect(section.getByText(/wird nicht noch einmal angezeigt/)).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Neuen Link erstellen' }));
    const renew = await screen.findByRole('alertdialog', { name: 'Neuen Kalender-Link erstellen?' });
    fireEvent.click(within(renew).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.some((call) => call.url === '/api/calendar-feed/renew')).toBe(false);

    fireEvent.click(section.getByRole('button', { name: 'Neuen Link erstellen' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Neuen Link erstellen' }),
    );
    const field = await section.findByLabelText<HTMLInputElement>('Kalender-Link');
    expect(field.value).toBe(`${window.location.origin}${secretPath('B')}`);

    fireEvent.click(section.getByRole('button', { name: 'Link widerrufen' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Kalender-Link widerrufen?' })).getByRole(
        'button',
        {
          name: 'Link widerrufen',
        },
      ),
    );
    expect(await section.findByText('Sie haben noch keinen Kalender-Link.')).toBeTruthy();
    expect(section.queryByLabelText('Kalender-Link')).toBeNull();
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
