import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUnit } from '@app/shared/units/unit';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import {
  defaultTimelineLayout,
  timelineLayoutOf,
  timelineSteps,
  type TTimelineLayout,
} from '@app/shared/units/timeline';
import { useToast } from '#app/toast';
import { ApiError, callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { TimeField } from '#ui/widgets/time-field';
import { timelineQuery } from './units-api';
import { UnsavedMark, type EditorTracking } from './unsaved-changes';
import styles from './units-page.module.css';

type Timeline = { data: unknown; version: number };

/** The unit's timeline: the hours axis (first and last hour, grid) the calendar's TIMELINE view draws. */
export function UnitTimelineEditor({
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
  const timeline = useQuery(timelineQuery(unit.id));
  return (
    <section aria-labelledby="unit-timeline-title" className={styles.editor}>
      <h3 id="unit-timeline-title">
        {t('units.timeline')}
        <UnsavedMark dirty={dirty} />
      </h3>
      <p className={styles.muted}>{t('units.timelineIntro')}</p>
      <QueryContent query={timeline}>
        {(data) => (
          <TimelineForm
            key={`${unit.id}-${data.version}`}
            unit={unit}
            timeline={data}
            canEdit={canEdit}
            tracking={tracking}
          />
        )}
      </QueryContent>
    </section>
  );
}

function TimelineForm({
  unit,
  timeline,
  canEdit,
  tracking,
}: {
  unit: TUnit;
  timeline: Timeline;
  canEdit: boolean;
  tracking: EditorTracking;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const stored = timelineLayoutOf(timeline.data);
  const initial = stored ?? defaultTimelineLayout;
  const [begin, setBegin] = useState<string | null>(initial.begin);
  const [end, setEnd] = useState<string | null>(initial.end);
  const [step, setStep] = useState<TTimelineLayout['stepMinutes']>(initial.stepMinutes);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const isDirty = begin !== initial.begin || end !== initial.end || step !== initial.stepMinutes;

  useEffect(() => tracking.onDirtyChange(isDirty), [isDirty, tracking]);

  const save = async (): Promise<boolean> => {
    if (begin === null || end === null) {
      setProblem(t('units.timelineTimesRequired'));
      return false;
    }
    if (begin === end) {
      setProblem(t('units.timelineSameTimes'));
      return false;
    }
    setProblem(null);
    setSaving(true);
    try {
      await callApi(unitDataContracts.saveTimeline, {
        params: { unitId: unit.id },
        body: { data: { begin, end, stepMinutes: step }, version: timeline.version },
      });
      toast.success(t('units.timelineSaved', { name: unit.name }));
      await queryClient.invalidateQueries({ queryKey: timelineQuery(unit.id).queryKey });
      return true;
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.code === 'CONFLICT'
          ? t('units.dataConflict')
          : errorMessage(error, t),
      );
      return false;
    } finally {
      setSaving(false);
    }
  };
  tracking.registerSave(save);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {problem && <Notice tone="error">{problem}</Notice>}
      {stored === null && timeline.data !== null && (
        <Notice tone="info">{t('units.timelineOtherShape')}</Notice>
      )}
      {stored === null && timeline.data === null && (
        <p className={styles.muted}>{t('units.timelineDefault')}</p>
      )}
      <div className={styles.timelineRow}>
        <TimeField
          label={t('units.timelineBegin')}
          value={begin}
          onChange={(value) => setBegin(value ?? null)}
          readOnly={!canEdit}
        />
        <TimeField
          label={t('units.timelineEnd')}
          value={end}
          onChange={(value) => setEnd(value ?? null)}
          readOnly={!canEdit}
        />
        <SelectField
          label={t('units.timelineStep')}
          value={String(step)}
          disabled={!canEdit}
          onChange={(event) => setStep(Number(event.target.value) as TTimelineLayout['stepMinutes'])}
        >
          {timelineSteps.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('units.timelineMinutes', { count: minutes })}
            </option>
          ))}
        </SelectField>
      </div>
      {end !== null && begin !== null && end < begin && (
        <p className={styles.muted}>{t('units.timelinePastMidnight')}</p>
      )}
      {canEdit && (
        <Button type="submit" busy={saving}>
          {t('units.timelineSave')}
        </Button>
      )}
    </form>
  );
}
