import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { leaveCalendarContracts, leaveCalendarYears } from '@app/shared/absences/leave-calendar.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { Checkbox } from '#ui/checkbox';
import { FormDialog } from '#ui/form-dialog';
import { MutedText } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { TaskProgress } from '#ui/task-progress';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { downloadTaskFile, taskQuery } from '#lib/tasks';
import { unitsQuery } from '#features/organisation/units/units-api';

export interface LeaveCalendarDialogProps {
  open: boolean;
  onClose: () => void;
  /** The year offered first (default: this year). */
  defaultYear?: number;
  /** The unit offered first (default: the first unit of the tree). */
  defaultUnitId?: string;
}

/** Indents a unit by its depth in the tree (the list comes parents first). */
function depthsOf(units: readonly TUnit[]): Map<string, number> {
  const depth = new Map<string, number>();
  for (const unit of units) depth.set(unit.id, unit.parentId ? (depth.get(unit.parentId) ?? 0) + 1 : 0);
  return depth;
}

function yearsAround(year: number): number[] {
  return Array.from({ length: 7 }, (_, index) => year - 3 + index).filter(
    (option) => option >= leaveCalendarYears.min && option <= leaveCalendarYears.max,
  );
}

/**
 * The leave calendar report (`reports/leavecalendar/year`): choose a unit and a year, the server writes the
 * Excel file in the background, and the file downloads by itself when ready (the button is there for another
 * try).
 */
export function LeaveCalendarDialog({ open, onClose, defaultYear, defaultUnitId }: LeaveCalendarDialogProps) {
  if (!open) return null;
  return <LeaveCalendarForm onClose={onClose} defaultYear={defaultYear} defaultUnitId={defaultUnitId} />;
}

function LeaveCalendarForm({
  onClose,
  defaultYear,
  defaultUnitId,
}: {
  onClose: () => void;
  defaultYear: number | undefined;
  defaultUnitId: string | undefined;
}) {
  const { t } = useTranslation();
  const units = useQuery(unitsQuery);
  const thisYear = defaultYear ?? new Date().getFullYear();
  const [unitId, setUnitId] = useState(defaultUnitId ?? '');
  const [year, setYear] = useState(thisYear);
  const [withSubUnits, setWithSubUnits] = useState(false);
  const chosenUnit = unitId || units.data?.[0]?.id || '';

  const start = useMutation({
    mutationFn: () =>
      callApi(leaveCalendarContracts.leaveCalendarYear, { body: { unitId: chosenUnit, year, withSubUnits } }),
  });
  const taskId = start.data?.progressId;
  const progress = useQuery({ ...taskQuery(taskId ?? ''), enabled: taskId !== undefined });
  const task = progress.data ?? start.data;
  const download = useMutation({ mutationFn: downloadTaskFile });
  const downloaded = useRef<string | null>(null);
  useEffect(() => {
    if (!task || task.running || !task.hasDownload || downloaded.current === task.progressId) return;
    downloaded.current = task.progressId;
    download.mutate(task.progressId);
  }, [task, download]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenUnit) start.mutate();
  };
  const depths = depthsOf(units.data ?? []);
  const failure = start.error ?? download.error ?? units.error;

  return (
    <FormDialog
      title={t('leaveCalendar.title')}
      failure={failure ? errorMessage(failure, t) : null}
      busy={start.isPending || task?.running === true}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('leaveCalendar.start')}
    >
      <MutedText>{t('leaveCalendar.intro')}</MutedText>
      <SelectField
        label={t('leaveCalendar.unit')}
        value={chosenUnit}
        disabled={!units.data}
        onChange={(event) => setUnitId(event.target.value)}
      >
        {(units.data ?? []).map((unit) => (
          <option key={unit.id} value={unit.id}>
            {`${'\u00a0\u00a0'.repeat(depths.get(unit.id) ?? 0)}${unit.name}`}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('leaveCalendar.year')}
        value={String(year)}
        onChange={(event) => setYear(Number(event.target.value))}
      >
        {yearsAround(thisYear).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <Checkbox
        label={t('leaveCalendar.withSubUnits')}
        checked={withSubUnits}
        onChange={(event) => setWithSubUnits(event.target.checked)}
      />
      {task && (
        <TaskProgress
          task={task}
          doneText={t('leaveCalendar.done')}
          downloading={download.isPending}
          onDownload={() => download.mutate(task.progressId)}
        />
      )}
    </FormDialog>
  );
}
