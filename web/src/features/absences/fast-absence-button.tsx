import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '#app/session';
import { loadNamespaces } from '#lib/i18n';
import { Button } from '#ui/button';

// The dialog (and the people picker in it) loads on the first click.
const FastAbsenceDialog = lazy(() =>
  import('./fast-absence-dialog').then((m) => ({ default: m.FastAbsenceDialog })),
);

/**
 * The calendar's entry to FAST_ABSENCE, for people with `absences.approve` (nothing is drawn for the others).
 * `onDone` runs once absences were created.
 */
export function FastAbsenceButton({ onDone, initialDate }: { onDone: () => void; initialDate?: string }) {
  const { t } = useTranslation();
  const allowed = usePermission('absences.approve');
  const [textsReady, setTextsReady] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (allowed) void loadNamespaces(['absence-dialogs', 'absences']).then(() => setTextsReady(true));
  }, [allowed]);
  if (!allowed || !textsReady) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('fastAbsence.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FastAbsenceDialog
            open
            onClose={() => setOpen(false)}
            onDone={onDone}
            {...(initialDate ? { initialDate } : {})}
          />
        </Suspense>
      )}
    </>
  );
}
