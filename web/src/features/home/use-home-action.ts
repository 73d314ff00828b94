import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TShiftAction } from '@app/shared/calendar/shift-actions.contracts';
import { useToast } from '#app/toast';
import { runShiftAction } from '#features/calendar/dialogs/actions-api';
import { useValidatedCall } from '#features/calendar/dialogs/use-validated-call';

/** A shift action from a home page (apply, accept, decline): the page reloads after it, a refusal shows why. */
export function useHomeAction() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const call = useValidatedCall((result) => {
    toast.success(result.message ?? t('homePage.done'));
    void queryClient.invalidateQueries({ queryKey: ['home-planner'] });
    void queryClient.invalidateQueries({ queryKey: ['home-employee'] });
  });
  return {
    ...call,
    act: (action: TShiftAction) => void call.run((force) => runShiftAction({ ...action, force })),
  };
}
