import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTerminal } from '@app/shared/time-tracking/terminal';
import { useToast } from '#app/toast';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DataTable } from '#ui/data-table';
import { RowActions } from '#ui/layout';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { errorMessage } from '#lib/error-message';
import { formatDateTime } from '#lib/format';
import { RegisterTerminalDialog, TerminalNotesDialog } from './terminal-dialogs';
import { deleteTerminal, terminalsQuery, terminalsQueryKey } from './terminals-api';
import styles from './terminals.module.css';

type Open = { kind: 'register' } | { kind: 'notes' | 'delete'; terminal: TTerminal } | null;

/** Clock terminals: the registered devices, registering one (its secret shown once), notes and deletion. */
export function TerminalsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const terminals = useQuery(terminalsQuery);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: terminalsQueryKey });

  async function remove(terminal: TTerminal) {
    setBusy(true);
    setFailure(null);
    try {
      await deleteTerminal(terminal.id);
      toast.success(t('timeTerminals.deleted'));
      setOpen(null);
      refresh();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page
      title={t('timeTerminals.title')}
      titleId="time-terminals-title"
      intro={t('timeTerminals.intro')}
      actions={<Button onClick={() => setOpen({ kind: 'register' })}>{t('timeTerminals.register')}</Button>}
    >
      <QueryContent query={terminals}>
        {(list) => (
          <DataTable
            labelledBy="time-terminals-title"
            rows={list}
            rowKey={(terminal) => terminal.id}
            empty={t('timeTerminals.empty')}
            columns={[
              { header: t('timeTerminals.name'), isRowHeader: true, cell: (terminal) => terminal.name },
              {
                header: t('timeTerminals.notes'),
                cell: (terminal) => <span className={styles.notes}>{terminal.notes}</span>,
              },
              {
                header: t('timeTerminals.lastSeen'),
                cell: (terminal) =>
                  terminal.lastSeenAt
                    ? formatDateTime(new Date(terminal.lastSeenAt))
                    : t('timeTerminals.never'),
              },
              {
                header: t('timeTerminals.bookings'),
                numeric: true,
                cell: (terminal) => terminal.bookingCount,
              },
              {
                header: t('timeTerminals.actions'),
                headerHidden: true,
                cell: (terminal) => (
                  <RowActions>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t('timeTerminals.editNotesOf', { name: terminal.name })}
                      onClick={() => setOpen({ kind: 'notes', terminal })}
                    >
                      {t('timeTerminals.editNotes')}
                    </Button>
                    <Button
                      variant="danger"
                      size="small"
                      aria-label={t('timeTerminals.deleteOf', { name: terminal.name })}
                      onClick={() => {
                        setFailure(null);
                        setOpen({ kind: 'delete', terminal });
                      }}
                    >
                      {t('timeTerminals.delete')}
                    </Button>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryContent>
      {open?.kind === 'register' && (
        <RegisterTerminalDialog onClose={() => setOpen(null)} onSaved={refresh} />
      )}
      {open?.kind === 'notes' && (
        <TerminalNotesDialog
          terminal={open.terminal}
          onClose={() => setOpen(null)}
          onSaved={() => {
            toast.success(t('timeTerminals.notesSaved'));
            refresh();
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          isOpen
          title={t('timeTerminals.deleteTitle')}
          confirmLabel={t('timeTerminals.delete')}
          tone="danger"
          busy={busy}
          error={failure}
          onConfirm={() => void remove(open.terminal)}
          onCancel={() => setOpen(null)}
        >
          {t('timeTerminals.deleteText', { name: open.terminal.name })}
        </ConfirmDialog>
      )}
    </Page>
  );
}
