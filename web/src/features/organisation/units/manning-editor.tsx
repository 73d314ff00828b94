import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TManning, TUnit } from '@app/shared/units/unit';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { ApiError } from '#lib/api';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { IntegerField } from '#ui/widgets/number-field';
import { manningQuery, saveManning } from './units-api';
import { UnsavedMark, type EditorTracking } from './unsaved-changes';
import styles from './units-page.module.css';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
type Weekday = (typeof weekdays)[number];
type Row = { minimum: number | null; target: number | null };

/** The manning levels of a unit: per weekday a minimum and a target (all day, any resource). */
export function ManningEditor({
  unit,
  canEdit,
  tracking,
  dirty,
}: {
  unit: TUnit;
  canEdit: boolean;
  tracking: EditorTracking;
  dirty: boolean;
}) {
  const { t } = useTranslation();
  const manning = useQuery(manningQuery(unit.id));
  return (
    <section aria-labelledby="manning-title" className={styles.manning}>
      <h3 id="manning-title">
        {t('units.manning')}
        <UnsavedMark dirty={dirty} />
      </h3>
      <p className={styles.muted}>{t('units.manningIntro')}</p>
      <QueryContent query={manning}>
        {(data) => (
          <ManningForm
            key={`${unit.id}-${data.version}`}
            unit={unit}
            manning={data}
            canEdit={canEdit}
            tracking={tracking}
          />
        )}
      </QueryContent>
    </section>
  );
}

function rowsOf(manning: TManning): Record<Weekday, Row> {
  const rows = Object.fromEntries(weekdays.map((day) => [day, { minimum: null, target: null }])) as Record<
    Weekday,
    Row
  >;
  for (const level of manning.levels) {
    // The editor shows the all-day level of each weekday; windows and resources are kept as they are.
    if (level.from === null && level.resourceId === null)
      rows[level.weekday as Weekday] = { minimum: level.minimum, target: level.target };
  }
  return rows;
}

function ManningForm({
  unit,
  manning,
  canEdit,
  tracking,
}: {
  unit: TUnit;
  manning: TManning;
  canEdit: boolean;
  tracking: EditorTracking;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const savedRows = useMemo(() => JSON.stringify(rowsOf(manning)), [manning]);
  const [rows, setRows] = useState(() => rowsOf(manning));
  const isDirty = JSON.stringify(rows) !== savedRows;
  useEffect(() => tracking.onDirtyChange(isDirty), [isDirty, tracking]);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const kept = manning.levels.filter((level) => level.from !== null || level.resourceId !== null);
      const levels = weekdays
        .filter((day) => rows[day].minimum !== null || rows[day].target !== null)
        .map((day) => {
          const minimum = rows[day].minimum ?? 0;
          return { weekday: day, minimum, target: rows[day].target ?? minimum };
        });
      return saveManning(unit.id, { levels: [...kept, ...levels], version: manning.version });
    },
    onSuccess: async () => {
      toast.success(t('units.manningSaved', { name: unit.name }));
      await queryClient.invalidateQueries({ queryKey: manningQuery(unit.id).queryKey });
    },
    onError: (error) => {
      setProblem(
        error instanceof ApiError && error.code === 'CONFLICT' ? t('units.conflict') : errorMessage(error, t),
      );
    },
  });
  const submit = async (): Promise<boolean> => {
    const wrong = weekdays.find((day) => {
      const { minimum, target } = rows[day];
      return minimum !== null && target !== null && target < minimum;
    });
    if (wrong) {
      setProblem(t('units.manningTargetBelow', { day: t(`units.weekday.${wrong}`) }));
      return false;
    }
    setProblem(null);
    try {
      await save.mutateAsync();
      return true;
    } catch {
      // onError has put the reason on screen.
      return false;
    }
  };
  tracking.registerSave(submit);
  const set = (day: Weekday, field: keyof Row, value: number | null | undefined) =>
    setRows((current) => ({ ...current, [day]: { ...current[day], [field]: value ?? null } }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      {problem && <Notice tone="error">{problem}</Notice>}
      <div className={styles.manningGrid}>
        {weekdays.map((day) => {
          const dayName = t(`units.weekday.${day}`);
          return (
            <div key={day} className={styles.manningRow}>
              <span className={styles.manningDay}>{dayName}</span>
              <IntegerField
                label={t('units.minimumOf', { day: dayName })}
                value={rows[day].minimum}
                onChange={(value) => set(day, 'minimum', value)}
                minValue={0}
                maxValue={999}
                isReadOnly={!canEdit}
              />
              <IntegerField
                label={t('units.targetOf', { day: dayName })}
                value={rows[day].target}
                onChange={(value) => set(day, 'target', value)}
                minValue={0}
                maxValue={999}
                isReadOnly={!canEdit}
              />
            </div>
          );
        })}
      </div>
      {canEdit && (
        <Button type="submit" busy={save.isPending}>
          {t('units.manningSave')}
        </Button>
      )}
    </form>
  );
}
