import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TResource } from '@app/shared/resources/resource';
import { Button } from '#ui/button';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { MasterDataPage } from '#ui/master-data-page';
import { useMasterDataPage, useToggleEnabled } from '#ui/use-master-data-page';
import { ResourceDialog } from './resource-dialog';
import { ResourceRulesDialog } from './resource-rules-dialog';
import { ResourceSettingsDialog } from './resource-settings-dialog';
import { deleteResource, refreshResources, resourcesQuery, setResourceEnabled } from './resources-api';
import styles from './resources-page.module.css';

/** `/masterdata/resources` (masterdata.edit): the work areas, with their colours; edit, copy, order, remove. */
export function ResourcesPage() {
  const { t } = useTranslation();
  const page = useMasterDataPage<TResource>();
  const resources = useQuery(resourcesQuery);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [rulesOf, setRulesOf] = useState<TResource | null>(null);
  const toggler = useToggleEnabled<TResource, TResource>({
    setEnabled: setResourceEnabled,
    refresh: refreshResources,
    doneText: (saved) =>
      t(saved.enabled ? 'mdRes.activated' : 'mdRes.deactivatedNow', { name: saved.caption }),
  });
  const deleting = page.deleting;

  return (
    <MasterDataPage
      titleId="resources-title"
      title={t('mdRes.title')}
      intro={t('mdRes.intro')}
      actions={
        resources.data &&
        resources.data.length > 1 && (
          <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
            {t('mdRes.settings')}
          </Button>
        )
      }
      create={{ label: t('mdRes.new'), onClick: page.create }}
      purpose={t('mdRes.empty')}
      query={resources}
      rowKey={(resource) => resource.id}
      searchText={(resource) => `${resource.caption} ${resource.comments}`}
      isEnabled={(resource) => resource.enabled}
      rowActions={page.rowActions((resource) => resource.caption, {
        copy: page.copy,
        ...toggler,
      })}
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
          header: t('resourceRules.column'),
          cell: (resource) => (
            <Button
              variant="link"
              size="small"
              aria-label={t('resourceRules.openOf', { name: resource.caption })}
              onClick={() => setRulesOf(resource)}
            >
              {t('resourceRules.open')}
            </Button>
          ),
        },
      ]}
    >
      {page.dialog && <ResourceDialog mode={page.dialog} onClose={page.close} />}
      {rulesOf && <ResourceRulesDialog resource={rulesOf} onClose={() => setRulesOf(null)} />}
      {settingsOpen && resources.data && (
        <ResourceSettingsDialog resources={resources.data} onClose={() => setSettingsOpen(false)} />
      )}
      {deleting && (
        // The server deactivates instead when plans or templates use the resource.
        <MasterDataDeleteDialog
          name={deleting.caption}
          remove={() => deleteResource(deleting)}
          refresh={refreshResources}
          onClose={page.close}
          text={t('mdRes.deleteText')}
          deactivatedText={t('mdRes.deactivated', { name: deleting.caption })}
        />
      )}
    </MasterDataPage>
  );
}
