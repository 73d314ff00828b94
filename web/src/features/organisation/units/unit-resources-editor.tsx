import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TResource } from '@app/shared/resources/resource';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import { callApi } from '#lib/api';
import { Button } from '#ui/button';
import { QueryContent } from '#ui/query-content';
import { resourceCatalogueQuery, unitResourcesQuery } from './units-api';
import {
  OrderedIdAdd,
  OrderedIdList,
  UnitEditorForm,
  UnitEditorSection,
  useUnitEditor,
  type UnitEditorProps,
  type UnitFormProps,
} from './unit-editor';
import styles from './units-page.module.css';

type UnitResources = { resourceIds: string[]; version: number };

/** The resources a unit works in, in display order: add from the catalogue, move up and down, remove. */
export function UnitResourcesEditor({ dirty, ...form }: UnitEditorProps) {
  const { t } = useTranslation();
  const { unit } = form;
  const saved = useQuery(unitResourcesQuery(unit.id));
  const catalogue = useQuery(resourceCatalogueQuery);
  return (
    <UnitEditorSection
      titleId="unit-resources-title"
      title={t('units.resources')}
      intro={t('units.resourcesIntro')}
      dirty={dirty}
    >
      <QueryContent query={saved}>
        {(data) => (
          <QueryContent query={catalogue}>
            {(resources) => (
              <ResourcesForm
                key={`${unit.id}-${data.version}`}
                saved={data}
                resources={resources}
                {...form}
              />
            )}
          </QueryContent>
        )}
      </QueryContent>
    </UnitEditorSection>
  );
}

function ResourcesForm({
  unit,
  saved,
  resources,
  canEdit,
  tracking,
}: UnitFormProps & { saved: UnitResources; resources: readonly TResource[] }) {
  const { t } = useTranslation();
  const [ids, setIds] = useState(saved.resourceIds);
  const nameOf = (id: string) =>
    resources.find((resource) => resource.id === id)?.caption ?? t('units.resourceUnknown');
  const addable = resources.filter((resource) => resource.enabled && !ids.includes(resource.id));
  const { problem, saving, save } = useUnitEditor({
    tracking,
    isDirty: ids.join() !== saved.resourceIds.join(),
    queryKey: unitResourcesQuery(unit.id).queryKey,
    savedText: t('units.resourcesSaved', { name: unit.name }),
    conflictText: t('units.dataConflict'),
    write: () =>
      callApi(unitDataContracts.saveResources, {
        params: { unitId: unit.id },
        body: { resourceIds: ids, version: saved.version },
      }),
  });

  return (
    <UnitEditorForm problem={problem} onSave={save}>
      <OrderedIdList
        ids={ids}
        onChange={setIds}
        nameOf={nameOf}
        canEdit={canEdit}
        empty={<p className={styles.muted}>{t('units.resourcesEmpty')}</p>}
        label={t('units.resources')}
        upLabel={(name) => t('units.resourceUp', { name })}
        downLabel={(name) => t('units.resourceDown', { name })}
        removeLabel={(name) => t('units.resourceRemove', { name })}
      />
      {canEdit && (
        <>
          <OrderedIdAdd
            label={t('units.resourceAdd')}
            buttonLabel={t('units.resourceAddButton')}
            options={addable.map((resource) => ({ id: resource.id, name: resource.caption }))}
            onAdd={(id) => setIds((old) => [...old, id])}
          />
          <Button type="submit" busy={saving}>
            {t('units.resourcesSave')}
          </Button>
        </>
      )}
    </UnitEditorForm>
  );
}
