// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSubscription } from '@app/shared/tenants/subscription';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, permissionsFor, sessionFixture, type FetchRoute } from '#test/fixtures';

// Three weeks from now, whenever the test runs (a fixed date becomes a trial that has ended), at 10:00 UTC: the
// same day in UTC and in Berlin.
const trialEnd = `${new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10)}T10:00:00.000Z`;
const [trialEndYear, trialEndMonth, trialEndDay] = trialEnd.slice(0, 10).split('-');

const trial: TSubscription = {
  edition: 'trial',
  trialEndsAt: trialEnd,
  isTrialAndExpired: false,
  usage: { activeUsers: 12, sites: 2 },
  version: 3,
};

function renderPage(...routes: FetchRoute[]) {
  return renderPageIn('de', ...routes);
}

function renderPageIn(language: 'de' | 'en', ...routes: FetchRoute[]) {
  return renderWith(trial, language, ...routes);
}

function renderWith(subscription: TSubscription, language: 'de' | 'en', ...routes: FetchRoute[]) {
  return renderSignedIn(
    '/settings/subscription',
    { session: sessionFixture({ languageKey: language }), language },
    ({ url, method }) =>
      url === '/api/subscription' && method === 'GET' ? jsonResponse(subscription) : undefined,
    ...routes,
  );
}

/** A trial whose usage fits the Free Edition. */
const smallTrial: TSubscription = { ...trial, usage: { activeUsers: 4, sites: 1 } };

async function choose(edition: string) {
  fireEvent.click(await screen.findByRole('button', { name: `${edition} wählen` }));
  const dialog = await screen.findByRole('alertdialog', { name: `Zur ${edition} wechseln?` });
  return dialog;
}

describe('subscription page', () => {
  it('shows the edition, the trial end and the usage, and compares the editions', async () => {
    renderPage();
    expect(await screen.findByTestId('current-edition')).toHaveProperty('textContent', 'Testphase');
    expect(screen.getByText(`${trialEndDay}.${trialEndMonth}.${trialEndYear}`)).toBeTruthy();
    expect(screen.getByText('12 (unbegrenzt)')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Editionen im Vergleich' });
    const row = within(table).getByRole('row', { name: /Export des Protokolls/ });
    expect(within(row).getAllByText('Nicht enthalten')).toHaveLength(2);
    expect(within(row).getAllByText('Enthalten')).toHaveLength(1);
    expect(within(table).getByRole('row', { name: /Aktive Benutzer/ }).textContent).toContain('10');
  });

  it('says what Microsoft sign-in needs besides the edition, with the way to its settings for administrators', async () => {
    renderPage();
    const note = await screen.findByText(/Die Anmeldung mit Microsoft \(Enterprise Edition\) braucht/);
    expect(note.textContent).toContain('stimmt der App „Shiftplan“ einmal zu');
    expect(note.textContent).toContain('Verwaltung > Microsoft-Anmeldung');
    expect(
      within(note).getByRole('link', { name: 'Microsoft-Anmeldung einrichten' }).getAttribute('href'),
    ).toBe('/settings/sso');
  });

  it('leaves the link to the Microsoft sign-in settings to administrators', async () => {
    renderSignedIn(
      '/settings/subscription',
      { session: sessionFixture({ isAdmin: false, permissions: permissionsFor(['subscription.manage']) }) },
      ({ url, method }) =>
        url === '/api/subscription' && method === 'GET' ? jsonResponse(trial) : undefined,
    );
    expect(
      await screen.findByText(/Die Anmeldung mit Microsoft \(Enterprise Edition\) braucht/),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Microsoft-Anmeldung einrichten' })).toBeNull();
  });

  it('explains before confirming why the usage does not fit the Free Edition', async () => {
    const server = renderPage();
    const dialog = await choose('Free Edition');
    expect(within(dialog).getByText('Die Free Edition passt nicht zu Ihrer aktuellen Nutzung:')).toBeTruthy();
    expect(within(dialog).getByText('12 aktive Benutzer, die Free Edition erlaubt 10.')).toBeTruthy();
    expect(within(dialog).getByText('2 Standorte, die Free Edition erlaubt 1.')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Edition wechseln' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(confirm);
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says that choosing Free ends the remaining trial days, and explains a refusal of the server', async () => {
    renderWith(smallTrial, 'de', ({ url, method }) =>
      url === '/api/subscription' && method === 'PUT'
        ? errorResponse(409, 'DOWNGRADE_BLOCKED', 'Passt nicht.', {
            blockers: [{ reason: 'activeUsers', limit: 10, usage: 11 }],
          })
        : undefined,
    );
    const dialog = await choose('Free Edition');
    expect(dialog.textContent).toMatch(/Die verbleibenden \d+ Tage Ihrer Testphase enden damit\./);
    expect(within(dialog).getByText('Automatische Zuweisung')).toBeTruthy();
    // Someone activated users in the meantime: the server's refusal is explained on the page.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edition wechseln' }));
    expect(await screen.findByText('Die Free Edition passt nicht zu Ihrer aktuellen Nutzung:')).toBeTruthy();
    expect(screen.getByText('11 aktive Benutzer, die Free Edition erlaubt 10.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says the reasons in English too', async () => {
    renderPageIn('en', ({ url, method }) =>
      url === '/api/subscription' && method === 'PUT'
        ? errorResponse(409, 'DOWNGRADE_BLOCKED', 'No.', {
            blockers: [{ reason: 'activeUsers', limit: 10, usage: 12 }],
          })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Free Edition' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to the Free Edition?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch edition' }));
    expect(await screen.findByText('12 active users, the Free Edition allows 10.')).toBeTruthy();
  });

  it('changes the edition and reloads the session', async () => {
    const server = renderPage(({ url, method, body }) =>
      url === '/api/subscription' && method === 'PUT'
        ? jsonResponse({
            ...trial,
            edition: (body as { edition: string }).edition,
            trialEndsAt: null,
            version: 4,
          })
        : undefined,
    );
    const dialog = await choose('Enterprise Edition');
    const sessionLoads = () => server.calls.filter((call) => call.url === '/api/session').length;
    const before = sessionLoads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edition wechseln' }));
    expect(await screen.findByText('Sie nutzen jetzt die Enterprise Edition.')).toBeTruthy();
    expect(server.calls).toContainEqual({
      url: '/api/subscription',
      method: 'PUT',
      body: { edition: 'enterprise', version: 3 },
    });
    await waitFor(() => expect(sessionLoads()).toBeGreaterThan(before));
    expect(screen.getByTestId('current-edition').textContent).toBe('Enterprise Edition');
  });
});
