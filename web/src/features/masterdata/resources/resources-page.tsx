import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TResource } from '@app/shared/resources/resource';
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
import { ResourceDialog, type ResourceDialogMode } from './resource-dialog';
import { ResourceSettingsDialog } from './resource-settings-dialog';
import { deleteResource, refreshResources, resourcesQuery, setResourceEnabled } from './resources-api';
import styles from './resources-page.module.css';

type Action =
  | { kind: 'dialog'; mode: ResourceDialogMode }
  | { kind: 'delete'; resource: TResource }
  | { kind: 'settings' };

/** `/masterdata/resources` (masterdata.edit): the working areas, with their colours; edit, copy, order, remove. */
export function ResourcesPage() {
  const { t } = useTranslation();
  const resources = useQuery(resourcesQuery);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [action, setAction] = useState<Action | null>(null);
  const toggle = useMutation({
    mutationFn: (resource: TResource) => setResourceEnabled(resource, !resource.enabled),
    onSuccess: async (saved) => {
      toast.success(t(saved.enabled ? 'mdRes.activated' : 'mdRes.deactivatedNow', { name: saved.caption }));
      await refreshResources(queryClient);
    },
    onError: (error) => {
      if (!isEditionProblem(error)) toast.error(errorMessage(error, t));
    },
  });

  return (
    <Page
      titleId="resources-title"
      title={t('mdRes.title')}
      intro={t('mdRes.intro')}
      actions={
        <>
          {resources.data && resources.data.length > 1 && (
            <Button variant="secondary" onClick={() => setAction({ kind: 'settings' })}>
              {t('mdRes.settings')}
            </Button>
          )}
          <Button onClick={() => setAction({ kind: 'dialog', mode: { kind: 'create' } })}>
            {t('mdRes.new')}
          </Button>
        </>
      }
    >
      <QueryContent query={resources}>
        {(list) => (
          <MasterDataGrid
            labelledBy="resources-title"
            rows={list}
            rowKey={(resource) => resource.id}
            searchText={(resource) => `${resource.caption} ${resource.comments}`}
            isEnabled={(resource) => resource.enabled}
            columns={[
              {
                header: t('mdRes.caption'),
                isRowHeader: true,
                cell: (resource) => (
                  <span
                    className={styles.chip}
                    style={{ background: resource.backColor, color: resource.foreColor }}
                  >
                    {resource.caption}
                  </span>
                ),
              },
              { header: t('mdRes.comments'), cell: (resource) => resource.comments },
              {
                header: t('mdGrid.status'),
                cell: (resource) => (
                  <Badge tone={resource.enabled ? 'success' : 'neutral'}>
                    {resource.enabled ? t('mdGrid.enabled') : t('mdGrid.disabled')}
                  </Badge>
                ),
              },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (resource) => (
                  <RowActions>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => setAction({ kind: 'dialog', mode: { kind: 'edit', resource } })}
                      aria-label={t('mdShared.editAria', { name: resource.caption })}
                    >
                      {t('table.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      onClick={() => setAction({ kind: 'dialog', mode: { kind: 'copy', resource } })}
                      aria-label={t('mdShared.copyAria', { name: resource.caption })}
                    >
                      {t('mdShared.copy')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      busy={toggle.isPending && toggle.variables.id === resource.id}
                      onClick={() => toggle.mutate(resource)}
                      aria-label={t(resource.enabled ? 'mdShared.deactivateAria' : 'mdShared.activateAria', {
                        name: resource.caption,
                      })}
                    >
                      {resource.enabled ? t('mdShared.deactivate') : t('mdShared.activate')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      onClick={() => setAction({ kind: 'delete', resource })}
                      aria-label={t('mdShared.deleteAria', { name: resource.caption })}
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
      {action?.kind === 'dialog' && <ResourceDialog mode={action.mode} onClose={() => setAction(null)} />}
      {action?.kind === 'settings' && resources.data && (
        <ResourceSettingsDialog resources={resources.data} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'delete' && (
        <DeleteResource resource={action.resource} onClose={() => setAction(null)} />
      )}
    </Page>
  );
}

/** Deletion, confirmed; the server deactivates instead when plans or templates use the resource. */
function DeleteResource({ resource, onClose }: { resource: TResource; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => deleteResource(resource),
    onSuccess: async ({ outcome }) => {
      if (outcome === 'deleted') toast.success(t('mdGrid.deleted', { name: resource.caption }));
      else toast.info(t('mdRes.deactivated', { name: resource.caption }));
      await refreshResources(queryClient);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      isOpen
      title={t('mdGrid.deleteTitle', { name: resource.caption })}
      confirmLabel={t('table.delete')}
      tone="danger"
      busy={remove.isPending}
      error={remove.error && !isEditionProblem(remove.error) ? errorMessage(remove.error, t) : null}
      onCancel={onClose}
      onConfirm={() => remove.mutate()}
    >
      <p>{t('mdRes.deleteText')}</p>
    </ConfirmDialog>
  );
}
