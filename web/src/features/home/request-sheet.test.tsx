// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TEmployeeHome, TRequestItem } from '@app/shared/calendar/shift-actions.contracts';
import { linkOf } from '#features/notifications/notifications-api';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';

const unitId = '00000000-0000-4000-8000-000000000001';
const me = '00000000-0000-4000-8000-000000000002';
const lena = '00000000-0000-4000-8000-000000000004';
const requestId = '00000000-0000-4000-8000-000000000005';
const entryId = `${unitId}.2026-12-08.00000000-0000-4000-8000-000000000104`;
const requestKey = `${entryId}.${requestId}`;

const offer: TRequestItem = {
  id: requestId,
  kind: 'SWAP',
  state: 'OPEN',
  entryId,
  unitId,
  unitName: 'Station 1',
  date: '2026-12-08',
  templateId: null,
  shiftName: 'Frühdienst',
  begin: '06:00',
  end: '14:00',
  requesterId: lena,
  requesterName: 'Lena Kollegin',
  targetUserId: me,
  targetUserName: 'Emil Employee',
  targetEntryId: `${unitId}.2026-12-09.00000000-0000-4000-8000-000000000105`,
  targetAgreed: false,
  reason: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  key: requestKey,
  answeredAt: null,
  answeredByName: null,
};

const emptyHome: TEmployeeHome = {
  date: '2026-11-28',
  until: '2026-12-12',
  nextShifts: [],
  openShifts: [],
  inbox: [offer],
  myRequests: [],
  coming: [],
  swapTargets: [],
  takeable: [],
  approvalUnitIds: [],
  access: { allowShiftInteraction: true, allowShiftInteractionRequest: true },
};

const employee = sessionFixture({
  currentUserId: me,
  username: 'employee',
  displayName: 'Emil Employee',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view']),
});

const planner = sessionFixture({
  currentUserId: me,
  username: 'planner',
  displayName: 'Paula Planner',
  isAdmin: false,
  permissions: permissionsFor(['calendar.view', 'calendar.plan']),
});

function renderRequest(request: TRequestItem | null, session = employee) {
  return renderSignedIn(`/?request=${encodeURIComponent(requestKey)}`, { session }, ({ url, method }) => {
    if (url === '/api/calendar/home/employee') return jsonResponse(emptyHome);
    if (
      url === `/api/calendar/requests/${encodeURIComponent(requestKey)}` ||
      url === `/api/calendar/requests/${requestKey}`
    )
      return request
        ? jsonResponse(request)
        : jsonResponse({ code: 'NOT_FOUND', messageKey: 'error.NOT_FOUND' }, 404);
    if (url === '/api/calendar/shift-actions' && method === 'POST')
      return jsonResponse({
        success: true,
        message: 'Erledigt.',
        model: { allowForce: false, messages: [] },
        result: { entries: [], request: null },
      });
    return undefined;
  });
}

describe('the request sheet (a notification opens the request)', () => {
  it('is where a notification about a request leads; an old one about a shift still opens the calendar', () => {
    expect(linkOf({ id: 'n', link: { kind: 'request', id: requestKey, date: '2026-12-08' } })).toBe(
      `/?request=${encodeURIComponent(requestKey)}`,
    );
    expect(linkOf({ id: 'n', link: { kind: 'shift', id: entryId, date: '2026-12-08' } })).toBe(
      '/calendar?date=2026-12-08',
    );
  });

  it('shows a swap offered to me with its answers and accepts it in one tap', async () => {
    const server = renderRequest(offer);
    const sheet = await screen.findByRole('alertdialog', { name: 'Anfrage' });
    await within(sheet).findByText(/Lena Kollegin bietet Ihnen einen Tausch an/);
    expect(sheet.textContent).toContain('Di., 8. Dez.');
    expect(sheet.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(within(sheet).getByRole('button', { name: 'Ablehnen' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Annehmen' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/calendar/shift-actions')?.body).toMatchObject({
        actionMode: 'SWAPACCEPT',
        entryId,
        requestId,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says who decided and when instead of showing answers', async () => {
    renderRequest({
      ...offer,
      state: 'WITHDRAWN',
      answeredAt: '2026-11-27T09:30:00.000Z',
      answeredByName: 'Lena Kollegin',
    });
    const sheet = await screen.findByRole('dialog', { name: 'Anfrage' });
    await within(sheet).findByText(/Zurückgezogen von Lena Kollegin am 27\.11\.2026/);
    expect(within(sheet).queryByRole('button', { name: 'Annehmen' })).toBeNull();
    expect(within(sheet).getAllByRole('button', { name: 'Schließen' }).length).toBeGreaterThan(0);
  });

  it('offers my own open request for withdrawal', async () => {
    const server = renderRequest({
      ...offer,
      requesterId: me,
      requesterName: 'Emil Employee',
      targetUserId: lena,
      targetUserName: 'Lena Kollegin',
    });
    const sheet = await screen.findByRole('alertdialog', { name: 'Anfrage' });
    await within(sheet).findByText(
      /Ihre Anfrage: Tausch Ihres Dienstes Frühdienst gegen einen Dienst von Lena Kollegin/,
    );
    fireEvent.click(within(sheet).getByRole('button', { name: 'Anfrage zurückziehen' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.url === '/api/calendar/shift-actions')?.body).toMatchObject({
        actionMode: 'SWAPREMOVE',
        requestId,
      }),
    );
  });

  it('lets a planner assign an applicant, or approve a swap both colleagues agreed on, from the sheet', async () => {
    const application = renderRequest(
      { ...offer, kind: 'APPLY', targetUserId: null, targetUserName: null, targetEntryId: null },
      planner,
    );
    const sheet = await screen.findByRole('alertdialog', { name: 'Anfrage' });
    await within(sheet).findByText(/Lena Kollegin bewirbt sich auf Frühdienst am Di\., 8\. Dez\./);
    expect(within(sheet).getByRole('button', { name: 'Ablehnen' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Lena Kollegin einteilen' }));
    await waitFor(() =>
      expect(
        application.calls.find((call) => call.url === '/api/calendar/shift-actions')?.body,
      ).toMatchObject({ actionMode: 'SETUSER', entryId, targetUserId: lena }),
    );
  });

  it('lets a planner approve a swap both colleagues agreed on', async () => {
    const swap = renderRequest(
      {
        ...offer,
        targetUserId: '00000000-0000-4000-8000-000000000006',
        targetUserName: 'Tom Kollege',
        targetAgreed: true,
      },
      planner,
    );
    const sheet = await screen.findByRole('alertdialog', { name: 'Anfrage' });
    await within(sheet).findByText(
      /Lena Kollegin möchte Frühdienst am Di\., 8\. Dez\. .* mit Tom Kollege tauschen/,
    );
    fireEvent.click(within(sheet).getByRole('button', { name: 'Genehmigen' }));
    await waitFor(() =>
      expect(swap.calls.find((call) => call.url === '/api/calendar/shift-actions')?.body).toMatchObject({
        actionMode: 'SWAPACCEPT',
        requestId,
      }),
    );
  });

  it('offers no answers to a colleague who is neither asked nor plans', async () => {
    renderRequest({
      ...offer,
      targetUserId: '00000000-0000-4000-8000-000000000006',
      targetUserName: 'Tom Kollege',
    });
    const sheet = await screen.findByRole('dialog', { name: 'Anfrage' });
    await within(sheet).findByText(/mit Tom Kollege tauschen/);
    expect(within(sheet).queryByRole('button', { name: 'Annehmen' })).toBeNull();
    expect(within(sheet).queryByRole('button', { name: 'Genehmigen' })).toBeNull();
  });

  it('says so when the request is unknown or not for me', async () => {
    renderRequest(null);
    const sheet = await screen.findByRole('dialog', { name: 'Anfrage' });
    await within(sheet).findByText('Diese Anfrage gibt es nicht mehr, oder sie ist nicht für Sie bestimmt.');
  });
});
