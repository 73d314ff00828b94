// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TNotice, TOptions } from '@app/shared/settings/settings.contracts';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse, type FetchRoute } from '#test/fixtures';

const options: TOptions = {
  tabs: [
    {
      category: 'calendar',
      options: [
        {
          key: 'calendar.defaultView',
          scope: 'user',
          control: 'dropdown',
          choices: ['MONTH', 'WEEK', 'USER', 'RESOURCE', 'TIMELINE'],
          value: 'MONTH',
        },
        {
          key: 'weektemplate.options',
          scope: 'user',
          control: 'checkboxGroup',
          choices: ['overwrite', 'noCollision', 'skipHolidays'],
          value: { overwrite: false, noCollision: true, skipHolidays: false },
        },
      ],
    },
    {
      category: 'notifications',
      options: [{ key: 'notify.mail', scope: 'user', control: 'checkbox', choices: [], value: true }],
    },
  ],
};

const hiddenNotice = (name: TNotice['name']): TNotice => ({ name, show: false, text: null });
const maintenanceShown: TNotice = {
  name: 'maintenance',
  show: true,
  text: 'Am Sonntag von 22 bis 23 Uhr ist die Anwendung wegen Wartung nicht erreichbar.',
};

function settingsRoutes(
  {
    rememberedTab = 'calendar',
    welcome = hiddenNotice('welcome'),
    maintenance = hiddenNotice('maintenance'),
  } = {},
  execute: FetchRoute = () => jsonResponse({ success: true, message: '' }),
): FetchRoute {
  return (request) => {
    const { url, method } = request;
    if (url === '/api/settings/options' && method === 'GET') return jsonResponse(options);
    if (url === '/api/settings/user/Layout.SelectedTab.options') {
      const value = method === 'PUT' ? (request.body as { value: string }).value : rememberedTab;
      return jsonResponse({
        key: 'Layout.SelectedTab.options',
        scope: 'user',
        kind: 'text',
        value,
        isDefault: false,
      });
    }
    if (url === '/api/settings/options/execute' && method === 'POST') return execute(request);
    if (url === '/api/settings/notices/welcome') {
      const hidden = method === 'PUT' && (request.body as { hidden: boolean }).hidden;
      return jsonResponse(method === 'PUT' ? { ...welcome, show: !hidden } : welcome);
    }
    if (url === '/api/settings/notices/maintenance') {
      const hidden = method === 'PUT' && (request.body as { hidden: boolean }).hidden;
      return jsonResponse(method === 'PUT' ? { ...maintenance, show: !hidden } : maintenance);
    }
    return undefined;
  };
}

async function openOptions() {
  fireEvent.click(await screen.findByRole('button', { name: /Benutzermenü/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Optionen' }));
  return screen.findByRole('dialog', { name: 'Optionen' });
}

describe('options dialog', () => {
  it('opens from the user menu on the remembered tab and remembers another tab', async () => {
    const server = renderSignedIn('/', {}, settingsRoutes());
    const dialog = await openOptions();
    const calendarTab = await within(dialog).findByRole('tab', { name: 'Kalender' });
    expect(calendarTab.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('combobox', { name: 'Kalenderansicht beim Öffnen' })).toBeTruthy();
    const group = within(dialog).getByRole('group', { name: 'Beim Anwenden einer Wochenvorlage' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, true, false]);

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Benachrichtigungen' }));
    await waitFor(() =>
      expect(
        server.calls.find((call) => call.method === 'PUT' && call.url.endsWith('Layout.SelectedTab.options'))
          ?.body,
      ).toEqual({ value: 'notifications' }),
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'Benachrichtigungen per E-Mail an mich senden' }),
    ).toBeTruthy();
  });

  it('sets an option at once: a dropdown and one box of a group', async () => {
    const server = renderSignedIn('/', {}, settingsRoutes());
    const dialog = await openOptions();
    fireEvent.change(await within(dialog).findByRole('combobox', { name: 'Kalenderansicht beim Öffnen' }), {
      target: { value: 'WEEK' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Feiertage auslassen' }));
    await waitFor(() =>
      expect(
        server.calls.filter((call) => call.url === '/api/settings/options/execute').map((c) => c.body),
      ).toEqual([
        { module: 'options', command: 'calendar.defaultView', value: 'WEEK' },
        {
          module: 'options',
          command: 'weektemplate.options',
          value: { overwrite: false, noCollision: true, skipHolidays: true },
        },
      ]),
    );
  });

  it('shows a failed change with the option label as title and the server message', async () => {
    renderSignedIn(
      '/',
      {},
      settingsRoutes({ rememberedTab: 'notifications' }, () =>
        errorResponse(400, 'OPTION_REFUSED', 'Mails are switched off for your organisation'),
      ),
    );
    const dialog = await openOptions();
    const box = await within(dialog).findByRole('checkbox', {
      name: 'Benachrichtigungen per E-Mail an mich senden',
    });
    fireEvent.click(box);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Benachrichtigungen per E-Mail an mich sendenMails are switched off for your organisation',
    );
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});

describe('notices', () => {
  it('welcomes an administrator with the setup guide, not with a dialog over the page', async () => {
    const server = renderSignedIn(
      '/',
      {},
      settingsRoutes({ welcome: { name: 'welcome', show: true, text: null } }),
    );
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(server.calls.some((call) => call.url === '/api/settings/notices/maintenance')).toBe(true),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.some((call) => call.url === '/api/settings/notices/welcome')).toBe(false);
  });

  it('shows the maintenance notice once and hides it with "do not show again" ticked', async () => {
    const server = renderSignedIn('/', {}, settingsRoutes({ maintenance: maintenanceShown }));
    const notice = await screen.findByRole('dialog', { name: 'Wartung' });
    const box = within(notice).getByRole('checkbox', { name: 'Nicht mehr anzeigen' });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wartung' })).toBeNull());
    await waitFor(() =>
      expect(
        server.calls.find((call) => call.method === 'PUT' && call.url.endsWith('/maintenance'))?.body,
      ).toEqual({
        hidden: true,
      }),
    );
  });

  it('keeps showing the notice when "do not show again" is unticked', async () => {
    const server = renderSignedIn('/', {}, settingsRoutes({ maintenance: maintenanceShown }));
    const notice = await screen.findByRole('dialog', { name: 'Wartung' });
    fireEvent.click(within(notice).getByRole('checkbox', { name: 'Nicht mehr anzeigen' }));
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(
        server.calls.find((call) => call.method === 'PUT' && call.url.endsWith('/maintenance'))?.body,
      ).toEqual({
        hidden: false,
      }),
    );
  });
});
