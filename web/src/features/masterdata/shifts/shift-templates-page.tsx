import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatHours } from '@app/shared/shifts/shift-hours';
import { shiftItemTypeName, shiftItemTypes, type TShiftTemplate } from '@app/shared/shifts/shift-template';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { MasterDataPage } from '#ui/master-data-page';
import { useMasterDataPage, useToggleEnabled } from '#ui/use-master-data-page';
import { resourcesQuery } from '#features/masterdata/resources/resources-api';
import styles from '#features/masterdata/resources/resources-page.module.css';
import { ShiftTemplateDialog } from './shift-template-dialog';
import {
  deleteShiftTemplate,
  refreshShiftTemplates,
  setShiftTemplateEnabled,
  shiftTemplatesQuery,
} from './shifts-api';

/** `/masterdata/shifts` (masterdata.edit): the shift templates with resource, kind, times and paid hours. */
export function ShiftTemplatesPage() {
  const { t } = useTranslation();
  const page = useMasterDataPage<TShiftTemplate>();
  const templates = useQuery(shiftTemplatesQuery);
  const resources = useQuery(resourcesQuery);
  const resourceName = (id: string) => resources.data?.find((resource) => resource.id === id)?.caption ?? '–';
  const toggler = useToggleEnabled<TShiftTemplate, TShiftTemplate>({
    setEnabled: setShiftTemplateEnabled,
    refresh: refreshShiftTemplates,
    doneText: (saved) =>
      t(saved.enabled ? 'mdShift.activated' : 'mdShift.deactivatedNow', { name: saved.name }),
  });
  const times = (template: TShiftTemplate) =>
    template.itemClass === shiftItemTypes.free || !template.begin || !template.end
      ? '–'
      : `${template.begin}–${template.end}${template.end <= template.begin ? ` ${t('mdShift.nextDay')}` : ''}`;
  const deleting = page.deleting;

  return (
    <MasterDataPage
      titleId="shift-templates-title"
      title={t('mdShift.title')}
      intro={t('mdShift.intro')}
      // The dialog needs the resources, and the templates' colours to propose one not yet taken.
      create={resources.data && templates.data && { label: t('mdShift.new'), onClick: page.create }}
      purpose={t('mdShift.empty')}
      query={templates}
      rowKey={(template) => template.id}
      searchText={(template) => `${template.name} ${template.shortName} ${resourceName(template.resourceId)}`}
      isEnabled={(template) => template.enabled}
      rowActions={page.rowActions((template) => template.name, {
        copy: page.copy,
        ...toggler,
      })}
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
      ]}
    >
      {page.dialog && resources.data && (
        <ShiftTemplateDialog
          mode={page.dialog}
          resources={resources.data}
          usedColours={templates.data?.map((template) => template.backColor) ?? []}
          onClose={page.close}
        />
      )}
      {deleting && (
        // The server deactivates instead when plans or cycles use the template.
        <MasterDataDeleteDialog
          name={deleting.name}
          remove={() => deleteShiftTemplate(deleting)}
          refresh={refreshShiftTemplates}
          onClose={page.close}
          text={t('mdShift.deleteText')}
          deactivatedText={t('mdShift.deactivated', { name: deleting.name })}
        />
      )}
    </MasterDataPage>
  );
}
