import { Fragment, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLoginLink, TLoginMethods } from '@app/shared/sso/sso';
import { ssoContracts } from '@app/shared/sso/sso.contracts';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { displayTimeZone } from '#lib/format';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Panel } from '#ui/layout';
import styles from './login-methods.module.css';

/** `GET /api/sso/my-login-methods`: how the signed-in person signs in. */
export const myLoginMethodsQuery = queryOptions({
  queryKey: ['account', 'login-methods'],
  queryFn: ({ signal }) => callApi(ssoContracts.myLoginMethods, {}, { signal }),
});

/**
 * Whether the ways to sign in say more than "with a password": a Microsoft link, or no password at all. Without,
 * the list would be an empty box for everyone whose company has no Microsoft sign-in.
 */
export function hasLoginMethodsToShow(methods: TLoginMethods): boolean {
  return methods.links.length > 0 || !methods.password;
}

/** The day a link was made, written out in the reader's language ("12. März 2026", "March 12, 2026"). */
function linkedOn(linkedAt: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: displayTimeZone() }).format(
    new Date(linkedAt),
  );
}

export interface LoginMethodsListProps {
  methods: TLoginMethods;
  /** What removing `link` means, said in the confirmation (one's own, or a named person's). */
  confirmText: (link: TLoginLink) => string;
  remove: (link: TLoginLink) => Promise<void>;
  /** After a removal: reload the list. */
  onRemoved: () => Promise<unknown>;
}

/**
 * A person's ways to sign in: their password (yes or no) and each Microsoft link with the day it was made. A
 * link is removed after a confirmation; a refusal of the server (the last way to sign in) is said in the dialog.
 */
export function LoginMethodsList({ methods, confirmText, remove, onRemoved }: LoginMethodsListProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [confirming, setConfirming] = useState<TLoginLink | null>(null);
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: async (_nothing, link) => {
      setConfirming(null);
      toast.success(t('loginMethods.removed', { account: link.account }));
      await onRemoved();
    },
  });
  return (
    <>
      <dl className={styles.methods}>
        <dt>{t('loginMethods.password')}</dt>
        <dd>{methods.password ? t('loginMethods.passwordYes') : t('loginMethods.passwordNo')}</dd>
        {methods.links.map((link) => (
          <Fragment key={`${link.provider}:${link.account}`}>
            <dt>{t('loginMethods.microsoft')}</dt>
            <dd className={styles.link}>
              <span>
                <span className={styles.account}>{link.account}</span>{' '}
                <span className={styles.since}>
                  {t('loginMethods.linkedSince', { date: linkedOn(link.linkedAt, i18n.language) })}
                </span>
              </span>
              <Button
                variant="secondary"
                size="small"
                aria-label={t('loginMethods.removeAria', { account: link.account })}
                onClick={() => {
                  removal.reset();
                  setConfirming(link);
                }}
              >
                {t('loginMethods.remove')}
              </Button>
            </dd>
          </Fragment>
        ))}
      </dl>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={confirming ? t('loginMethods.removeTitle', { account: confirming.account }) : ''}
        confirmLabel={t('loginMethods.remove')}
        tone="danger"
        busy={removal.isPending}
        error={removal.error ? errorMessage(removal.error, t) : null}
        onConfirm={() => {
          if (confirming) removal.mutate(confirming);
        }}
        onCancel={() => setConfirming(null)}
      >
        <p>{confirming ? confirmText(confirming) : ''}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * "Sign-in methods" of the profile (issue 31): one's password and Microsoft links, a link removable one by one.
 * Shown only when there is more to say than "with a password".
 */
export function LoginMethodsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(myLoginMethodsQuery);
  // Loading, failed, or nothing but a password: no box (the rest of the profile does not depend on it).
  if (!query.data || !hasLoginMethodsToShow(query.data)) return null;
  return (
    <Panel>
      <h2 id="login-methods-title">{t('loginMethods.title')}</h2>
      <section aria-labelledby="login-methods-title">
        <p>{t('loginMethods.ownIntro')}</p>
        <LoginMethodsList
          methods={query.data}
          confirmText={(link) => t('loginMethods.removeOwnText', { account: link.account })}
          remove={(link) => callApi(ssoContracts.removeMyLink, { params: { provider: link.provider } })}
          onRemoved={() => queryClient.invalidateQueries({ queryKey: myLoginMethodsQuery.queryKey })}
        />
      </section>
    </Panel>
  );
}
