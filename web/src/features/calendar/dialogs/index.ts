export { CalendarDialogs } from './calendar-dialogs';
export type { CalendarDialogRequest, CalendarDialogsProps, DayContentMode, DialogAnchor } from './types';
export {
  ValidatorMessages,
  ValidatorMessagesDialog,
  type ValidatorMessagesProps,
  type ValidatorOutcome,
} from './validator-messages';
