import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCountry, THoliday, TSchoolHoliday } from '@app/shared/holidays/holiday';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DataTable } from '#ui/data-table';
import { MutedText, RowActions } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import {
  countriesQuery,
  deleteCountry,
  deleteHoliday,
  deleteSchoolHoliday,
  holidaysQuery,
  refreshCountries,
  regionsQuery,
} from './countries-api';
import { CountryDialog, HolidayDialog, RegionDialog, SchoolHolidayDialog } from './holiday-dialogs';
import { ImportDialog } from './import-dialog';
import styles from './countries-page.module.css';

type Action =
  | { kind: 'import' }
  | { kind: 'country'; country: TCountry | null }
  | { kind: 'deleteCountry'; country: TCountry }
  | { kind: 'region' }
  | { kind: 'holiday'; holiday: THoliday | null }
  | { kind: 'schoolHoliday'; entry: TSchoolHoliday | null }
  | { kind: 'delete'; name: string; remove: () => Promise<void> };

const thisYear = new Date().getFullYear();
const years = Array.from({ length: 7 }, (_, index) => thisYear - 2 + index);

/**
 * `/masterdata/countries` (masterdata.edit): the public and school holidays of a country and region in a year,
 * the spec's edit dialogs for countries, regions, holidays and school holidays, and the country data importer.
 */
export function CountriesPage() {
  const { t } = useTranslation();
  const countries = useQuery(countriesQuery);
  const [chosenCountry, setCountry] = useState<string | null>(null);
  const country = chosenCountry ?? countries.data?.[0]?.code ?? null;
  const [region, setRegion] = useState<string | null>(null);
  const [year, setYear] = useState(thisYear);
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);
  const current = countries.data?.find((candidate) => candidate.code === country) ?? null;

  return (
    <Page
      titleId="countries-title"
      title={t('mdCountries.title')}
      intro={t('mdCountries.intro')}
      actions={<Button onClick={() => setAction({ kind: 'import' })}>{t('mdCountries.importer')}</Button>}
    >
      <QueryContent query={countries}>
        {(list) => (
          <>
            {list.length === 0 && <Notice tone="info">{t('mdCountries.noCountries')}</Notice>}
            <div className={styles.filters}>
              <SelectField
                label={t('mdCountries.country')}
                value={country ?? ''}
                onChange={(event) => {
                  setCountry(event.target.value || null);
                  setRegion(null);
                }}
              >
                <option value="">{t('mdCountries.chooseCountry')}</option>
                {list.map((candidate) => (
                  <option key={candidate.code} value={candidate.code}>
                    {candidate.name}
                  </option>
                ))}
              </SelectField>
              {country && <RegionSelect country={country} region={region} onChange={setRegion} />}
              <SelectField
                label={t('mdCountries.year')}
                value={String(year)}
                onChange={(event) => setYear(Number(event.target.value))}
              >
                {years.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {candidate}
                  </option>
                ))}
              </SelectField>
            </div>
            <RowActions>
              <Button variant="secondary" onClick={() => setAction({ kind: 'country', country: null })}>
                {t('mdCountries.newCountry')}
              </Button>
              {current && (
                <>
                  <Button
                    variant="secondary"
                    onClick={() => setAction({ kind: 'country', country: current })}
                  >
                    {t('mdCountries.editCountry')}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => setAction({ kind: 'deleteCountry', country: current })}
                  >
                    {t('mdCountries.deleteCountry')}
                  </Button>
                </>
              )}
              <Button variant="secondary" onClick={() => setAction({ kind: 'region' })}>
                {t('mdCountries.newRegion')}
              </Button>
              <Button variant="secondary" onClick={() => setAction({ kind: 'holiday', holiday: null })}>
                {t('mdCountries.newHoliday')}
              </Button>
              <Button variant="secondary" onClick={() => setAction({ kind: 'schoolHoliday', entry: null })}>
                {t('mdCountries.newSchoolHoliday')}
              </Button>
            </RowActions>
            {country && <HolidayTables country={country} region={region} year={year} onAction={setAction} />}
          </>
        )}
      </QueryContent>
      {action?.kind === 'import' && <ImportDialog onClose={close} />}
      {action?.kind === 'country' && <CountryDialog country={action.country} onClose={close} />}
      {action?.kind === 'region' && <RegionDialog country={country} onClose={close} />}
      {action?.kind === 'holiday' && (
        <HolidayDialog country={country} region={region} holiday={action.holiday} onClose={close} />
      )}
      {action?.kind === 'schoolHoliday' && (
        <SchoolHolidayDialog country={country} region={region} entry={action.entry} onClose={close} />
      )}
      {action?.kind === 'deleteCountry' && (
        <ConfirmDelete
          name={action.country.name}
          text={t('mdCountries.deleteCountryText')}
          remove={() => deleteCountry(action.country.code)}
          onClose={() => {
            setCountry(null);
            close();
          }}
        />
      )}
      {action?.kind === 'delete' && (
        <ConfirmDelete
          name={action.name}
          text={t('mdCountries.deleteText')}
          remove={action.remove}
          onClose={close}
        />
      )}
    </Page>
  );
}

function RegionSelect(props: {
  country: string;
  region: string | null;
  onChange: (region: string | null) => void;
}) {
  const { t } = useTranslation();
  const regions = useQuery(regionsQuery(props.country));
  return (
    <SelectField
      label={t('mdCountries.region')}
      value={props.region ?? ''}
      onChange={(event) => props.onChange(event.target.value || null)}
    >
      <option value="">{t('mdCountries.wholeCountry')}</option>
      {(regions.data ?? []).map((candidate) => (
        <option key={candidate.code} value={candidate.code}>
          {candidate.name}
        </option>
      ))}
    </SelectField>
  );
}

interface HolidayTablesProps {
  country: string;
  region: string | null;
  year: number;
  onAction: (action: Action) => void;
}

/** The year's public holidays, then its school holidays with the data set's notice. */
function HolidayTables({ country, region, year, onAction }: HolidayTablesProps) {
  const { t, i18n } = useTranslation();
  const holidays = useQuery(holidaysQuery(country, region, year));
  const language = i18n.language === 'de' ? 'de' : 'en';
  const actions = (name: string, edit: () => void, remove: () => Promise<void>) => (
    <RowActions>
      <Button variant="secondary" size="small" onClick={edit} aria-label={`${t('table.edit')}: ${name}`}>
        {t('table.edit')}
      </Button>
      <Button
        variant="ghost"
        size="small"
        onClick={() => onAction({ kind: 'delete', name, remove })}
        aria-label={`${t('table.delete')}: ${name}`}
      >
        {t('table.delete')}
      </Button>
    </RowActions>
  );
  return (
    <QueryContent query={holidays}>
      {(data) => (
        <>
          <h2 id="public-holidays-title" className={styles.section}>
            {t('mdCountries.publicHolidays')}
          </h2>
          <DataTable
            labelledBy="public-holidays-title"
            rows={data.holidays}
            rowKey={(holiday) => holiday.id}
            empty={t('mdCountries.noHolidays')}
            columns={[
              { header: t('mdCountries.date'), cell: (holiday) => formatDate(holiday.date) },
              { header: t('mdCountries.name'), isRowHeader: true, cell: (holiday) => holiday.name[language] },
              {
                header: t('mdCountries.halfDay'),
                cell: (holiday) => (holiday.halfDay ? t('mdCountries.halfDay') : ''),
              },
              {
                header: t('mdCountries.source'),
                cell: (holiday) => t(`mdCountries.source.${holiday.source}`),
              },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (holiday) =>
                  actions(
                    holiday.name[language],
                    () => onAction({ kind: 'holiday', holiday }),
                    () => deleteHoliday(holiday.id),
                  ),
              },
            ]}
          />
          <h2 id="school-holidays-title" className={styles.section}>
            {t('mdCountries.schoolHolidays')}
          </h2>
          {region ? (
            <DataTable
              labelledBy="school-holidays-title"
              rows={data.schoolHolidays}
              rowKey={(entry) => entry.id}
              empty={t('mdCountries.noSchoolHolidays')}
              columns={[
                { header: t('mdCountries.name'), isRowHeader: true, cell: (entry) => entry.name },
                { header: t('mdCountries.start'), cell: (entry) => formatDate(entry.start) },
                { header: t('mdCountries.end'), cell: (entry) => formatDate(entry.end) },
                {
                  header: t('mdCountries.status'),
                  cell: (entry) =>
                    entry.status ? (
                      <Badge tone={entry.status === 'disputed' ? 'warning' : 'neutral'}>
                        <span title={entry.note ?? undefined}>{t(`mdCountries.status.${entry.status}`)}</span>
                      </Badge>
                    ) : null,
                },
                { header: t('mdCountries.source'), cell: (entry) => t(`mdCountries.source.${entry.source}`) },
                {
                  header: t('table.actions'),
                  headerHidden: true,
                  cell: (entry) =>
                    actions(
                      entry.name,
                      () => onAction({ kind: 'schoolHoliday', entry }),
                      () => deleteSchoolHoliday(entry.id),
                    ),
                },
              ]}
            />
          ) : (
            <MutedText>{t('mdCountries.schoolHolidaysNeedRegion')}</MutedText>
          )}
          <MutedText>{t('mdCountries.attribution', { attribution: data.attribution })}</MutedText>
        </>
      )}
    </QueryContent>
  );
}

function ConfirmDelete(props: {
  name: string;
  text: string;
  remove: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: props.remove,
    onSuccess: async () => {
      toast.success(t('mdCountries.deleted', { name: props.name }));
      await refreshCountries(queryClient);
      props.onClose();
    },
  });
  return (
    <ConfirmDialog
      isOpen
      title={t('mdCountries.deleteTitle', { name: props.name })}
      confirmLabel={t('table.delete')}
      tone="danger"
      busy={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t) : null}
      onCancel={props.onClose}
      onConfirm={() => remove.mutate()}
    >
      <p>{props.text}</p>
    </ConfirmDialog>
  );
}
