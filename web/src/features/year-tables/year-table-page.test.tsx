// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TYearTable } from '@app/shared/year-tables/year-table';
import type { TYearTableView } from '@app/shared/year-tables/year-tables.contracts';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';

const me = '0b8f5a52-4c8e-4d59-9d6f-8d1f0f6f1a01';

const table: TYearTable = {
  id: `${me}.2031`,
  userId: me,
  year: 2031,
  leave: {
    entitlementDays: 30,
    carryOverDays: 2.5,
    carryOverOverrideDays: null,
    carryOverExpiresOn: '2031-03-31',
    lapsedDays: 0,
    takenDays: 22,
    plannedDays: 5,
    specialDays: 0,
    remainingDays: 10.5,
  },
  timeAccount: {
    openingMinutes: 120,
    overtimeMinutes: 60,
    payoutMinutes: 0,
    specialMinutes: 0,
    specialPayoutMinutes: 30,
    closingMinutes: 150,
  },
  months: Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    targetMinutes: 9600,
    actualMinutes: 9600 + (index === 0 ? 90 : index === 1 ? -30 : 0),
    differenceMinutes: index === 0 ? 90 : index === 1 ? -30 : 0,
    leaveDays: index === 2 ? 20 : 0,
  })),
  closed: false,
  calculatedAt: '2031-12-01T10:00:00.000Z',
  version: 3,
};

const view = (editable: boolean): TYearTableView => ({
  userId: me,
  displayName: 'Emil Employee',
  year: 2031,
  table,
  specials: [
    {
      id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      userId: me,
      year: 2031,
      account: 'payout',
      date: '2031-12-31',
      value: 30,
      note: 'Ausgezahlt',
      version: 1,
    },
  ],
  years: [2031],
  suggestedYear: 2032,
  trackingInit: null,
  editable,
});

function api(editable: boolean) {
  return ({ url, method }: { url: string; method: string }) => {
    if (url.startsWith('/api/year-tables?') && method === 'GET') return jsonResponse(view(editable));
    if (url === '/api/year-tables' && method === 'PUT') return jsonResponse({ ...table, version: 4 });
    return undefined;
  };
}

describe('the year account', () => {
  it('shows an employee their own leave, time account and months, without changing anything', async () => {
    renderSignedIn(
      '/year-tables?year=2031',
      {
        session: sessionFixture({
          currentUserId: me,
          username: 'employee',
          displayName: 'Emil Employee',
          isAdmin: false,
          permissions: permissionsFor(['calendar.view', 'time.track']),
        }),
      },
      api(false),
    );
    await screen.findByRole('heading', { name: 'Jahreskonto von Emil Employee' });
    const remaining = screen.getByText('Resturlaub').closest('div');
    expect(remaining?.textContent).toBe('Resturlaub10,5 Tage');
    expect(screen.getByText('Endsaldo').closest('div')?.textContent).toBe('Endsaldo2:30');
    expect(screen.getByText('Auszahlungen').closest('div')?.textContent).toBe('Auszahlungen−0:30');
    expect(screen.getByText('Übertrag verfällt nach dem 31.03.2031')).toBeTruthy();
    const months = screen.getByRole('table', { name: 'Monate' });
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    expect(
      within(months).getByRole('rowheader', { name: 'Februar' }).closest('[role="row"]')?.textContent,
    ).toContain('−0:30');
    expect(screen.queryByRole('button', { name: 'Jahr 2031 bearbeiten' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sonderbuchung hinzufügen' })).toBeNull();
  });

  it('lets an editor change the entitlement and the opening in hours', async () => {
    const server = renderSignedIn('/year-tables?year=2031', { session: sessionFixture() }, api(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Jahr 2031 bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jahr 2031 bearbeiten' });
    const entitlement = within(dialog).getByRole('textbox', { name: 'Urlaubsanspruch (Tage)' });
    fireEvent.change(entitlement, { target: { value: '28,5' } });
    fireEvent.blur(entitlement);
    const opening = within(dialog).getByRole('textbox', { name: 'Anfangssaldo (Stunden)' });
    fireEvent.change(opening, { target: { value: '3,5' } });
    fireEvent.blur(opening);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        id: table.id,
        entitlementDays: 28.5,
        carryOverOverrideDays: null,
        carryOverExpiresOn: '2031-03-31',
        openingMinutes: 210,
        payoutMinutes: 0,
        version: 3,
      }),
    );
    expect(await screen.findByText('Jahreskonto gespeichert.')).toBeTruthy();
  });
});
