// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../test/signed-in-app';
import {
  errorResponse,
  jsonResponse,
  permissionsFor,
  sessionFixture,
  type FetchRoute,
} from '../test/fixtures';
import { LocationProbe } from '../test/render-with-app';

const freeAdmin = sessionFixture({ edition: 'free', isFreeEdition: true, isTrial: false, trialEndsAt: null });

function renderAt(path: string, session: ReturnType<typeof sessionFixture>, ...routes: FetchRoute[]) {
  return renderSignedIn(path, { session, children: <LocationProbe /> }, ...routes);
}

const emptyAudit: FetchRoute = ({ url }) =>
  url.startsWith('/api/audit?') ? jsonResponse({ items: [] }) : undefined;

describe('edition dialog for 402 answers', () => {
  it('opens from a failed mutation (audit export in the Free Edition) and leads to the subscription page', async () => {
    renderAt('/settings/audit', freeAdmin, emptyAudit, ({ url }) =>
      url.startsWith('/api/audit/exports')
        ? errorResponse(402, 'EDITION_LIMIT', 'server text', { feature: 'auditLogExport', edition: 'free' })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Als Excel exportieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'In der Free Edition nicht verfügbar' });
    expect(dialog.textContent).toContain('Export des Protokolls ist in der Free Edition nicht verfügbar.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edition wechseln' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings/subscription'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape', async () => {
    renderAt('/settings/audit', freeAdmin, emptyAudit, ({ url }) =>
      url.startsWith('/api/audit/exports')
        ? errorResponse(402, 'EDITION_LIMIT', 'server text', { feature: 'auditLogExport', edition: 'free' })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Als Excel exportieren' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the edition that has the function outside the Free Edition', async () => {
    const professional = sessionFixture({ edition: 'professional', isTrial: false, trialEndsAt: null });
    renderAt('/settings/audit', professional, emptyAudit, ({ url }) =>
      url.startsWith('/api/audit/exports')
        ? errorResponse(402, 'EDITION_LIMIT', 'server text', {
            feature: 'auditLogExport',
            edition: 'professional',
          })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Als Excel exportieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'In Ihrer Edition nicht enthalten' });
    expect(dialog.textContent).toContain('Export des Protokolls ist in der Enterprise Edition enthalten.');
  });

  it('tells users without subscription.manage to ask their administrator', async () => {
    const planner = sessionFixture({
      isAdmin: false,
      edition: 'free',
      isFreeEdition: true,
      isTrial: false,
      trialEndsAt: null,
      permissions: permissionsFor(['user.show', 'user.edit']),
    });
    const inactive = {
      id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      username: 'emma',
      displayName: 'Emma',
      email: 'emma@example.com',
      roleIds: [],
      active: false,
      language: 'de',
      unitId: null,
      extraUnitIds: [],
      responsibleUnitIds: null,
      userGroupIds: [],
      qualificationIds: [],
      fields: {},
      version: 2,
    };
    renderAt(
      '/settings/users',
      planner,
      ({ url, method }) => (url === '/api/users' && method === 'GET' ? jsonResponse([inactive]) : undefined),
      ({ url }) =>
        url.endsWith('/activate')
          ? errorResponse(402, 'EDITION_LIMIT', 'server text', { limit: 'maxActiveUsers', value: 10 })
          : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Emma aktivieren' }));
    // It names the limit reached and the action refused.
    const dialog = await screen.findByRole('dialog', { name: 'Grenze von 10 aktiven Benutzern erreicht' });
    expect(dialog.textContent).toContain('Der Benutzer wurde nicht aktiviert.');
    expect(dialog.textContent).toContain('Die Free Edition erlaubt höchstens 10 aktive Benutzer.');
    expect(dialog.textContent).not.toContain('nicht verfügbar');
    expect(dialog.textContent).not.toContain('weitere anzulegen');
    expect(dialog.textContent).toContain('Bitte wenden Sie sich an Ihre Administration');
    expect(within(dialog).queryByRole('button', { name: 'Edition wechseln' })).toBeNull();
    // The page itself shows no second error for it.
    expect(screen.queryByText('server text')).toBeNull();
  });

  it('opens from a failed query too: an expired trial', async () => {
    const expired = sessionFixture({ isTrialAndExpired: true, trialEndsAt: '2026-01-01T00:00:00.000Z' });
    renderAt('/settings/audit', expired, ({ url }) =>
      url.startsWith('/api/audit?') ? errorResponse(402, 'TRIAL_EXPIRED') : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ihre Testphase ist abgelaufen' });
    expect(within(dialog).getByRole('button', { name: 'Edition wählen' })).toBeTruthy();
  });
});
