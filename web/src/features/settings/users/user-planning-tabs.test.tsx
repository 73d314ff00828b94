// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUser } from '@app/shared/users/user';
import { renderSignedIn } from '#test/signed-in-app';
import { administratorRole, jsonResponse, sessionFixture, type FetchRoute } from '#test/fixtures';

const emma: TUser = {
  id: '02980001-b976-4d04-b264-509b5e908076',
  username: 'emma',
  displayName: 'Emma',
  email: 'emma@example.com',
  roleIds: [administratorRole.id],
  active: true,
  language: 'de',
  unitId: '6c1f7d2e-9b3e-4a4c-8d8f-2e3b4c5d6e7f',
  extraUnitIds: [],
  responsibleUnitIds: null,
  userGroupIds: [],
  qualificationIds: [],
  fields: {},
  version: 2,
};
const sick = '7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';

function renderUsers(...routes: FetchRoute[]) {
  return renderSignedIn('/settings/users', { session: sessionFixture() }, ...routes, ({ url, method }) => {
    if (url === '/api/users' && method === 'GET') return jsonResponse([emma]);
    if (url === '/api/roles') return jsonResponse([administratorRole]);
    if (url === '/api/units') return jsonResponse([]);
    if (url === '/api/user-fields') return jsonResponse([]);
    if (url.endsWith('/key-cards')) return jsonResponse({ cards: [], version: 0 });
    if (url.endsWith('/working-time') && method === 'GET')
      return jsonResponse({
        periods: [],
        allowShiftInteraction: false,
        allowShiftInteractionRequest: false,
        createShift: false,
        requestedMode: 'Default',
        version: 0,
      });
    if (url.endsWith('/absence-calculation') && method === 'GET')
      return jsonResponse({
        rows: [
          { absenceTypeId: sick, caption: { de: 'Krank', en: 'Sick' }, typeMode: 2, mode: -1, value: null },
        ],
        version: 4,
      });
    if (url.startsWith('/api/security/checks/')) return jsonResponse({ allowed: true });
    return undefined;
  });
}

async function openTab(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Emma bearbeiten' }));
  const dialog = await screen.findByRole('dialog', { name: 'Emma bearbeiten' });
  fireEvent.click(within(dialog).getByRole('tab', { name }));
  return { dialog, panel: within(dialog).getByRole('tabpanel', { name: new RegExp(name) }) };
}

describe('the working-time tab', () => {
  it('adds a 40-hour week, lets a shift request only with shift interaction, and saves the model', async () => {
    const server = renderUsers(({ url, method, body }) =>
      url.endsWith('/working-time') && method === 'PUT'
        ? jsonResponse({ ...(body as object), version: 1 })
        : undefined,
    );
    const { dialog, panel } = await openTab('Arbeitszeit');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Zeitraum hinzufügen' }));
    expect(within(panel).getByRole('checkbox', { name: 'Darf Dienste anfragen' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Darf im Kalender mit Diensten arbeiten' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Darf Dienste anfragen' }));
    // Only what the product acts on is offered (issue 30): no "may create shifts", no request visibility.
    expect(within(panel).queryByRole('checkbox', { name: 'Darf Dienste anlegen' })).toBeNull();
    expect(within(dialog).getByRole('tab', { name: /Arbeitszeit.*ungespeicherte/ })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      periods: [{ itemClass: 'Week', targetHours: 40, workingDays: 5 }],
      allowShiftInteraction: true,
      allowShiftInteractionRequest: true,
      version: 0,
    });
  });
});

describe('the absence calculation tab', () => {
  it('shows the type’s own mode as the default and asks hours for a fixed value', async () => {
    const server = renderUsers(({ url, method, body }) =>
      url.endsWith('/absence-calculation') && method === 'PUT'
        ? jsonResponse({
            rows: [
              {
                absenceTypeId: sick,
                caption: { de: 'Krank', en: 'Sick' },
                typeMode: 2,
                mode: 99,
                value: 6.5,
              },
            ],
            version: 5,
            sent: body,
          })
        : undefined,
    );
    const { panel } = await openTab('Abwesenheitsberechnung');
    const mode = await within(panel).findByLabelText<HTMLSelectElement>('Krank');
    expect(mode.selectedOptions[0]?.textContent).toBe('Wie die Abwesenheitsart (Geplante Stunden des Tages)');
    fireEvent.change(mode, { target: { value: '99' } });
    const hours = within(panel).getByRole('textbox', { name: 'Stunden je Tag (Krank)' });
    fireEvent.change(hours, { target: { value: '6,5' } });
    fireEvent.blur(hours);
    fireEvent.click(within(panel).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        overrides: [{ absenceTypeId: sick, mode: 99, value: 6.5 }],
        version: 4,
      }),
    );
  });
});
