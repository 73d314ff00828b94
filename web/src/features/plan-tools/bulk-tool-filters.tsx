import { useTranslation } from 'react-i18next';
import type { TBulkShift } from '@app/shared/plan-tools/bulk-tool';
import type { TUnit } from '@app/shared/units/unit';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { weekdayNames } from '#lib/format';
import { isLanguage } from '#lib/i18n';
import { personKey, templateKey, type BulkFilters } from './bulk-tool-model';
import styles from './bulk-tool.module.css';

export interface BulkQueryState {
  from: string;
  to: string;
  unitIds: readonly string[];
  withSubUnits: boolean;
}

export interface BulkToolFiltersProps {
  units: readonly TUnit[];
  query: BulkQueryState;
  onQueryChange: (query: BulkQueryState) => void;
  onLoad: () => void;
  /** The listed shifts: the filters below offer their resources, people and templates. */
  shifts: readonly TBulkShift[];
  filters: BulkFilters;
  onFiltersChange: (filters: BulkFilters) => void;
}

function depthsOf(units: readonly TUnit[]): Map<string, number> {
  const depth = new Map<string, number>();
  for (const unit of units) depth.set(unit.id, unit.parentId ? (depth.get(unit.parentId) ?? 0) + 1 : 0);
  return depth;
}

/** The distinct values of the listed shifts, by name. */
function optionsOf(
  shifts: readonly TBulkShift[],
  key: (shift: TBulkShift) => string,
  name: (shift: TBulkShift) => string,
) {
  const options = new Map<string, string>();
  for (const shift of shifts) options.set(key(shift), name(shift));
  return [...options].sort((a, b) => a[1].localeCompare(b[1]));
}

function toggled<T>(set: ReadonlySet<T>, value: T, shown: boolean): Set<T> {
  const next = new Set(set);
  if (shown) next.delete(value);
  else next.add(value);
  return next;
}

/** The left tree of filters: range and units (loaded from the server), then what the listed shifts offer. */
export function BulkToolFilters(props: BulkToolFiltersProps) {
  const { t, i18n } = useTranslation();
  const { query, onQueryChange, filters, onFiltersChange, shifts } = props;
  const depths = depthsOf(props.units);
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const days = weekdayNames(language);
  const group = (
    legend: string,
    options: readonly (readonly [string, string])[],
    hidden: ReadonlySet<string>,
    set: (hidden: Set<string>) => void,
  ) =>
    options.length > 0 && (
      <fieldset className={styles.fieldset}>
        <legend>{legend}</legend>
        {options.map(([value, name]) => (
          <Checkbox
            key={value}
            label={name}
            checked={!hidden.has(value)}
            onChange={(event) => set(toggled(hidden, value, event.target.checked))}
          />
        ))}
      </fieldset>
    );

  return (
    <nav className={styles.bulkFilters} aria-label={t('bulkTool.filters')}>
      <h2 className={styles.bulkHeading}>{t('bulkTool.filters')}</h2>
      <DateField
        label={t('bulkTool.from')}
        value={query.from}
        onChange={(from) => from && onQueryChange({ ...query, from, to: from > query.to ? from : query.to })}
      />
      <DateField
        label={t('bulkTool.to')}
        value={query.to}
        onChange={(to) => to && onQueryChange({ ...query, to, from: to < query.from ? to : query.from })}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('bulkTool.units')}</legend>
        {props.units.map((unit) => (
          <Checkbox
            key={unit.id}
            style={{ marginInlineStart: `${depths.get(unit.id) ?? 0}rem` }}
            label={unit.name}
            checked={query.unitIds.includes(unit.id)}
            onChange={(event) =>
              onQueryChange({
                ...query,
                unitIds: event.target.checked
                  ? [...query.unitIds, unit.id]
                  : query.unitIds.filter((id) => id !== unit.id),
              })
            }
          />
        ))}
        <Checkbox
          label={t('bulkTool.withSubUnits')}
          checked={query.withSubUnits}
          onChange={(event) => onQueryChange({ ...query, withSubUnits: event.target.checked })}
        />
      </fieldset>
      <Button variant="secondary" disabled={query.unitIds.length === 0} onClick={props.onLoad}>
        {t('bulkTool.load')}
      </Button>
      {group(
        t('bulkTool.resources'),
        optionsOf(
          shifts,
          (shift) => shift.resourceId,
          (shift) => shift.resourceName,
        ),
        filters.resources,
        (resources) => onFiltersChange({ ...filters, resources }),
      )}
      {group(
        t('bulkTool.people'),
        optionsOf(shifts, personKey, (shift) => shift.userName ?? t('bulkTool.openShift')),
        filters.people,
        (people) => onFiltersChange({ ...filters, people }),
      )}
      {group(
        t('bulkTool.templates'),
        optionsOf(shifts, templateKey, (shift) => (shift.templateId ? shift.name : t('bulkTool.noTemplate'))),
        filters.templates,
        (templates) => onFiltersChange({ ...filters, templates }),
      )}
      {shifts.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>{t('bulkTool.weekdays')}</legend>
          {days.map((name, index) => (
            <Checkbox
              key={name}
              label={name}
              checked={!filters.weekdays.has(index + 1)}
              onChange={(event) =>
                onFiltersChange({
                  ...filters,
                  weekdays: toggled(filters.weekdays, index + 1, event.target.checked),
                })
              }
            />
          ))}
        </fieldset>
      )}
    </nav>
  );
}
