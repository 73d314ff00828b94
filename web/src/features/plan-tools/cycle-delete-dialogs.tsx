import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Button } from '#ui/button';
import { DateField } from '#ui/date-field';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { refreshCalendar } from '#features/calendar/calendar-api';
import { cycleInsertionsQuery, deleteCycleInsertion, deleteResourcePlan } from './cycle-api';
import { planToolsKey } from './plan-tools-api';
import styles from './plan-tools.module.css';

interface UnitDialogProps {
  unitId: string;
  unitName: string;
  onClose: () => void;
}

function useDone(onClose: () => void) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return async (text: string) => {
    toast.success(text);
    await Promise.all([
      refreshCalendar(queryClient),
      queryClient.invalidateQueries({ queryKey: planToolsKey }),
    ]);
    onClose();
  };
}

/** `DeleteCycle`: one of the unit's cycle insertions, whole or from a day on. */
export function CycleDeleteDialog({ unitId, unitName, onClose }: UnitDialogProps) {
  const { t } = useTranslation();
  const insertions = useQuery(cycleInsertionsQuery(unitId));
  const [chosen, setChosen] = useState('');
  const [from, setFrom] = useState<string | null>(null);
  const done = useDone(onClose);
  const run = useMutation({
    mutationFn: () => deleteCycleInsertion(chosen, from),
    onSuccess: (result) => done(t('planTools.cycles.delete.done', { count: result.deleted })),
  });
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('planTools.cycles.delete.title', { unit: unitName })}
      size="medium"
    >
      <DialogQueryContent query={insertions}>
        {(list) =>
          list.length === 0 ? (
            <>
              <p>{t('planTools.cycles.delete.none')}</p>
              <DialogActions>
                <Button variant="secondary" onClick={onClose}>
                  {t('dialog.close')}
                </Button>
              </DialogActions>
            </>
          ) : (
            <form
              className={styles.form}
              onSubmit={(event) => {
                event.preventDefault();
                if (chosen) run.mutate();
              }}
            >
              {run.error && <Notice tone="error">{errorMessage(run.error, t)}</Notice>}
              <SelectField
                label={t('planTools.cycles.cycle')}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                <option value="">{t('planTools.cycles.chooseCycle')}</option>
                {list.map((insertion) => (
                  <option key={insertion.id} value={insertion.id}>
                    {t('planTools.cycles.delete.insertion', {
                      cycle: insertion.cycleName,
                      start: formatDate(insertion.start),
                      end: formatDate(insertion.end),
                      count: insertion.written,
                    })}
                    {insertion.deletedFrom
                      ? ` (${t('planTools.cycles.delete.partly', { date: formatDate(insertion.deletedFrom) })})`
                      : ''}
                  </option>
                ))}
              </SelectField>
              <DateField label={t('planTools.cycles.delete.from')} value={from} onChange={setFrom} />
              <DialogActions>
                <Button variant="secondary" onClick={onClose}>
                  {t('dialog.cancel')}
                </Button>
                <Button type="submit" variant="danger" busy={run.isPending} disabled={!chosen}>
                  {t('planTools.cycles.delete.run')}
                </Button>
              </DialogActions>
            </form>
          )
        }
      </DialogQueryContent>
    </ModalDialog>
  );
}

/** `DeletePlan`: a resource's shifts in the unit over a range. */
export function ResourcePlanDeleteDialog({
  unitId,
  unitName,
  resources,
  range,
  onClose,
}: UnitDialogProps & {
  resources: readonly { id: string; name: string }[];
  range: { from: string; to: string };
}) {
  const { t } = useTranslation();
  const [resourceId, setResourceId] = useState(resources[0]?.id ?? '');
  const [from, setFrom] = useState<string | null>(range.from);
  const [to, setTo] = useState<string | null>(range.to);
  const done = useDone(onClose);
  const valid = Boolean(resourceId && from && to && from <= to);
  const run = useMutation({
    mutationFn: () => deleteResourcePlan(resourceId, { unitId, from: from ?? '', to: to ?? '' }),
    onSuccess: (result) => done(t('planTools.resourcePlan.done', { count: result.deleted })),
  });
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('planTools.resourcePlan.title', { unit: unitName })}
      size="medium"
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) run.mutate();
        }}
      >
        {run.error && <Notice tone="error">{errorMessage(run.error, t)}</Notice>}
        <SelectField
          label={t('planTools.resourcePlan.resource')}
          value={resourceId}
          onChange={(event) => setResourceId(event.target.value)}
        >
          {resources.map((resource) => (
            <option key={resource.id} value={resource.id}>
              {resource.name}
            </option>
          ))}
        </SelectField>
        <div className={styles.dates}>
          <DateField label={t('planTools.range.from')} value={from} onChange={setFrom} />
          <DateField
            label={t('planTools.range.to')}
            value={to}
            onChange={setTo}
            error={from && to && to < from ? t('planTools.range.rangeRequired') : undefined}
          />
        </div>
        {valid && from && to && (
          <Notice tone="info">
            {t('planTools.resourcePlan.hint', { from: formatDate(from), to: formatDate(to) })}
          </Notice>
        )}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={run.isPending} disabled={!valid}>
            {t('planTools.cycles.delete.run')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
