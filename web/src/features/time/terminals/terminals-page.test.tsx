// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TTerminal } from '@app/shared/time-tracking/terminal';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';

const gate: TTerminal = {
  id: '00000000-0000-4000-8000-000000000071',
  name: 'Gate',
  notes: 'Staff door',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastSeenAt: '2026-11-20T06:58:00.000Z',
  bookingCount: 42,
};
const secret = 'c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3I';

function terminalsApi(list: TTerminal[]) {
  return ({ url, method, body }: { url: string; method: string; body: unknown }) => {
    if (url === '/api/terminals' && method === 'GET') return jsonResponse(list);
    if (url === '/api/terminals' && method === 'POST') {
      const terminal = {
        ...gate,
        id: '00000000-0000-4000-8000-000000000072',
        lastSeenAt: null,
        bookingCount: 0,
      };
      return jsonResponse(
        {
          terminal: { ...terminal, ...(body as object) },
          secret,
          authorization: `Terminal 10001.${terminal.id}.${secret}`,
          uploadPath: '/api/public/terminals/bookings',
        },
        201,
      );
    }
    if (url === `/api/terminals/${gate.id}/notes`) return jsonResponse({ ...gate, ...(body as object) });
    if (url === `/api/terminals/${gate.id}` && method === 'DELETE')
      return new Response(null, { status: 204 });
    return undefined;
  };
}

describe('clock terminals', () => {
  it('lists terminals with notes, last upload and bookings', async () => {
    renderSignedIn('/time/terminals', {}, terminalsApi([gate]));
    const row = (await screen.findByRole('rowheader', { name: 'Gate' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Staff door')).toBeTruthy();
    expect(within(row).getByText('20.11.2026 07:58')).toBeTruthy();
    expect(within(row).getByText('42')).toBeTruthy();
  });

  it('registers a terminal and shows its secret once, with a copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const server = renderSignedIn('/time/terminals', {}, terminalsApi([]));
    expect(await screen.findByText('Noch keine Terminals registriert.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Terminal registrieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminal registrieren' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Warehouse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminal registrieren' }));
    const shown = await screen.findByRole('dialog', { name: 'Terminal registriert' });
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Warehouse',
      notes: '',
    });
    expect(within(shown).getByText(/nur dieses eine Mal/)).toBeTruthy();
    expect(within(shown).getByText(`${window.location.origin}/api/public/terminals/bookings`)).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Authorization-Header kopieren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`.${secret}`)));
    expect(await within(shown).findByText('Kopiert.')).toBeTruthy();
  });

  it('edits notes and deletes after confirmation', async () => {
    const server = renderSignedIn('/time/terminals', {}, terminalsApi([gate]));
    fireEvent.click(await screen.findByRole('button', { name: 'Notizen von Gate bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notizen von Gate bearbeiten' });
    fireEvent.change(within(dialog).getByLabelText('Notizen'), { target: { value: 'Loading bay' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Notizen gespeichert.')).toBeTruthy();
    expect(server.calls.find((call) => call.url.endsWith('/notes'))?.body).toEqual({ notes: 'Loading bay' });

    // The list reads again after the save: the button is found once it is back.
    fireEvent.click(await screen.findByRole('button', { name: 'Gate löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Terminal löschen' });
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Terminal gelöscht.')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
