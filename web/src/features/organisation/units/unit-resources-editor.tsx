import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TResource } from '@app/shared/resources/resource';
import type { TUnit } from '@app/shared/units/unit';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import { moveDown, moveUp } from '@app/shared/users/priority-list';
import { useToast } from '#app/toast';
import { ApiError, callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { resourceCatalogueQuery, unitResourcesQuery } from './units-api';
import { UnsavedMark, type EditorTracking } from './unsaved-changes';
import styles from './units-page.module.css';

type UnitResources = { resourceIds: string[]; version: number };

/** The resources a unit works in, in display order: add from the catalogue, move up and down, remove. */
export function UnitResourcesEditor({
  unit,
  canEdit,
  tracking,
  dirty,
}: {
  unit: TUnit;
  canEdit: boolean;
  tracking: EditorTracking;
  dirty: boolean;
}) {
  const { t } = useTranslation();
  const saved = useQuery(unitResourcesQuery(unit.id));
  const catalogue = useQuery(resourceCatalogueQuery);
  return (
    <section aria-labelledby="unit-resources-title" className={styles.editor}>
      <h3 id="unit-resources-title">
        {t('units.resources')}
        <UnsavedMark dirty={dirty} />
      </h3>
      <p className={styles.muted}>{t('units.resourcesIntro')}</p>
      <QueryContent query={saved}>
        {(data) => (
          <QueryContent query={catalogue}>
            {(resources) => (
              <ResourcesForm
                key={`${unit.id}-${data.version}`}
                unit={unit}
                saved={data}
                resources={resources}
                canEdit={canEdit}
                tracking={tracking}
              />
            )}
          </QueryContent>
        )}
      </QueryContent>
    </section>
  );
}

function ResourcesForm({
  unit,
  saved,
  resources,
  canEdit,
  tracking,
}: {
  unit: TUnit;
  saved: UnitResources;
  resources: readonly TResource[];
  canEdit: boolean;
  tracking: EditorTracking;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [ids, setIds] = useState(saved.resourceIds);
  const [candidate, setCandidate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const isDirty = ids.join() !== saved.resourceIds.join();
  const nameOf = (id: string) =>
    resources.find((resource) => resource.id === id)?.caption ?? t('units.resourceUnknown');
  const addable = resources.filter((resource) => resource.enabled && !ids.includes(resource.id));

  useEffect(() => tracking.onDirtyChange(isDirty), [isDirty, tracking]);

  const save = async (): Promise<boolean> => {
    setProblem(null);
    setSaving(true);
    try {
      await callApi(unitDataContracts.saveResources, {
        params: { unitId: unit.id },
        body: { resourceIds: ids, version: saved.version },
      });
      toast.success(t('units.resourcesSaved', { name: unit.name }));
      await queryClient.invalidateQueries({ queryKey: unitResourcesQuery(unit.id).queryKey });
      return true;
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.code === 'CONFLICT'
          ? t('units.dataConflict')
          : errorMessage(error, t),
      );
      return false;
    } finally {
      setSaving(false);
    }
  };
  tracking.registerSave(save);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {problem && <Notice tone="error">{problem}</Notice>}
      {ids.length === 0 ? (
        <p className={styles.muted}>{t('units.resourcesEmpty')}</p>
      ) : (
        <ol className={styles.priorityList} aria-label={t('units.resources')}>
          {ids.map((id, index) => (
            <li key={id}>
              <span>{nameOf(id)}</span>
              {canEdit && (
                <span>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={t('units.resourceUp', { name: nameOf(id) })}
                    disabled={index === 0}
                    onClick={() => setIds((old) => moveUp(old, index))}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={t('units.resourceDown', { name: nameOf(id) })}
                    disabled={index === ids.length - 1}
                    onClick={() => setIds((old) => moveDown(old, index))}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={t('units.resourceRemove', { name: nameOf(id) })}
                    onClick={() => setIds((old) => old.filter((other) => other !== id))}
                  >
                    ×
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {canEdit && (
        <>
          <div className={styles.priorityAdd}>
            <SelectField
              label={t('units.resourceAdd')}
              value={candidate}
              onChange={(event) => setCandidate(event.target.value)}
            >
              <option value="">–</option>
              {addable.map((resource) => (
                <option key={resource.id} value={resource.id}>
                  {resource.caption}
                </option>
              ))}
            </SelectField>
            <Button
              variant="secondary"
              size="small"
              disabled={!candidate}
              onClick={() => {
                setIds((old) => [...old, candidate]);
                setCandidate('');
              }}
            >
              {t('units.resourceAddButton')}
            </Button>
          </div>
          <Button type="submit" busy={saving}>
            {t('units.resourcesSave')}
          </Button>
        </>
      )}
    </form>
  );
}
