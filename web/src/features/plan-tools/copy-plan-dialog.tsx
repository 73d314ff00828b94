import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  copyPlanContracts,
  maxCopyWeeks,
  type TCopyPlanResult,
} from '@app/shared/plan-tools/copy-plan.contracts';
import { addDays } from '@app/shared/time/tenant-time';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { DateField } from '#ui/date-field';
import { FormDialog } from '#ui/form-dialog';
import { MutedText } from '#ui/layout';
import { Notice } from '#ui/notice';
import { ModalDialog } from '#ui/dialog';
import { SelectField } from '#ui/select-field';
import { refreshCalendar } from '#features/calendar/calendar-api';
import { weekStart, type FirstWeekday } from '#features/calendar/calendar-range';
import { PersonDayNotes } from './person-day-notes';

export interface CopyPlanDialogProps {
  /** The units shown in the calendar, with their own people. */
  units: readonly { id: string; name: string; people: readonly { id: string; name: string }[] }[];
  unitId: string | null;
  /** The day offered first (today when the calendar shows it, else its first day). */
  day: string;
  firstDay: FirstWeekday;
  onClose: () => void;
}

/**
 * Copy a unit's or one person's day or week into the following weeks (issue 28): a week starts on the tenant's
 * first weekday; each copy is checked, and the ones left out are listed by person and day with the reason.
 */
export function CopyPlanDialog({ units, unitId: firstUnitId, day, firstDay, onClose }: CopyPlanDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [unitId, setUnitId] = useState(firstUnitId ?? units[0]?.id ?? '');
  const [userId, setUserId] = useState('');
  const [days, setDays] = useState<1 | 7>(7);
  const [date, setDate] = useState<string | null>(day);
  const [weeks, setWeeks] = useState(1);
  const people = units.find((unit) => unit.id === unitId)?.people ?? [];
  const from = date ? (days === 7 ? weekStart(date, firstDay) : date) : null;

  const copy = useMutation({
    mutationFn: (start: string) =>
      callApi(copyPlanContracts.copyPlan, {
        body: { unitId, userId: userId || null, from: start, days, weeks },
      }),
    onSuccess: async (result) => {
      await refreshCalendar(queryClient);
      if (result.sources > 0 && result.refused.length === 0) {
        toast.success(t('planTools.copy.done', { count: result.copied }));
        onClose();
      }
    },
  });

  if (copy.data && copy.data.refused.length > 0) return <CopyRefusals result={copy.data} onClose={onClose} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && unitId) copy.mutate(from);
  };
  return (
    <FormDialog
      title={t('planTools.copy.title')}
      failure={copy.error ? errorMessage(copy.error, t) : null}
      busy={copy.isPending}
      submitLabel={t('planTools.copy.submit')}
      onSubmit={submit}
      onClose={onClose}
    >
      <MutedText>{t('planTools.copy.intro')}</MutedText>
      {copy.data?.sources === 0 && <Notice tone="info">{t('planTools.copy.nothing')}</Notice>}
      <SelectField
        label={t('planTools.copy.what')}
        value={String(days)}
        onChange={(event) => setDays(event.target.value === '1' ? 1 : 7)}
      >
        <option value="7">{t('planTools.copy.week')}</option>
        <option value="1">{t('planTools.copy.day')}</option>
      </SelectField>
      <DateField
        label={t(days === 7 ? 'planTools.copy.weekOf' : 'planTools.copy.dayOf')}
        value={date}
        onChange={setDate}
        description={
          from && days === 7
            ? t('planTools.copy.weekShown', { from: formatDate(from), to: formatDate(addDays(from, 6)) })
            : undefined
        }
      />
      <SelectField
        label={t('planTools.copy.unit')}
        value={unitId}
        onChange={(event) => {
          setUnitId(event.target.value);
          setUserId('');
        }}
      >
        {units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unit.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('planTools.copy.person')}
        value={userId}
        onChange={(event) => setUserId(event.target.value)}
      >
        <option value="">{t('planTools.copy.everyone')}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('planTools.copy.weeks')}
        value={String(weeks)}
        onChange={(event) => setWeeks(Number(event.target.value))}
      >
        {Array.from({ length: maxCopyWeeks }, (_, index) => index + 1).map((count) => (
          <option key={count} value={count}>
            {t('planTools.copy.weekCount', { count })}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

/** What was copied, and each copy left out by person and day with its reason. */
function CopyRefusals({ result, onClose }: { result: TCopyPlanResult; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('planTools.copy.title')}>
      <PersonDayNotes
        tone="warning"
        summary={t('planTools.copy.partly', { count: result.copied, refused: result.refused.length })}
        label={t('planTools.copy.refusedList')}
        notes={result.refused.map((refusal, index) => ({
          key: `${refusal.date}-${refusal.userId ?? 'open'}-${index}`,
          name: refusal.personName || t('planTools.copy.open'),
          date: refusal.date,
          text: `${refusal.shiftName}: ${refusal.reason}`,
        }))}
        onClose={onClose}
      />
    </ModalDialog>
  );
}
