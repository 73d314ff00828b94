// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSetupGuide, TSetupStep } from '@app/shared/setup/setup.contracts';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';

const order: TSetupStep[] = ['company', 'areas', 'shifts', 'people', 'rules', 'plan', 'publish'];
const guideWith = (
  done: Partial<Record<TSetupStep, number>>,
  over: Partial<TSetupGuide> = {},
): TSetupGuide => ({
  steps: order.map((step) => ({ step, done: (done[step] ?? 0) > 0, count: done[step] ?? 0 })),
  companyType: null,
  sampleShifts: 0,
  hidden: false,
  emailConfirmed: true,
  firstWeek: '2026-12-07',
  ...over,
});
const planner = sessionFixture({
  isAdmin: false,
  permissions: permissionsFor(['calendar.plan', 'calendar.view']),
});

describe('the setup guide', () => {
  it('greets a new administrator on the home page with a template and the steps, each with its way forward', async () => {
    let guide = guideWith({ company: 1 });
    const server = renderSignedIn('/', {}, ({ url, method }) => {
      if (url === '/api/setup/guide') return jsonResponse(guide);
      if (url === '/api/setup/template' && method === 'POST') {
        guide = guideWith(
          { company: 1, areas: 3, shifts: 4, rules: 1, plan: 24 },
          {
            companyType: 'retail',
            sampleShifts: 24,
          },
        );
        return jsonResponse({ teams: 0, areas: 3, shifts: 4, rules: 1, sampleShifts: 24 });
      }
      return undefined;
    });
    const card = await screen.findByRole('region', { name: 'Ihre Firma einrichten' });
    expect(within(card).getByText('1 von 7 Schritten erledigt')).toBeTruthy();
    const steps = within(card).getAllByRole('listitem');
    expect(steps).toHaveLength(7);
    expect(within(card).getByRole('heading', { name: 'Firma und Region: Erledigt' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Dorthin: Arbeitsplätze' }).getAttribute('href')).toBe(
      '/masterdata/resources',
    );
    expect(within(card).getByRole('link', { name: 'Dorthin: Der erste Plan' }).getAttribute('href')).toBe(
      '/calendar?view=USER&from=2026-12-07&to=2026-12-13',
    );

    fireEvent.click(within(card).getByRole('radio', { name: /Einzelhandel/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Vorlage übernehmen' }));
    await screen.findByText(
      '3 Arbeitsplätze, 4 Schichtvorlagen, 1 Regel und 24 offene Dienste für nächste Woche angelegt.',
    );
    expect(server.calls.find((call) => call.url === '/api/setup/template')?.body).toEqual({
      companyType: 'retail',
      samplePlan: true,
    });
    await waitFor(() => expect(within(card).getByText('5 von 7 Schritten erledigt')).toBeTruthy());
    expect(within(card).getByText('4 Schichtvorlagen')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Vorlage übernehmen' })).toBeNull();
    expect(within(card).getByText(/Der Musterplan hat 24 Dienste in der Woche ab 07\.12\.2026/)).toBeTruthy();
  });

  it('asks to confirm the company address before invitations can go out, and sends the link again', async () => {
    const server = renderSignedIn('/setup', {}, ({ url, method }) => {
      if (url === '/api/setup/guide')
        return jsonResponse(guideWith({ company: 1 }, { emailConfirmed: false }));
      if (url === '/api/account/email-confirmations' && method === 'POST')
        return new Response(null, { status: 204 });
      return undefined;
    });
    expect(await screen.findByText(/Bitte bestätigen Sie Ihre E-Mail-Adresse/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Link erneut senden' }));
    expect(await screen.findByText(/^Gesendet:/)).toBeTruthy();
    expect(server.calls.some((call) => call.url === '/api/account/email-confirmations')).toBe(true);
  });

  it('deletes the sample plan after asking', async () => {
    let guide = guideWith(
      { company: 1, areas: 3, shifts: 4, plan: 24 },
      { companyType: 'restaurant', sampleShifts: 24 },
    );
    renderSignedIn('/setup', {}, ({ url, method }) => {
      if (url === '/api/setup/guide') return jsonResponse(guide);
      if (url === '/api/setup/sample-plan' && method === 'DELETE') {
        guide = guideWith({ company: 1, areas: 3, shifts: 4 }, { companyType: 'restaurant' });
        return jsonResponse({ deleted: 24 });
      }
      return undefined;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Firma einrichten' })).toBeTruthy();
    expect(screen.getByText('Gestartet mit der Vorlage „Restaurant oder Café“.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Musterplan löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Musterplan löschen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Musterplan löschen' }));
    await screen.findByText('24 Dienste des Musterplans gelöscht.');
    await waitFor(() => expect(screen.queryByText(/Der Musterplan hat/)).toBeNull());
  });

  it('leaves the home page once hidden, and stays on its own page', async () => {
    let guide = guideWith({ company: 1 });
    const server = renderSignedIn('/', {}, ({ url, method }) => {
      if (url === '/api/setup/guide') return jsonResponse(guide);
      if (url === '/api/setup/hidden' && method === 'PUT') {
        guide = { ...guide, hidden: true };
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    const card = await screen.findByRole('region', { name: 'Ihre Firma einrichten' });
    fireEvent.click(within(card).getByRole('button', { name: 'Auf der Startseite ausblenden' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ihre Firma einrichten' })).toBeNull());
    expect(server.calls.find((call) => call.url === '/api/setup/hidden')?.body).toEqual({ hidden: true });
  });

  it('is not shown to a planner', async () => {
    const server = renderSignedIn('/', { session: planner }, ({ url }) => {
      if (url === '/api/calendar/home/planner')
        return jsonResponse({ working: [], absent: [], openSlots: [], pendingRequests: [] });
      return undefined;
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(server.calls.some((call) => call.url === '/api/calendar/home/planner')).toBe(true),
    );
    expect(server.calls.some((call) => call.url === '/api/setup/guide')).toBe(false);
  });
});
