import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TShiftCycle } from '@app/shared/shifts/shift-cycle';
import { isEditionProblem } from '#app/api-problems';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { RowActions } from '#ui/layout';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { MasterDataGrid } from '#features/masterdata/absence-types/master-data-grid';
import { ShiftCycleDialog, type ShiftCycleDialogMode } from './shift-cycle-dialog';
import { deleteShiftCycle, refreshShiftCycles, shiftCyclesQuery, shiftTemplatesQuery } from './shifts-api';

type Action = { kind: 'dialog'; mode: ShiftCycleDialogMode } | { kind: 'delete'; cycle: TShiftCycle };

/** `/masterdata/shift-cycles` (masterdata.edit): rotations of shift templates over days or weeks. */
export function ShiftCyclesPage() {
  const { t } = useTranslation();
  const cycles = useQuery(shiftCyclesQuery);
  const templates = useQuery(shiftTemplatesQuery);
  const [action, setAction] = useState<Action | null>(null);

  return (
    <Page
      titleId="shift-cycles-title"
      title={t('mdCycle.title')}
      intro={t('mdCycle.intro')}
      actions={
        templates.data && (
          <Button onClick={() => setAction({ kind: 'dialog', mode: { kind: 'create' } })}>
            {t('mdCycle.new')}
          </Button>
        )
      }
    >
      <QueryContent query={cycles}>
        {(list) => (
          <MasterDataGrid
            labelledBy="shift-cycles-title"
            rows={list}
            rowKey={(cycle) => cycle.id}
            searchText={(cycle) => cycle.name}
            columns={[
              { header: t('mdCycle.name'), isRowHeader: true, cell: (cycle) => cycle.name },
              {
                header: t('mdCycle.length'),
                cell: (cycle) =>
                  cycle.period === 'weeks'
                    ? t('mdCycle.weeksText', { count: cycle.length })
                    : t('mdCycle.lengthText', { count: cycle.length }),
              },
              { header: t('mdCycle.shiftCount'), numeric: true, cell: (cycle) => cycle.slots.length },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (cycle) => (
                  <RowActions>
                    <Button
                      variant="secondary"
                      size="small"
                      disabled={!templates.data}
                      onClick={() => setAction({ kind: 'dialog', mode: { kind: 'edit', cycle } })}
                      aria-label={t('mdShared.editAria', { name: cycle.name })}
                    >
                      {t('table.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      disabled={!templates.data}
                      onClick={() => setAction({ kind: 'dialog', mode: { kind: 'copy', cycle } })}
                      aria-label={t('mdShared.copyAria', { name: cycle.name })}
                    >
                      {t('mdShared.copy')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      onClick={() => setAction({ kind: 'delete', cycle })}
                      aria-label={t('mdShared.deleteAria', { name: cycle.name })}
                    >
                      {t('table.delete')}
                    </Button>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryContent>
      {action?.kind === 'dialog' && templates.data && (
        <ShiftCycleDialog mode={action.mode} templates={templates.data} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'delete' && <DeleteCycle cycle={action.cycle} onClose={() => setAction(null)} />}
    </Page>
  );
}

function DeleteCycle({ cycle, onClose }: { cycle: TShiftCycle; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => deleteShiftCycle(cycle),
    onSuccess: async () => {
      toast.success(t('mdGrid.deleted', { name: cycle.name }));
      await refreshShiftCycles(queryClient);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      isOpen
      title={t('mdGrid.deleteTitle', { name: cycle.name })}
      confirmLabel={t('table.delete')}
      tone="danger"
      busy={remove.isPending}
      error={remove.error && !isEditionProblem(remove.error) ? errorMessage(remove.error, t) : null}
      onCancel={onClose}
      onConfirm={() => remove.mutate()}
    >
      <p>{t('mdCycle.deleteText')}</p>
    </ConfirmDialog>
  );
}
