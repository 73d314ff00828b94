// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAbsenceDetails, TRecipient } from '@app/shared/absences/absence';
import type { TSession } from '@app/shared/tenants/session';
import { SessionContext } from '#app/session';
import { renderSignedIn } from '#test/signed-in-app';
import { errorResponse, jsonResponse } from '#test/fixtures';
import { AbsenceDetailsDialog } from './absence-details-dialog';
import {
  absenceId,
  absenceOf,
  approver,
  colleague,
  detailsOf,
  employee,
  me,
  planner,
  resultOf,
} from './absence-test-fixtures';

const noRights = detailsOf().stateInfo;
const recipients: TRecipient[] = [
  { userId: me, displayName: 'Emma Employee', role: 'person', checked: true },
  { userId: colleague, displayName: 'Lena Schmidt', role: 'substitute', checked: false },
];

function open(
  session: TSession,
  details: TAbsenceDetails,
  { people = recipients, change }: { people?: TRecipient[]; change?: () => Response } = {},
) {
  const onChanged = vi.fn();
  const server = renderSignedIn(
    '/absence-test',
    {
      session,
      language: 'en',
      children: (
        <SessionContext.Provider value={session}>
          <AbsenceDetailsDialog absenceId={absenceId} onClose={vi.fn()} onChanged={onChanged} />
        </SessionContext.Provider>
      ),
    },
    ({ url, method }) => {
      if (url === `/api/absences/${absenceId}/details`) return jsonResponse(details);
      if (url.startsWith(`/api/absences/${absenceId}/recipients`)) return jsonResponse(people);
      if (url === '/api/absences/state' && method === 'POST')
        return change ? change() : jsonResponse(resultOf(details.absence));
      return undefined;
    },
  );
  const sent = () => server.calls.filter((call) => call.url === '/api/absences/state');
  const loads = () => server.calls.filter((call) => call.url.endsWith('/details'));
  return { onChanged, sent, loads, server };
}

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => name !== '×');

describe('the absence details (DetailsModal)', () => {
  it('shows the absence with substitutes and history, and exactly the buttons the state info allows', async () => {
    open(
      approver,
      detailsOf({
        absence: absenceOf({
          endState: 'half',
          notes: 'Family visit',
          substitutes: [
            {
              EntryId: absenceId,
              SubstituteId: colleague,
              UserDisplayName: 'Lena Schmidt',
              state: 4,
              reason: 'I am away too',
              at: '2026-12-02T09:00:00.000Z',
            },
          ],
          approvals: [{ stage: 1, by: planner, at: '2026-12-02T10:00:00.000Z', state: 3, reason: null }],
        }),
        names: { [planner]: 'Paul Planner' },
        stateInfo: { ...noRights, CanApprove: true, CanDeny: true, CanEdit: true },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Absence' });
    expect(await within(dialog).findByText('07.12.2026 – 11.12.2026 (half day)')).toBeTruthy();
    expect(within(dialog).getByText('Leave')).toBeTruthy();
    expect(within(dialog).getByText('Requested')).toBeTruthy();
    expect(within(dialog).getByText('Family visit')).toBeTruthy();
    expect(within(dialog).getByText('Declined')).toBeTruthy();
    expect(within(dialog).getByText('Reason: I am away too')).toBeTruthy();
    // The time is shown in the display zone (the tenant's once the session set it).
    expect(
      within(dialog).getByText(/^Stage 1: Approved by Paul Planner on 02\.12\.2026 \d\d:00$/),
    ).toBeTruthy();
    expect(buttonNames(dialog)).toEqual(['Edit', 'Deny', 'Approve']);
  });

  it('names the rule that approved an absence automatically', async () => {
    open(
      approver,
      detailsOf({
        absence: absenceOf({
          approvals: [
            {
              stage: 1,
              by: me,
              at: '2026-12-02T10:00:00.000Z',
              state: 3,
              reason: null,
              rule: { id: '00000000-0000-4000-8000-0000000000e1', name: 'Short leave' },
            },
          ],
        }),
        names: { [me]: 'Emma Employee' },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Absence' });
    expect(await within(dialog).findByText('Approved automatically by the rule “Short leave”')).toBeTruthy();
  });

  it('offers cancel and delete to the owner of a planned absence, nothing else', async () => {
    open(
      employee,
      detailsOf({ stateInfo: { ...noRights, CanCancel: true, CanDelete: true, CanRequest: true } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Absence' });
    await within(dialog).findByText('Emma Employee');
    expect(buttonNames(dialog)).toEqual(['Delete', 'Request', 'Cancel absence']);
  });

  it('asks for a reason on deny, then whom to notify, and sends the chosen people', async () => {
    const { sent, onChanged } = open(approver, detailsOf({ stateInfo: { ...noRights, CanDeny: true } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    const reasonDialog = await screen.findByRole('dialog', { name: 'Deny the absence' });
    fireEvent.click(within(reasonDialog).getByRole('button', { name: 'Deny' }));
    expect(await within(reasonDialog).findByText('Please give a reason.')).toBeTruthy();
    expect(sent()).toHaveLength(0);
    fireEvent.change(within(reasonDialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Too many people away' },
    });
    fireEvent.click(within(reasonDialog).getByRole('button', { name: 'Deny' }));
    const notifier = await screen.findByRole('dialog', { name: 'Whom to notify' });
    const person = within(notifier).getByRole<HTMLInputElement>('checkbox', { name: 'Emma Employee' });
    const substitute = within(notifier).getByRole<HTMLInputElement>('checkbox', { name: 'Lena Schmidt' });
    expect([person.checked, substitute.checked]).toEqual([true, false]);
    fireEvent.click(person);
    fireEvent.click(substitute);
    expect(sent()).toHaveLength(0);
    fireEvent.click(within(notifier).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body).toEqual({
      appointmentId: absenceId,
      state: 'Deny',
      target: 'Appointment',
      reason: 'Too many people away',
      notifyUserIds: [colleague],
      version: 1,
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
  });

  it('approves at once when there is nobody to choose to notify', async () => {
    const { sent } = open(approver, detailsOf({ stateInfo: { ...noRights, CanApprove: true } }), {
      people: [],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    // The approval may carry a comment; without one it goes through as well.
    const approveDialog = await screen.findByRole('dialog', { name: 'Approve the absence' });
    fireEvent.click(within(approveDialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Whom to notify' })).toBeNull();
    expect(sent()[0]?.body).toEqual({
      appointmentId: absenceId,
      state: 'Approve',
      target: 'Appointment',
      version: 1,
    });
  });

  it('lets a named substitute agree or decline (with a reason) as target Substitute', async () => {
    const { sent } = open(colleagueSession(), detailsOf({ canAnswerAsSubstitute: true }), { people: [] });
    const dialog = await screen.findByRole('dialog', { name: 'Absence' });
    await within(dialog).findByText('Emma Employee');
    expect(buttonNames(dialog)).toEqual(['Decline', 'Agree']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const reasonDialog = await screen.findByRole('dialog', { name: 'Decline the substitution' });
    fireEvent.change(within(reasonDialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Away' },
    });
    fireEvent.click(within(reasonDialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body).toMatchObject({ state: 'Deny', target: 'Substitute', reason: 'Away' });
  });

  it('says that someone else changed the absence and reads it again on a version conflict', async () => {
    const { sent, loads } = open(approver, detailsOf({ stateInfo: { ...noRights, CanApprove: true } }), {
      people: [],
      change: () => errorResponse(409, 'CONFLICT'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const approveDialog = await screen.findByRole('dialog', { name: 'Approve the absence' });
    fireEvent.change(
      within(approveDialog).getByRole('textbox', { name: 'Comment for the requester (optional)' }),
      {
        target: { value: 'Enjoy' },
      },
    );
    fireEvent.click(within(approveDialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body).toMatchObject({ state: 'Approve', reason: 'Enjoy' });
    expect(
      await screen.findByText('Someone else changed this in the meantime. Please reload and try again.'),
    ).toBeTruthy();
    await waitFor(() => expect(loads().length).toBeGreaterThanOrEqual(2));
  });
});

function colleagueSession(): TSession {
  return { ...employee, currentUserId: colleague, displayName: 'Lena Schmidt' };
}
