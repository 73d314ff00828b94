/**
 * Common appointments (issue 11, deliverables 5 and 6): save, read, details, delete; a series edited whole or in
 * one occurrence; one occurrence deleted and the calendar without it; private appointments for their user only;
 * a weekly 09:00 meeting across the October clock change; bounds and another tenant.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentContracts as appointments } from '@app/shared/appointments/appointments.contracts';
import type { TAppointmentSave } from '@app/shared/appointments/appointment';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import type { TSerialPattern } from '@app/shared/serial/serial-pattern';
import { tagContracts } from '@app/shared/tags/tags.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let stranger: TestTenant;
let root: TUnit;
type Person = { id: string; token: string; version: number };
let anna: Person;
let ben: Person;
let planner: Person;

async function placeIn(person: Person, unitId: string): Promise<void> {
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: person.id }, body: { unitId, version: person.version } },
    { token: admin.token },
  );
  person.version = present(moved.data).version;
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  stranger = await signUpTenant(api);
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  // One after the other: the local Cognito keeps its users in one file.
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  ben = await createUserAndSignIn(api, admin, 'ben', ['employee']);
  planner = await createUserAndSignIn(api, admin, 'paula', ['planner']);
  await placeIn(anna, root.id);
  await placeIn(ben, root.id);
  await placeIn(planner, root.id);
});

/** Every Tuesday, no end: the web sends the whole pattern; the server takes begin, time and duration from the dates. */
const weeklyTuesday = (begin: string): TSerialPattern => ({
  begin,
  time: '09:00',
  allDay: false,
  duration: 30,
  durationType: 1,
  rule: { type: 'weekly', every: 1, weekdays: ['Tu'] },
  end: { type: 1 },
});

const save = (body: TAppointmentSave, token: string) => api.send(appointments.save, { body }, { token });
const meeting = (overrides: Partial<TAppointmentSave> = {}): TAppointmentSave => ({
  subject: 'Team meeting',
  begin: '2027-03-02',
  end: '2027-03-02',
  beginTime: '09:00',
  endTime: '09:30',
  userId: planner.id,
  ...overrides,
});
/** The calendar's appointment slots of the root unit, of one subject (the tests' endless series run on). */
const appointmentSlots = async (
  from: string,
  to: string,
  token: string,
  subject?: string,
): Promise<TCalendarSlot[]> => {
  const answer = await api.send(calendar.list, { body: { from, to, unitIds: [root.id] } }, { token });
  expect(answer.status).toBe(200);
  return present(answer.data).slots.filter(
    (slot) => slot.clickType === 'CA' && (subject === undefined || slot.name === subject),
  );
};
const remove = (appointmentId: string, version: number, token: string, occurrence?: string) =>
  api.send(
    appointments.delete,
    {
      params: { appointmentId },
      query: { version: String(version), ...(occurrence ? { occurrence } : {}) },
    },
    { token },
  );

describe('a single appointment', () => {
  it('is saved, read, shown on its unit row with its tag colour, detailed and deleted', async () => {
    const tag = await api.send(
      tagContracts.create,
      { body: { name: 'Training', color: '#aa3300', category: 'APPOINTMENT' } },
      { token: admin.token },
    );
    const saved = await save(
      meeting({
        subject: 'First aid training',
        userId: anna.id,
        location: 'Room 2',
        tagId: present(tag.data).id,
      }),
      anna.token,
    );
    expect(saved.status).toBe(200);
    const appointment = present(saved.data);
    expect(appointment).toMatchObject({ userId: anna.id, unitIds: [root.id], version: 1, serial: null });

    const read = await api.send(
      appointments.get,
      { params: { appointmentId: appointment.id } },
      { token: ben.token },
    );
    expect(read.data?.subject).toBe('First aid training');
    const details = present(
      (
        await api.send(
          appointments.details,
          { params: { appointmentId: appointment.id }, query: {} },
          { token: ben.token },
        )
      ).data,
    );
    expect(details).toMatchObject({
      userName: 'User anna',
      unitNames: [root.name],
      tagName: 'Training',
      tagColor: '#aa3300',
      occurrence: '2027-03-02',
      canEdit: false,
    });

    const slots = await appointmentSlots('2027-03-01', '2027-03-07', ben.token);
    expect(slots).toMatchObject([
      {
        id: appointment.id,
        rowKey: `G:${root.id}`,
        name: 'First aid training',
        date: '2027-03-02',
        begin: '09:00',
        end: '09:30',
        backColor: '#aa3300',
      },
    ]);

    expect((await remove(appointment.id, 1, ben.token)).status).toBe(403);
    expect((await remove(appointment.id, 1, anna.token)).status).toBe(204);
    const gone = await api.send(
      appointments.get,
      { params: { appointmentId: appointment.id } },
      { token: anna.token },
    );
    expect(gone.status).toBe(404);
    expect(gone.error?.messageKey).toBe('ITEM_NOT_EXISTS');
    expect(await appointmentSlots('2027-03-01', '2027-03-07', ben.token)).toEqual([]);
  });

  it('refuses a missing subject or user, a reversed end, missing times and a bad series pattern', async () => {
    const issueKeys = async (body: unknown, token = planner.token) => {
      const answer = await api.call('POST', '/api/appointments', { body, token });
      expect(answer.status).toBe(400);
      const details = (answer.body as { error: { details: { issues: { messageKey?: string }[] } } }).error
        .details;
      return details.issues.map((issue) => issue.messageKey);
    };
    expect(await issueKeys({ ...meeting(), subject: ' ' })).toContain('caption-error1');
    expect(await issueKeys({ ...meeting(), subject: 'x'.repeat(201) })).toContain('caption-error1');
    const { userId: _userId, ...withoutUser } = meeting();
    expect(await issueKeys(withoutUser)).toContain('userchoose2');
    expect(await issueKeys({ ...meeting(), end: '2027-03-01' })).toContain(
      'appointments.error.endBeforeBegin',
    );
    expect(await issueKeys({ ...meeting(), endTime: '08:00' })).toContain(
      'appointments.error.endBeforeBegin',
    );
    expect(await issueKeys({ ...meeting(), beginTime: null })).toContain('appointments.error.timesRequired');
    const badPattern = {
      ...weeklyTuesday('2027-03-02'),
      rule: { type: 'weekly', every: 60, weekdays: ['Tu'] },
    };
    expect(await issueKeys({ ...meeting(), serial: badPattern })).toContain('serial.weeks.range');
    const ended = { ...weeklyTuesday('2027-03-02'), end: { type: 2, date: '2027-03-01' } };
    expect(await issueKeys({ ...meeting(), serial: ended })).toContain('serial.end.beforeBegin');
    // All day without times is fine; an employee cannot make one for someone else.
    const allDay = await save(
      meeting({ userId: ben.id, allDay: true, beginTime: null, endTime: null }),
      ben.token,
    );
    expect(allDay.data).toMatchObject({ allDay: true, beginTime: null, endTime: null });
    expect((await save(meeting({ userId: anna.id }), ben.token)).status).toBe(403);
    expect(await issueKeys({ ...meeting(), userId: anna.id, private: true })).toContain(
      'appointments.error.privateForOthers',
    );
  });
});

describe('a series', () => {
  it('is edited whole, or in one occurrence that becomes a single appointment', async () => {
    const series = present(
      (
        await save(
          meeting({ serial: weeklyTuesday('2027-04-06'), begin: '2027-04-06', end: '2027-04-06' }),
          planner.token,
        )
      ).data,
    );
    expect(series.serial).toMatchObject({
      begin: '2027-04-06',
      time: '09:00',
      duration: 30,
      durationType: 1,
    });
    const april = await appointmentSlots('2027-04-01', '2027-04-30', anna.token);
    expect(april.map((slot) => slot.date)).toEqual(['2027-04-06', '2027-04-13', '2027-04-20', '2027-04-27']);
    expect(april.every((slot) => slot.serialId === series.id && slot.rowKey === `G:${root.id}`)).toBe(true);

    // The whole series: a new subject and time on every occurrence.
    const edited = await save(
      meeting({
        id: series.id,
        version: 1,
        subject: 'Morning briefing',
        beginTime: '08:00',
        endTime: '08:15',
        serial: weeklyTuesday('2027-04-06'),
        begin: '2027-04-06',
        end: '2027-04-06',
      }),
      planner.token,
    );
    expect(edited.data).toMatchObject({ version: 2, subject: 'Morning briefing' });
    const afterEdit = await appointmentSlots('2027-04-12', '2027-04-18', anna.token);
    expect(afterEdit).toMatchObject([
      { date: '2027-04-13', name: 'Morning briefing', begin: '08:00', end: '08:15' },
    ]);

    // One occurrence: 20 April moves to 10:00 with its own subject; the series keeps the other Tuesdays.
    const single = await save(
      meeting({
        id: series.id,
        version: 2,
        occurrence: '2027-04-20',
        subject: 'Briefing with the auditor',
        begin: '2027-04-20',
        end: '2027-04-20',
        beginTime: '10:00',
        endTime: '11:00',
      }),
      planner.token,
    );
    expect(single.data).toMatchObject({
      serial: null,
      serialSourceId: series.id,
      serialSourceDate: '2027-04-20',
    });
    const week = await appointmentSlots('2027-04-19', '2027-04-25', anna.token);
    expect(week).toMatchObject([{ id: single.data?.id, name: 'Briefing with the auditor', begin: '10:00' }]);
    const stored = present(
      (await api.send(appointments.get, { params: { appointmentId: series.id } }, { token: planner.token }))
        .data,
    );
    expect(stored).toMatchObject({ version: 3, breaks: ['2027-04-20'] });
    // An employee may read the series but not edit the planner's appointment.
    const details = await api.send(
      appointments.details,
      { params: { appointmentId: series.id }, query: { beginDate: '2027-04-27' } },
      { token: anna.token },
    );
    expect(details.data).toMatchObject({ occurrence: '2027-04-27', canEdit: false, userName: 'User paula' });
  });

  it('loses one deleted occurrence in the calendar, keeps the next week, and refuses days that are no occurrence', async () => {
    const series = present(
      (
        await save(
          meeting({
            subject: 'Handover',
            userId: anna.id,
            serial: weeklyTuesday('2027-06-01'),
            begin: '2027-06-01',
            end: '2027-06-01',
          }),
          anna.token,
        )
      ).data,
    );
    expect(
      (await appointmentSlots('2027-06-07', '2027-06-13', ben.token, 'Handover')).map((slot) => slot.date),
    ).toEqual(['2027-06-08']);
    expect((await remove(series.id, 1, anna.token, '2027-06-08')).status).toBe(204);
    expect(await appointmentSlots('2027-06-07', '2027-06-13', ben.token, 'Handover')).toEqual([]);
    expect(
      (await appointmentSlots('2027-06-14', '2027-06-20', ben.token, 'Handover')).map((slot) => slot.date),
    ).toEqual(['2027-06-15']);
    const again = await remove(series.id, 2, anna.token, '2027-06-08');
    expect(again.status).toBe(409);
    expect(again.error?.messageKey).toBe('serial-msg2');
    expect((await remove(series.id, 2, anna.token, '2027-06-09')).error?.messageKey).toBe('serial-msg2');
    expect((await remove(series.id, 2, anna.token, '2027-05-25')).error?.messageKey).toBe('serial-msg2');
    // The whole series goes, its heads with it.
    expect((await remove(series.id, 2, anna.token)).status).toBe(204);
    expect(await appointmentSlots('2027-06-14', '2027-06-20', ben.token, 'Handover')).toEqual([]);
  });

  it('keeps a weekly 09:00 meeting at 09:00 local time across the last Sunday of October', async () => {
    await save(
      meeting({
        subject: 'Weekly 9',
        serial: weeklyTuesday('2027-10-19'),
        begin: '2027-10-19',
        end: '2027-10-19',
      }),
      planner.token,
    );
    const slots = await appointmentSlots('2027-10-25', '2027-11-07', planner.token, 'Weekly 9');
    expect(slots.map((slot) => [slot.date, slot.begin, slot.end])).toEqual([
      ['2027-10-26', '09:00', '09:30'],
      ['2027-11-02', '09:00', '09:30'],
    ]);
  });
});

describe('private appointments', () => {
  it('are seen by their user only, on their own row; others get 404 and see nothing in the calendar', async () => {
    const doctor = present(
      (
        await save(
          meeting({
            subject: 'Doctor',
            userId: anna.id,
            private: true,
            begin: '2027-08-03',
            end: '2027-08-03',
          }),
          anna.token,
        )
      ).data,
    );
    expect(await appointmentSlots('2027-08-02', '2027-08-08', anna.token, 'Doctor')).toMatchObject([
      { id: doctor.id, rowKey: `U:${root.id}:${anna.id}`, name: 'Doctor' },
    ]);
    expect(await appointmentSlots('2027-08-02', '2027-08-08', ben.token, 'Doctor')).toEqual([]);
    expect(await appointmentSlots('2027-08-02', '2027-08-08', planner.token, 'Doctor')).toEqual([]);
    for (const token of [ben.token, planner.token]) {
      const read = await api.send(appointments.get, { params: { appointmentId: doctor.id } }, { token });
      expect(read.status).toBe(404);
      expect((await remove(doctor.id, 1, token)).status).toBe(404);
    }
    expect(
      (await api.send(appointments.get, { params: { appointmentId: doctor.id } }, { token: anna.token }))
        .status,
    ).toBe(200);
  });
});

describe('another tenant', () => {
  it("answers 404 for another tenant's appointment and leaves it as it was", async () => {
    const own = present(
      (await save(meeting({ begin: '2027-09-07', end: '2027-09-07' }), planner.token)).data,
    );
    const params = { appointmentId: own.id };
    expect((await api.send(appointments.get, { params }, { token: stranger.token })).status).toBe(404);
    expect(
      (await api.send(appointments.details, { params, query: {} }, { token: stranger.token })).status,
    ).toBe(404);
    expect((await remove(own.id, 1, stranger.token)).status).toBe(404);
    const edit = await save({ ...meeting(), id: own.id, version: 1, userId: own.userId }, stranger.token);
    expect(edit.status).toBe(404);
    expect((await api.send(appointments.get, { params }, { token: planner.token })).data?.version).toBe(1);
  });
});
