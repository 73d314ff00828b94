/** The personnel numbers tab: people by name with their DATEV personnel number and default cost centre. */
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  datevRanges,
  maxCostCentreLength,
  type TPersonnelPayroll,
} from '@app/shared/payroll/payroll-settings';
import { ApiError } from '#lib/api-error';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { MutedText, SimpleTable } from '#ui/layout';
import { QueryContent } from '#ui/query-content';
import { TextField } from '#ui/text-field';
import uiStyles from '#ui/ui.module.css';
import { useDebouncedValue } from '#ui/widgets/use-debounced-value';
import { personnelQuery, savePersonnel } from './payroll-settings-api';
import styles from './payroll-settings.module.css';

export function PersonnelTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const query = useInfiniteQuery(personnelQuery(debounced));
  return (
    <div className={styles.section}>
      <MutedText as="p">{t('payrollSettings.personnelIntro')}</MutedText>
      <TextField
        label={t('payrollSettings.search')}
        type="search"
        maxLength={50}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <QueryContent query={{ ...query, data: query.data?.pages.flatMap((page) => page.items) }}>
        {(people) =>
          people.length === 0 ? (
            <MutedText as="p">{t('payrollSettings.noPeople')}</MutedText>
          ) : (
            <SimpleTable>
              <thead>
                <tr>
                  <th scope="col">{t('payrollSettings.person')}</th>
                  <th scope="col">{t('payrollSettings.personnelNumber')}</th>
                  <th scope="col">{t('payrollSettings.defaultCostCentre')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('payrollSettings.save')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {people.map((person) => (
                  <PersonnelRow key={person.userId} person={person} />
                ))}
              </tbody>
            </SimpleTable>
          )
        }
      </QueryContent>
      {query.hasNextPage && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('payrollSettings.more')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One person, edited in place: saved alone at the version read. */
export function PersonnelRow({ person }: { person: TPersonnelPayroll }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(person);
  const [number, setNumber] = useState(person.personnelNumber?.toString() ?? '');
  const [costCentre, setCostCentre] = useState(person.costCentre);
  const [numberError, setNumberError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const name = person.displayName;

  const save = async () => {
    setNumberError(null);
    setFailure(null);
    setDone(false);
    const text = number.trim();
    const value = text === '' ? null : Number(text);
    const { min, max } = datevRanges.personnelNumber;
    if (value !== null && (!/^\d+$/.test(text) || value < min || value > max)) {
      setNumberError(t('payroll.personnelNumberRange'));
      return;
    }
    setBusy(true);
    try {
      const next = await savePersonnel(person.userId, {
        personnelNumber: value,
        costCentre: costCentre.trim(),
        version: saved.version,
      });
      setSaved(next);
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PERSONNEL_NUMBER_TAKEN') {
        setNumberError(errorMessage(error, t));
      } else setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const dirty =
    number.trim() !== (saved.personnelNumber?.toString() ?? '') || costCentre.trim() !== saved.costCentre;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <input
          aria-label={t('payrollSettings.personnelNumberOf', { name })}
          aria-invalid={numberError ? true : undefined}
          inputMode="numeric"
          maxLength={5}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          className={`${uiStyles.input} ${styles.cellInput}`}
        />
        {numberError && (
          <span role="alert" className={uiStyles.fieldError}>
            {numberError}
          </span>
        )}
      </td>
      <td>
        <input
          aria-label={t('payrollSettings.defaultCostCentreOf', { name })}
          maxLength={maxCostCentreLength}
          value={costCentre}
          onChange={(event) => setCostCentre(event.target.value)}
          className={`${uiStyles.input} ${styles.cellInput}`}
        />
      </td>
      <td>
        <Button
          variant="secondary"
          busy={busy}
          disabled={!dirty}
          aria-label={t('payrollSettings.saveRow', { name })}
          onClick={() => void save()}
        >
          {t('payrollSettings.save')}
        </Button>
        {done && !dirty && <span role="status">{t('payrollSettings.rowSaved')}</span>}
        {failure && (
          <span role="alert" className={uiStyles.fieldError}>
            {failure}
          </span>
        )}
      </td>
    </tr>
  );
}
