import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TUnit } from '@app/shared/units/unit';
import { Checkbox } from '#ui/checkbox';
import { SelectField } from '#ui/select-field';
import { unitsQuery } from '#features/organisation/units/units-api';

/** A report's unit, alone or with its sub-units, as `useUnitChoice` holds it. */
export interface UnitChoice {
  /** The chosen unit, or the first of the tree until one is chosen ('' while the list loads). */
  unitId: string;
  withSubUnits: boolean;
  setUnitId: (unitId: string) => void;
  setWithSubUnits: (withSubUnits: boolean) => void;
  units: readonly TUnit[] | undefined;
  /** The unit list did not load. */
  error: Error | null;
}

/** The unit a report is for: `defaultUnitId` first, else the first unit of the tree; without sub-units. */
export function useUnitChoice(defaultUnitId?: string, defaults: { withSubUnits?: boolean } = {}): UnitChoice {
  const units = useQuery(unitsQuery);
  const [unitId, setUnitId] = useState(defaultUnitId ?? '');
  const [withSubUnits, setWithSubUnits] = useState(defaults.withSubUnits ?? false);
  return {
    unitId: unitId || units.data?.[0]?.id || '',
    withSubUnits,
    setUnitId,
    setWithSubUnits,
    units: units.data,
    error: units.error,
  };
}

/** Indents a unit by its depth in the tree (the list comes parents first). */
function depthsOf(units: readonly TUnit[]): Map<string, number> {
  const depth = new Map<string, number>();
  for (const unit of units) depth.set(unit.id, unit.parentId ? (depth.get(unit.parentId) ?? 0) + 1 : 0);
  return depth;
}

export interface UnitChoiceFieldsProps {
  choice: UnitChoice;
  /** The labels, in the report's own namespace. */
  unitLabel: string;
  withSubUnitsLabel: string;
  /** Fields shown between the unit and the sub-units toggle (a report's year). */
  children?: ReactNode;
}

/**
 * A report's unit fields: a dropdown of the units in tree order, indented by depth, and "include sub-units".
 * Unlike `UnitSelector` it never offers "no unit": a report is always for one.
 */
export function UnitChoiceFields({ choice, unitLabel, withSubUnitsLabel, children }: UnitChoiceFieldsProps) {
  const units = choice.units ?? [];
  const depths = depthsOf(units);
  return (
    <>
      <SelectField
        label={unitLabel}
        value={choice.unitId}
        disabled={!choice.units}
        onChange={(event) => choice.setUnitId(event.target.value)}
      >
        {units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {`${'\u00a0\u00a0'.repeat(depths.get(unit.id) ?? 0)}${unit.name}`}
          </option>
        ))}
      </SelectField>
      {children}
      <Checkbox
        label={withSubUnitsLabel}
        checked={choice.withSubUnits}
        onChange={(event) => choice.setWithSubUnits(event.target.checked)}
      />
    </>
  );
}
