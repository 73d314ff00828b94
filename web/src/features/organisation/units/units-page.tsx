import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUnit } from '@app/shared/units/unit';
import { sessionAllows, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Badge } from '#ui/badge';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { ModalDialog, DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { RowActions } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { ManningEditor } from './manning-editor';
import { PriorityListButton } from './priority-list-editor';
import { UnitDialog } from './unit-dialog';
import { UnitResourcesEditor } from './unit-resources-editor';
import { UnitSettingsEditor } from './unit-settings-editor';
import { UnitAbsencesEditor } from './unit-absences-editor';
import { UnitTimelineEditor } from './unit-timeline-editor';
import { unitPaths } from './unit-paths';
import { UnitTree } from './unit-tree';
import { deleteUnit, moveUnit, refreshUnits, unitsQuery } from './units-api';
import { DismissChangeDialog, useUnsavedEditors, type UnsavedEditors } from './unsaved-changes';
import styles from './units-page.module.css';

type Action =
  | { kind: 'create'; parentId: string | null }
  | { kind: 'edit' | 'move' | 'delete'; unit: TUnit }
  | null;

/**
 * `/organisation/units` (group.edit): the units tree with the chosen unit's details, its editors (manning
 * levels, resources, settings, timeline) and the actions create, edit, move and delete (group.delete). Choosing
 * another unit while an editor holds unsaved input asks `dismisschange` (save, close, cancel).
 */
export function UnitsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = sessionAllows(session, 'group.edit');
  const canDelete = sessionAllows(session, 'group.delete');
  const units = useQuery(unitsQuery);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [action, setAction] = useState<Action>(null);
  const editors = useUnsavedEditors();
  // The unit to go to once the dismisschange prompt is answered (undefined: no prompt).
  const [leavingTo, setLeavingTo] = useState<string | null | undefined>(undefined);
  const [savingAll, setSavingAll] = useState(false);
  const select = (unitId: string | null) => {
    if (unitId === selectedId) return;
    if (editors.anyDirty) setLeavingTo(unitId);
    else setSelectedId(unitId);
  };
  const leave = () => {
    editors.reset();
    setSelectedId(leavingTo ?? null);
    setLeavingTo(undefined);
  };
  const saveAndLeave = async () => {
    setSavingAll(true);
    try {
      if (await editors.saveAll()) leave();
      else setLeavingTo(undefined);
    } finally {
      setSavingAll(false);
    }
  };
  const close = (saved?: TUnit) => {
    if (saved) select(saved.id);
    setAction(null);
  };

  return (
    <Page
      titleId="units-title"
      title={t('units.title')}
      intro={t('units.intro')}
      actions={
        canEdit ? (
          <Button onClick={() => setAction({ kind: 'create', parentId: selectedId })}>
            {t('units.new')}
          </Button>
        ) : undefined
      }
    >
      {!canEdit && <Notice tone="info">{t('units.readOnlyPage')}</Notice>}
      <QueryContent query={units}>
        {(list) => {
          const selected = list.find((unit) => unit.id === selectedId) ?? null;
          return (
            <div className={styles.layout}>
              {list.length ? (
                <UnitTree units={list} selectedId={selectedId} onSelect={select} labelledBy="units-title" />
              ) : (
                <p className={styles.muted}>{t('units.empty')}</p>
              )}
              <div className={styles.detail}>
                {selected ? (
                  <UnitDetails
                    key={selected.id}
                    unit={selected}
                    editors={editors}
                    units={list}
                    canEdit={canEdit}
                    canDelete={canDelete}
                    onAction={setAction}
                  />
                ) : (
                  <p className={styles.muted}>{t('units.selectHint')}</p>
                )}
              </div>
              {action?.kind === 'create' && (
                <UnitDialog parentId={action.parentId} units={list} onClose={close} />
              )}
              {action?.kind === 'edit' && <UnitDialog unit={action.unit} units={list} onClose={close} />}
              {action?.kind === 'move' && <MoveDialog unit={action.unit} units={list} onClose={close} />}
              {action?.kind === 'delete' && (
                <DeleteDialog
                  unit={action.unit}
                  onClose={(deleted) => {
                    if (deleted) {
                      editors.reset();
                      setSelectedId(null);
                    }
                    setAction(null);
                  }}
                />
              )}
              {leavingTo !== undefined && (
                <DismissChangeDialog
                  saving={savingAll}
                  onCancel={() => setLeavingTo(undefined)}
                  onDiscard={leave}
                  onSave={() => void saveAndLeave()}
                />
              )}
            </div>
          );
        }}
      </QueryContent>
    </Page>
  );
}

function UnitDetails({
  unit,
  units,
  editors,
  canEdit,
  canDelete,
  onAction,
}: {
  unit: TUnit;
  units: readonly TUnit[];
  editors: UnsavedEditors;
  canEdit: boolean;
  canDelete: boolean;
  onAction: (action: Action) => void;
}) {
  const { t } = useTranslation();
  const parent = units.find((candidate) => candidate.id === unit.parentId);
  const { track } = editors;
  // One tracking object per editor for the pane's life, so that the editors' effects do not run every render.
  const tracking = useMemo(
    () => ({
      manning: track('manning'),
      resources: track('resources'),
      settings: track('settings'),
      absences: track('absences'),
      timeline: track('timeline'),
    }),
    [track],
  );
  return (
    <section aria-labelledby="unit-detail-title">
      <h2 id="unit-detail-title" className={styles.detailTitle}>
        {unit.name}
      </h2>
      <dl className={styles.details}>
        <dt>{t('units.type')}</dt>
        <dd>{t(`units.type.${unit.unitType}`)}</dd>
        <dt>{t('units.parent')}</dt>
        <dd>{parent?.name ?? t('units.topLevel')}</dd>
        <dt>{t('units.status')}</dt>
        <dd>
          <Badge tone={unit.enabled ? 'success' : 'neutral'}>
            {unit.enabled ? t('units.enabled') : t('units.disabled')}
          </Badge>
        </dd>
        <dt>{t('units.holidayRegion')}</dt>
        <dd>{unit.holidayRegion ?? t('units.companyRegion')}</dd>
      </dl>
      <RowActions>
        {canEdit && (
          <>
            <Button variant="secondary" size="small" onClick={() => onAction({ kind: 'edit', unit })}>
              {t('units.edit')}
            </Button>
            <Button variant="secondary" size="small" onClick={() => onAction({ kind: 'move', unit })}>
              {t('units.move')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              onClick={() => onAction({ kind: 'create', parentId: unit.id })}
            >
              {t('units.newBelow')}
            </Button>
          </>
        )}
        {canDelete && (
          <Button variant="ghost" size="small" onClick={() => onAction({ kind: 'delete', unit })}>
            {t('units.delete')}
          </Button>
        )}
        <PriorityListButton unit={unit} canEdit={canEdit} />
      </RowActions>
      <ManningEditor
        unit={unit}
        canEdit={canEdit}
        tracking={tracking.manning}
        dirty={editors.isDirty('manning')}
      />
      <UnitResourcesEditor
        unit={unit}
        canEdit={canEdit}
        tracking={tracking.resources}
        dirty={editors.isDirty('resources')}
      />
      <UnitSettingsEditor
        unit={unit}
        canEdit={canEdit}
        tracking={tracking.settings}
        dirty={editors.isDirty('settings')}
      />
      <UnitAbsencesEditor
        unit={unit}
        canEdit={canEdit}
        tracking={tracking.absences}
        dirty={editors.isDirty('absences')}
      />
      <UnitTimelineEditor
        unit={unit}
        canEdit={canEdit}
        tracking={tracking.timeline}
        dirty={editors.isDirty('timeline')}
      />
    </section>
  );
}

function MoveDialog({
  unit,
  units,
  onClose,
}: {
  unit: TUnit;
  units: readonly TUnit[];
  onClose: (moved?: TUnit) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [parentId, setParentId] = useState(unit.parentId ?? '');
  const move = useMutation({
    mutationFn: () => moveUnit(unit, parentId || null),
    onSuccess: async (moved) => {
      toast.success(t('units.moved', { name: moved.name }));
      await refreshUnits(queryClient);
      onClose(moved);
    },
  });
  const options = unitPaths(units).filter((option) => !option.ancestorIds.includes(unit.id));
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !move.isPending && onClose()}
      title={t('units.moveTitle', { name: unit.name })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          move.mutate();
        }}
      >
        <p>{t('units.moveHint')}</p>
        {move.error && <Notice tone="error">{errorMessage(move.error, t)}</Notice>}
        <SelectField
          label={t('units.newParent')}
          value={parentId}
          onChange={(event) => setParentId(event.target.value)}
        >
          <option value="">{t('units.topLevel')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.path}
            </option>
          ))}
        </SelectField>
        <DialogActions>
          <Button variant="secondary" onClick={() => onClose()} disabled={move.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" busy={move.isPending}>
            {t('units.move')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}

function DeleteDialog({ unit, onClose }: { unit: TUnit; onClose: (deleted: boolean) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteUnit(unit),
    onSuccess: async () => {
      toast.success(t('units.deleted', { name: unit.name }));
      await refreshUnits(queryClient);
      onClose(true);
    },
  });
  return (
    <ConfirmDialog
      isOpen
      title={t('units.deleteTitle')}
      confirmLabel={t('units.delete')}
      tone="danger"
      busy={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t) : null}
      onConfirm={() => remove.mutate()}
      onCancel={() => onClose(false)}
    >
      <p>{t('units.deleteConfirm', { name: unit.name })}</p>
    </ConfirmDialog>
  );
}
