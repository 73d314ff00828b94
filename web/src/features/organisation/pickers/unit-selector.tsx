import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TUnit } from '@app/shared/units/unit';
import { unitPaths } from '#features/organisation/units/unit-paths';
import { unitsQuery } from '#features/organisation/units/units-api';
import { errorMessage } from '#lib/error-message';
import { Checkbox } from '#ui/checkbox';
import { SelectField } from '#ui/select-field';
import { bindable, cx, type ValueProps } from '#ui/widgets/bindable';
import { keepKnownUnit, noUnit, type UnitSelection } from './picker-data';
import styles from './pickers.module.css';

export type { UnitSelection } from './picker-data';

/** The units of the tenant (`GET /api/units`), unless a caller gives its own; `undefined` while loading. */
export function useSelectableUnits(given?: readonly TUnit[]) {
  const query = useQuery({ ...unitsQuery, enabled: given === undefined });
  return { units: given ?? query.data, error: given ? null : query.error };
}

export interface UnitSelectorInputProps extends ValueProps<UnitSelection | null | undefined> {
  /** "Unit" unless told. */
  label?: string | undefined;
  /** The first entry, standing for no unit: "– no unit –" unless told (a filter says "All units"). */
  emptyLabel?: string | undefined;
  /** The units to offer; all of the tenant's (`GET /api/units`) when left out. */
  units?: readonly TUnit[] | undefined;
  description?: string | undefined;
  isDisabled?: boolean | undefined;
  className?: string | undefined;
}

/**
 * The spec's unit selector: a dropdown of the units in tree order, each indented by its depth, and the toggle
 * "include sub-units". Value `{ unitId, withSubUnits }` (`unitIdsOf` turns it into ids). When new data no
 * longer holds the chosen unit the choice falls back to none (spec 001 section 5: "resets to 0").
 */
function UnitSelectorInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  emptyLabel,
  units: givenUnits,
  description,
  isDisabled,
  className,
}: UnitSelectorInputProps) {
  const { t } = useTranslation();
  const { units, error: loadError } = useSelectableUnits(givenUnits);
  const selection = value ?? noUnit;
  const options = useMemo(() => {
    const byId = new Map((units ?? []).map((unit) => [unit.id, unit]));
    return unitPaths(units ?? []).map((path) => {
      const unit = byId.get(path.id);
      const name =
        unit?.enabled === false ? t('widgets.unitSelector.disabled', { name: unit.name }) : unit?.name;
      // Non-breaking spaces: a native option shows no padding, and normal spaces would be collapsed.
      return {
        id: path.id,
        text: `${'\u00a0\u00a0\u00a0'.repeat(path.ancestorIds.length - 1)}${name ?? ''}`,
      };
    });
  }, [units, t]);

  useEffect(() => {
    if (!units) return;
    const kept = keepKnownUnit(selection, units);
    if (kept !== selection) onChange(kept);
  }, [units, selection, onChange]);

  return (
    <div className={cx(styles.selector, className)}>
      <SelectField
        label={label ?? t('widgets.unitSelector.label')}
        description={description}
        error={error ?? (loadError ? errorMessage(loadError, t) : undefined)}
        ref={focusRef}
        value={selection.unitId ?? ''}
        disabled={isDisabled || !units}
        aria-busy={!units && !loadError ? true : undefined}
        onBlur={onBlur}
        onChange={(event) => onChange({ ...selection, unitId: event.target.value || null })}
      >
        <option value="">
          {units ? (emptyLabel ?? t('widgets.unitSelector.none')) : t('widgets.unitSelector.loading')}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.text}
          </option>
        ))}
      </SelectField>
      <Checkbox
        label={t('widgets.unitSelector.withSubUnits')}
        checked={selection.withSubUnits}
        disabled={isDisabled || selection.unitId === null}
        onChange={(event) => onChange({ ...selection, withSubUnits: event.target.checked })}
      />
    </div>
  );
}

/** A unit with the "include sub-units" toggle; see `UnitSelectorInput`. Bound with `control` and `name`, or controlled. */
export const UnitSelector = bindable<UnitSelection | null | undefined, UnitSelectorInputProps>(
  UnitSelectorInput,
  'UnitSelector',
);
