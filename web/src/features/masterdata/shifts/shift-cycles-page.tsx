import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TShiftCycle } from '@app/shared/shifts/shift-cycle';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { MasterDataPage } from '#ui/master-data-page';
import { useMasterDataPage } from '#ui/use-master-data-page';
import { ShiftCycleDialog } from './shift-cycle-dialog';
import { shiftTemplatesFeature } from './shifts.feature';
import { deleteShiftCycle, refreshShiftCycles, shiftCyclesQuery, shiftTemplatesQuery } from './shifts-api';

/** `/masterdata/shift-cycles` (masterdata.edit): rotations of shift templates over days or weeks. */
export function ShiftCyclesPage() {
  const { t } = useTranslation();
  const page = useMasterDataPage<TShiftCycle>();
  const cycles = useQuery(shiftCyclesQuery);
  const templates = useQuery(shiftTemplatesQuery);
  const deleting = page.deleting;
  const noTemplates = templates.data?.length === 0;

  return (
    <MasterDataPage
      titleId="shift-cycles-title"
      title={t('mdCycle.title')}
      intro={t('mdCycle.intro')}
      create={templates.data && { label: t('mdCycle.new'), onClick: page.create }}
      // A cycle of no templates is all days off: the templates come first.
      purpose={t(noTemplates ? 'mdCycle.noTemplates' : 'mdCycle.empty')}
      emptyAction={
        noTemplates ? { label: t('mdCycle.toTemplates'), to: shiftTemplatesFeature.path } : undefined
      }
      query={cycles}
      rowKey={(cycle) => cycle.id}
      searchText={(cycle) => cycle.name}
      rowActions={page.rowActions((cycle) => cycle.name, {
        copy: page.copy,
        // The dialog picks from the templates.
        editDisabled: !templates.data,
      })}
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
      ]}
    >
      {page.dialog && templates.data && (
        <ShiftCycleDialog mode={page.dialog} templates={templates.data} onClose={page.close} />
      )}
      {deleting && (
        <MasterDataDeleteDialog
          name={deleting.name}
          remove={() => deleteShiftCycle(deleting)}
          refresh={refreshShiftCycles}
          onClose={page.close}
          text={t('mdCycle.deleteText')}
        />
      )}
    </MasterDataPage>
  );
}
