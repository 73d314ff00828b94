/**
 * Pure assembly of the calendar's common-appointment slots (click type `CA`): single appointments from their
 * fragments in the plan partition, series expanded from their heads in the unit's collection (docs/decisions.md,
 * "Common appointments"). No I/O: unit tests feed it directly.
 */
import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { expandSerial } from '@app/shared/serial/serial-expand';
import { addDays, localTimeOf, plainDateOf } from '@app/shared/time/tenant-time';
import type { AppointmentFragment } from './plan.repository';
import type { SeriesHead } from './calendar-reads.repository';
import { personRowKey, unitRowKey } from './calendar-slots';

/** One common appointment (or one occurrence of a series) as the calendar draws it. */
export interface ShownAppointment {
  id: string;
  userId: string;
  subject: string;
  date: string;
  endDate: string;
  beginTime: string | null;
  endTime: string | null;
  /** The series the occurrence belongs to; null for a single appointment. */
  serialId: string | null;
}

/** Default colour of an appointment without a tag. */
export const appointmentColor = '#d6e4ff';

/**
 * The occurrences of a series head that touch `from`..`to`, in the tenant's zone, breaks left out. Times are read
 * back from the occurrence's instants, so a weekly 09:00 stays 09:00 on the wall clock across a clock change.
 */
export function seriesOccurrences(
  head: SeriesHead,
  from: string,
  to: string,
  timeZone: string,
): ShownAppointment[] {
  if (head.serial.begin > to || (head.end !== null && head.end < addDays(from, -head.spanDays))) return [];
  return expandSerial(head.serial, {
    timeZone,
    // Occurrences that end after the start of `from` (one that began before the range reaches into it).
    from,
    to,
    breaks: head.breaks,
  }).flatMap((occurrence) => {
    const endDate = head.allDay
      ? addDays(occurrence.date, head.spanDays)
      : plainDateOf(new Date(occurrence.end.getTime() - 1), timeZone);
    if (endDate < from) return [];
    return [
      {
        id: head.sourceId,
        userId: head.userId,
        subject: head.subject,
        date: occurrence.date,
        endDate: endDate < occurrence.date ? occurrence.date : endDate,
        beginTime: head.allDay ? null : localTimeOf(occurrence.start, timeZone),
        endTime: head.allDay ? null : localTimeOf(occurrence.end, timeZone),
        serialId: head.sourceId,
      },
    ];
  });
}

/** A common appointment's slot (click type `CA`: DetailsModalCommon with the slot's day as `beginDate`). */
export function appointmentSlot(
  appointment: ShownAppointment,
  unitId: string,
  rowKey: string,
  tagColor: string | null,
): TCalendarSlot {
  const times =
    appointment.beginTime && appointment.endTime ? `${appointment.beginTime}–${appointment.endTime}` : '';
  return {
    resourceIds: [],
    multiResource: false,
    eventId: null,
    state: null,
    requests: [],
    more: 0,
    key: `appointment:${unitId}:${appointment.id}:${appointment.date}`,
    rowKey,
    clickType: 'CA',
    id: appointment.id,
    version: null,
    date: appointment.date,
    endDate: appointment.endDate,
    unitId,
    userId: appointment.userId,
    templateId: null,
    resourceId: null,
    name: appointment.subject,
    // The whole subject: a cell cuts it to its width (a 3-letter code says nothing about a meeting).
    shortName: appointment.subject,
    itemClass: null,
    begin: appointment.beginTime,
    end: appointment.endTime,
    pause1: null,
    pause2: null,
    minutes: 0,
    notes: '',
    backColor: tagColor ?? appointmentColor,
    foreColor: '#000000',
    foreign: false,
    serialId: appointment.serialId,
    toolTip: [appointment.subject, times].filter(Boolean).join(' '),
  };
}

/**
 * The common appointments of a unit in the range: single ones from their fragments, series expanded from their
 * heads. Non-private ones on the unit's row; private ones only to their user, on their own row, and to nobody
 * else (not even as a busy block: docs/decisions.md, "Common appointments").
 */
export function appointmentSlotsOf(input: {
  unitId: string;
  fragments: readonly AppointmentFragment[];
  heads: readonly SeriesHead[];
  from: string;
  to: string;
  timeZone: string;
  viewerId: string;
  memberIds: ReadonlySet<string>;
  tagColor: (tagId: string | null) => string | null;
}): TCalendarSlot[] {
  const { unitId, from, to } = input;
  const rowOf = (appointment: { userId: string; private: boolean }) => {
    if (!appointment.private) return unitRowKey(unitId);
    return appointment.userId === input.viewerId && input.memberIds.has(appointment.userId)
      ? personRowKey(unitId, appointment.userId)
      : null;
  };
  const slots: TCalendarSlot[] = [];
  for (const fragment of input.fragments) {
    const rowKey = rowOf(fragment);
    if (!rowKey || fragment.end < from || fragment.begin > to) continue;
    const shown: ShownAppointment = {
      id: fragment.appointmentId,
      userId: fragment.userId,
      subject: fragment.subject,
      date: fragment.begin,
      endDate: fragment.end,
      beginTime: fragment.allDay ? null : fragment.beginTime,
      endTime: fragment.allDay ? null : fragment.endTime,
      serialId: null,
    };
    slots.push(appointmentSlot(shown, unitId, rowKey, input.tagColor(fragment.tagId)));
  }
  for (const head of input.heads) {
    const rowKey = rowOf(head);
    if (!rowKey) continue;
    for (const occurrence of seriesOccurrences(head, from, to, input.timeZone))
      slots.push(appointmentSlot(occurrence, unitId, rowKey, input.tagColor(head.tagId)));
  }
  return slots;
}
