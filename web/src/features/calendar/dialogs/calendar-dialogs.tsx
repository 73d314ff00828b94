import { useState } from 'react';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { useSession, usePermission } from '#app/session';
import { AppointmentDetailsDialog, AppointmentDialog } from '#features/appointments/index';
import { AbsenceDetailsDialog, AbsenceDialog, SubstituteDetailsDialog } from '#features/absences/index';
import type { ComboOption } from '#ui/widgets/combo-field';
import { FixedBarDetailsDialog } from '#features/plan-tools/fixed-bar-details-dialog';
import { ActionMenu } from './action-menu';
import { AvailableUsersDialog } from './available-users-dialog';
import { DayContentDialog } from './day-content-dialog';
import {
  AvailabilityDetails,
  SchoolHolidayDetails,
  ShiftDetails,
  ShiftTemplateDetails,
} from './details-dialogs';
import { NewEntryChooser } from './new-entry-chooser';
import { RequestSlotDialog } from './request-slot-dialog';
import { ShiftBatchEditor } from './shift-batch-editor';
import { ShiftPicker } from './shift-picker';
import { SlotDetails } from './slot-details';
import type { CalendarDialogRequest, CalendarDialogsProps } from './types';
import { colleaguesOf } from '../colleagues';

const noData: TCalendarData['access'] = {
  plan: false,
  allowShiftInteraction: false,
  allowShiftInteractionRequest: false,
  createShift: false,
};

function peopleOf(data: TCalendarData | undefined, unitId: string): ComboOption[] {
  const seen = new Set<string>();
  const people: ComboOption[] = [];
  for (const row of data?.rows ?? []) {
    if (row.kind !== 'U' || row.unitId !== unitId || seen.has(row.userId)) continue;
    seen.add(row.userId);
    people.push({ id: row.userId, name: row.displayName });
  }
  return people;
}

/**
 * Every dialog of the calendar, opened by the page with one `request` at a time. A dialog may lead to another
 * (the chooser to the editor, the details to the copy): that one replaces it until the page sends a new request.
 */
export function CalendarDialogs({ request, data, onClose, onChanged }: CalendarDialogsProps) {
  const [shown, setShown] = useState<{
    from: CalendarDialogRequest | null;
    current: CalendarDialogRequest | null;
  }>({
    from: request,
    current: request,
  });
  // A new request from the page replaces whatever dialog led on from the previous one.
  const current = shown.from === request ? shown.current : request;
  if (shown.from !== request) setShown({ from: request, current: request });
  const open = (next: CalendarDialogRequest) => setShown({ from: request, current: next });
  if (!current) return null;
  return <DialogFor request={current} data={data} onOpen={open} onClose={onClose} onChanged={onChanged} />;
}

function DialogFor({
  request,
  data,
  onOpen,
  onClose,
  onChanged,
}: {
  request: CalendarDialogRequest;
  data: TCalendarData | undefined;
  onOpen: (request: CalendarDialogRequest) => void;
  onClose: () => void;
  onChanged: () => void;
}) {
  const session = useSession();
  const plan = usePermission('calendar.plan');
  const access = data?.access ?? { ...noData, plan };
  const me = session.currentUserId;
  const common = { onClose, onChanged };
  switch (request.kind) {
    case 'newEntry':
      return (
        <NewEntryChooser
          date={request.date}
          access={access}
          onClose={onClose}
          onChoose={(option) =>
            onOpen(
              option === 'absence'
                ? { kind: 'absence', date: request.date, userId: request.userId ?? null }
                : option === 'appointment'
                  ? { kind: 'appointment', date: request.date }
                  : option === 'shiftRequest'
                    ? {
                        kind: 'requestSlot',
                        unitId: request.unitId,
                        date: request.date,
                        resourceId: request.resourceId ?? null,
                      }
                    : {
                        kind: 'editShift',
                        unitId: request.unitId,
                        date: request.date,
                        userId: request.userId ?? null,
                        resourceId: request.resourceId ?? null,
                      },
            )
          }
        />
      );
    case 'editShift':
      return (
        <ShiftBatchEditor
          {...common}
          unitId={request.unitId}
          date={request.date}
          entryId={request.entryId}
          copy={request.copy}
          userId={request.userId}
          templateId={request.templateId}
          resourceId={request.resourceId}
          people={peopleOf(data, request.unitId)}
          resources={(data?.resources ?? [])
            .filter((resource) => resource.enabled)
            .map((resource) => ({ id: resource.id, name: resource.caption }))}
        />
      );
    case 'slot':
      return (
        <SlotDialog slot={request.slot} data={data} access={access} me={me} onOpen={onOpen} {...common} />
      );
    case 'dayContent':
      return (
        <DayContentDialog
          mode={request.mode}
          unitId={request.unitId}
          date={request.date}
          userId={request.userId}
          data={data}
          onOpen={onOpen}
          onClose={onClose}
        />
      );
    case 'picker':
      return (
        <ShiftPicker
          {...common}
          unitId={request.unitId}
          date={request.date}
          resourceId={request.resourceId}
          userId={request.userId}
          onOpen={onOpen}
        />
      );
    case 'menu':
      return <ActionMenu {...common} slot={request.slot} anchor={request.anchor} me={me} onOpen={onOpen} />;
    case 'availableUsers':
      return (
        <AvailableUsersDialog
          {...common}
          unitId={request.unitId}
          date={request.date}
          name={request.name}
          entryId={request.entryId}
          templateId={request.templateId}
        />
      );
    case 'availability':
      return <AvailabilityDetails userId={request.userId} date={request.date} onClose={onClose} />;
    case 'absence':
      return (
        <AbsenceDialog
          open
          date={request.date}
          {...(request.userId ? { userId: request.userId } : {})}
          onClose={onClose}
          onSaved={() => {
            onChanged();
            onClose();
          }}
        />
      );
    case 'appointment':
      return <AppointmentDialog open date={request.date} onClose={onClose} onSaved={onChanged} />;
    case 'requestSlot':
      return (
        <RequestSlotDialog
          {...common}
          unitId={request.unitId}
          date={request.date}
          resourceId={request.resourceId}
          templateId={request.templateId}
          entryId={request.entryId}
        />
      );
  }
}

/** A click on a slot: the click type picks the dialog (spec: AP, SB, SH, CA, FB, SHOLIDAY). */
function SlotDialog({
  slot,
  data,
  access,
  me,
  onOpen,
  onClose,
  onChanged,
}: {
  slot: TCalendarSlot;
  data: TCalendarData | undefined;
  access: TCalendarData['access'];
  me: string;
  onOpen: (request: CalendarDialogRequest) => void;
  onClose: () => void;
  onChanged: () => void;
}) {
  if (slot.clickType === 'SH') {
    if (slot.id === null)
      return <ShiftTemplateDetails slot={slot} access={access} onOpen={onOpen} onClose={onClose} />;
    return (
      <ShiftDetails
        entryId={slot.id}
        colleagues={data ? colleaguesOf(slot, data) : []}
        access={access}
        me={me}
        onOpen={onOpen}
        onClose={onClose}
        onChanged={onChanged}
      />
    );
  }
  if (slot.clickType === 'AP' && slot.id !== null)
    return (
      <AbsenceDetailsDialog
        absenceId={slot.id}
        clickDate={slot.date}
        onClose={onClose}
        onChanged={onChanged}
      />
    );
  if (slot.clickType === 'SB' && slot.id !== null)
    return <SubstituteDetailsDialog absenceId={slot.id} onClose={onClose} onChanged={onChanged} />;
  if (slot.clickType === 'CA' && slot.id !== null) {
    return (
      <AppointmentDetailsDialog
        appointmentId={slot.id}
        beginDate={slot.date}
        onClose={onClose}
        onChanged={onChanged}
      />
    );
  }
  if (slot.clickType === 'FB' && slot.id !== null)
    return (
      <FixedBarDetailsDialog
        fixedBarEntryId={slot.id}
        start={slot.date}
        onClose={onClose}
        onChanged={onChanged}
      />
    );
  if (slot.clickType === 'SHOLIDAY') {
    const holiday = data?.schoolHolidays.find(
      (candidate) => candidate.id === slot.eventId || candidate.id === slot.id,
    );
    return (
      <SchoolHolidayDetails
        holiday={holiday ?? { name: slot.name, start: slot.date, end: slot.endDate, status: null }}
        attribution={data?.schoolHolidayAttribution ?? null}
        onClose={onClose}
      />
    );
  }
  return <SlotDetails slot={slot} onClose={onClose} />;
}
