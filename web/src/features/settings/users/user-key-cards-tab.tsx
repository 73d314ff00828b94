import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  keyCardProblems,
  maxKeyCards,
  newKeyCardRow,
  type KeyCardRow,
  type TKeyCards,
} from '@app/shared/users/key-cards';
import { userDataContracts } from '@app/shared/users/user-data.contracts';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { TextField } from '#ui/text-field';
import type { UserTabProps } from './user-tabs';
import styles from './users-page.module.css';

const keyCardsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'key-cards'],
    queryFn: ({ signal }) => callApi(userDataContracts.keyCards, { params: { userId } }, { signal }),
  });

/** EDITUSERKEYCARDS: up to five cards (card id and device type), deleted after confirmation. */
export function UserKeyCardsTab(props: UserTabProps) {
  const cards = useQuery(keyCardsQuery(props.user.id));
  return <QueryContent query={cards}>{(data) => <KeyCardsForm {...props} saved={data} />}</QueryContent>;
}

function KeyCardsForm({ user, saved, onDirtyChange, registerSave }: UserTabProps & { saved: TKeyCards }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<KeyCardRow[]>(saved.cards);
  const [version, setVersion] = useState(saved.version);
  const [baseline, setBaseline] = useState(JSON.stringify(saved.cards));
  const [problems, setProblems] = useState<string[]>([]);
  const [removing, setRemoving] = useState<KeyCardRow | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(rows) !== baseline;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = async (): Promise<boolean> => {
    const found = keyCardProblems(rows).map(({ row, value }) =>
      t('users.keyCards.valueRequired', {
        row,
        value: value === 'key' ? t('users.keyCards.key') : t('users.keyCards.device'),
      }),
    );
    setProblems(found);
    if (found.length) return false;
    setSaving(true);
    try {
      const next = await callApi(userDataContracts.saveKeyCards, {
        params: { userId: user.id },
        body: { cards: rows, version },
      });
      setRows(next.cards);
      setVersion(next.version);
      setBaseline(JSON.stringify(next.cards));
      toast.success(t('users.saved', { name: user.displayName }));
      await queryClient.invalidateQueries({ queryKey: keyCardsQuery(user.id).queryKey });
      return true;
    } catch (error) {
      setProblems([errorMessage(error, t)]);
      return false;
    } finally {
      setSaving(false);
    }
  };
  registerSave(save);
  const change = (id: string, changes: Partial<KeyCardRow>) =>
    setRows((old) => old.map((row) => (row.id === id ? { ...row, ...changes } : row)));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {problems.map((problem) => (
        <Notice key={problem} tone="error">
          {problem}
        </Notice>
      ))}
      <div className={styles.rows}>
        {rows.map((row, index) => (
          <div key={row.id} className={styles.row}>
            <TextField
              label={t('users.keyCards.key') + ` ${index + 1}`}
              value={row.cardId}
              maxLength={50}
              onChange={(event) => change(row.id, { cardId: event.target.value })}
            />
            <TextField
              label={t('users.keyCards.device') + ` ${index + 1}`}
              value={row.cardType}
              maxLength={10}
              onChange={(event) => change(row.id, { cardType: event.target.value })}
            />
            <Checkbox
              label={t('users.keyCards.enabled')}
              checked={row.enabled}
              onChange={(event) => change(row.id, { enabled: event.target.checked })}
            />
            <Button variant="ghost" size="small" onClick={() => setRemoving(row)}>
              {t('table.delete')}
            </Button>
          </div>
        ))}
      </div>
      <DialogActions>
        {rows.length < maxKeyCards && (
          <Button
            variant="secondary"
            onClick={() => setRows((old) => [...old, newKeyCardRow(crypto.randomUUID())])}
          >
            {t('users.keyCards.add')}
          </Button>
        )}
        <Button type="submit" busy={saving}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
      {removing && (
        <ConfirmDialog
          isOpen
          title={t('users.keyCards.deleteTitle')}
          confirmLabel={t('table.delete')}
          tone="danger"
          onConfirm={() => {
            setRows((old) => old.filter((row) => row.id !== removing.id));
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        >
          <p>{t('users.keyCards.deleteConfirm', { cardId: removing.cardId || '–' })}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
