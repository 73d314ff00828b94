import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userExtraContracts as contracts } from '@app/shared/users/user-extras.contracts';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { formatDateTime } from '#lib/format';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DialogQueryContent } from '#ui/query-content';
import type { UserTabProps } from './user-tabs';
import styles from './users-page.module.css';

const loginInfoKey = (userId: string) => ['users', userId, 'login-info'] as const;

/** The login tab: how the person signs in (name, e-mail, username) and their mobile app, which can be reset. */
export function UserLoginTab({ user }: UserTabProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const info = useQuery({
    queryKey: loginInfoKey(user.id),
    queryFn: ({ signal }) => callApi(contracts.loginInfo, { params: { userId: user.id } }, { signal }),
  });
  const reset = useMutation({
    mutationFn: () => callApi(contracts.resetApp, { params: { userId: user.id } }),
    onSuccess: async () => {
      setConfirming(false);
      toast.success(t('users.login.appResetDone', { name: user.displayName }));
      await queryClient.invalidateQueries({ queryKey: loginInfoKey(user.id) });
    },
  });

  return (
    <DialogQueryContent query={info}>
      {(data) => (
        <>
          <dl className={styles.details}>
            <dt>{t('users.login.name')}</dt>
            <dd>{data.name}</dd>
            <dt>{t('users.login.mail')}</dt>
            <dd>{data.mailAddress || '–'}</dd>
            <dt>{t('users.login.username')}</dt>
            <dd>{data.username}</dd>
            <dt>{t('users.login.app')}</dt>
            <dd>
              {data.appRegistration
                ? t('users.login.appRegistered', {
                    device: data.appRegistration.deviceName,
                    at: formatDateTime(new Date(data.appRegistration.registeredAt)),
                  })
                : t('users.login.appNone')}
            </dd>
          </dl>
          {data.appRegistration && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('users.login.appReset')}
            </Button>
          )}
          <ConfirmDialog
            isOpen={confirming}
            title={t('users.login.appReset')}
            confirmLabel={t('users.login.appReset')}
            tone="danger"
            busy={reset.isPending}
            error={reset.error ? errorMessage(reset.error, t) : null}
            onConfirm={() => reset.mutate()}
            onCancel={() => setConfirming(false)}
          >
            {t('users.login.appResetConfirm', { name: user.displayName })}
          </ConfirmDialog>
        </>
      )}
    </DialogQueryContent>
  );
}
