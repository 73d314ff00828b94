import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cycleDayPlan, type TCycleInsertResult } from '@app/shared/plan-tools/cycle-insert';
import { addDays } from '@app/shared/time/tenant-time';
import type { TShiftCycle } from '@app/shared/shifts/shift-cycle';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { isLanguage } from '#lib/i18n';
import { formatDate, formatWeekday } from '#lib/format';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { refreshCalendar } from '#features/calendar/calendar-api';
import { cyclesQuery, insertCycle } from './cycle-api';
import { planToolsKey, shiftTemplatesQuery } from './plan-tools-api';
import { PersonDayNotes } from './person-day-notes';
import styles from './plan-tools.module.css';
import previewStyles from './cycle-insert.module.css';

export interface CycleInsertDialogProps {
  unitId: string;
  unitName: string;
  /** The unit's people as the calendar shows them. */
  people: readonly { id: string; name: string }[];
  /** The first day shown in the calendar: the start suggested. */
  start: string;
  onClose: () => void;
}

const previewDays = 14;

/**
 * `/Shifts/InsertCycle` (saved via InsertCycleSave): a shift cycle for chosen people of the unit from a start,
 * up to a day or for a number of repetitions, with the options overwrite, skip absences and ignore warnings; a
 * preview shows each person's first two weeks.
 */
export function CycleInsertDialog({
  unitId,
  unitName,
  people,
  start: shownStart,
  onClose,
}: CycleInsertDialogProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'de';
  const toast = useToast();
  const queryClient = useQueryClient();
  const cycles = useQuery(cyclesQuery);
  const templates = useQuery(shiftTemplatesQuery);
  const [cycleId, setCycleId] = useState('');
  const [userIds, setUserIds] = useState<string[]>([]);
  const [start, setStart] = useState<string | null>(shownStart);
  const [startDay, setStartDay] = useState('');
  const [endKind, setEndKind] = useState<'date' | 'repetitions'>('repetitions');
  const [end, setEnd] = useState<string | null>(null);
  const [repetitions, setRepetitions] = useState('1');
  const [flags, setFlags] = useState({ overwrite: false, skipAbsences: true, ignoreWarnings: false });
  const [outcome, setOutcome] = useState<TCycleInsertResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const cycle: TShiftCycle | undefined = cycles.data?.find((candidate) => candidate.id === cycleId);
  const dayCount = cycle ? (cycle.period === 'weeks' ? cycle.length * 7 : cycle.length) : 0;
  const startDayNumber = startDay.trim() === '' ? undefined : Number(startDay);
  const startDayInvalid =
    startDayNumber !== undefined &&
    (!Number.isInteger(startDayNumber) || startDayNumber < 1 || (dayCount > 0 && startDayNumber > dayCount));
  const repetitionsNumber = Number(repetitions);
  const repetitionsInvalid =
    endKind === 'repetitions' &&
    (!Number.isInteger(repetitionsNumber) || repetitionsNumber < 1 || repetitionsNumber > 52);

  const preview = useMemo(() => {
    if (!cycle || !start) return null;
    const last = addDays(start, previewDays - 1);
    const byDate = new Map(
      cycleDayPlan(cycle, start, last, startDayInvalid ? undefined : startDayNumber).map((day) => [
        day.date,
        day.templateId,
      ]),
    );
    const names = new Map((templates.data ?? []).map((template) => [template.id, template.shortName]));
    return Array.from({ length: previewDays }, (_, offset) => {
      const date = addDays(start, offset);
      const templateId = byDate.get(date);
      return { date, label: templateId ? (names.get(templateId) ?? '?') : null };
    });
  }, [cycle, start, startDayNumber, startDayInvalid, templates.data]);

  const run = useMutation({
    mutationFn: () =>
      insertCycle({
        unitId,
        cycleId,
        userIds,
        start: start ?? '',
        ...(endKind === 'date' ? { end } : { repetitions: repetitionsNumber }),
        ...(startDayNumber !== undefined ? { startDay: startDayNumber } : {}),
        ...flags,
      }),
    onSuccess: async (result) => {
      await Promise.all([
        refreshCalendar(queryClient),
        queryClient.invalidateQueries({ queryKey: planToolsKey }),
      ]);
      // What was left out stays on screen by person and day; a complete insert just says so.
      if (result.missedSlots > 0) setOutcome(result);
      else {
        toast.success(t('planTools.cycles.done', { count: result.written }));
        onClose();
      }
    },
  });

  function submit() {
    const found = !cycleId
      ? t('planTools.cycles.cycleRequired')
      : userIds.length === 0
        ? t('planTools.cycles.peopleRequired')
        : !start || (endKind === 'date' && !end)
          ? t('planTools.cycles.endRequired')
          : endKind === 'date' && end && start && end < start
            ? t('planTools.cycles.endBeforeStart')
            : null;
    setProblem(found);
    if (!found && !startDayInvalid && !repetitionsInvalid) run.mutate();
  }

  const weekdayShort = (date: string) => formatWeekday(date, language, 'short');
  const chosen = people.filter((person) => userIds.includes(person.id));
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('planTools.cycles.title', { unit: unitName })}
      size="large"
    >
      {outcome ? (
        <MissedSlots outcome={outcome} onClose={onClose} />
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {problem && <Notice tone="error">{problem}</Notice>}
          {run.error && <Notice tone="error">{errorMessage(run.error, t)}</Notice>}
          {cycles.data?.length === 0 && <Notice tone="info">{t('planTools.cycles.noCycles')}</Notice>}
          <SelectField
            label={t('planTools.cycles.cycle')}
            value={cycleId}
            onChange={(event) => setCycleId(event.target.value)}
          >
            <option value="">{t('planTools.cycles.chooseCycle')}</option>
            {(cycles.data ?? []).map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </SelectField>
          <fieldset className={styles.fieldset}>
            <legend>{t('planTools.cycles.people')}</legend>
            <Checkbox
              label={t('planTools.cycles.allPeople')}
              checked={people.length > 0 && userIds.length === people.length}
              onChange={(event) => setUserIds(event.target.checked ? people.map((person) => person.id) : [])}
            />
            {people.map((person) => (
              <Checkbox
                key={person.id}
                label={person.name}
                checked={userIds.includes(person.id)}
                onChange={(event) =>
                  setUserIds(
                    event.target.checked ? [...userIds, person.id] : userIds.filter((id) => id !== person.id),
                  )
                }
              />
            ))}
          </fieldset>
          <div className={styles.dates}>
            <DateField label={t('planTools.cycles.start')} value={start} onChange={setStart} />
            <TextField
              label={t('planTools.cycles.startDay')}
              type="number"
              min={1}
              max={dayCount || 366}
              placeholder="1"
              value={startDay}
              error={startDayInvalid ? `${t('planTools.cycles.startDay')}: 1–${dayCount || 366}` : undefined}
              onChange={(event) => setStartDay(event.target.value)}
            />
          </div>
          <div className={styles.dates}>
            <SelectField
              label={t('planTools.cycles.endKind')}
              value={endKind}
              onChange={(event) => setEndKind(event.target.value === 'date' ? 'date' : 'repetitions')}
            >
              <option value="repetitions">{t('planTools.cycles.endRepetitions')}</option>
              <option value="date">{t('planTools.cycles.endDate')}</option>
            </SelectField>
            {endKind === 'date' ? (
              <DateField label={t('planTools.cycles.end')} value={end} onChange={setEnd} />
            ) : (
              <TextField
                label={t('planTools.cycles.repetitions')}
                type="number"
                min={1}
                max={52}
                value={repetitions}
                error={repetitionsInvalid ? `${t('planTools.cycles.repetitions')}: 1–52` : undefined}
                onChange={(event) => setRepetitions(event.target.value)}
              />
            )}
          </div>
          <Checkbox
            label={t('planTools.cycles.overwrite')}
            checked={flags.overwrite}
            onChange={(event) => setFlags({ ...flags, overwrite: event.target.checked })}
          />
          <Checkbox
            label={t('planTools.cycles.skipAbsences')}
            checked={flags.skipAbsences}
            onChange={(event) => setFlags({ ...flags, skipAbsences: event.target.checked })}
          />
          <Checkbox
            label={t('planTools.cycles.ignoreWarnings')}
            checked={flags.ignoreWarnings}
            onChange={(event) => setFlags({ ...flags, ignoreWarnings: event.target.checked })}
          />
          {preview && chosen.length > 0 && (
            <div className={previewStyles.scroll}>
              <table className={previewStyles.preview}>
                <caption>{t('planTools.cycles.preview')}</caption>
                <thead>
                  <tr>
                    <th scope="col" />
                    {preview.map((day) => (
                      <th key={day.date} scope="col" title={formatDate(day.date)}>
                        {weekdayShort(day.date)}
                        <br />
                        {day.date.slice(8)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {chosen.map((person) => (
                    <tr key={person.id}>
                      <th scope="row">{person.name}</th>
                      {preview.map((day) => (
                        <td key={day.date} className={day.label ? undefined : previewStyles.off}>
                          {day.label ?? t('planTools.cycles.off')}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" busy={run.isPending} disabled={startDayInvalid || repetitionsInvalid}>
              {t('planTools.cycles.insert')}
            </Button>
          </DialogActions>
        </form>
      )}
    </ModalDialog>
  );
}

/** The slots a cycle left out, by person and day, each with why (the rule's own words where a rule stopped it). */
function MissedSlots({ outcome, onClose }: { outcome: TCycleInsertResult; onClose: () => void }) {
  const { t } = useTranslation();
  const unlisted = outcome.missedSlots - outcome.missed.length;
  return (
    <PersonDayNotes
      summary={t('planTools.cycles.partial', { missed: outcome.missedSlots, total: outcome.slotCount })}
      tone="warning"
      label={t('planTools.cycles.missedList')}
      notes={outcome.missed.map((slot) => ({
        key: `${slot.userId}#${slot.date}`,
        name: slot.name,
        date: slot.date,
        text: slot.message ?? t(`planTools.cycles.reason.${slot.reason}`),
      }))}
      after={unlisted > 0 && <p>{t('planTools.cycles.missedMore', { count: unlisted })}</p>}
      onClose={onClose}
    />
  );
}
