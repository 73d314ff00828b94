// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSession } from '@app/shared/tenants/session';
import { SessionContext } from '#app/session';
import { renderSignedIn } from '#test/signed-in-app';
import { typeDate } from '#test/date-input';
import { errorResponse, jsonResponse } from '#test/fixtures';
import { AbsenceDialog, type AbsenceDialogProps } from './absence-dialog';
import {
  absenceOf,
  approver,
  catalogueRoutes,
  colleague,
  employee,
  absenceId,
  leave,
  me,
  overtime,
  resultOf,
  sick,
} from './absence-test-fixtures';

type Call = { url: string; method: string; body: unknown };

function open(session: TSession, props: Partial<AbsenceDialogProps>, answer: (call: Call) => Response) {
  const onSaved = vi.fn();
  const server = renderSignedIn(
    '/absence-test',
    {
      session,
      language: 'en',
      children: (
        <SessionContext.Provider value={session}>
          <AbsenceDialog open onClose={vi.fn()} onSaved={onSaved} date="2026-12-07" {...props} />
        </SessionContext.Provider>
      ),
    },
    catalogueRoutes,
    (call) => (call.url === '/api/absences' && call.method === 'POST' ? answer(call) : undefined),
  );
  const posted = () => server.calls.filter((call) => call.url === '/api/absences' && call.method === 'POST');
  return { onSaved, posted };
}

const created = (call: Call) => {
  const body = call.body as { userId: string; begin: string; end: string };
  return jsonResponse(resultOf(absenceOf({ ...body, userId: body.userId })), 201);
};

async function chooseType(name: string) {
  const select = await screen.findByRole('combobox', { name: 'Absence type' });
  await waitFor(() => expect(within(select).queryByRole('option', { name })).toBeTruthy());
  const option = within(select).getByRole<HTMLOptionElement>('option', { name });
  fireEvent.change(select, { target: { value: option.value } });
}

describe('the absence dialog (Create)', () => {
  it('starts as leave, asks for a type before sending, offers only enabled types and one half-day box for one day', async () => {
    const { posted } = open(employee, {}, created);
    const dialog = await screen.findByRole('dialog', { name: 'New absence' });
    expect(within(dialog).getByText('Emma Employee')).toBeTruthy();
    const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Absence type' });
    // Leave is chosen from the start: what people ask for most.
    expect(select.selectedOptions[0]?.textContent).toBe('Leave');
    expect(within(select).queryByRole('option', { name: 'Old type' })).toBeNull();
    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Please choose an absence type.')).toBeTruthy();
    expect(posted()).toHaveLength(0);
    // One day: one box; the employee has no state to choose.
    expect(within(dialog).getByRole('checkbox', { name: 'Half a day only' })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Half day on the last day' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'State' })).toBeNull();
  });

  it('shows what the leave costs before it is sent: working days, the year account’s remaining days, what is left', async () => {
    const account = { remainingDays: 8, plannedDays: 2, timeAccountMinutes: null };
    renderSignedIn(
      '/absence-test',
      {
        session: employee,
        language: 'en',
        children: (
          <SessionContext.Provider value={employee}>
            <AbsenceDialog open onClose={vi.fn()} onSaved={vi.fn()} date="2026-12-07" />
          </SessionContext.Provider>
        ),
      },
      catalogueRoutes,
      ({ url }) =>
        url === `/api/year-tables/vacation-account/${me}`
          ? jsonResponse({
              userId: me,
              year: 2026,
              stored: true,
              entitlementDays: 30,
              carryOverDays: 0,
              takenDays: 20,
              ...account,
            })
          : undefined,
    );
    const preview = await screen.findByRole('region', { name: 'Your leave' });
    expect(within(preview).getByText('This request: 1 working day')).toBeTruthy();
    expect(
      await within(preview).findByText(/Leave left in 2026: 8 days, of which 2 days are already requested/),
    ).toBeTruthy();
    expect(within(preview).getByText('Still free afterwards: 5 days')).toBeTruthy();
    // Monday to the Tuesday after: seven working days, one more than is free.
    typeDate(screen.getByRole('group', { name: 'Last day' }), '15122026');
    const longer = await screen.findByRole('region', { name: 'Your leave' });
    expect(await within(longer).findByText('This request: 7 working days')).toBeTruthy();
    expect(within(longer).getByText('That is 1 day more than you have left in 2026.')).toBeTruthy();
  });

  it('reports sick in one short form: today to the day given, the sick type, a note, no substitutes', async () => {
    const { posted, onSaved } = open(employee, { variant: 'sick' }, (call) => {
      const body = call.body as { begin: string; end: string };
      return jsonResponse(resultOf(absenceOf({ ...body, absenceTypeId: sick.id, state: 1 })), 201);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Report sick' });
    // The type is the company's sick type, shown and not chosen; nobody is asked to substitute.
    expect(within(dialog).getByText('Sick')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Absence type' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Lena Schmidt' })).toBeNull();
    expect(within(dialog).queryByRole('region', { name: 'Your leave' })).toBeNull();
    typeDate(within(dialog).getByRole('group', { name: 'Last day' }), '09122026');
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Fever' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report sick' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({
      userId: me,
      absenceTypeId: sick.id,
      begin: '2026-12-07',
      end: '2026-12-09',
      notes: 'Fever',
      substituteIds: [],
    });
    // Waiting for approval as the company's rules say: the person is told where it went.
    expect(await screen.findByText('Your sick report went to the planners. Get well soon!')).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('requests leave with a half last day and a substitute, then shows the warnings of the answer', async () => {
    const { posted, onSaved } = open(employee, {}, () =>
      jsonResponse(
        resultOf(absenceOf({ end: '2026-12-11', endState: 'half' }), {
          shiftConflicts: [
            { date: '2026-12-08', unitId: leave.id, entryId: 'a' },
            { date: '2026-12-09', unitId: leave.id, entryId: 'b' },
          ],
          absentWarnings: [
            { date: '2026-12-08', unitId: leave.id, unitName: 'Station 1', absent: 3, max: 2 },
            { date: '2026-12-09', unitId: leave.id, unitName: 'Station 1', absent: 3, max: 2 },
            { date: '2026-12-10', unitId: leave.id, unitName: 'Station 1', absent: 3, max: 2 },
            { date: '2026-12-11', unitId: leave.id, unitName: 'Station 1', absent: 4, max: 2 },
          ],
        }),
        201,
      ),
    );
    await chooseType('Leave');
    typeDate(screen.getByRole('group', { name: 'Last day' }), '11122026');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Half day on the last day' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Lena Schmidt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toEqual({
      userId: me,
      absenceTypeId: leave.id,
      begin: '2026-12-07',
      end: '2026-12-11',
      beginState: 'full',
      endState: 'half',
      beginTime: null,
      endTime: null,
      notes: '',
      substituteIds: [colleague],
      state: 1,
    });
    const warnings = await screen.findByRole('dialog', { name: 'Saved: please note' });
    expect(within(warnings).getByText('You have 2 shifts in this period:')).toBeTruthy();
    expect(within(warnings).getByText('08.12.2026, 09.12.2026')).toBeTruthy();
    // Days in a row with the same count are one line.
    expect(
      within(warnings).getByText('From 08.12.2026 to 10.12.2026 3 of max 2 people of Station 1 are away.'),
    ).toBeTruthy();
    expect(within(warnings).getByText('On 11.12.2026 4 of max 2 people of Station 1 are away.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(within(warnings).getByRole('button', { name: 'OK' }));
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('shows why a rule refuses the request and keeps the dialog open', async () => {
    const reason = 'Christmas trade: no Leave from 20.12.2026 to 31.12.2026 (Emma Employee, 22.12.2026).';
    const { posted, onSaved } = open(employee, {}, () =>
      errorResponse(400, 'RULE_REFUSED', reason, {
        reason,
        messageKey: 'rules.finding.barrier',
        findings: [{ ruleName: 'Christmas trade', message: reason, date: '2026-12-22' }],
      }),
    );
    await chooseType('Leave');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    const dialog = screen.getByRole('dialog', { name: 'New absence' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(reason);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a barrier that only warns and a rule’s message for requests after saving', async () => {
    open(employee, {}, () =>
      jsonResponse(
        resultOf(absenceOf({}), {
          ruleFindings: [
            {
              ruleId: 'r1',
              ruleType: 'BARRIER',
              ruleName: 'Inventory',
              level: 'WRN',
              messageKey: 'rules.finding.barrier',
              message: 'Inventory: no Leave from 07.12.2026 to 08.12.2026 (Emma Employee, 07.12.2026).',
              date: '2026-12-07',
            },
            {
              ruleId: 'r2',
              ruleType: 'MSG',
              ruleName: 'Year end',
              level: 'INFO',
              messageKey: 'rules.finding.msgRequest',
              message: 'Year end: Hand over your open tasks first.',
              date: '2026-12-07',
            },
          ],
        }),
        201,
      ),
    );
    await chooseType('Leave');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    const warnings = await screen.findByRole('dialog', { name: 'Saved: please note' });
    expect(
      within(warnings).getByText(
        'Inventory: no Leave from 07.12.2026 to 08.12.2026 (Emma Employee, 07.12.2026).',
      ),
    ).toBeTruthy();
    expect(within(warnings).getByText('Year end: Hand over your open tasks first.')).toBeTruthy();
  });

  it('shows no cost while a typed year is still incomplete, and the cost once the date is whole', async () => {
    // Typing 01.02.2027 passes through the years 2, 20 and 202: those days are no request, and counting their
    // working days once crashed the dialog (a page that went wrong instead of the form).
    open(employee, { date: '2026-12-07' }, created);
    await screen.findByRole('region', { name: 'Your leave' });
    typeDate(screen.getByRole('group', { name: 'First day' }), '01020002');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your leave' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'New absence' })).toBeTruthy();
    typeDate(screen.getByRole('group', { name: 'First day' }), '01122026');
    const preview = await screen.findByRole('region', { name: 'Your leave' });
    expect(await within(preview).findByText('This request: 5 working days')).toBeTruthy();
  });

  it('moves the last day along when the first day passes it', async () => {
    const { posted } = open(employee, { date: '2026-12-07' }, created);
    await chooseType('Leave');
    typeDate(screen.getByRole('group', { name: 'First day' }), '14122026');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({ begin: '2026-12-14', end: '2026-12-14' });
  });

  it('has begin and end times only for absences of class 10, and requires them there', async () => {
    const { posted, onSaved } = open(employee, {}, created);
    await chooseType('Leave');
    expect(screen.queryByRole('textbox', { name: 'From' })).toBeNull();
    await chooseType('Overtime off');
    const from = await screen.findByRole<HTMLInputElement>('textbox', { name: 'From' });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findAllByText('This absence type needs a begin and an end time.')).toHaveLength(2);
    expect(posted()).toHaveLength(0);
    for (const [input, text] of [
      [from, '8'],
      [screen.getByRole<HTMLInputElement>('textbox', { name: 'Until' }), '1130'],
    ] as const) {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
    }
    expect(screen.queryByRole('checkbox', { name: 'Half a day only' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({
      absenceTypeId: overtime.id,
      beginTime: '08:00',
      endTime: '11:30',
      beginState: 'full',
      endState: 'full',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });

  it('shows the server field message where it belongs', async () => {
    const { posted } = open(employee, {}, () =>
      errorResponse(400, 'VALIDATION_FAILED', 'invalid', {
        issues: [
          { path: 'body.substituteIds', code: 'invalid_value', message: 'absences.error.substituteSelf' },
        ],
      }),
    );
    await chooseType('Leave');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(await screen.findByText('A person cannot be their own substitute.')).toBeTruthy();
  });

  it('lets an approver choose the person and the state, approved by default for someone else (CreateEx)', async () => {
    const { posted } = open(approver, { userId: colleague }, created);
    const person = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Person' });
    await waitFor(() => expect(person.value).toBe(colleague));
    const state = screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' });
    expect(state.value).toBe('3');
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Approved', 'Requested', 'Planned']);
    await chooseType('Leave');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({ userId: colleague, state: 3 });
  });

  it('edits at the version read and keeps the warnings on screen while the absence is read again', async () => {
    let version = 1;
    const onSaved = vi.fn();
    const server = renderSignedIn(
      '/absence-test',
      {
        session: employee,
        language: 'en',
        children: (
          <SessionContext.Provider value={employee}>
            <AbsenceDialog open absenceId={absenceId} onClose={vi.fn()} onSaved={onSaved} />
          </SessionContext.Provider>
        ),
      },
      catalogueRoutes,
      ({ url, method }) => {
        if (url !== `/api/absences/${absenceId}`) return undefined;
        if (method === 'GET')
          return jsonResponse(absenceOf({ notes: version === 1 ? 'Ski' : 'Changed', version }));
        version += 1;
        return jsonResponse(
          resultOf(absenceOf({ version }), {
            shiftConflicts: [{ date: '2026-12-08', unitId: leave.id, entryId: 'a' }],
          }),
        );
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit absence' });
    const notes = await within(dialog).findByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' });
    expect(notes.value).toBe('Ski');
    fireEvent.change(notes, { target: { value: 'Skiing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const put = () => server.calls.filter((call) => call.method === 'PUT');
    await waitFor(() => expect(put()).toHaveLength(1));
    expect(put()[0]?.body).toMatchObject({ notes: 'Skiing', version: 1 });
    const warnings = await screen.findByRole('dialog', { name: 'Saved: please note' });
    expect(within(warnings).getByText('You have 1 shift in this period:')).toBeTruthy();
    fireEvent.click(within(warnings).getByRole('button', { name: 'OK' }));
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('says that someone else changed the absence and starts again from what is stored now', async () => {
    const server = renderSignedIn(
      '/absence-test',
      {
        session: employee,
        language: 'en',
        children: (
          <SessionContext.Provider value={employee}>
            <AbsenceDialog open absenceId={absenceId} onClose={vi.fn()} onSaved={vi.fn()} />
          </SessionContext.Provider>
        ),
      },
      catalogueRoutes,
      ({ url, method }) => {
        if (url !== `/api/absences/${absenceId}`) return undefined;
        if (method === 'PUT') return errorResponse(409, 'CONFLICT');
        const reads = server.calls.filter((call) => call.url === url && call.method === 'GET').length;
        return jsonResponse(absenceOf({ notes: reads > 1 ? 'Changed by Paul' : 'Ski', version: reads }));
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit absence' });
    const notes = await within(dialog).findByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' });
    fireEvent.change(notes, { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Someone else changed this in the meantime. Please reload and try again.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' }).value).toBe(
        'Changed by Paul',
      ),
    );
  });
});
