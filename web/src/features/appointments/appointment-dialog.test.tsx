// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseSerialXml, writeSerialXml } from '@app/shared/serial/serial-xml';
import type { TAppointmentSave } from '@app/shared/appointments/appointment';
import type { TSerialPattern } from '@app/shared/serial/serial-pattern';
import type { TSession } from '@app/shared/tenants/session';
import { routedFetch } from '#test/fixtures';
import { renderWithApp } from '#test/render-with-app';
import { AppointmentForm } from './appointment-dialog';
import { appointmentProblems, emptyAppointmentState, toSaveBody } from './appointment-form';
import {
  appointmentFixture,
  employeeSession,
  listRoutes,
  me,
  plannerSession,
  serialCheckRoute,
  WithSession,
} from './test-support';

const weeklyXml =
  '<serial type="weekly" begin="2026-12-07T09:00" allday="0" dur="60" durtype="1" week="1" workdays="Mo,We" end="2027-03-01"/>';

function parsed(xml: string): TSerialPattern {
  const result = parseSerialXml(xml);
  if (!result.success) throw new Error(`bad test pattern ${xml}`);
  return result.data;
}

function renderForm(
  props: Partial<Parameters<typeof AppointmentForm>[0]> = {},
  session: TSession = employeeSession,
  occurrences: readonly string[] = ['2026-12-07', '2026-12-09', '2026-12-14'],
) {
  const server = routedFetch(serialCheckRoute(occurrences), listRoutes);
  vi.stubGlobal('fetch', server.fetch);
  const saveCall = vi.fn((_body: TAppointmentSave) => Promise.resolve(appointmentFixture()));
  const onSaved = vi.fn();
  renderWithApp(
    <WithSession session={session}>
      <AppointmentForm
        open
        date="2026-12-07"
        onClose={() => undefined}
        onSaved={onSaved}
        saveCall={saveCall}
        {...props}
      />
    </WithSession>,
    { language: 'en' },
  );
  return { saveCall, onSaved, server };
}

/** Types into a number field and leaves it (the field takes the value on blur). */
function typeNumber(name: string, value: string) {
  const input = screen.getByRole<HTMLInputElement>('textbox', { name });
  act(() => input.focus());
  fireEvent.change(input, { target: { value } });
  act(() => input.blur());
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const sentBody = (saveCall: ReturnType<typeof renderForm>['saveCall']) => {
  const body = saveCall.mock.calls[0]?.[0];
  if (!body) throw new Error('nothing saved');
  return body;
};

describe('the appointment form rules', () => {
  it('names the spec message of each missing or too long field', () => {
    const empty = emptyAppointmentState('2026-12-07', null);
    expect(appointmentProblems(empty)).toEqual({ subject: 'caption-error1', userId: 'userchoose2' });
    expect(
      appointmentProblems({ ...empty, subject: 'x'.repeat(201), location: 'y'.repeat(201), userId: me }),
    ).toEqual({ subject: 'caption-error1', location: 'appointment.error.location' });
    expect(appointmentProblems({ ...empty, subject: 'Meeting', userId: me })).toEqual({});
  });

  it('turns an all-day series of two days into the first occurrence’s days', () => {
    const state = {
      ...emptyAppointmentState('2026-12-07', me),
      subject: 'Training',
      serial: { ...parsed(weeklyXml), allDay: true, duration: 2, durationType: 3 as const },
    };
    expect(toSaveBody(state)).toMatchObject({
      begin: '2026-12-07',
      end: '2026-12-08',
      beginTime: null,
      endTime: null,
      allDay: true,
    });
  });
});

describe('the appointment dialog', () => {
  it('refuses to save without a subject and says so with caption-error1', async () => {
    const { saveCall } = renderForm();
    save();
    expect(await screen.findByText('Please enter a subject (at most 200 characters).')).toBeTruthy();
    expect(saveCall).not.toHaveBeenCalled();
  });

  it('saves a single appointment for the signed-in person on the clicked day', async () => {
    const { saveCall, onSaved } = renderForm();
    expect(screen.getByText('For Emma Employee')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: ' Dentist ' } });
    fireEvent.click(screen.getByLabelText('Private'));
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(saveCall)).toMatchObject({
      subject: 'Dentist',
      userId: me,
      begin: '2026-12-07',
      end: '2026-12-07',
      beginTime: '09:00',
      endTime: '10:00',
      private: true,
      serial: null,
    });
  });

  it('shows the next occurrences of a new weekly series from the server check', async () => {
    const { server } = renderForm({}, plannerSession);
    fireEvent.click(screen.getByLabelText('Repeat (series)'));
    expect(await screen.findByText(/09\.12\.2026/)).toBeTruthy();
    const check = server.calls.find((call) => call.url.startsWith('/api/calendar/serial/check'));
    expect((check?.body as { pattern: string } | undefined)?.pattern).toContain('type="weekly"');
    expect((check?.body as { pattern: string } | undefined)?.pattern).toContain('workdays="Mo"');
  });

  it('marks a number outside the spec bounds with its message and saves nothing', async () => {
    const { saveCall } = renderForm();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Meeting' } });
    fireEvent.click(screen.getByLabelText('Repeat (series)'));
    typeNumber('Every x weeks', '53');
    expect(await screen.findByText('Every x weeks: please enter a whole number from 1 to 52.')).toBeTruthy();
    save();
    expect((await screen.findAllByText('Please correct the series.')).length).toBe(2);
    expect(saveCall).not.toHaveBeenCalled();

    typeNumber('Every x weeks', '52');
    await waitFor(() =>
      expect(screen.queryByText('Every x weeks: please enter a whole number from 1 to 52.')).toBeNull(),
    );
  });

  it('bounds the count of occurrences to 1000 and the duration to 5000', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Repeat (series)'));
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '3' } });
    typeNumber('Occurrences', '1001');
    typeNumber('Duration', '5001');
    expect(
      await screen.findByText('The number of occurrences must be a whole number from 1 to 1000.'),
    ).toBeTruthy();
    expect(screen.getByText('The duration must be a whole number from 1 to 5000.')).toBeTruthy();
  });

  it('gives an edited series back as the same XML pattern, and a changed rule as its new XML', async () => {
    const series = appointmentFixture({ serial: parsed(weeklyXml), begin: '2026-12-07', end: '2026-12-07' });
    const { saveCall, onSaved } = renderForm({ appointment: series, appointmentId: series.id });
    expect(await screen.findByText(/14\.12\.2026/)).toBeTruthy();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const first = sentBody(saveCall);
    expect(first).toMatchObject({ id: series.id, version: 3, begin: '2026-12-07', beginTime: '09:00' });
    expect(first.occurrence).toBeUndefined();
    expect(first.serial && writeSerialXml(first.serial)).toBe(weeklyXml);
  });

  it('writes a monthly "last Friday every 2 months" rule into the XML', async () => {
    const series = appointmentFixture({ serial: parsed(weeklyXml) });
    const { saveCall, onSaved } = renderForm({ appointment: series, appointmentId: series.id });
    fireEvent.change(screen.getByLabelText('Repeats'), { target: { value: 'monthly' } });
    fireEvent.change(screen.getByLabelText('Monthly on'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Which'), { target: { value: 'L' } });
    fireEvent.change(screen.getByLabelText('Weekday'), { target: { value: 'Fr' } });
    typeNumber('Every x months', '2');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const serial = sentBody(saveCall).serial;
    expect(serial && writeSerialXml(serial)).toBe(
      '<serial type="monthly" begin="2026-12-07T09:00" allday="0" dur="60" durtype="1" mode="2" month="2" p1="L" p2="Fr" end="2027-03-01"/>',
    );
  });

  it('edits one occurrence of a series as a single appointment on that day', async () => {
    const series = appointmentFixture({ serial: parsed(weeklyXml) });
    const { saveCall, onSaved } = renderForm({
      appointment: series,
      appointmentId: series.id,
      occurrence: '2026-12-16',
    });
    expect(screen.getByText('You are editing the occurrence of 16.12.2026 only.')).toBeTruthy();
    expect(screen.queryByLabelText('Repeat (series)')).toBeNull();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(saveCall)).toMatchObject({
      id: series.id,
      occurrence: '2026-12-16',
      begin: '2026-12-16',
      end: '2026-12-16',
      serial: null,
    });
  });

  it('lets a planner choose another person', async () => {
    const server = routedFetch(serialCheckRoute([]), ({ url }) =>
      url === '/api/users'
        ? new Response(
            JSON.stringify([
              {
                id: '00000000-0000-4000-8000-0000000000b2',
                username: 'lena',
                displayName: 'Lena Schmidt',
                email: '',
                roleIds: [],
                active: true,
                language: 'de',
                unitId: null,
                extraUnitIds: [],
                responsibleUnitIds: null,
                userGroupIds: [],
                fields: {},
                qualificationIds: [],
                version: 1,
              },
            ]),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          )
        : url.startsWith('/api/tags')
          ? new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })
          : undefined,
    );
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(
      <WithSession session={plannerSession}>
        <AppointmentForm open date="2026-12-07" onClose={() => undefined} onSaved={() => undefined} />
      </WithSession>,
      { language: 'en' },
    );
    const user = await screen.findByRole<HTMLInputElement>('combobox', { name: 'User' });
    act(() => user.focus());
    fireEvent.change(user, { target: { value: 'Lena' } });
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Lena Schmidt')).toBeTruthy();
  });
});
