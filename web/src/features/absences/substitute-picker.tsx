import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxSubstitutes } from '@app/shared/absences/absence';
import { Checkbox } from '#ui/checkbox';
import { PageLoading } from '#ui/button';
import { TextField } from '#ui/text-field';
import ui from '#ui/ui.module.css';
import type { Person } from './absences-api';
import styles from './absences.module.css';

/** A search box appears from this many colleagues on; fewer are read at a glance. */
const searchFrom = 8;

/**
 * Substitutes of an absence: up to five colleagues of the person's units, ticked in a list with big touch
 * targets (it is filled in on phones). Once five are chosen the others cannot be ticked.
 */
export function SubstitutePicker({
  people,
  loading,
  personChosen,
  value,
  onChange,
  error,
}: {
  people: readonly Person[];
  loading: boolean;
  /** Colleagues are those of the person: until one is chosen there is nobody to list. */
  personChosen: boolean;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? people.filter((person) => person.name.toLowerCase().includes(needle)) : people;
  const full = value.length >= maxSubstitutes;
  return (
    <fieldset className={styles.people} aria-invalid={error ? true : undefined}>
      <legend>{t('absenceDialog.substitutes')}</legend>
      <span className={styles.muted}>
        {value.length > 0
          ? t('absenceDialog.substitutesChosen', { count: value.length, max: maxSubstitutes })
          : t('absenceDialog.substitutesHint', { max: maxSubstitutes })}
      </span>
      {loading && <PageLoading label={t('app.loading')} />}
      {personChosen && !loading && people.length === 0 && (
        <p className={styles.muted}>{t('absenceDialog.substitutesNone')}</p>
      )}
      {people.length >= searchFrom && (
        <TextField
          type="search"
          label={t('absenceDialog.substitutesSearch')}
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      <ul className={styles.peopleList}>
        {shown.map((person) => {
          const checked = value.includes(person.id);
          return (
            <li key={person.id}>
              <Checkbox
                className={styles.check}
                label={person.name}
                checked={checked}
                disabled={!checked && full}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...value, person.id] : value.filter((id) => id !== person.id),
                  )
                }
              />
            </li>
          );
        })}
      </ul>
      {error && <span className={ui.fieldError}>{error}</span>}
    </fieldset>
  );
}
