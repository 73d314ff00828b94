import { AbsenceDetailsDialog, AbsenceDialog, SubstituteDetailsDialog } from '../index';

/**
 * The dialogs the absence pages open: a new request for the person, the details of one absence, or the details
 * a substitute answers in (DetailsModalSub).
 */
export type PageDialog =
  | { kind: 'create'; userId: string; variant?: 'sick' }
  | { kind: 'details' | 'substitute'; absenceId: string };

/**
 * Opens the absence dialogs of `#features/absences` (the pages only say which one). After a change the pages
 * read their lists again (`onChanged`); a new request closes its dialog once saved.
 */
export function PageDialogs({
  dialog,
  onClose,
  onChanged,
}: {
  dialog: PageDialog | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  if (dialog?.kind === 'create')
    return (
      <AbsenceDialog
        open
        userId={dialog.userId}
        {...(dialog.variant ? { variant: dialog.variant } : {})}
        onClose={onClose}
        onSaved={() => {
          onClose();
          onChanged();
        }}
      />
    );
  if (dialog?.kind === 'substitute')
    return <SubstituteDetailsDialog absenceId={dialog.absenceId} onClose={onClose} onChanged={onChanged} />;
  if (dialog?.kind === 'details')
    return <AbsenceDetailsDialog absenceId={dialog.absenceId} onClose={onClose} onChanged={onChanged} />;
  return null;
}
