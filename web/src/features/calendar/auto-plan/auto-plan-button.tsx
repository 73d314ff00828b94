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

/**
 * "Plan automatically" for planners. An edition without auto-assign (Free) opens the app's edition dialog
 * instead of a form whose start would be refused anyway.
 */
export function AutoPlanButton(props: Omit<AutoAssignDialogProps, 'onClose'>) {
  const { t } = useTranslation();
  const session = useSession();
  const plans = usePermission('calendar.plan');
  const [open, setOpen] = useState(false);
  if (!plans) return null;
  const click = () => {
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
