// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TQualification } from '@app/shared/qualifications/qualification';
import type { TUser } from '@app/shared/users/user';
import { renderSignedIn } from '#test/signed-in-app';
import {
  administratorRole,
  errorResponse,
  jsonResponse,
  sessionFixture,
  type FetchRoute,
} from '#test/fixtures';

const qualification = (id: string, name: string, enabled: boolean): TQualification => ({
  id,
  name,
  shortName: '',
  comment: '',
  enabled,
  version: 1,
});
const nurse = qualification('1a2b3c4d-0000-4a00-8000-000000000001', 'Examinierte Pflegekraft', true);
const firstAid = qualification('1a2b3c4d-0000-4a00-8000-000000000002', 'Ersthelfer', true);
// Deactivated: offered only to those who hold it.
const driver = qualification('1a2b3c4d-0000-4a00-8000-000000000003', 'Fahrer', false);
const retired = qualification('1a2b3c4d-0000-4a00-8000-000000000004', 'Altpfleger', false);

const emma: TUser = {
  id: '02980001-b976-4d04-b264-509b5e908076',
  username: 'emma',
  displayName: 'Emma',
  email: 'emma@example.com',
  roleIds: [administratorRole.id],
  active: true,
  language: 'de',
  unitId: null,
  extraUnitIds: [],
  responsibleUnitIds: null,
  userGroupIds: [],
  fields: {},
  qualificationIds: [driver.id],
  version: 2,
};

function renderUsers(...routes: FetchRoute[]) {
  return renderSignedIn('/settings/users', { session: sessionFixture() }, ...routes, ({ url, method }) => {
    if (url === '/api/users' && method === 'GET') return jsonResponse([emma]);
    if (url === '/api/roles') return jsonResponse([administratorRole]);
    if (url === '/api/units') return jsonResponse([]);
    if (url.startsWith('/api/qualifications')) return jsonResponse([retired, driver, firstAid, nurse]);
    if (url.startsWith('/api/security/checks/')) return jsonResponse({ allowed: true });
    return undefined;
  });
}

async function openQualifications() {
  fireEvent.click(await screen.findByRole('button', { name: 'Emma bearbeiten' }));
  const dialog = await screen.findByRole('dialog', { name: 'Emma bearbeiten' });
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Qualifikationen' }));
  const panel = within(dialog).getByRole('tabpanel', { name: /Qualifikationen/ });
  const list = await within(panel).findByRole('listbox', { name: 'Vorhandene Qualifikationen wählen' });
  return { dialog, panel, list };
}

const chips = (panel: HTMLElement) =>
  within(within(panel).getByRole('grid', { name: 'Vorhandene Qualifikationen' }))
    .queryAllByRole('row')
    .map((row) => row.textContent?.replace('×', ''));

describe('qualifications of a person', () => {
  it('offers the active ones and those held, and saves the chosen ids with the user', async () => {
    const server = renderUsers(({ url, method, body }) =>
      url === `/api/users/${emma.id}` && method === 'PUT'
        ? jsonResponse({ ...emma, ...(body as object), version: 3 })
        : undefined,
    );
    const { dialog, panel, list } = await openQualifications();
    expect(chips(panel)).toEqual(['Fahrer']);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent?.replace('✓', '')),
    ).toEqual(['Fahrer', 'Ersthelfer', 'Examinierte Pflegekraft']);
    const save = within(panel).getByRole('button', { name: 'Speichern' });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.click(within(list).getByRole('option', { name: 'Examinierte Pflegekraft' }));
    expect(chips(panel)).toEqual(['Fahrer', 'Examinierte Pflegekraft']);
    // Unsaved input is marked on the tab.
    expect(within(dialog).getByRole('tab', { name: /Qualifikationen.*ungespeichert/ })).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        qualificationIds: [driver.id, nurse.id],
        version: 2,
      }),
    );
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
  });

  it('shows the server refusing an id, and keeps the choice', async () => {
    renderUsers(({ url, method }) =>
      url === `/api/users/${emma.id}` && method === 'PUT'
        ? errorResponse(400, 'VALIDATION', 'Diese Qualifikation gibt es nicht (mehr).', {
            issues: [
              {
                path: 'body.qualificationIds.1',
                code: 'unknown_qualification',
                messageKey: 'shifts.qualificationUnknown',
                message: 'Diese Qualifikation gibt es nicht (mehr).',
              },
            ],
          })
        : undefined,
    );
    const { panel, list } = await openQualifications();
    fireEvent.click(within(list).getByRole('option', { name: 'Ersthelfer' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Speichern' }));
    expect(await within(panel).findByText(/Diese Qualifikation gibt es nicht/)).toBeTruthy();
    expect(chips(panel)).toEqual(['Fahrer', 'Ersthelfer']);
  });
});
