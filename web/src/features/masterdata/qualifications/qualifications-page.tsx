import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TQualification } from '@app/shared/qualifications/qualification';
import { usePermission } from '#app/session';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { MasterDataPage } from '#ui/master-data-page';
import { useMasterDataPage } from '#ui/use-master-data-page';
import { FavoriteStar } from '#features/masterdata/tags/favorite-star';
import { useFavorites } from '#features/masterdata/tags/favorites-api';
import { QualificationDialog } from './qualification-dialog';
import { deleteQualification, qualificationsQuery, refreshQualifications } from './qualifications-api';

/** `/masterdata/qualifications` (masterdata.edit): qualifications in a grid with the edit dialog. */
export function QualificationsPage() {
  const { t } = useTranslation();
  const page = useMasterDataPage<TQualification>(usePermission('masterdata.edit'));
  const qualifications = useQuery(qualificationsQuery);
  const favorites = useFavorites('QUAL');
  const deleting = page.deleting;

  return (
    <MasterDataPage
      titleId="qualifications-title"
      title={t('qualifications.title')}
      intro={t('qualifications.intro')}
      create={page.canEdit && { label: t('qualifications.new'), onClick: page.create }}
      purpose={t('qualifications.empty')}
      readOnly={!page.canEdit}
      query={qualifications}
      rowKey={(qualification) => qualification.id}
      searchText={(qualification) => `${qualification.name} ${qualification.shortName}`}
      isEnabled={(qualification) => qualification.enabled}
      rowActions={page.rowActions((one) => one.name, {
        ariaKeys: { edit: 'qualifications.editAria', delete: 'qualifications.deleteAria' },
      })}
      columns={[
        { header: t('qualifications.name'), isRowHeader: true, cell: (one) => one.name },
        { header: t('qualifications.shortName'), cell: (one) => one.shortName || '–' },
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
      ]}
    >
      {page.dialog && (
        <QualificationDialog
          {...(page.dialog.kind === 'edit' ? { qualification: page.dialog.row } : {})}
          onClose={page.close}
        />
      )}
      {deleting && (
        <MasterDataDeleteDialog
          name={deleting.name}
          remove={() => deleteQualification(deleting)}
          refresh={refreshQualifications}
          onClose={page.close}
        />
      )}
    </MasterDataPage>
  );
}
