import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatHours } from '@app/shared/shifts/shift-hours';
import { shiftItemTypeName, shiftItemTypes, type TShiftTemplate } from '@app/shared/shifts/shift-template';
import { isEditionProblem } from '#app/api-problems';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { RowActions } from '#ui/layout';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { MasterDataGrid } from '#features/masterdata/absence-types/master-data-grid';
import { resourcesQuery } from '#features/masterdata/resources/resources-api';
import styles from '#features/masterdata/resources/resources-page.module.css';
import { ShiftTemplateDialog, type ShiftTemplateDialogMode } from './shift-template-dialog';
import {
  deleteShiftTemplate,
  refreshShiftTemplates,
  setShiftTemplateEnabled,
  shiftTemplatesQuery,
} from './shifts-api';

type Action =
  { kind: 'dialog'; mode: ShiftTemplateDialogMode } | { kind: 'delete'; template: TShiftTemplate };

/** `/masterdata/shifts` (masterdata.edit): the shift templates with resource, kind, times and paid hours. */
export function ShiftTemplatesPage() {
  const { t } = useTranslation();
  const templates = useQuery(shiftTemplatesQuery);
  const resources = useQuery(resourcesQuery);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [action, setAction] = useState<Action | null>(null);
  const resourceName = (id: string) => resources.data?.find((resource) => resource.id === id)?.caption ?? '–';
  const toggle = useMutation({
    mutationFn: (template: TShiftTemplate) => setShiftTemplateEnabled(template, !template.enabled),
    onSuccess: async (saved) => {
      toast.success(t(saved.enabled ? 'mdShift.activated' : 'mdShift.deactivatedNow', { name: saved.name }));
      await refreshShiftTemplates(queryClient);
    },
    onError: (error) => {
      if (!isEditionProblem(error)) toast.error(errorMessage(error, t));
    },
  });
  const times = (template: TShiftTemplate) =>
    template.itemClass === shiftItemTypes.free || !template.begin || !template.end
      ? '–'
      : `${template.begin}–${template.end}${template.end <= template.begin ? ` ${t('mdShift.nextDay')}` : ''}`;

  return (
    <Page
      titleId="shift-templates-title"
      title={t('mdShift.title')}
      intro={t('mdShift.intro')}
      actions={
        resources.data && (
          <Button onClick={() => setAction({ kind: 'dialog', mode: { kind: 'create' } })}>
            {t('mdShift.new')}
          </Button>
        )
      }
    >
      <QueryContent query={templates}>
        {(list) => (
          <MasterDataGrid
            labelledBy="shift-templates-title"
            rows={list}
            rowKey={(template) => template.id}
            searchText={(template) =>
              `${template.name} ${template.shortName} ${resourceName(template.resourceId)}`
            }
            isEnabled={(template) => template.enabled}
            columns={[
              {
                header: t('mdShift.name'),
                isRowHeader: true,
                cell: (template) => (
                  <>
                    <span
                      className={styles.chip}
                      style={{ background: template.backColor, color: template.foreColor }}
                    >
                      {template.shortName}
                    </span>{' '}
                    {template.name}
                  </>
                ),
              },
              { header: t('mdShift.resource'), cell: (template) => resourceName(template.resourceId) },
              {
                header: t('mdShift.itemClass'),
                cell: (template) => t(`mdShift.class.${shiftItemTypeName(template.itemClass)}`),
              },
              { header: t('mdShift.times'), cell: times },
              {
                header: t('mdShift.hours'),
                numeric: true,
                cell: (template) =>
                  template.itemClass === shiftItemTypes.free ? '–' : formatHours(template.minutes),
              },
              {
                header: t('mdGrid.status'),
                cell: (template) => (
                  <Badge tone={template.enabled ? 'success' : 'neutral'}>
                    {template.enabled ? t('mdGrid.enabled') : t('mdGrid.disabled')}
                  </Badge>
                ),
              },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (template) => (
                  <RowActions>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => setAction({ kind: 'dialog', mode: { kind: 'edit', template } })}
                      aria-label={t('mdShared.editAria', { name: template.name })}
                    >
                      {t('table.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      onClick={() => setAction({ kind: 'dialog', mode: { kind: 'copy', template } })}
                      aria-label={t('mdShared.copyAria', { name: template.name })}
                    >
                      {t('mdShared.copy')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      busy={toggle.isPending && toggle.variables.id === template.id}
                      onClick={() => toggle.mutate(template)}
                      aria-label={t(template.enabled ? 'mdShared.deactivateAria' : 'mdShared.activateAria', {
                        name: template.name,
                      })}
                    >
                      {template.enabled ? t('mdShared.deactivate') : t('mdShared.activate')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      onClick={() => setAction({ kind: 'delete', template })}
                      aria-label={t('mdShared.deleteAria', { name: template.name })}
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
      {action?.kind === 'dialog' && resources.data && (
        <ShiftTemplateDialog mode={action.mode} resources={resources.data} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'delete' && (
        <DeleteTemplate template={action.template} onClose={() => setAction(null)} />
      )}
    </Page>
  );
}

/** Deletion, confirmed; the server deactivates instead when plans or cycles use the template. */
function DeleteTemplate({ template, onClose }: { template: TShiftTemplate; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => deleteShiftTemplate(template),
    onSuccess: async ({ outcome }) => {
      if (outcome === 'deleted') toast.success(t('mdGrid.deleted', { name: template.name }));
      else toast.info(t('mdShift.deactivated', { name: template.name }));
      await refreshShiftTemplates(queryClient);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      isOpen
      title={t('mdGrid.deleteTitle', { name: template.name })}
      confirmLabel={t('table.delete')}
      tone="danger"
      busy={remove.isPending}
      error={remove.error && !isEditionProblem(remove.error) ? errorMessage(remove.error, t) : null}
      onCancel={onClose}
      onConfirm={() => remove.mutate()}
    >
      <p>{t('mdShift.deleteText')}</p>
    </ConfirmDialog>
  );
}
