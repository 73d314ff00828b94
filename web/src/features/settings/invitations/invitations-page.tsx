import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TInvitationState } from '@app/shared/invitations/invitation';
import type { TUser } from '@app/shared/users/user';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Button } from '#ui/button';
import { DataTable } from '#ui/data-table';
import { MutedText, RowActions } from '#ui/layout';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { invitationStatesQuery, invitationUsersQuery } from './invitations-api';
import { InviteDialog } from './invite-dialog';
import { InviteManyReport, useInviteMany } from './invite-many';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ImportDialog } from './import-dialog';
import styles from './invitations-page.module.css';

const stateKeys = {
  none: 'invitations.state.none',
  invited: 'invitations.state.invited',
  signedIn: 'invitations.state.signedIn',
  account: 'invitations.state.account',
} as const;

/** The state of a person's sign-in in words, with the day of the invitation. */
function stateText(state: TInvitationState | undefined, t: TFunction): string {
  if (!state) return '';
  return t(stateKeys[state.state], { date: state.invitedAt ? formatDate(new Date(state.invitedAt)) : '' });
}

/**
 * `/settings/invitations`: the people of the company with their e-mail address and where they stand with their
 * sign-in; each active one can be invited (a mail with a temporary password), sent a pending invitation again or
 * given a temporary password directly, and the chosen ones, or everyone not invited yet, invited at once.
 */
export function InvitationsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const query = useQuery(invitationUsersQuery);
  const states = useQuery(invitationStatesQuery);
  const [open, setOpen] = useState<{ kind: 'invite' | 'reset'; user: TUser } | null>(null);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const bulk = useInviteMany();
  const resend = useInviteMany();
  const stateOf = new Map((states.data ?? []).map((state) => [state.userId, state]));
  const active = (query.data ?? []).filter((user) => user.active);
  const notInvited = active.filter((user) => stateOf.get(user.id)?.state === 'none');
  const chosen = active.filter((user) => selected.has(user.id));
  const toggle = (userId: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });
  const inviteAll = (users: readonly TUser[]) =>
    bulk.mutate({ userIds: users.map((user) => user.id) }, { onSuccess: () => setSelected(new Set()) });
  const sendAgain = (user: TUser) =>
    resend.mutate(
      { userIds: [user.id], resend: true },
      {
        onSuccess: ({ result, error }) => {
          const skipped = result.skipped[0];
          if (result.counts.invited === 1) toast.success(t('invitations.invited', { mail: user.email }));
          else if (skipped) toast.error(skipped.message);
          else if (error) toast.error(errorMessage(error, t));
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );
  return (
    <Page
      title={t('invitations.title')}
      titleId="invitations-title"
      intro={t('invitations.intro')}
      actions={<Button onClick={() => setImporting(true)}>{t('userImport.open')}</Button>}
    >
      <div className={styles.bulk}>
        <div className={styles.bulkButtons}>
          <Button
            disabled={notInvited.length === 0}
            busy={bulk.isPending}
            onClick={() => inviteAll(notInvited)}
          >
            {t('invitations.inviteAllNew', { count: notInvited.length })}
          </Button>
          <Button
            variant="secondary"
            disabled={chosen.length === 0}
            busy={bulk.isPending}
            onClick={() => inviteAll(chosen)}
          >
            {t('invitations.inviteSelected', { count: chosen.length })}
          </Button>
        </div>
        <MutedText as="p">{t('invitations.bulkHint')}</MutedText>
        <InviteManyReport outcome={bulk.data} error={bulk.error} />
      </div>
      <QueryContent query={query}>
        {(users) => (
          <DataTable
            labelledBy="invitations-title"
            rows={users}
            rowKey={(user) => user.id}
            columns={[
              {
                header: t('invitations.choice'),
                headerHidden: true,
                className: styles.check,
                cell: (user) =>
                  user.active && (
                    <input
                      type="checkbox"
                      aria-label={t('invitations.select', { name: user.displayName })}
                      checked={selected.has(user.id)}
                      onChange={() => toggle(user.id)}
                    />
                  ),
              },
              { header: t('invitations.name'), isRowHeader: true, cell: (user) => user.displayName },
              { header: t('invitations.username'), cell: (user) => user.username },
              { header: t('invitations.email'), cell: (user) => user.email },
              { header: t('invitations.status'), cell: (user) => stateText(stateOf.get(user.id), t) },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (user) =>
                  user.active ? (
                    <RowActions>
                      {stateOf.get(user.id)?.state === 'invited' && (
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={t('invitations.resendLabel', { name: user.displayName })}
                          busy={resend.isPending && resend.variables?.userIds[0] === user.id}
                          onClick={() => sendAgain(user)}
                        >
                          {t('invitations.resend')}
                        </Button>
                      )}
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={`${t('invitations.invite')}: ${user.displayName}`}
                        onClick={() => setOpen({ kind: 'invite', user })}
                      >
                        {t('invitations.invite')}
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={`${t('invitations.resetPassword')}: ${user.displayName}`}
                        onClick={() => setOpen({ kind: 'reset', user })}
                      >
                        {t('invitations.resetPassword')}
                      </Button>
                    </RowActions>
                  ) : (
                    t('invitations.inactive')
                  ),
              },
            ]}
          />
        )}
      </QueryContent>
      {open?.kind === 'invite' && <InviteDialog user={open.user} onClose={() => setOpen(null)} />}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      {open?.kind === 'reset' && <ResetPasswordDialog user={open.user} onClose={() => setOpen(null)} />}
    </Page>
  );
}
