import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUnit } from '@app/shared/units/unit';
import { moveDown, moveUp, type TPriorityList } from '@app/shared/users/priority-list';
import type { TUser } from '@app/shared/users/user';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import styles from './units-page.module.css';

const priorityListQuery = (unitId: string) => ({
  queryKey: ['units', unitId, 'priority-list'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(userPlanningContracts.priorityList, { params: { unitId }, query: {} }, { signal }),
});

/** The unit's priority list behind a button of the detail pane (user.show reads it, group.edit saves it). */
export function PriorityListButton({ unit, canEdit }: { unit: TUnit; canEdit: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
        {t('users.priority.open')}
      </Button>
      {open && (
        <ModalDialog isOpen title={`${t('users.priority.title')}: ${unit.name}`} onOpenChange={setOpen}>
          <PriorityListLoader unit={unit} canEdit={canEdit} onClose={() => setOpen(false)} />
        </ModalDialog>
      )}
    </>
  );
}

function PriorityListLoader(props: { unit: TUnit; canEdit: boolean; onClose: () => void }) {
  const list = useQuery(priorityListQuery(props.unit.id));
  const users = useQuery({
    queryKey: ['users'],
    queryFn: ({ signal }) => callApi(userContracts.list, {}, { signal }),
  });
  return (
    <QueryContent query={list}>
      {(saved) => (
        <QueryContent query={users}>
          {(people) => <PriorityListForm {...props} saved={saved} people={people} />}
        </QueryContent>
      )}
    </QueryContent>
  );
}

/** Up, down, remove, add, save and cancel; the first cannot move up, the last cannot move down (spec). */
function PriorityListForm({
  unit,
  canEdit,
  saved,
  people,
  onClose,
}: {
  unit: TUnit;
  canEdit: boolean;
  saved: TPriorityList;
  people: readonly TUser[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [userIds, setUserIds] = useState(saved.userIds);
  const [candidate, setCandidate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameOf = (id: string) => people.find((person) => person.id === id)?.displayName ?? id;
  const addable = people.filter((person) => person.active && !userIds.includes(person.id));

  const save = async () => {
    setSaving(true);
    try {
      await callApi(userPlanningContracts.savePriorityList, {
        params: { unitId: unit.id },
        query: {},
        body: { userIds, version: saved.version },
      });
      toast.success(t('users.priority.saved'));
      await queryClient.invalidateQueries({ queryKey: priorityListQuery(unit.id).queryKey });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {problem && <Notice tone="error">{problem}</Notice>}
      {userIds.length === 0 ? (
        <p>{t('users.priority.empty')}</p>
      ) : (
        <ol className={styles.priorityList}>
          {userIds.map((id, index) => (
            <li key={id}>
              <span>{nameOf(id)}</span>
              {canEdit && (
                <span>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={t('users.priority.up', { name: nameOf(id) })}
                    disabled={index === 0}
                    onClick={() => setUserIds((old) => moveUp(old, index))}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={t('users.priority.down', { name: nameOf(id) })}
                    disabled={index === userIds.length - 1}
                    onClick={() => setUserIds((old) => moveDown(old, index))}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={t('users.priority.remove', { name: nameOf(id) })}
                    onClick={() => setUserIds((old) => old.filter((other) => other !== id))}
                  >
                    ×
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {canEdit && (
        <div className={styles.priorityAdd}>
          <SelectField
            label={t('users.priority.add')}
            value={candidate}
            onChange={(event) => setCandidate(event.target.value)}
          >
            <option value="">–</option>
            {addable.map((person) => (
              <option key={person.id} value={person.id}>
                {person.displayName}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            size="small"
            disabled={!candidate}
            onClick={() => {
              setUserIds((old) => [...old, candidate]);
              setCandidate('');
            }}
          >
            {t('users.priority.addButton')}
          </Button>
        </div>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        {canEdit && (
          <Button busy={saving} onClick={() => void save()}>
            {t('dialog.save')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
