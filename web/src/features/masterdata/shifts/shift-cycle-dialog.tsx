import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZShiftCycleCreate,
  cycleDays,
  cycleSchedule,
  maxCycleDays,
  type TCyclePeriod,
  type TShiftCycle,
} from '@app/shared/shifts/shift-cycle';
import type { TShiftTemplate } from '@app/shared/shifts/shift-template';
import { useToast } from '#app/toast';
import { ApiError } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { FormDialog } from '#ui/form-dialog';
import { FormGrid } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { GroupHeader } from '#ui/widgets/group-header';
import { IntegerField } from '#ui/widgets/number-field';
import { createShiftCycle, refreshShiftCycles, updateShiftCycle } from './shifts-api';
import type { MasterDataDialogAction } from '#ui/use-master-data-page';

export type ShiftCycleDialogMode = MasterDataDialogAction<TShiftCycle>;

/**
 * `/Shifts/EditCycle/{id}?copy=true`: a name, a period of N days or weeks, and a template (or a free day) for
 * every day of it. Making a cycle longer keeps the days chosen; shorter drops the days past its end.
 */
export function ShiftCycleDialog({
  mode,
  templates,
  onClose,
}: {
  mode: ShiftCycleDialogMode;
  templates: TShiftTemplate[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const source = mode.kind === 'create' ? null : mode.row;
  const [name, setName] = useState(
    source ? (mode.kind === 'copy' ? `${source.name} (2)`.slice(0, 50) : source.name) : '',
  );
  const [period, setPeriod] = useState<TCyclePeriod>(source?.period ?? 'weeks');
  const [length, setLength] = useState<number | null>(source?.length ?? 2);
  const [days, setDays] = useState<(string | null)[]>(() =>
    source ? cycleSchedule(source) : Array.from({ length: 14 }, () => null),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const dayCount = Math.min(maxCycleDays, cycleDays(period, Math.max(1, length ?? 1)));
  const shown = Array.from({ length: dayCount }, (_, index) => days[index] ?? null);
  const input = {
    name,
    period,
    length: length ?? 0,
    slots: shown.flatMap((shiftTemplateId, index) =>
      shiftTemplateId ? [{ day: index + 1, shiftTemplateId }] : [],
    ),
  };
  const parsed = ZShiftCycleCreate.safeParse(input);
  const issueAt = (path: string) => parsed.error?.issues.some((issue) => issue.path[0] === path);
  const offered = templates.filter((template) => template.enabled || shown.includes(template.id));
  const save = useMutation({
    mutationFn: () =>
      mode.kind === 'edit'
        ? updateShiftCycle(mode.row.id, { ...input, version: mode.row.version })
        : createShiftCycle(input),
    onSuccess: async (saved) => {
      toast.success(t(mode.kind === 'edit' ? 'mdGrid.saved' : 'mdGrid.created', { name: saved.name }));
      await refreshShiftCycles(queryClient);
      onClose();
    },
    onError: (error) => {
      setFailure(
        error instanceof ApiError && error.code === 'CONFLICT'
          ? t('mdGrid.conflict')
          : errorMessage(error, t),
      );
    },
  });
  const title =
    mode.kind === 'create'
      ? t('mdCycle.createTitle')
      : t(mode.kind === 'edit' ? 'mdCycle.editTitle' : 'mdCycle.copyTitle', { name: mode.row.name });

  return (
    <FormDialog
      title={title}
      size="large"
      failure={failure}
      busy={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        setFailure(null);
        if (parsed.success) save.mutate();
      }}
      onClose={onClose}
    >
      <FormGrid>
        <TextField
          label={t('mdCycle.name')}
          maxLength={50}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={submitted && issueAt('name') ? t('mdCycle.error.name') : undefined}
        />
        <span />
        <IntegerField
          label={t('mdCycle.length')}
          minValue={1}
          maxValue={period === 'weeks' ? 52 : maxCycleDays}
          value={length}
          onChange={(value) => setLength(value ?? null)}
          error={submitted && issueAt('length') ? t('mdCycle.error.length') : undefined}
        />
        <SelectField
          label={t('mdCycle.period')}
          value={period}
          onChange={(event) => setPeriod(event.target.value === 'days' ? 'days' : 'weeks')}
        >
          <option value="days">{t('mdCycle.period.days')}</option>
          <option value="weeks">{t('mdCycle.period.weeks')}</option>
        </SelectField>
        {shown.map((templateId, index) => (
          <CycleDay
            key={index}
            index={index}
            period={period}
            templateId={templateId}
            templates={offered}
            onChange={(next) =>
              setDays((current) => {
                const copy = [...current];
                while (copy.length <= index) copy.push(null);
                copy[index] = next;
                return copy;
              })
            }
          />
        ))}
      </FormGrid>
    </FormDialog>
  );
}

function CycleDay({
  index,
  period,
  templateId,
  templates,
  onChange,
}: {
  index: number;
  period: TCyclePeriod;
  templateId: string | null;
  templates: TShiftTemplate[];
  onChange: (templateId: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {period === 'weeks' && index % 7 === 0 && (
        <GroupHeader title={t('mdCycle.week', { week: index / 7 + 1 })} level={3} />
      )}
      <SelectField
        label={t('mdCycle.day', { day: index + 1 })}
        value={templateId ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('mdCycle.dayOff')}</option>
        {templates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.shortName} · {template.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
