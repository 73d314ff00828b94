import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TAbsenceType } from '@app/shared/absence-types/absence-type';
import { usePermission } from '#app/session';
import { ColorSwatch } from '#ui/master-data-grid';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { MasterDataPage } from '#ui/master-data-page';
import { useMasterDataPage } from '#ui/use-master-data-page';
import { AbsenceTypeDialog } from './absence-type-dialog';
import {
  absenceTypesQuery,
  deleteAbsenceType,
  inputOf,
  refreshAbsenceTypes,
  updateAbsenceType,
} from './absence-types-api';

/** `/masterdata/absence-types` (masterdata.edit): the absence types in a grid, with the edit dialog and delete. */
export function AbsenceTypesPage() {
  const { t, i18n } = useTranslation();
  const page = useMasterDataPage<TAbsenceType>(usePermission('masterdata.edit'));
  const absenceTypes = useQuery(absenceTypesQuery);
  const language = i18n.language === 'en' ? 'en' : 'de';
  const nameOf = (absenceType: TAbsenceType) => absenceType.caption[language];
  const deleting = page.deleting;

  return (
    <MasterDataPage
      titleId="absence-types-title"
      title={t('absenceTypes.title')}
      intro={t('absenceTypes.intro')}
      create={page.canEdit && { label: t('absenceTypes.new'), onClick: page.create }}
      purpose={t('absenceTypes.empty')}
      readOnly={!page.canEdit}
      query={absenceTypes}
      rowKey={(absenceType) => absenceType.id}
      searchText={(absenceType) =>
        `${absenceType.caption.de} ${absenceType.caption.en} ${absenceType.shortName} ${absenceType.category}`
      }
      isEnabled={(absenceType) => absenceType.enabled}
      rowActions={page.rowActions(nameOf, {
        ariaKeys: { edit: 'absenceTypes.editAria', delete: 'absenceTypes.deleteAria' },
      })}
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
      ]}
    >
      {page.dialog && (
        <AbsenceTypeDialog
          {...(page.dialog.kind === 'edit' ? { absenceType: page.dialog.row } : {})}
          onClose={page.close}
        />
      )}
      {deleting && (
        <MasterDataDeleteDialog
          name={nameOf(deleting)}
          remove={() => deleteAbsenceType(deleting)}
          refresh={refreshAbsenceTypes}
          onClose={page.close}
          deactivateInstead={{
            // Spec: a type that absences use is deactivated, not deleted.
            code: 'ABSENCE_TYPE_IN_USE',
            deactivate: () => updateAbsenceType(deleting.id, { ...inputOf(deleting), enabled: false }),
            confirmLabel: t('absenceTypes.deactivate'),
            text: t('absenceTypes.inUse', { name: nameOf(deleting) }),
            doneText: t('absenceTypes.deactivated', { name: nameOf(deleting) }),
          }}
        />
      )}
    </MasterDataPage>
  );
}
