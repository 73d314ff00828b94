import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@app/shared/users/user';
import { Button } from '#ui/button';
import { DataTable } from '#ui/data-table';
import { RowActions } from '#ui/layout';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { invitationUsersQuery } from './invitations-api';
import { InviteDialog } from './invite-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ImportDialog } from './import-dialog';

/**
 * `/settings/invitations`: the people of the company with their e-mail address; each active one can be
 * invited (a mail with a temporary password) or given a temporary password directly.
 */
export function InvitationsPage() {
  const { t } = useTranslation();
  const query = useQuery(invitationUsersQuery);
  const [open, setOpen] = useState<{ kind: 'invite' | 'reset'; user: TUser } | null>(null);
  const [importing, setImporting] = useState(false);
  return (
    <Page
      title={t('invitations.title')}
      titleId="invitations-title"
      intro={t('invitations.intro')}
      actions={<Button onClick={() => setImporting(true)}>{t('userImport.open')}</Button>}
    >
      <QueryContent query={query}>
        {(users) => (
          <DataTable
            labelledBy="invitations-title"
            rows={users}
            rowKey={(user) => user.id}
            columns={[
              { header: t('invitations.name'), isRowHeader: true, cell: (user) => user.displayName },
              { header: t('invitations.username'), cell: (user) => user.username },
              { header: t('invitations.email'), cell: (user) => user.email },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (user) =>
                  user.active ? (
                    <RowActions>
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
