import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTrackingDay } from '@app/shared/time-tracking/tracking';
import { useToast } from '#app/toast';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { errorMessage } from '#lib/error-message';
import { clockStateQuery, refreshTime } from '../time-api';
import { parseHours } from './correct-day-dialog';
import { saveTrackingCostUnits } from './target-actual-api';
import { formatMinutes } from './target-actual-format';
import styles from './target-actual.module.css';

interface Row {
  key: number;
  code: string;
  time: string;
}

const asText = (minutes: number) => formatMinutes(minutes, 'hours', 8, 'de');

/**
 * The split of the day's actual over cost units (`costunits/bytracking`): rows of a cost unit and a time
 * (h:mm); at most the day's actual. An empty split drops the one set by hand (the bookings' cost units count).
 */
export function DayCostSplit({
  userId,
  day,
  current,
}: {
  userId: string;
  day: TTrackingDay;
  current: readonly { code: string; minutes: number }[];
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  // The tenant's cost units come with the clock state (every tracking person may read it).
  const costUnits = useQuery(clockStateQuery).data?.costUnits ?? [];
  const [rows, setRows] = useState<Row[]>(() =>
    current.map((entry, index) => ({ key: index, code: entry.code, time: asText(entry.minutes) })),
  );
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const minutes = rows.map((row) => parseHours(row.time));
  const total = minutes.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const tooLarge = total > day.actual;
  const change = (key: number, patch: Partial<Row>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    const split = rows.map((row, index) => ({ costUnitId: row.code, minutes: minutes[index] }));
    const valid = split.flatMap((part) =>
      part.costUnitId && typeof part.minutes === 'number' && part.minutes > 0
        ? [{ costUnitId: part.costUnitId, minutes: part.minutes }]
        : [],
    );
    if (valid.length !== split.length || tooLarge) return;
    setBusy(true);
    setFailure(null);
    try {
      await saveTrackingCostUnits({ userId, date: day.date, split: valid, version: day.version });
      toast.success(t('targetActual.split.saved'));
      await refreshTime(queryClient);
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('targetActual.split.title')}>
      {failure && <Notice tone="error">{failure}</Notice>}
      {rows.length === 0 && <p>{t('targetActual.split.none')}</p>}
      {rows.map((row, index) => (
        <div key={row.key} className={styles.splitRow}>
          <SelectField
            label={t('targetActual.split.costUnit')}
            value={row.code}
            onChange={(event) => change(row.key, { code: event.target.value })}
            error={shown && !row.code ? t('targetActual.split.choose') : undefined}
          >
            <option value="">{t('targetActual.split.choose')}</option>
            {costUnits.map((unit) => (
              <option key={unit.code} value={unit.code}>
                {unit.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('targetActual.split.minutes')}
            value={row.time}
            inputMode="numeric"
            onChange={(event) => change(row.key, { time: event.target.value })}
            error={shown && !((minutes[index] ?? 0) > 0) ? t('targetActual.correct.invalid') : undefined}
          />
          <Button
            variant="ghost"
            size="small"
            onClick={() => setRows((list) => list.filter((entry) => entry.key !== row.key))}
          >
            {t('targetActual.split.remove', { index: index + 1 })}
          </Button>
        </div>
      ))}
      {tooLarge && (
        <Notice tone="error">
          {t('targetActual.split.tooLarge', { split: asText(total), actual: asText(day.actual) })}
        </Notice>
      )}
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            setRows((list) => [
              ...list,
              { key: Math.max(-1, ...list.map((r) => r.key)) + 1, code: '', time: '' },
            ])
          }
        >
          {t('targetActual.split.add')}
        </Button>
        <Button type="submit" size="small" busy={busy}>
          {t('targetActual.split.save')}
        </Button>
      </div>
    </form>
  );
}
