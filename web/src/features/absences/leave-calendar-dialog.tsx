import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveCalendarContracts, leaveCalendarYears } from '@app/shared/absences/leave-calendar.contracts';
import { SelectField } from '#ui/select-field';
import { TaskReportDialog, useTaskReport } from '#ui/widgets/task-report-dialog';
import { callApi } from '#lib/api';
import { UnitChoiceFields, useUnitChoice } from '#features/organisation/pickers/unit-choice';

export interface LeaveCalendarDialogProps {
  open: boolean;
  onClose: () => void;
  /** The year offered first (default: this year). */
  defaultYear?: number;
  /** The unit offered first (default: the first unit of the tree). */
  defaultUnitId?: string;
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
  const unit = useUnitChoice(defaultUnitId);
  const thisYear = defaultYear ?? new Date().getFullYear();
  const [year, setYear] = useState(thisYear);

  const report = useTaskReport(() =>
    callApi(leaveCalendarContracts.leaveCalendarYear, {
      body: { unitId: unit.unitId, year, withSubUnits: unit.withSubUnits },
    }),
  );

  return (
    <TaskReportDialog
      title={t('leaveCalendar.title')}
      intro={t('leaveCalendar.intro')}
      submitLabel={t('leaveCalendar.start')}
      doneText={t('leaveCalendar.done')}
      report={report}
      failure={unit.error}
      onSubmit={() => {
        if (unit.unitId) report.start();
      }}
      onClose={onClose}
    >
      <UnitChoiceFields
        choice={unit}
        unitLabel={t('leaveCalendar.unit')}
        withSubUnitsLabel={t('leaveCalendar.withSubUnits')}
      >
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
      </UnitChoiceFields>
    </TaskReportDialog>
  );
}
