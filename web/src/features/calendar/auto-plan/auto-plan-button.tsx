import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editionAllows } from '@app/shared/tenants/editions';
import { reportApiProblem } from '#app/api-problems';
import { usePermission, useSession } from '#app/session';
import { ApiError } from '#lib/api-error';
import { Button } from '#ui/button';
import type { AutoAssignDialogProps } from './auto-assign-dialog';

// The dialog loads on the first click, not with the calendar.
const AutoAssignDialog = lazy(() =>
  import('./auto-assign-dialog').then((m) => ({ default: m.AutoAssignDialog })),
);

/** "Plan automatically" for planners (see `useAutoPlanOpener` for an edition without it). */
export function AutoPlanButton({
  open: openFromPage,
  onOpen,
  ...props
}: Omit<AutoAssignDialogProps, 'onClose'> & {
  /** Open, when the page opens the dialog too (the empty week's hint); else the button keeps it. */
  open?: boolean;
  onOpen?: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const plans = usePermission('calendar.plan');
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openFromPage ?? ownOpen;
  const setOpen = onOpen ?? setOwnOpen;
  const click = useAutoPlanOpener(setOpen);
  if (!plans) return null;
  return (
    <>
      <Button variant="secondary" onClick={click}>
        {t('autoPlan.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AutoAssignDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * What "plan automatically" does on a click, wherever it is offered: opens the dialog, or, in an edition without
 * auto-assign (Free), the app's edition dialog instead of a form whose start would be refused anyway.
 */
export function useAutoPlanOpener(setOpen: (open: boolean) => void): () => void {
  const { t } = useTranslation();
  const session = useSession();
  return () => {
    if (editionAllows(session.edition, 'autoAssign')) {
      setOpen(true);
      return;
    }
    // The same problem the server answers AutoAssign with (402), so that the dialog says the same.
    reportApiProblem(
      new ApiError({
        status: 402,
        code: 'EDITION_LIMIT',
        message: t('error.EDITION_LIMIT'),
        details: { feature: 'autoAssign', edition: session.edition },
      }),
    );
  };
}
