import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { TResource } from '@app/shared/resources/resource';
import type { TResponsibilityMode } from '@app/shared/units/responsibility';
import { responsibilityModes } from '@app/shared/units/responsibility';
import type { TUnit } from '@app/shared/units/unit';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import {
  resourcesByUnit,
  resourcesOfUnits,
  sameIds,
  toggleUnit,
  type CalendarSelection,
} from './calendar-selection';
import { CheckableUnitTree } from './checkable-unit-tree';
import { resourceCatalogueQuery, unitsQuery, unitsQueryKey } from './units-api';
import { DismissChangeDialog } from './unsaved-changes';
import styles from './units-page.module.css';

export type { CalendarSelection } from './calendar-selection';

const scope = { scope: 'CALENDAR' as const };

/** The selection of a mode (the current one when none is given), resolved by the server. */
export function calendarSelectionQuery(mode?: TResponsibilityMode) {
  return queryOptions({
    queryKey: [...unitsQueryKey, 'selection', 'CALENDAR', mode ?? 'current'],
    queryFn: ({ signal }) =>
      callApi(
        unitDataContracts.selection,
        { params: scope, query: mode === undefined ? {} : { mode: String(mode) as '0' | '-1' | '-2' } },
        { signal },
      ),
  });
}

/**
 * The calendar's current selection: `data` holds the mode, the unit ids (sub-units resolved for modes 0 and -1,
 * the checked units for -2) and the resource ids. Applying the picker refreshes it.
 */
export function useCalendarSelection(): UseQueryResult<CalendarSelection> {
  return useQuery(calendarSelectionQuery());
}

const modesQuery = queryOptions({
  queryKey: [...unitsQueryKey, 'responsibility-modes', 'CALENDAR'],
  queryFn: ({ signal }) => callApi(unitDataContracts.responsibilityModes, { params: scope }, { signal }),
});
const treeWithResourcesQuery = queryOptions({
  queryKey: [...unitsQueryKey, 'tree', 'with-resources'],
  queryFn: ({ signal }) => callApi(unitContracts.tree, { query: { addResources: 'true' } }, { signal }),
});

export interface CalendarUnitPickerProps {
  open: boolean;
  onClose: () => void;
  onApplied: (selection: CalendarSelection) => void;
}

/**
 * CALENDARUNITPICKER: the responsibility-mode dropdown, the checkable units tree and the resources tree of the
 * checked units. Checking anything makes the choice a custom selection (mode -2), the only mode that stores
 * the checked view; applying it with no unit checked says `user-save-err2`.
 */
export function CalendarUnitPicker({ open, onClose, onApplied }: CalendarUnitPickerProps) {
  return open ? <PickerDialog onClose={onClose} onApplied={onApplied} /> : null;
}

function PickerDialog({ onClose, onApplied }: Omit<CalendarUnitPickerProps, 'open'>) {
  const { t } = useTranslation();
  // Esc, × and cancel ask to close; the form closes at once, or asks dismisschange when something changed.
  const [closeRequested, setCloseRequested] = useState(false);
  return (
    <ModalDialog
      isOpen
      size="large"
      title={t('units.picker.title')}
      onOpenChange={(isOpen) => !isOpen && setCloseRequested(true)}
    >
      <PickerLoader
        closeRequested={closeRequested}
        onCloseRequest={() => setCloseRequested(true)}
        onCloseCancelled={() => setCloseRequested(false)}
        onClose={onClose}
        onApplied={onApplied}
      />
    </ModalDialog>
  );
}

interface CloseProps {
  closeRequested: boolean;
  onCloseRequest: () => void;
  onCloseCancelled: () => void;
  onClose: () => void;
}

function PickerLoader({ onApplied, ...close }: CloseProps & Pick<CalendarUnitPickerProps, 'onApplied'>) {
  const modes = useQuery(modesQuery);
  const current = useQuery(calendarSelectionQuery());
  const units = useQuery(unitsQuery);
  const tree = useQuery(treeWithResourcesQuery);
  const resources = useQuery(resourceCatalogueQuery);
  const all = useMemo(
    () => ({
      data:
        modes.data && current.data && units.data && tree.data && resources.data
          ? {
              modes: modes.data,
              current: current.data,
              units: units.data,
              byUnit: resourcesByUnit(tree.data),
              resources: resources.data,
            }
          : undefined,
      error: modes.error ?? current.error ?? units.error ?? tree.error ?? resources.error,
      isPending: [modes, current, units, tree, resources].some((query) => query.isPending),
      isError: [modes, current, units, tree, resources].some((query) => query.isError),
    }),
    [modes, current, units, tree, resources],
  );
  return (
    <DialogQueryContent query={all}>
      {(data) => (
        <PickerForm
          modes={data.modes}
          initial={data.current}
          units={data.units}
          byUnit={data.byUnit}
          resources={data.resources}
          {...close}
          onApplied={onApplied}
        />
      )}
    </DialogQueryContent>
  );
}

function PickerForm({
  modes,
  initial,
  units,
  byUnit,
  resources,
  closeRequested,
  onCloseRequest,
  onCloseCancelled,
  onClose,
  onApplied,
}: CloseProps & {
  modes: readonly { mode: TResponsibilityMode; label: string }[];
  initial: CalendarSelection;
  units: readonly TUnit[];
  byUnit: ReadonlyMap<string, readonly string[]>;
  resources: readonly TResource[];
  onApplied: (selection: CalendarSelection) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<TResponsibilityMode>(initial.mode);
  const [unitIds, setUnitIds] = useState<ReadonlySet<string>>(new Set(initial.unitIds));
  const [resourceIds, setResourceIds] = useState<ReadonlySet<string>>(new Set(initial.resourceIds));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const offered = useMemo(() => resourcesOfUnits(byUnit, unitIds), [byUnit, unitIds]);
  // A resource that no checked unit works in leaves the selection with its unit.
  const chosenResources = [...resourceIds].filter((id) => offered.includes(id));
  const dirty =
    mode !== initial.mode ||
    !sameIds(unitIds, initial.unitIds) ||
    !sameIds(chosenResources, initial.resourceIds);
  const nameOf = (id: string) =>
    resources.find((resource) => resource.id === id)?.caption ?? t('units.resourceUnknown');

  useEffect(() => {
    if (closeRequested && !dirty) onClose();
  }, [closeRequested, dirty, onClose]);

  const chooseMode = async (next: TResponsibilityMode) => {
    setProblem(null);
    setMode(next);
    try {
      const selection = await queryClient.fetchQuery(calendarSelectionQuery(next));
      // An empty stored view keeps what is checked: the custom selection starts from it.
      if (next !== responsibilityModes.custom || selection.unitIds.length) {
        setUnitIds(new Set(selection.unitIds));
        setResourceIds(new Set(selection.resourceIds));
      }
    } catch (error) {
      setProblem(errorMessage(error, t));
    }
  };
  const toCustom = () => setMode(responsibilityModes.custom);

  const apply = async () => {
    setProblem(null);
    if (mode === responsibilityModes.custom && unitIds.size === 0) {
      setProblem(t('user-save-err2'));
      return false;
    }
    setBusy(true);
    try {
      let selection: CalendarSelection;
      if (mode === responsibilityModes.custom) {
        const view = await callApi(unitDataContracts.saveCheckedView, {
          params: scope,
          body: { unitIds: [...unitIds], resourceIds: chosenResources },
        });
        selection = { mode, ...view };
      } else {
        await callApi(unitDataContracts.setResponsibilityMode, { params: scope, body: { mode } });
        selection = { mode, unitIds: [...unitIds], resourceIds: chosenResources };
      }
      queryClient.setQueryData(calendarSelectionQuery().queryKey, selection);
      await queryClient.invalidateQueries({ queryKey: [...unitsQueryKey, 'selection'] });
      onApplied(selection);
      onClose();
      return true;
    } catch (error) {
      setProblem(errorMessage(error, t));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      {problem && <Notice tone="error">{problem}</Notice>}
      <SelectField
        label={t('units.picker.mode')}
        value={String(mode)}
        onChange={(event) => void chooseMode(Number(event.target.value) as TResponsibilityMode)}
      >
        {modes.map((option) => (
          <option key={option.mode} value={option.mode}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {mode !== responsibilityModes.custom && <p className={styles.muted}>{t('units.picker.modeHint')}</p>}
      <div className={styles.pickerTrees}>
        <CheckableUnitTree
          units={units}
          checked={unitIds}
          label={t('units.picker.units')}
          onToggle={(unitId, on) => {
            toCustom();
            setUnitIds((old) => toggleUnit(units, old, unitId, on));
            // A newly checked unit brings its resources along; the person can leave some out.
            if (on) {
              const added = resourcesOfUnits(byUnit, toggleUnit(units, new Set(), unitId, true));
              setResourceIds((old) => new Set([...old, ...added]));
            }
          }}
        />
        <fieldset className={styles.checkTree}>
          <legend>{t('units.picker.resources')}</legend>
          {offered.length === 0 ? (
            <p className={styles.muted}>{t('units.picker.noResources')}</p>
          ) : (
            <ul className={styles.tree}>
              {[...unitIds]
                .filter((id) => (byUnit.get(id) ?? []).length > 0)
                .map((id) => (
                  <li key={id} className={styles.checkGroup}>
                    <span>{units.find((unit) => unit.id === id)?.name}</span>
                    <ul className={styles.tree}>
                      {(byUnit.get(id) ?? []).map((resourceId) => (
                        <li
                          key={resourceId}
                          className={styles.checkItem}
                          style={{ paddingInlineStart: '1.25rem' }}
                        >
                          <label>
                            <input
                              type="checkbox"
                              checked={resourceIds.has(resourceId)}
                              onChange={(event) => {
                                toCustom();
                                const on = event.target.checked;
                                setResourceIds((old) => {
                                  const next = new Set(old);
                                  if (on) next.add(resourceId);
                                  else next.delete(resourceId);
                                  return next;
                                });
                              }}
                            />{' '}
                            {nameOf(resourceId)}
                          </label>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
            </ul>
          )}
        </fieldset>
      </div>
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={onCloseRequest}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('units.picker.apply')}
        </Button>
      </DialogActions>
      {closeRequested && dirty && (
        <DismissChangeDialog
          saving={busy}
          onCancel={onCloseCancelled}
          onDiscard={onClose}
          onSave={() => void apply().then((applied) => !applied && onCloseCancelled())}
        />
      )}
    </form>
  );
}
