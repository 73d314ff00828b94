import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TQualification } from '@app/shared/qualifications/qualification';
import { sessionAllows, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { RowActions } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { MasterDataGrid } from '#features/masterdata/absence-types/master-data-grid';
import { FavoriteStar } from '#features/masterdata/tags/favorite-star';
import { useFavorites } from '#features/masterdata/tags/favorites-api';
import { QualificationDialog } from './qualification-dialog';
import { deleteQualification, qualificationsQuery, refreshQualifications } from './qualifications-api';

type Action = { kind: 'create' } | { kind: 'edit' | 'delete'; qualification: TQualification } | null;

/** `/masterdata/qualifications` (masterdata.edit): qualifications in a grid with the edit dialog. */
export function QualificationsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = sessionAllows(session, 'masterdata.edit');
  const qualifications = useQuery(qualificationsQuery);
  const favorites = useFavorites('QUAL');
  const [action, setAction] = useState<Action>(null);

  return (
    <Page
      titleId="qualifications-title"
      title={t('qualifications.title')}
      intro={t('qualifications.intro')}
      actions={
        canEdit ? (
          <Button onClick={() => setAction({ kind: 'create' })}>{t('qualifications.new')}</Button>
        ) : undefined
      }
    >
      {!canEdit && <Notice tone="info">{t('mdGrid.readOnly')}</Notice>}
      <QueryContent query={qualifications}>
        {(list) => (
          <MasterDataGrid
            labelledBy="qualifications-title"
            rows={list}
            rowKey={(qualification) => qualification.id}
            searchText={(qualification) => `${qualification.name} ${qualification.shortName}`}
            isEnabled={(qualification) => qualification.enabled}
            columns={[
              { header: t('qualifications.name'), isRowHeader: true, cell: (one) => one.name },
              { header: t('qualifications.shortName'), cell: (one) => one.shortName || '–' },
              {
                header: t('mdGrid.status'),
                cell: (one) => (
                  <Badge tone={one.enabled ? 'success' : 'neutral'}>
                    {one.enabled ? t('mdGrid.enabled') : t('mdGrid.disabled')}
                  </Badge>
                ),
              },
              {
                header: t('qualifications.favorite'),
                cell: (one) => (
                  <FavoriteStar
                    name={one.name}
                    favorite={favorites.ids.has(one.id)}
                    onToggle={(favorite) => favorites.toggle.mutate({ id: one.id, favorite })}
                  />
                ),
              },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (one) =>
                  canEdit && (
                    <RowActions>
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={t('qualifications.editAria', { name: one.name })}
                        onClick={() => setAction({ kind: 'edit', qualification: one })}
                      >
                        {t('table.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="small"
                        aria-label={t('qualifications.deleteAria', { name: one.name })}
                        onClick={() => setAction({ kind: 'delete', qualification: one })}
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
      {action?.kind === 'create' && <QualificationDialog onClose={() => setAction(null)} />}
      {action?.kind === 'edit' && (
        <QualificationDialog qualification={action.qualification} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'delete' && (
        <DeleteQualificationDialog qualification={action.qualification} onClose={() => setAction(null)} />
      )}
    </Page>
  );
}

function DeleteQualificationDialog({
  qualification,
  onClose,
}: {
  qualification: TQualification;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteQualification(qualification),
    onSuccess: async () => {
      toast.success(t('mdGrid.deleted', { name: qualification.name }));
      await refreshQualifications(queryClient);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      isOpen
      title={t('mdGrid.deleteTitle', { name: qualification.name })}
      confirmLabel={t('table.delete')}
      tone="danger"
      busy={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t) : null}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    >
      {t('mdGrid.deleteText')}
    </ConfirmDialog>
  );
}
