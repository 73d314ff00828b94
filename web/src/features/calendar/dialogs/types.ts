import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';

/** Where a menu opens: viewport coordinates of the click (or of the slot's corner for the keyboard). */
export interface DialogAnchor {
  x: number;
  y: number;
}

export type DayContentMode = 'ACTUAL' | 'PLAN' | 'APP';

/**
 * What the calendar page asks the dialogs to show. The page sets one request at a time; `CalendarDialogs`
 * renders the matching dialog and calls `onClose` when it is dismissed and `onChanged` after anything was written
 * (the page reloads its data then). Keep this union stable: the calendar page (W1) builds these.
 */
export type CalendarDialogRequest =
  /** The toolbar's or an empty cell's "new entry": the chooser (absence, shift request, new shift, appointment). */
  | { kind: 'newEntry'; unitId: string; date: string; userId?: string | null; resourceId?: string | null }
  /** A click on a slot: the slot's click type (AP, SB, SH, CA, FB, SHOLIDAY) decides the dialog. */
  | { kind: 'slot'; clickType: TCalendarSlot['clickType']; slot: TCalendarSlot }
  /** The shift batch editor for a new entry (CreateShift) or an existing one (EditShiftEntry, `copy`). */
  | {
      kind: 'editShift';
      unitId: string;
      date: string;
      entryId?: string;
      copy?: boolean;
      userId?: string | null;
      templateId?: string | null;
      resourceId?: string | null;
    }
  /** Everything of a person (or a unit) on one day. */
  | { kind: 'dayContent'; mode: DayContentMode; unitId: string; date: string; userId?: string | null }
  /** The shift picker for a cell: suggestions, favourites, all templates; then available users. */
  | { kind: 'picker'; unitId: string; date: string; resourceId?: string | null; userId?: string | null }
  /** The action menu of a slot (`actions/request`), opened at `anchor`. */
  | { kind: 'menu'; slot: TCalendarSlot; anchor: DialogAnchor }
  /**
   * Who could take a shift (AvailableUsersFor): an open shift (`entryId`, assigning gives it to the person) or a
   * template on a day (`templateId`, assigning creates the entry). `name` is the shift's, for the title.
   */
  | {
      kind: 'availableUsers';
      unitId: string;
      date: string;
      name: string;
      entryId?: string | null;
      templateId?: string | null;
    }
  /** A person's availability on a day (DetailsAvailabilityModal). */
  | { kind: 'availability'; userId: string; date: string }
  /** Ask for a slot (RequestSlot): an employee asks the planner for a shift on a day. */
  | {
      kind: 'requestSlot';
      unitId: string;
      date: string;
      resourceId?: string | null;
      /** The shift asked for (a ghost slot's template); without it the dialog lets the person choose. */
      templateId?: string | null;
      /** An open shift: the request is an application (APPLY) on it. */
      entryId?: string | null;
    }
  | AppointmentDialogRequest
  | AbsenceDialogRequest;

/** A new absence (Create; CreateEx with the person of the clicked row) from the new-entry chooser, from `date`. */
export type AbsenceDialogRequest = { kind: 'absence'; date: string; userId?: string | null };

/** A new common appointment (COMMON_APP, 'newdate-create') from the new-entry chooser, starting on `date`. */
export type AppointmentDialogRequest = { kind: 'appointment'; date: string };

export interface CalendarDialogsProps {
  /** Null: no dialog open. */
  request: CalendarDialogRequest | null;
  /**
   * The calendar's data as loaded: `access` decides the new-entry chooser's options, `resources`, `rows`,
   * `slots` and `schoolHolidays` feed the details (the dialogs load what is missing themselves).
   */
  data?: TCalendarData | undefined;
  onClose: () => void;
  /** Something was written (saved, deleted, assigned, requested): reload the calendar. */
  onChanged: () => void;
}
