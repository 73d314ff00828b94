import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import {
  defaultTimelineLayout,
  timelineLayoutOf,
  timelineSteps,
  type TTimelineLayout,
} from '@app/shared/units/timeline';
import { callApi } from '#lib/api';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { TimeField } from '#ui/widgets/time-field';
import { timelineQuery } from './units-api';
import {
  UnitEditorForm,
  UnitEditorSection,
  useUnitEditor,
  type UnitEditorProps,
  type UnitFormProps,
} from './unit-editor';
import styles from './units-page.module.css';

type Timeline = { data: unknown; version: number };

/** The unit's timeline: the hours axis (first and last hour, grid) the calendar's TIMELINE view draws. */
export function UnitTimelineEditor({ dirty, ...form }: UnitEditorProps) {
  const { t } = useTranslation();
  const { unit } = form;
  const timeline = useQuery(timelineQuery(unit.id));
  return (
    <UnitEditorSection
      titleId="unit-timeline-title"
      title={t('units.timeline')}
      intro={t('units.timelineIntro')}
      dirty={dirty}
    >
      <QueryContent query={timeline}>
        {(data) => <TimelineForm key={`${unit.id}-${data.version}`} timeline={data} {...form} />}
      </QueryContent>
    </UnitEditorSection>
  );
}

function TimelineForm({ unit, timeline, canEdit, tracking }: UnitFormProps & { timeline: Timeline }) {
  const { t } = useTranslation();
  const stored = timelineLayoutOf(timeline.data);
  const initial = stored ?? defaultTimelineLayout;
  const [begin, setBegin] = useState<string | null>(initial.begin);
  const [end, setEnd] = useState<string | null>(initial.end);
  const [step, setStep] = useState<TTimelineLayout['stepMinutes']>(initial.stepMinutes);
  const { problem, saving, save } = useUnitEditor({
    tracking,
    isDirty: begin !== initial.begin || end !== initial.end || step !== initial.stepMinutes,
    queryKey: timelineQuery(unit.id).queryKey,
    savedText: t('units.timelineSaved', { name: unit.name }),
    conflictText: t('units.dataConflict'),
    validate: () =>
      begin === null || end === null
        ? t('units.timelineTimesRequired')
        : begin === end
          ? t('units.timelineSameTimes')
          : null,
    write: () =>
      callApi(unitDataContracts.saveTimeline, {
        params: { unitId: unit.id },
        // validate has stopped the save while either time is empty.
        body: { data: { begin: begin ?? '', end: end ?? '', stepMinutes: step }, version: timeline.version },
      }),
  });

  return (
    <UnitEditorForm problem={problem} onSave={save}>
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
    </UnitEditorForm>
  );
}
