import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planToolContracts as contracts } from '@app/shared/plan-tools/plan-tools.contracts';
import type { TWeekTemplate, TWeekTemplateEntry } from '@app/shared/plan-tools/week-template';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { DialogActions } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { planToolsKey, shiftTemplatesQuery } from './plan-tools-api';
import styles from './plan-tools.module.css';

export interface Choice {
  id: string;
  name: string;
}

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Builds a week template: rows per weekday with a shift template, an optional person and resource; choosing a
 * shift template fills the row's times with the template's, which the planner may change.
 */
export function WeekTemplateEditor({
  unitId,
  template,
  people,
  resources,
  onDone,
}: {
  unitId: string;
  /** null: a new template. */
  template: TWeekTemplate | null;
  people: readonly Choice[];
  resources: readonly Choice[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const shiftTemplates = useQuery(shiftTemplatesQuery);
  const [name, setName] = useState(template?.name ?? '');
  const [rows, setRows] = useState<TWeekTemplateEntry[]>(template?.entries ?? []);
  const templates = shiftTemplates.data ?? [];
  const save = useMutation({
    mutationFn: () =>
      template
        ? callApi(contracts.updateWeekTemplate, {
            params: { weekTemplateId: template.id },
            body: { name, order: template.order, entries: rows, version: template.version },
          })
        : callApi(contracts.createWeekTemplate, { body: { unitId, name, entries: rows } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: planToolsKey });
      onDone();
    },
  });
  const update = (index: number, change: Partial<TWeekTemplateEntry>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const chooseShift = (index: number, shiftTplId: string) => {
    const chosen = templates.find((candidate) => candidate.id === shiftTplId);
    update(index, { shiftTplId, begin: chosen?.begin ?? null, end: chosen?.end ?? null });
  };
  const addRow = () => {
    const first = templates[0];
    if (!first) return;
    const last = rows.at(-1);
    setRows([
      ...rows,
      {
        weekday: last ? Math.min(7, last.weekday + 1) : 1,
        shiftTplId: first.id,
        resourceId: null,
        userId: null,
        begin: first.begin,
        end: first.end,
        pauses: [],
      },
    ]);
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      {save.error && <Notice tone="error">{errorMessage(save.error, t)}</Notice>}
      <TextField
        label={t('planTools.weekTemplate.name')}
        value={name}
        required
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
      <table className={styles.rows}>
        <thead>
          <tr>
            <th>{t('planTools.weekTemplate.weekday')}</th>
            <th>{t('planTools.weekTemplate.shift')}</th>
            <th>{t('planTools.weekTemplate.person')}</th>
            <th>{t('planTools.weekTemplate.resource')}</th>
            <th>{t('planTools.weekTemplate.begin')}</th>
            <th>{t('planTools.weekTemplate.end')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Rows have no id of their own; their position is their identity while editing.
            <tr key={index}>
              <td>
                <SelectField
                  label={t('planTools.weekTemplate.weekday')}
                  value={String(row.weekday)}
                  onChange={(event) => update(index, { weekday: Number(event.target.value) })}
                >
                  {weekdays.map((day) => (
                    <option key={day} value={day}>
                      {t(`planTools.weekday.${day}`)}
                    </option>
                  ))}
                </SelectField>
              </td>
              <td>
                <SelectField
                  label={t('planTools.weekTemplate.shift')}
                  value={row.shiftTplId}
                  onChange={(event) => chooseShift(index, event.target.value)}
                >
                  {templates.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.name}
                    </option>
                  ))}
                </SelectField>
              </td>
              <td>
                <SelectField
                  label={t('planTools.weekTemplate.person')}
                  value={row.userId ?? ''}
                  onChange={(event) => update(index, { userId: event.target.value || null })}
                >
                  <option value="">{t('planTools.weekTemplate.open')}</option>
                  {people.map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.name}
                    </option>
                  ))}
                </SelectField>
              </td>
              <td>
                <SelectField
                  label={t('planTools.weekTemplate.resource')}
                  value={row.resourceId ?? ''}
                  onChange={(event) => update(index, { resourceId: event.target.value || null })}
                >
                  <option value="">{t('planTools.weekTemplate.resourceDefault')}</option>
                  {resources.map((resource) => (
                    <option key={resource.id} value={resource.id}>
                      {resource.name}
                    </option>
                  ))}
                </SelectField>
              </td>
              <td>
                <TextField
                  label={t('planTools.weekTemplate.begin')}
                  type="time"
                  value={row.begin ?? ''}
                  onChange={(event) => update(index, { begin: event.target.value || null })}
                />
              </td>
              <td>
                <TextField
                  label={t('planTools.weekTemplate.end')}
                  type="time"
                  value={row.end ?? ''}
                  onChange={(event) => update(index, { end: event.target.value || null })}
                />
              </td>
              <td>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => setRows(rows.filter((_, at) => at !== index))}
                >
                  {t('planTools.weekTemplate.removeRow')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="small" variant="secondary" onClick={addRow} disabled={templates.length === 0}>
        {t('planTools.weekTemplate.addRow')}
      </Button>
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending} disabled={name.trim() === ''}>
          {t('planTools.weekTemplate.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
