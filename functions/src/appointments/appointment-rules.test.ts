import { describe, expect, it } from 'vitest';
import type { TSerialPattern } from '@app/shared/serial/serial-pattern';
import { appointmentSlotsOf } from '../calendar/appointment-slots';
import {
  checkedFields,
  headsOf,
  isOccurrence,
  seriesPatternOf,
  type AppointmentFields,
} from './appointment-rules';
import type { NewAppointment } from './appointment.repository';

const zone = 'Europe/Berlin';
const userId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const unitId = '3f0c2a51-7d4e-4b8a-9c61-2e5f7a9b0d13';
const weekly: TSerialPattern = {
  begin: '2000-01-01',
  time: '23:00',
  allDay: true,
  duration: 1,
  durationType: 3,
  rule: { type: 'weekly', every: 1, weekdays: ['Tu'] },
  end: { type: 1 },
};
const fields = (overrides: Partial<AppointmentFields> = {}): AppointmentFields => ({
  subject: 'Team meeting',
  location: '',
  tagId: null,
  begin: '2027-10-19',
  end: '2027-10-19',
  beginTime: '09:00',
  endTime: '09:30',
  allDay: false,
  private: false,
  inHouse: false,
  note: '',
  userId,
  unitIds: [unitId],
  serial: weekly,
  ...overrides,
});

describe('appointment rules', () => {
  it('takes the pattern’s first day, time and duration from the appointment', () => {
    const result = seriesPatternOf(fields(), zone);
    expect(result).toMatchObject({
      pattern: { begin: '2027-10-19', time: '09:00', allDay: false, duration: 30, durationType: 1 },
    });
    const allDay = seriesPatternOf(fields({ allDay: true, end: '2027-10-20' }), zone);
    expect(allDay).toMatchObject({ pattern: { allDay: true, duration: 2, durationType: 3 } });
  });

  it('refuses a series without occurrences and reversed times', () => {
    const none = seriesPatternOf(
      fields({
        begin: '2027-10-20',
        end: '2027-10-20',
        serial: { ...weekly, end: { type: 2, date: '2027-10-25' } },
      }),
      zone,
    );
    expect(none).toEqual([expect.objectContaining({ messageKey: 'serial.empty' })]);
    expect(checkedFields(fields({ endTime: '09:00' }))).toMatchObject({
      messageKey: 'appointments.error.endBeforeBegin',
    });
  });

  it('knows its occurrences and breaks, and the calendar draws them at 09:00 across the clock change', () => {
    const result = seriesPatternOf(fields(), zone);
    if (Array.isArray(result) || !result.pattern) throw new Error('expected a pattern');
    const appointment: NewAppointment = {
      ...fields(),
      id: 'a1',
      serial: result.pattern,
      breaks: ['2027-11-09'],
      serialSourceId: null,
      serialSourceDate: null,
      createdBy: userId,
    };
    expect(isOccurrence(appointment, '2027-10-26', zone)).toBe(true);
    expect(isOccurrence(appointment, '2027-10-27', zone)).toBe(false);
    expect(isOccurrence(appointment, '2027-11-09', zone)).toBe(false);
    expect(isOccurrence(appointment, '2027-10-12', zone)).toBe(false);
    const heads = headsOf(appointment, zone);
    const slots = appointmentSlotsOf({
      unitId,
      fragments: [],
      heads,
      from: '2027-10-25',
      to: '2027-11-14',
      timeZone: zone,
      viewerId: 'someone',
      memberIds: new Set(),
      tagColor: () => null,
    });
    expect(slots.map((slot) => [slot.date, slot.begin, slot.end])).toEqual([
      ['2027-10-26', '09:00', '09:30'],
      ['2027-11-02', '09:00', '09:30'],
    ]);
    // Private: only its user, on their row; nobody else sees anything.
    const own = heads.map((head) => ({ ...head, private: true }));
    const input = {
      unitId,
      fragments: [],
      from: '2027-10-25',
      to: '2027-10-31',
      timeZone: zone,
      tagColor: () => null,
    };
    expect(
      appointmentSlotsOf({ ...input, heads: own, viewerId: 'other', memberIds: new Set([userId]) }),
    ).toEqual([]);
    expect(
      appointmentSlotsOf({ ...input, heads: own, viewerId: userId, memberIds: new Set([userId]) }).map(
        (slot) => slot.rowKey,
      ),
    ).toEqual([`U:${unitId}:${userId}`]);
  });
});
