import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import { sessionAllows, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { ApiError } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { RowActions } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { AbsenceTypeDialog } from './absence-type-dialog';
import {
  absenceTypesQuery,
  deleteAbsenceType,
  inputOf,
  refreshAbsenceTypes,
  updateAbsenceType,
} from './absence-types-api';
import { ColorSwatch, MasterDataGrid } from './master-data-grid';

type Action = { kind: 'create' } | { kind: 'edit' | 'delete'; absenceType: TAbsenceType } | null;

/** `/masterdata/absence-types` (masterdata.edit): the absence types in a grid, with the edit dialog and delete. */
export function AbsenceTypesPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const canEdit = sessionAllows(session, 'masterdata.edit');
  const absenceTypes = useQuery(absenceTypesQuery);
  const [action, setAction] = useState<Action>(null);
  const language = i18n.language === 'en' ? 'en' : 'de';
  const nameOf = (absenceType: TAbsenceType) => absenceType.caption[language];

  return (
    <Page
      titleId="absence-types-title"
      title={t('absenceTypes.title')}
      intro={t('absenceTypes.intro')}
      actions={
        canEdit ? (
          <Button onClick={() => setAction({ kind: 'create' })}>{t('absenceTypes.new')}</Button>
        ) : undefined
      }
    >
      {!canEdit && <Notice tone="info">{t('mdGrid.readOnly')}</Notice>}
      <QueryContent query={absenceTypes}>
        {(list) => (
          <MasterDataGrid
            labelledBy="absence-types-title"
            rows={list}
            rowKey={(absenceType) => absenceType.id}
            searchText={(absenceType) =>
              `${absenceType.caption.de} ${absenceType.caption.en} ${absenceType.shortName} ${absenceType.category}`
            }
            isEnabled={(absenceType) => absenceType.enabled}
            columns={[
              {
                header: t('absenceTypes.caption'),
                isRowHeader: true,
                cell: (absenceType) => (
                  <>
                    <ColorSwatch color={absenceType.backColor} />
                    {nameOf(absenceType)}
                  </>
                ),
              },
              { header: t('absenceTypes.shortName'), cell: (absenceType) => absenceType.shortName },
              {
                header: t('absenceTypes.itemClass'),
                cell: (absenceType) => t(`absenceTypes.itemClass.${absenceType.itemClass}`),
              },
              { header: t('absenceTypes.category'), cell: (absenceType) => absenceType.category || '–' },
              {
                header: t('absenceTypes.ruleCalcActualHours'),
                cell: (absenceType) => t(`absenceTypes.rule.${absenceType.ruleCalcActualHours}`),
              },
              {
                header: t('mdGrid.status'),
                cell: (absenceType) => (
                  <Badge tone={absenceType.enabled ? 'success' : 'neutral'}>
                    {absenceType.enabled ? t('mdGrid.enabled') : t('mdGrid.disabled')}
                  </Badge>
                ),
              },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (absenceType) =>
                  canEdit && (
                    <RowActions>
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={t('absenceTypes.editAria', { name: nameOf(absenceType) })}
                        onClick={() => setAction({ kind: 'edit', absenceType })}
                      >
                        {t('table.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="small"
                        aria-label={t('absenceTypes.deleteAria', { name: nameOf(absenceType) })}
                        onClick={() => setAction({ kind: 'delete', absenceType })}
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
      {action?.kind === 'create' && <AbsenceTypeDialog onClose={() => setAction(null)} />}
      {action?.kind === 'edit' && (
        <AbsenceTypeDialog absenceType={action.absenceType} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'delete' && (
        <DeleteAbsenceTypeDialog
          absenceType={action.absenceType}
          name={nameOf(action.absenceType)}
          onClose={() => setAction(null)}
        />
      )}
    </Page>
  );
}

/** Deletion, confirmed first; a type that absences use is offered "deactivate instead" (spec: deactivate, not delete). */
function DeleteAbsenceTypeDialog({
  absenceType,
  name,
  onClose,
}: {
  absenceType: TAbsenceType;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [inUse, setInUse] = useState(false);
  const remove = useMutation({
    mutationFn: () =>
      inUse
        ? updateAbsenceType(absenceType.id, { ...inputOf(absenceType), enabled: false }).then(
            () => 'deactivated',
          )
        : deleteAbsenceType(absenceType).then(() => 'deleted'),
    onSuccess: async (done) => {
      toast.success(t(done === 'deleted' ? 'mdGrid.deleted' : 'absenceTypes.deactivated', { name }));
      await refreshAbsenceTypes(queryClient);
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'ABSENCE_TYPE_IN_USE') setInUse(true);
    },
  });
  const failure =
    remove.error && !(remove.error instanceof ApiError && remove.error.code === 'ABSENCE_TYPE_IN_USE')
      ? errorMessage(remove.error, t)
      : null;
  return (
    <ConfirmDialog
      isOpen
      title={t('mdGrid.deleteTitle', { name })}
      confirmLabel={inUse ? t('absenceTypes.deactivate') : t('table.delete')}
      tone={inUse ? 'primary' : 'danger'}
      busy={remove.isPending}
      error={failure}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    >
      {inUse ? t('absenceTypes.inUse', { name }) : t('mdGrid.deleteText')}
    </ConfirmDialog>
  );
}
