import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCalendarRequest } from '@app/shared/calendar/calendar-view';
import { usePermission } from '#app/session';
import { Button } from '#ui/button';
// The browser's print of the calendar page (Ctrl+P): loaded with the page, applied only when printing.
import './print-calendar.css';

// The dialog loads on the first click, not with the calendar's grid.
const PrintDialog = lazy(() => import('./print-dialog').then((m) => ({ default: m.PrintDialog })));

export interface PrintButtonProps {
  /** What the calendar shows (its request, with the resource filter): printed as it is. */
  request: TCalendarRequest;
}

/** The calendar's print button (`calendar.view`): opens the print dialog for the PDF. */
export function PrintButton({ request }: PrintButtonProps) {
  const { t } = useTranslation();
  const views = usePermission('calendar.view');
  const [open, setOpen] = useState(false);
  const chosen = (request.unitIds?.length ?? 0) > 0 || (request.userIds?.length ?? 0) > 0;
  if (!views || !chosen) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('print.button')}
      </Button>
      <Suspense fallback={null}>
        {open && <PrintDialog request={request} onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}
