import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '#app/session';
import { Button } from '#ui/button';
import type { RuleCheckDialogProps } from './rule-check-dialog';

// The dialog loads on the first click, not with the calendar.
const RuleCheckDialog = lazy(() =>
  import('./rule-check-dialog').then((m) => ({ default: m.RuleCheckDialog })),
);

/** The calendar's "Rule check" entry for planners: a button that opens the rule check report's dialog. */
export function RuleCheckButton(props: Omit<RuleCheckDialogProps, 'onClose'>) {
  const { t } = useTranslation();
  const plans = usePermission('calendar.plan');
  const [open, setOpen] = useState(false);
  if (!plans) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('calendar.ruleCheck.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RuleCheckDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
