import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planToolContracts as contracts } from '@app/shared/plan-tools/plan-tools.contracts';
import type { TWeekTemplate } from '@app/shared/plan-tools/week-template';
import { mondayOf } from '@app/shared/plan-tools/week-template-plan';
import { addDays } from '@app/shared/time/tenant-time';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { TextField } from '#ui/text-field';
import { planToolsKey, weekTemplatesQuery } from './plan-tools-api';
import { WeekTemplateEditor, type Choice } from './week-template-editor';
import styles from './plan-tools.module.css';

export interface WeekTemplatesDialogProps {
  unitId: string;
  unitName: string;
  /** A day of the week shown in the calendar: "save the shown week" takes its Monday to Sunday. */
  shownDay: string;
  people: readonly Choice[];
  resources: readonly Choice[];
  /** Opens straight at "save the shown week as a template". */
  startWith?: 'list' | 'fromWeek';
  onClose: () => void;
}

type View = { kind: 'list' } | { kind: 'edit'; template: TWeekTemplate | null } | { kind: 'fromWeek' };

/** A unit's week templates: the list, the editor, and "save the shown week as a template". */
export function WeekTemplatesDialog(props: WeekTemplatesDialogProps) {
  const { t } = useTranslation();
  const { unitId, onClose } = props;
  const [view, setView] = useState<View>({ kind: props.startWith ?? 'list' });
  const templates = useQuery(weekTemplatesQuery(unitId));
  const back = () => setView({ kind: 'list' });
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('planTools.weekTemplate.title', { unit: props.unitName })}
      size="large"
    >
      {view.kind === 'list' && (
        <DialogQueryContent query={templates}>
          {(loaded) => (
            <TemplateList
              templates={loaded}
              onEdit={(template) => setView({ kind: 'edit', template })}
              onNew={() => setView({ kind: 'edit', template: null })}
              onFromWeek={() => setView({ kind: 'fromWeek' })}
              onClose={onClose}
            />
          )}
        </DialogQueryContent>
      )}
      {view.kind === 'edit' && (
        <WeekTemplateEditor
          unitId={unitId}
          template={view.template}
          people={props.people}
          resources={props.resources}
          onDone={back}
        />
      )}
      {view.kind === 'fromWeek' && <FromWeek unitId={unitId} shownDay={props.shownDay} onDone={back} />}
    </ModalDialog>
  );
}

function TemplateList({
  templates,
  onEdit,
  onNew,
  onFromWeek,
  onClose,
}: {
  templates: TWeekTemplate[];
  onEdit: (template: TWeekTemplate) => void;
  onNew: () => void;
  onFromWeek: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<TWeekTemplate | null>(null);
  const remove = useMutation({
    mutationFn: (template: TWeekTemplate) =>
      callApi(contracts.deleteWeekTemplate, {
        params: { weekTemplateId: template.id },
        query: { version: template.version },
      }),
    onSuccess: async () => {
      setDeleting(null);
      toast.success(t('planTools.weekTemplate.deleted'));
      await queryClient.invalidateQueries({ queryKey: planToolsKey });
    },
  });
  return (
    <>
      {templates.length === 0 ? (
        <p>{t('planTools.weekTemplate.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {templates.map((template) => (
            <li key={template.id}>
              <span className={styles.listName}>{template.name}</span>
              <span>{t('planTools.weekTemplate.rows', { count: template.entries.length })}</span>
              <Button size="small" variant="secondary" onClick={() => onEdit(template)}>
                {t('planTools.weekTemplate.edit')}
              </Button>
              <Button size="small" variant="ghost" onClick={() => setDeleting(template)}>
                {t('planTools.weekTemplate.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="secondary" onClick={onFromWeek}>
          {t('planTools.weekTemplate.fromWeek')}
        </Button>
        <Button onClick={onNew}>{t('planTools.weekTemplate.new')}</Button>
      </DialogActions>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('planTools.weekTemplate.delete')}
        confirmLabel={t('planTools.weekTemplate.delete')}
        tone="danger"
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error, t) : undefined}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {t('planTools.weekTemplate.deleteConfirm', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}

function FromWeek({ unitId, shownDay, onDone }: { unitId: string; shownDay: string; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const monday = mondayOf(shownDay);
  const [name, setName] = useState('');
  const save = useMutation({
    mutationFn: () => callApi(contracts.weekTemplateFromWeek, { body: { unitId, name, weekStart: monday } }),
    onSuccess: async () => {
      toast.success(t('planTools.weekTemplate.saved'));
      await queryClient.invalidateQueries({ queryKey: planToolsKey });
      onDone();
    },
  });
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      {save.error && <Notice tone="error">{errorMessage(save.error, t)}</Notice>}
      <p>
        {t('planTools.weekTemplate.fromWeekHint', {
          from: formatDate(monday),
          to: formatDate(addDays(monday, 6)),
        })}
      </p>
      <TextField
        label={t('planTools.weekTemplate.name')}
        value={name}
        required
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
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
