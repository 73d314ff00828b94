export { AbsenceDialog, type AbsenceDialogProps } from './absence-dialog';
export { AbsenceDetailsDialog, type AbsenceDetailsDialogProps } from './absence-details-dialog';
export { SubstituteDetailsDialog, type SubstituteDetailsDialogProps } from './substitute-details-dialog';
export { NotifierDialog } from './notifier-dialog';
