import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUnit } from '@app/shared/units/unit';
import type { TPriorityList } from '@app/shared/users/priority-list';
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
import { OrderedIdAdd, OrderedIdList } from './unit-editor';

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
      <OrderedIdList
        ids={userIds}
        onChange={setUserIds}
        nameOf={nameOf}
        canEdit={canEdit}
        empty={<p>{t('users.priority.empty')}</p>}
        upLabel={(name) => t('users.priority.up', { name })}
        downLabel={(name) => t('users.priority.down', { name })}
        removeLabel={(name) => t('users.priority.remove', { name })}
      />
      {canEdit && (
        <OrderedIdAdd
          label={t('users.priority.add')}
          buttonLabel={t('users.priority.addButton')}
          options={addable.map((person) => ({ id: person.id, name: person.displayName }))}
          onAdd={(id) => setUserIds((old) => [...old, id])}
        />
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
