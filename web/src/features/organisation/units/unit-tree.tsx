import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUnit } from '@app/shared/units/unit';
import { unitSearchThreshold } from '@app/shared/units/unit';
import { buildUnitTree, type UnitNode } from '@app/shared/units/unit-tree';
import { TextField } from '#ui/text-field';
import styles from './units-page.module.css';

export interface UnitTreeProps {
  units: readonly TUnit[];
  selectedId: string | null;
  onSelect: (unitId: string) => void;
  labelledBy: string;
}

interface Row {
  node: UnitNode<TUnit>;
  level: number;
  parentId: string | null;
}

/** Units whose name contains the text, with every unit above them (so that they are shown in place). */
export function matchingUnits(units: readonly TUnit[], text: string): readonly TUnit[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return units;
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const keep = new Set<string>();
  for (const unit of units) {
    if (!unit.name.toLocaleLowerCase().includes(needle)) continue;
    let current: TUnit | undefined = unit;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
  }
  return units.filter((unit) => keep.has(unit.id));
}

/**
 * The units tree (WAI-ARIA tree view): arrow keys move and open or close, Enter or a click selects. Above 10
 * units a search box filters it (matches shown in place, opened); the tree opens up to its 10 levels.
 */
export function UnitTree({ units, selectedId, onSelect, labelledBy }: UnitTreeProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // Closed branches; everything else is open, so a new tree shows all its levels.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const searching = search.trim() !== '';
  const shown = useMemo(() => matchingUnits(units, search), [units, search]);

  const rows = useMemo(() => {
    const out: Row[] = [];
    const walk = (nodes: UnitNode<TUnit>[], level: number, parentId: string | null) => {
      for (const node of nodes) {
        out.push({ node, level, parentId });
        if (searching || !collapsed.has(node.unit.id)) walk(node.children, level + 1, node.unit.id);
      }
    };
    walk(buildUnitTree(shown), 1, null);
    return out;
  }, [shown, collapsed, searching]);

  const tabStop =
    rows.find((row) => row.node.unit.id === focusedId) ??
    rows.find((row) => row.node.unit.id === selectedId) ??
    rows[0];

  const focus = (row: Row | undefined) => {
    if (!row) return;
    setFocusedId(row.node.unit.id);
    items.current.get(row.node.unit.id)?.focus();
  };
  const setOpen = (unitId: string, open: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(unitId);
      else next.add(unitId);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const row = rows[index];
    if (!row) return;
    const id = row.node.unit.id;
    const hasChildren = row.node.children.length > 0;
    const open = hasChildren && (searching || !collapsed.has(id));
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(rows[index + 1]),
      ArrowUp: () => focus(rows[index - 1]),
      Home: () => focus(rows[0]),
      End: () => focus(rows[rows.length - 1]),
      ArrowRight: () => (open ? focus(rows[index + 1]) : hasChildren && setOpen(id, true)),
      ArrowLeft: () =>
        open && !searching
          ? setOpen(id, false)
          : focus(rows.find((candidate) => candidate.node.unit.id === row.parentId)),
      Enter: () => onSelect(id),
      ' ': () => onSelect(id),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <div className={styles.treePanel}>
      {units.length > unitSearchThreshold && (
        <TextField
          label={t('units.search')}
          type="search"
          value={search}
          maxLength={50}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      {searching && rows.length === 0 && (
        <p className={styles.muted}>{t('units.noMatch', { text: search.trim() })}</p>
      )}
      <ul role="tree" aria-labelledby={labelledBy} className={styles.tree}>
        {rows.map((row, index) => {
          const { unit, children } = row.node;
          const open = children.length > 0 ? searching || !collapsed.has(unit.id) : undefined;
          return (
            <li
              key={unit.id}
              ref={(element) => {
                if (element) items.current.set(unit.id, element);
                else items.current.delete(unit.id);
              }}
              role="treeitem"
              aria-level={row.level}
              aria-expanded={open}
              aria-selected={unit.id === selectedId}
              tabIndex={row === tabStop ? 0 : -1}
              className={styles.treeItem}
              style={{ paddingInlineStart: `${(row.level - 1) * 1.25}rem` }}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={() => setFocusedId(unit.id)}
              onClick={() => onSelect(unit.id)}
            >
              <span
                aria-hidden="true"
                className={styles.twisty}
                onClick={(event) => {
                  if (open === undefined || searching) return;
                  event.stopPropagation();
                  setOpen(unit.id, !open);
                }}
              >
                {open === undefined ? '' : open ? '▾' : '▸'}
              </span>
              <span className={unit.enabled ? undefined : styles.disabledUnit}>{unit.name}</span>
              <span className={styles.unitType}>{t(`units.type.${unit.unitType}`)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
