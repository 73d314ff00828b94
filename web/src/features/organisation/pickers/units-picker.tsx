import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUnit } from '@app/shared/units/unit';
import { unitPaths } from '#features/organisation/units/unit-paths';
import { Button, PageLoading } from '#ui/button';
import { DataTable } from '#ui/data-table';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { bindable, cx, type ValueProps } from '#ui/widgets/bindable';
import { errorMessage } from '#lib/error-message';
import { pageOf, textMatches, toggledIds } from './picker-data';
import { checkColumn, PickerPager, PickerSearch, SelectAllBox } from './picker-parts';
import { useSelectableUnits } from './unit-selector';
import ui from '#ui/ui.module.css';
import styles from './pickers.module.css';

interface UnitRow {
  id: string;
  name: string;
  /** The units above it, `Haus am Park › Wohnbereich 1`; empty at the top. */
  parents: string;
  /** `Haus am Park › Wohnbereich 1 › Küche`: what the search looks in, and the checkbox's name. */
  path: string;
  level: number;
}

/** The grid's rows in tree order (the shared tree code orders them; `unitPaths` names the units above). */
function unitRows(units: readonly TUnit[]): UnitRow[] {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  return unitPaths(units).map((path) => ({
    id: path.id,
    name: byId.get(path.id)?.name ?? '',
    parents: path.ancestorIds
      .slice(0, -1)
      .map((id) => byId.get(id)?.name ?? '')
      .join(' › '),
    path: path.path,
    level: path.ancestorIds.length,
  }));
}

export interface UnitsPickerDialogProps {
  isOpen: boolean;
  /** The ids chosen when the dialog opens. */
  value: readonly string[];
  onApply: (unitIds: string[]) => void;
  onClose: () => void;
  /** "Choose units" unless told. */
  title?: string | undefined;
  /** The units to offer; all of the tenant's when left out. */
  units?: readonly TUnit[] | undefined;
}

/**
 * The units picker grid: a search over the units' paths (so a site's name lists the site and everything below
 * it), a checkbox per unit, "select all matches", 15 a page. Apply hands back the ids in tree order.
 */
export function UnitsPickerDialog({ isOpen, title, ...props }: UnitsPickerDialogProps) {
  const { t } = useTranslation();
  if (!isOpen) return null;
  return (
    <ModalDialog
      isOpen
      size="medium"
      title={title ?? t('widgets.unitsPicker.title')}
      onOpenChange={(open) => !open && props.onClose()}
    >
      <UnitsGrid {...props} />
    </ModalDialog>
  );
}

function UnitsGrid({ value, onApply, onClose, units: givenUnits }: Omit<UnitsPickerDialogProps, 'isOpen'>) {
  const { t } = useTranslation();
  const headingId = useId();
  const { units, error } = useSelectableUnits(givenUnits);
  const [chosen, setChosen] = useState<string[]>(() => [...value]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const rows = useMemo(() => unitRows(units ?? []), [units]);
  const matches = useMemo(() => rows.filter((row) => textMatches(row.path, search)), [rows, search]);
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const shown = pageOf(matches, page);

  if (!units) {
    return error ? (
      <Notice tone="error">{errorMessage(error, t)}</Notice>
    ) : (
      <PageLoading label={t('app.loading')} />
    );
  }
  const toggle = (ids: readonly string[], on: boolean) =>
    setChosen((current) => toggledIds(current, ids, on));
  return (
    <>
      <div className={styles.toolbar}>
        <PickerSearch
          label={t('widgets.unitsPicker.search')}
          value={search}
          maxLength={50}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
        />
        <SelectAllBox matchIds={matches.map((row) => row.id)} chosen={chosenSet} onChange={toggle} />
      </div>
      <h3 id={headingId} className="sr-only">
        {t('widgets.unitsPicker.label')}
      </h3>
      <DataTable
        labelledBy={headingId}
        rows={shown.rows}
        rowKey={(row) => row.id}
        empty={t('widgets.unitsPicker.noMatch')}
        columns={[
          checkColumn<UnitRow>(
            t('widgets.userPicker.select'),
            { isChosen: (row) => chosenSet.has(row.id), nameOf: (row) => row.path },
            (row, on) => toggle([row.id], on),
          ),
          {
            header: t('widgets.unitsPicker.name'),
            isRowHeader: true,
            cell: (row) => (
              // Indented by depth while the whole tree is shown; a search shows the path column instead.
              <span
                style={search.trim() ? undefined : { paddingInlineStart: `${(row.level - 1) * 1.25}rem` }}
              >
                {row.name}
              </span>
            ),
          },
          {
            header: t('widgets.unitsPicker.path'),
            cell: (row) => <span className={ui.muted}>{row.parents}</span>,
          },
        ]}
      />
      <PickerPager page={shown.page} pages={shown.pages} selected={chosen.length} onPage={setPage} />
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button
          onClick={() => {
            // In tree order, whatever order they were ticked in.
            onApply(rows.filter((row) => chosenSet.has(row.id)).map((row) => row.id));
            onClose();
          }}
        >
          {t('widgets.unitsPicker.apply')}
        </Button>
      </DialogActions>
    </>
  );
}

export interface UnitsPickerInputProps extends ValueProps<readonly string[] | null | undefined> {
  /** "Units" unless told. */
  label?: string | undefined;
  /** The dialog's title; "Choose units" unless told. */
  title?: string | undefined;
  units?: readonly TUnit[] | undefined;
  isDisabled?: boolean | undefined;
  className?: string | undefined;
}

/** Several units for a form: the chosen ones in words and a button that opens the units picker grid. */
function UnitsPickerInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  title,
  units: givenUnits,
  isDisabled,
  className,
}: UnitsPickerInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const { units } = useSelectableUnits(givenUnits);
  const chosen = value ?? [];
  const names = chosen.map((unitId) => units?.find((unit) => unit.id === unitId)?.name ?? '…');
  const summary = chosen.length
    ? t('widgets.unitsPicker.chosen', { count: chosen.length, names: names.join(', ') })
    : t('widgets.unitsPicker.none');
  return (
    <div className={cx(ui.field, className)} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={ui.label}>
        {label ?? t('widgets.unitsPicker.label')}
      </span>
      <div className={styles.summary}>
        <span id={`${id}-summary`}>{summary}</span>
        {/* A native button: the form focuses it on an error (`focusRef`), which `Button` does not pass on. */}
        <button
          ref={focusRef}
          type="button"
          className={cx(ui.button, ui.secondary, ui.small)}
          disabled={isDisabled}
          aria-describedby={cx(`${id}-summary`, error && `${id}-error`)}
          aria-invalid={error ? true : undefined}
          onClick={() => setOpen(true)}
        >
          {t('widgets.unitsPicker.choose')}
        </button>
      </div>
      {error && (
        <span id={`${id}-error`} className={ui.fieldError}>
          {error}
        </span>
      )}
      <UnitsPickerDialog
        isOpen={open}
        value={chosen}
        title={title}
        units={givenUnits}
        onApply={onChange}
        onClose={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
    </div>
  );
}

/** Several units chosen in the units picker grid; value an id list. Bound with `control` and `name`, or controlled. */
export const UnitsPicker = bindable<readonly string[] | null | undefined, UnitsPickerInputProps>(
  UnitsPickerInput,
  'UnitsPicker',
);
