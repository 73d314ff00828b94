import type { TFunction } from 'i18next';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TUser } from '@app/shared/users/user';
import { usePermission } from '#app/session';
import { usersQuery } from '#features/settings/users/users-api';
import { ApiError } from '#lib/api-error';
import { errorMessage } from '#lib/error-message';
import { PageLoading } from '#ui/button';
import { DataTable } from '#ui/data-table';
import { Notice } from '#ui/notice';
import { bindable, cx, type ValueProps } from '#ui/widgets/bindable';
import { filterUsers, noUnit, pageOf, toggledIds, unitIdsOf, type UnitSelection } from './picker-data';
import { checkColumn, PickerPager, PickerSearch, SelectAllBox } from './picker-parts';
import { UnitSelector, useSelectableUnits } from './unit-selector';
import ui from '#ui/ui.module.css';
import styles from './pickers.module.css';

/**
 * The people a picker offers: `GET /api/users` (user.show), the list the users page shows for all units, read
 * once and searched, filtered and paged here (the per-unit call pages at 25 on the server and knows no
 * sub-units). Without user.show nobody may be listed: `denied`, and no request is made.
 */
function usePickerUsers() {
  const allowed = usePermission('user.show');
  const query = useQuery({ ...usersQuery, enabled: allowed });
  const denied = !allowed || (query.error instanceof ApiError && query.error.status === 403);
  return { denied, query };
}

interface PickerFrameProps {
  label: string;
  error: string | undefined;
  className: string | undefined;
  children: (users: readonly TUser[]) => ReactNode;
}

/** The fieldset of both pickers, with the people once loaded, or why there are none. */
function PickerFrame({ label, error, className, children }: PickerFrameProps) {
  const { t } = useTranslation();
  const id = useId();
  const { denied, query } = usePickerUsers();
  let content: ReactNode;
  if (denied) content = <Notice tone="warning">{t('widgets.userPicker.notAllowed')}</Notice>;
  else if (query.data) content = children(query.data);
  else if (query.isError) content = <Notice tone="error">{errorMessage(query.error, t)}</Notice>;
  else content = <PageLoading label={t('app.loading')} />;
  return (
    <fieldset
      className={cx(styles.fieldset, className)}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{label}</legend>
      {content}
      {error && (
        <span id={`${id}-error`} className={ui.fieldError}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

export interface UserPickerListInputProps extends ValueProps<string | null | undefined> {
  /** "Person" unless told. */
  label?: string | undefined;
  /** Deactivated people are left out unless this is set. */
  includeInactive?: boolean | undefined;
  className?: string | undefined;
}

/** One person: a search box and the matching people as a choice of one, 15 a page. */
function UserPickerListInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  includeInactive = false,
  className,
}: UserPickerListInputProps) {
  const { t } = useTranslation();
  return (
    <PickerFrame label={label ?? t('widgets.userPicker.label')} error={error} className={className}>
      {(users) => (
        <UserList
          users={users}
          value={value ?? null}
          onChange={onChange}
          onBlur={onBlur}
          focusRef={focusRef}
          includeInactive={includeInactive}
        />
      )}
    </PickerFrame>
  );
}

function UserList({
  users,
  value,
  onChange,
  onBlur,
  focusRef,
  includeInactive,
}: {
  users: readonly TUser[];
  value: string | null;
  includeInactive: boolean;
} & Pick<ValueProps<string | null>, 'onChange' | 'onBlur' | 'focusRef'>) {
  const { t } = useTranslation();
  const name = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const matches = useMemo(
    () => filterUsers(users, { search, unitIds: null, includeInactive }),
    [users, search, includeInactive],
  );
  const shown = pageOf(matches, page);
  const current = users.find((user) => user.id === value);
  return (
    <>
      <div className={styles.toolbar}>
        <PickerSearch
          focusRef={focusRef}
          label={t('widgets.userPicker.search')}
          value={search}
          maxLength={100}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
        />
        {current && (
          <span className={ui.muted}>{t('widgets.userPicker.current', { name: userName(current, t) })}</span>
        )}
      </div>
      {matches.length === 0 && <p className={ui.muted}>{t('widgets.userPicker.noMatch')}</p>}
      <ul className={styles.options}>
        {shown.rows.map((user) => (
          <li key={user.id}>
            <label>
              <input
                type="radio"
                name={name}
                checked={user.id === value}
                onChange={() => onChange(user.id)}
                onBlur={onBlur}
              />{' '}
              {userName(user, t)} <span className={ui.muted}>{user.username}</span>
            </label>
          </li>
        ))}
      </ul>
      <PickerPager page={shown.page} pages={shown.pages} onPage={setPage} />
    </>
  );
}

function userName(user: TUser, t: TFunction): string {
  return user.active ? user.displayName : t('widgets.userPicker.inactive', { name: user.displayName });
}

export interface UserPickerGridInputProps extends ValueProps<readonly string[] | null | undefined> {
  /** "People" unless told. */
  label?: string | undefined;
  /** Deactivated people are left out unless this is set. */
  includeInactive?: boolean | undefined;
  className?: string | undefined;
}

/**
 * Several people: a unit filter (unit selector with sub-units), a search, a checkbox per person and "select all
 * matches", 15 a page. Value the chosen ids, in the order chosen; choices outside the filter stay chosen.
 */
function UserPickerGridInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  includeInactive = false,
  className,
}: UserPickerGridInputProps) {
  const { t } = useTranslation();
  return (
    <PickerFrame label={label ?? t('widgets.userPicker.labelMany')} error={error} className={className}>
      {(users) => (
        <UserGrid
          users={users}
          value={value ?? []}
          onChange={onChange}
          onBlur={onBlur}
          focusRef={focusRef}
          includeInactive={includeInactive}
        />
      )}
    </PickerFrame>
  );
}

function UserGrid({
  users,
  value,
  onChange,
  onBlur,
  focusRef,
  includeInactive,
}: {
  users: readonly TUser[];
  value: readonly string[];
  includeInactive: boolean;
} & Pick<ValueProps<string[]>, 'onChange' | 'onBlur' | 'focusRef'>) {
  const { t } = useTranslation();
  const headingId = useId();
  const { units } = useSelectableUnits();
  const [unit, setUnit] = useState<UnitSelection | null | undefined>(noUnit);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const matches = useMemo(
    () => filterUsers(users, { search, unitIds: unitIdsOf(units ?? [], unit), includeInactive }),
    [users, search, units, unit, includeInactive],
  );
  const chosen = useMemo(() => new Set(value), [value]);
  const unitNames = useMemo(() => new Map((units ?? []).map((item) => [item.id, item.name])), [units]);
  const shown = pageOf(matches, page);
  const toggle = (ids: readonly string[], on: boolean) => onChange(toggledIds(value, ids, on));
  return (
    <>
      <div className={styles.toolbar}>
        <UnitSelector
          units={units}
          emptyLabel={t('widgets.unitSelector.all')}
          value={unit}
          onChange={(next) => {
            setUnit(next);
            setPage(0);
          }}
        />
        <PickerSearch
          focusRef={focusRef}
          label={t('widgets.userPicker.search')}
          value={search}
          maxLength={100}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
        />
        <SelectAllBox matchIds={matches.map((user) => user.id)} chosen={chosen} onChange={toggle} />
      </div>
      <h3 id={headingId} className="sr-only">
        {t('widgets.userPicker.labelMany')}
      </h3>
      <DataTable
        labelledBy={headingId}
        rows={shown.rows}
        rowKey={(user) => user.id}
        empty={t('widgets.userPicker.noMatch')}
        columns={[
          checkColumn<TUser>(
            t('widgets.userPicker.select'),
            { isChosen: (user) => chosen.has(user.id), nameOf: (user) => user.displayName },
            (user, on) => toggle([user.id], on),
            onBlur,
          ),
          { header: t('widgets.userPicker.name'), isRowHeader: true, cell: (user) => userName(user, t) },
          { header: t('widgets.userPicker.username'), cell: (user) => user.username },
          {
            header: t('widgets.userPicker.unit'),
            cell: (user) => (user.unitId === null ? '' : (unitNames.get(user.unitId) ?? '')),
          },
        ]}
      />
      <PickerPager page={shown.page} pages={shown.pages} selected={value.length} onPage={setPage} />
    </>
  );
}

/** One person from a searchable list (15 a page); value the id. Bound with `control` and `name`, or controlled. */
export const UserPickerList = bindable<string | null | undefined, UserPickerListInputProps>(
  UserPickerListInput,
  'UserPickerList',
);

/** Several people from a grid with unit filter and checkboxes; value an id list. Bindable like the others. */
export const UserPickerGrid = bindable<readonly string[] | null | undefined, UserPickerGridInputProps>(
  UserPickerGridInput,
  'UserPickerGrid',
);
