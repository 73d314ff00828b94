import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TManning } from '@app/shared/units/unit';
import { Button } from '#ui/button';
import { QueryContent } from '#ui/query-content';
import { IntegerField } from '#ui/widgets/number-field';
import { manningQuery, saveManning } from './units-api';
import {
  UnitEditorForm,
  UnitEditorSection,
  useUnitEditor,
  type UnitEditorProps,
  type UnitFormProps,
} from './unit-editor';
import styles from './units-page.module.css';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
type Weekday = (typeof weekdays)[number];
type Row = { minimum: number | null; target: number | null };

/** The manning levels of a unit: per weekday a minimum and a target (all day, any resource). */
export function ManningEditor({ dirty, ...form }: UnitEditorProps) {
  const { t } = useTranslation();
  const { unit } = form;
  const manning = useQuery(manningQuery(unit.id));
  return (
    <UnitEditorSection
      titleId="manning-title"
      title={t('units.manning')}
      intro={t('units.manningIntro')}
      dirty={dirty}
      className={styles.manning}
    >
      <QueryContent query={manning}>
        {(data) => <ManningForm key={`${unit.id}-${data.version}`} manning={data} {...form} />}
      </QueryContent>
    </UnitEditorSection>
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

function ManningForm({ unit, manning, canEdit, tracking }: UnitFormProps & { manning: TManning }) {
  const { t } = useTranslation();
  const savedRows = useMemo(() => JSON.stringify(rowsOf(manning)), [manning]);
  const [rows, setRows] = useState(() => rowsOf(manning));
  const { problem, saving, save } = useUnitEditor({
    tracking,
    isDirty: JSON.stringify(rows) !== savedRows,
    queryKey: manningQuery(unit.id).queryKey,
    savedText: t('units.manningSaved', { name: unit.name }),
    conflictText: t('units.conflict'),
    validate: () => {
      const wrong = weekdays.find((day) => {
        const { minimum, target } = rows[day];
        return minimum !== null && target !== null && target < minimum;
      });
      return wrong ? t('units.manningTargetBelow', { day: t(`units.weekday.${wrong}`) }) : null;
    },
    write: () => {
      const kept = manning.levels.filter((level) => level.from !== null || level.resourceId !== null);
      const levels = weekdays
        .filter((day) => rows[day].minimum !== null || rows[day].target !== null)
        .map((day) => {
          const minimum = rows[day].minimum ?? 0;
          return { weekday: day, minimum, target: rows[day].target ?? minimum };
        });
      return saveManning(unit.id, { levels: [...kept, ...levels], version: manning.version });
    },
  });
  const set = (day: Weekday, field: keyof Row, value: number | null | undefined) =>
    setRows((current) => ({ ...current, [day]: { ...current[day], [field]: value ?? null } }));

  return (
    <UnitEditorForm problem={problem} onSave={save}>
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
        <Button type="submit" busy={saving}>
          {t('units.manningSave')}
        </Button>
      )}
    </UnitEditorForm>
  );
}
