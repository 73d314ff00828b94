import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUnit } from '@app/shared/units/unit';
import { unitSearchThreshold } from '@app/shared/units/unit';
import { buildUnitTree, type UnitNode } from '@app/shared/units/unit-tree';
import { TextField } from '#ui/text-field';
import { matchingUnits } from './unit-tree';
import styles from './units-page.module.css';

/**
 * The checkable units tree of the calendar unit picker: every level open (the tree has at most 10), a search
 * box above 10 units that keeps the path to each match. Checking a unit is the caller's (it cascades).
 */
export function CheckableUnitTree({
  units,
  checked,
  onToggle,
  label,
}: {
  units: readonly TUnit[];
  checked: ReadonlySet<string>;
  onToggle: (unitId: string, on: boolean) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => buildUnitTree(matchingUnits(units, search)), [units, search]);
  const rows: { node: UnitNode<TUnit>; level: number }[] = [];
  const walk = (nodes: UnitNode<TUnit>[], level: number) => {
    for (const node of nodes) {
      rows.push({ node, level });
      walk(node.children, level + 1);
    }
  };
  walk(shown, 1);

  return (
    <fieldset className={styles.checkTree}>
      <legend>{label}</legend>
      {units.length > unitSearchThreshold && (
        <TextField
          label={t('units.search')}
          type="search"
          value={search}
          maxLength={50}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      {search.trim() !== '' && rows.length === 0 && (
        <p className={styles.muted}>{t('units.noMatch', { text: search.trim() })}</p>
      )}
      <ul className={styles.tree}>
        {rows.map(({ node, level }) => (
          <li
            key={node.unit.id}
            className={styles.checkItem}
            data-level={level}
            style={{ paddingInlineStart: `${(level - 1) * 1.25}rem` }}
          >
            <label>
              <input
                type="checkbox"
                checked={checked.has(node.unit.id)}
                onChange={(event) => onToggle(node.unit.id, event.target.checked)}
              />{' '}
              <span className={node.unit.enabled ? undefined : styles.disabledUnit}>{node.unit.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
