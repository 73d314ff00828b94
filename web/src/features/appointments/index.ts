export { AppointmentDialog, type AppointmentDialogProps } from './appointment-dialog';
export { AppointmentDetailsDialog, type AppointmentDetailsDialogProps } from './appointment-details-dialog';
export { SerialPatternEditor, type SerialPatternEditorProps } from './serial-pattern-editor';
export { SeriesChoice, type SeriesChoiceProps, type SeriesScope } from './series-choice';
