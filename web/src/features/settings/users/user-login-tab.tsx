import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invitationContracts } from '@app/shared/invitations/invitations.contracts';
import { ssoContracts } from '@app/shared/sso/sso.contracts';
import type { TUser } from '@app/shared/users/user';
import { userExtraContracts as contracts } from '@app/shared/users/user-extras.contracts';
import { usePermission } from '#app/session';
import { useToast } from '#app/toast';
import { hasLoginMethodsToShow, LoginMethodsList } from '#features/account/profile/login-methods';
import { callApi } from '#lib/api';
import { dialogLoadErrorMessage, errorMessage } from '#lib/error-message';
import { formatDateTime } from '#lib/format';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import type { UserTabProps } from './user-tabs';
import styles from './users-page.module.css';

const loginInfoKey = (userId: string) => ['users', userId, 'login-info'] as const;
const loginMethodsKey = (userId: string) => ['users', userId, 'login-methods'] as const;

/**
 * The login tab: how the person signs in (name, e-mail, username, password and Microsoft links) and their mobile
 * app, which can be reset.
 */
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
          <UserLoginMethods user={user} />
        </>
      )}
    </DialogQueryContent>
  );
}

/** The person's password and Microsoft links (issue 31), each link removable; nothing when a password is all. */
function UserLoginMethods({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const canEdit = usePermission('user.edit');
  const query = useQuery({
    queryKey: loginMethodsKey(user.id),
    queryFn: ({ signal }) => callApi(ssoContracts.loginMethods, { params: { userId: user.id } }, { signal }),
    enabled: canEdit,
  });
  if (query.isError) return <Notice tone="error">{dialogLoadErrorMessage(query.error, t)}</Notice>;
  if (!query.data || !hasLoginMethodsToShow(query.data)) return null;
  return (
    <section aria-labelledby={titleId} className={styles.loginMethods}>
      <h3 id={titleId}>{t('loginMethods.title')}</h3>
      <LoginMethodsList
        methods={query.data}
        confirmText={(link) =>
          t('loginMethods.removeUserText', { name: user.displayName, account: link.account })
        }
        remove={(link) =>
          callApi(invitationContracts.removeSsoLink, {
            params: { userId: user.id, provider: link.provider },
          })
        }
        onRemoved={() => queryClient.invalidateQueries({ queryKey: loginMethodsKey(user.id) })}
      />
    </section>
  );
}
