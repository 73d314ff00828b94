// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAppointmentDetails } from '@app/shared/appointments/appointment';
import { parseSerialXml } from '@app/shared/serial/serial-xml';
import { errorResponse, jsonResponse, routedFetch, type FetchRoute } from '#test/fixtures';
import { renderWithApp } from '#test/render-with-app';
import { AppointmentDetailsDialog } from './appointment-details-dialog';
import { appointmentFixture, appointmentId, plannerSession, WithSession } from './test-support';

const weekly = parseSerialXml(
  '<serial type="weekly" begin="2026-12-07T09:00" allday="0" dur="60" durtype="1" week="1" workdays="Mo" end="2027-03-01"/>',
);
if (!weekly.success) throw new Error('bad test pattern');

function details(over: Partial<TAppointmentDetails> = {}): TAppointmentDetails {
  return {
    appointment: appointmentFixture({ serial: weekly.success ? weekly.data : null }),
    userName: 'Paul Planner',
    unitNames: ['Pflege'],
    tagName: null,
    tagColor: null,
    occurrence: '2026-12-14',
    canEdit: true,
    ...over,
  };
}

function renderDetails(shown: TAppointmentDetails, deleteAnswer: () => Response) {
  const detailsRoute: FetchRoute = ({ url, method }) =>
    method === 'GET' && url.startsWith(`/api/appointments/${appointmentId}/details`)
      ? jsonResponse(shown)
      : undefined;
  const deleteRoute: FetchRoute = ({ url, method }) =>
    method === 'DELETE' && url.startsWith(`/api/appointments/${appointmentId}`) ? deleteAnswer() : undefined;
  const server = routedFetch(detailsRoute, deleteRoute);
  vi.stubGlobal('fetch', server.fetch);
  const onChanged = vi.fn();
  const onClose = vi.fn();
  renderWithApp(
    <WithSession session={plannerSession}>
      <AppointmentDetailsDialog
        appointmentId={appointmentId}
        beginDate="2026-12-14"
        onClose={onClose}
        onChanged={onChanged}
      />
    </WithSession>,
    { language: 'en' },
  );
  return { server, onChanged, onClose };
}

const deleteCalls = (server: ReturnType<typeof routedFetch>) =>
  server.calls.filter((call) => call.method === 'DELETE').map((call) => call.url);

describe('the appointment details', () => {
  it('show the occurrence clicked and the series in words', async () => {
    renderDetails(details(), () => new Response(null, { status: 204 }));
    const dialog = await screen.findByRole('dialog', { name: 'Team meeting' });
    expect(within(dialog).getByText('14.12.2026, 09:00–10:00')).toBeTruthy();
    expect(within(dialog).getByText('Every week on Monday, until 01.03.2027')).toBeTruthy();
    expect(within(dialog).getByText('Room 1')).toBeTruthy();
  });

  it('delete only the occurrence chosen in the series choice', async () => {
    const { server, onChanged } = renderDetails(details(), () => new Response(null, { status: 204 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const choice = await screen.findByRole('dialog', { name: 'Delete a recurring appointment' });
    expect(
      within(choice).getByRole<HTMLInputElement>('radio', { name: 'Only this occurrence' }).checked,
    ).toBe(true);
    fireEvent.click(within(choice).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/occurrence of 14\.12\.2026/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url] = deleteCalls(server);
    expect(url).toContain('occurrence=2026-12-14');
    expect(url).toContain('version=3');
  });

  it('delete the whole series when that is chosen', async () => {
    const { server, onChanged } = renderDetails(details(), () => new Response(null, { status: 204 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'The whole series' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/whole series/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(deleteCalls(server)[0]).not.toContain('occurrence=');
  });

  it('say serial-msg2 when the day is no occurrence any more', async () => {
    const { onChanged } = renderDetails(details(), () => errorResponse(404, 'NOT_FOUND'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This date is not an occurrence of the series (any more).')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('ask nothing for a single appointment and offer no change without the right', async () => {
    renderDetails(
      details({ appointment: appointmentFixture(), occurrence: '2026-12-07', canEdit: false }),
      () => new Response(null, { status: 204 }),
    );
    await screen.findByRole('dialog', { name: 'Team meeting' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText('Only its user or a planner may change this appointment.')).toBeTruthy();
  });
});
