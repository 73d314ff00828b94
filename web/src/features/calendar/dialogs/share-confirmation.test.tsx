// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse, permissionsFor, sessionFixture } from '#test/fixtures';
import { ShiftActionButtons } from './shift-action-buttons';

const me = '00000000-0000-4000-8000-000000000002';
const unitId = '00000000-0000-4000-8000-000000000001';
const entry: TShiftEntry = {
  id: `${unitId}.2026-12-09.00000000-0000-4000-8000-000000000101`,
  unitId,
  unitName: 'Station 1',
  date: '2026-12-09',
  userId: me,
  userName: 'Emil Employee',
  templateId: null,
  name: 'Frühdienst',
  shortName: 'F',
  resourceId: '00000000-0000-4000-8000-000000000003',
  resourceName: 'Pflege',
  itemClass: 10,
  begin: '06:00',
  end: '14:00',
  pause1: { mode: 0, begin: null, end: null },
  pause2: { mode: 0, begin: null, end: null },
  minutes: 480,
  notes: '',
  backColor: '#fff',
  foreColor: '#000',
  displayFields: [],
  mergedIds: [],
  serialId: null,
  requests: [],
  createdAt: '2026-12-01T08:00:00.000Z',
  version: 1,
};

describe("the shift details' give-away (issue 27)", () => {
  it('says that the shift goes to the whole unit and sends only after the second tap', async () => {
    const onDone = vi.fn();
    // Signed in (the call carries the token); the home page beside it shows no shifts without calendar rights.
    const server = renderSignedIn(
      '/',
      {
        session: sessionFixture({ currentUserId: me, isAdmin: false, permissions: permissionsFor([]) }),
        children: (
          <ShiftActionButtons
            entry={entry}
            me={me}
            access={{
              plan: false,
              allowShiftInteraction: true,
              allowShiftInteractionRequest: true,
              createShift: false,
            }}
            onDone={onDone}
          />
        ),
      },
      ({ url }) =>
        url === '/api/calendar/shift-actions'
          ? jsonResponse({
              success: true,
              message: 'Angeboten.',
              model: { allowForce: false, messages: [] },
              result: { entries: [], request: null },
            })
          : undefined,
    );
    await screen.findByRole('button', { name: 'Abgeben' });
    const shareCalls = () => server.calls.filter((call) => call.url === '/api/calendar/shift-actions');
    fireEvent.click(screen.getByRole('button', { name: 'Abgeben' }));
    expect(screen.getByText(/wird allen Kolleg:innen von Station 1 angeboten/)).toBeTruthy();
    expect(shareCalls()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Abgeben' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.calls.find((call) => call.url === '/api/calendar/shift-actions')?.body).toMatchObject({
      actionMode: 'SHARE',
      entryId: entry.id,
    });
  });
});
