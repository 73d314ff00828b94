// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAbsenceSeriesDetails, TAbsenceSeriesResult } from '@app/shared/absences/absence-series';
import { SessionContext } from '#app/session';
import { renderSignedIn } from '#test/signed-in-app';
import { jsonResponse } from '#test/fixtures';
import { AbsenceDialog } from './absence-dialog';
import { AbsenceDetailsDialog } from './absence-details-dialog';
import {
  absenceId,
  absenceOf,
  approver,
  catalogueRoutes,
  detailsOf,
  employee,
  leave,
  me,
  resultOf,
} from './absence-test-fixtures';

const seriesId = '00000000-0000-4000-8000-000000000200';
const pattern = {
  begin: '2026-12-01',
  time: '00:00',
  allDay: true,
  duration: 1,
  durationType: 3 as const,
  rule: { type: 'weekly' as const, every: 1, weekdays: ['Tu' as const] },
  end: { type: 3 as const, count: 4 },
};
const occurrence = absenceOf({
  begin: '2026-12-08',
  end: '2026-12-08',
  seriesId,
  seriesDate: '2026-12-08',
});
const seriesDetails: TAbsenceSeriesDetails = {
  series: {
    id: seriesId,
    userId: me,
    absenceTypeId: leave.id,
    pattern,
    beginState: 'full',
    endState: 'full',
    beginTime: null,
    endTime: null,
    notes: '',
    breaks: [],
    createdBy: me,
    createdAt: '2026-11-20T08:00:00.000Z',
    version: 3,
  },
  occurrences: ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22'].map((day) =>
    absenceOf({ id: `00000000-0000-4000-8000-0000000003${day.slice(8)}`, begin: day, end: day, seriesId }),
  ),
  last: '2026-12-22',
};
const seriesResult: TAbsenceSeriesResult = {
  series: null,
  changed: 3,
  shiftConflicts: [],
  absentWarnings: [],
  ruleFindings: [],
};

/** A number field takes its value when it loses the focus. */
function typeNumber(field: HTMLInputElement, value: string) {
  act(() => field.focus());
  fireEvent.change(field, { target: { value } });
  act(() => field.blur());
}

describe('the series part of the absence dialog', () => {
  it('repeats a new absence weekly on its weekday, without substitutes, and sends the rule and the end', async () => {
    const server = renderSignedIn(
      '/absence-test',
      {
        session: employee,
        language: 'en',
        children: (
          <SessionContext.Provider value={employee}>
            <AbsenceDialog open onClose={vi.fn()} onSaved={vi.fn()} date="2026-12-08" />
          </SessionContext.Provider>
        ),
      },
      catalogueRoutes,
      ({ url, method, body }) => {
        if (url === '/api/calendar/serial/check' && method === 'POST')
          return jsonResponse({ valid: true, issues: [], pattern: null, occurrences: [] });
        if (url === '/api/absences' && method === 'POST') {
          const sent = body as { begin: string; end: string };
          return jsonResponse(resultOf(absenceOf({ ...sent, seriesId })), 201);
        }
        return undefined;
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'New absence' });
    expect(within(dialog).getByRole('group', { name: /^Substitutes/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Repeat weekly/ }));

    // Only the repeat: weekdays (Tuesday, the first day's), every n weeks, an end that is a date or a count.
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Tuesday' }).checked).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Monday' }).checked).toBe(false);
    expect(within(dialog).queryByRole('combobox', { name: 'Repeat' })).toBeNull();
    const end = within(dialog).getByRole('combobox', { name: 'Ends' });
    expect(
      within(end)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['On a date', 'After a number of occurrences']);
    // A series names no substitutes (they are named on a single occurrence).
    expect(within(dialog).queryByRole('group', { name: /^Substitutes/ })).toBeNull();

    // A count left empty is the repeat's problem: nothing is sent.
    const count = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Occurrences' });
    typeNumber(count, '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(/Please check the repeat/)).toBeTruthy();
    const posted = () =>
      server.calls.filter((call) => call.url === '/api/absences' && call.method === 'POST');
    expect(posted()).toHaveLength(0);

    typeNumber(count, '6');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Thursday' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]?.body).toMatchObject({
      userId: me,
      begin: '2026-12-08',
      end: '2026-12-08',
      substituteIds: [],
      serial: { rule: { type: 'weekly', every: 1, weekdays: ['Tu', 'Th'] }, end: { type: 3, count: 6 } },
    });
  });
});

describe('an occurrence of a series in the details', () => {
  function open() {
    const details = detailsOf({
      absence: occurrence,
      stateInfo: { ...detailsOf().stateInfo, CanEdit: true, CanDelete: true, CanApprove: true },
    });
    return renderSignedIn(
      '/absence-test',
      {
        session: approver,
        language: 'en',
        children: (
          <SessionContext.Provider value={approver}>
            <AbsenceDetailsDialog absenceId={absenceId} onClose={vi.fn()} onChanged={vi.fn()} />
          </SessionContext.Provider>
        ),
      },
      catalogueRoutes,
      ({ url, method }) => {
        if (url === `/api/absences/${absenceId}/details`) return jsonResponse(details);
        if (url === `/api/absences/${absenceId}`) return jsonResponse(occurrence);
        if (url === `/api/absences/series/${seriesId}` && method === 'GET')
          return jsonResponse(seriesDetails);
        if (url.startsWith(`/api/absences/${absenceId}/recipients`)) return jsonResponse([]);
        if (url === '/api/calendar/serial/check')
          return jsonResponse({ valid: true, issues: [], pattern: null, occurrences: [] });
        if (url.startsWith(`/api/absences/series/${seriesId}`)) return jsonResponse(seriesResult);
        return undefined;
      },
    );
  }
  const seriesCalls = (server: ReturnType<typeof open>, method: string) =>
    server.calls.filter(
      (call) => call.url.startsWith(`/api/absences/series/${seriesId}`) && call.method === method,
    );

  it('shows its series, and approves the series as a whole', async () => {
    const server = open();
    // The details replace their loading sheet once the absence and its series are read.
    expect(
      await screen.findByText(/Part of a series: Weekly on Tuesday, 01\.12\.2026 to 22\.12\.2026 \(4 days\)/),
    ).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Absence' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    // The approval's optional comment first; then the whole series is approved (one call, not one per day).
    const comment = await screen.findByRole('dialog', { name: 'Approve the absence' });
    fireEvent.click(within(comment).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(seriesCalls(server, 'POST')).toHaveLength(1));
    expect(seriesCalls(server, 'POST')[0]).toMatchObject({
      url: `/api/absences/series/${seriesId}/state`,
      body: { state: 'Approve', version: 3 },
    });
    expect(server.calls.filter((call) => call.url === '/api/absences/state')).toEqual([]);
  });

  it('asks this one, all following or all before an edit, and edits all following from its day', async () => {
    const server = open();
    await screen.findByText(/Part of a series/);
    const dialog = screen.getByRole('dialog', { name: 'Absence' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const choice = await screen.findByRole('dialog', { name: 'Edit a recurring absence' });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent?.trim()),
    ).toEqual(['Only this occurrence', 'This and all following occurrences', 'The whole series']);
    fireEvent.click(within(choice).getByRole('radio', { name: /This and all following/ }));
    fireEvent.click(within(choice).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/The changes apply from 08\.12\.2026 on/)).toBeTruthy();
    const edit = screen.getByRole('dialog', { name: 'Edit this and the following absences' });
    // "After 4 times" counted from the series' first day: from here on its last day stands for it.
    const end = within(edit).getByRole<HTMLSelectElement>('combobox', { name: 'Ends' });
    expect(end.value).toBe('2');
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seriesCalls(server, 'PUT')).toHaveLength(1));
    expect(seriesCalls(server, 'PUT')[0]?.body).toMatchObject({
      begin: '2026-12-08',
      from: '2026-12-08',
      version: 3,
      serial: { rule: { type: 'weekly', weekdays: ['Tu'] }, end: { type: 2, date: '2026-12-22' } },
    });
  });

  it('deletes the whole series after asking', async () => {
    const server = open();
    await screen.findByText(/Part of a series/);
    const dialog = screen.getByRole('dialog', { name: 'Absence' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const choice = await screen.findByRole('dialog', { name: 'Delete a recurring absence' });
    fireEvent.click(within(choice).getByRole('radio', { name: /The whole series/ }));
    fireEvent.click(within(choice).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete absence' });
    expect(within(confirm).getByText('Delete all absences of Emma Employee in this series?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seriesCalls(server, 'DELETE')).toHaveLength(1));
    expect(seriesCalls(server, 'DELETE')[0]?.url).toBe(`/api/absences/series/${seriesId}?version=3`);
  });
});
