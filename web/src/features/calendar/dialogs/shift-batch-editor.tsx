import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TEntryDeleteResult, TEntryResult } from '@app/shared/calendar/calendar.contracts';
import { maxEntryNotes, type TShiftEntry } from '@app/shared/calendar/shift-entry';
import type { TShiftTemplate } from '@app/shared/shifts/shift-template';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { UserCombo, type ComboOption } from '#ui/widgets/combo-field';
import { MemoField } from '#ui/widgets/string-field';
import { TimeField } from '#ui/widgets/time-field';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { shiftTemplatesQuery } from '#features/masterdata/shifts/shifts-api';
import { deleteEntry, entryQuery, saveEntry } from './entries-api';
import { PauseEditor } from './pause-editor';
import { SerialDeleteDialog } from './serial-delete-dialog';
import {
  editorProblems,
  emptyEditorState,
  stateFromEntry,
  templatesForUnit,
  timesHidden,
  toSaveBody,
  withTemplate,
  type ShiftEditorState,
} from './shift-editor-state';
import { noticeText, ValidatorMessages } from './validator-messages';
import styles from './dialogs.module.css';

export interface ShiftBatchEditorProps {
  unitId: string;
  date: string;
  /** An existing entry (EditShiftEntry); with `copy` the form starts from it and saves a new one. */
  entryId?: string | undefined;
  copy?: boolean | undefined;
  userId?: string | null | undefined;
  templateId?: string | null | undefined;
  resourceId?: string | null | undefined;
  /** People to choose from (the unit's rows of the calendar). */
  people: readonly ComboOption[];
  /** Resources for an entry without a template (fast entry). */
  resources: readonly ComboOption[];
  onClose: () => void;
  onChanged: () => void;
}

/**
 * The shift batch editor (CreateShift, EditShiftEntry with copy, CreateShiftEntryFast, EditShiftEntryByTemplate):
 * loads the entry when there is one, then the form.
 */
export function ShiftBatchEditor(props: ShiftBatchEditorProps) {
  const { entryId } = props;
  const entry = useQuery({ ...entryQuery(entryId ?? ''), enabled: entryId !== undefined });
  const templates = useQuery(shiftTemplatesQuery);
  const { t } = useTranslation();
  const title = entryId
    ? props.copy
      ? t('calendarDialog.editor.copyTitle')
      : t('calendarDialog.editor.editTitle')
    : t('calendarDialog.editor.createTitle');
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && props.onClose()} title={title} size="medium">
      <DialogQueryContent query={templates}>
        {(list) =>
          entryId === undefined ? (
            <ShiftEditorForm {...props} templates={list} />
          ) : (
            <DialogQueryContent query={entry}>
              {(loaded) => <ShiftEditorForm {...props} templates={list} entry={loaded} />}
            </DialogQueryContent>
          )
        }
      </DialogQueryContent>
    </ModalDialog>
  );
}

export function ShiftEditorForm({
  unitId,
  date,
  entry,
  copy = false,
  userId = null,
  templateId = null,
  resourceId = null,
  templates,
  people,
  resources,
  onClose,
  onChanged,
  saveCall = saveEntry,
  deleteCall = deleteEntry,
}: ShiftBatchEditorProps & {
  templates: readonly TShiftTemplate[];
  entry?: TShiftEntry | undefined;
  /** The save call (tests give a stand-in; the app sends `calendar.save`). */
  saveCall?: typeof saveEntry;
  deleteCall?: typeof deleteEntry;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [state, setState] = useState<ShiftEditorState>(() => {
    if (entry) return stateFromEntry(entry);
    const start = emptyEditorState(userId, resourceId);
    return templateId
      ? withTemplate(
          start,
          templates.find((template) => template.id === templateId),
        )
      : start;
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<TEntryResult | null>(null);
  const [deleteRefusal, setDeleteRefusal] = useState<TEntryDeleteResult | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [serialDelete, setSerialDelete] = useState(false);
  const [showProblems, setShowProblems] = useState(false);

  const existing = entry && !copy ? entry : undefined;
  const target = { unitId: entry?.unitId ?? unitId, date: entry?.date ?? date };
  const choices = templatesForUnit(templates, target.unitId, state.templateId);
  const problems = editorProblems(state);
  const personOptions =
    entry?.userId && entry.userName && !people.some((person) => person.id === entry.userId)
      ? [...people, { id: entry.userId, name: entry.userName }]
      : people;

  /** Saves the form, or `next` (a rule's suggested person instead), which the form then shows. */
  async function save(force: boolean, next = state) {
    setShowProblems(true);
    if (problems.length > 0) return;
    setBusy(true);
    setFailure(null);
    if (next !== state) {
      setState(next);
      setRefusal(null);
    }
    try {
      const result = await saveCall(toSaveBody(next, target, existing), force);
      if (result.success) {
        const notices = noticeText(result);
        if (notices) toast.info(notices);
        onChanged();
        onClose();
      } else {
        setRefusal(result);
      }
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  async function remove(force: boolean) {
    if (!existing) return;
    setBusy(true);
    try {
      const result = await deleteCall(existing, force);
      if (result.success) {
        onChanged();
        onClose();
      } else {
        setDeleteRefusal(result);
      }
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setConfirmDelete(false);
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      <p className={styles.muted}>{formatDate(target.date)}</p>
      <SelectField
        label={t('calendarDialog.editor.shift')}
        value={state.templateId ?? ''}
        onChange={(event) =>
          setState((current) =>
            withTemplate(
              current,
              templates.find((template) => template.id === event.target.value),
            ),
          )
        }
      >
        <option value="">{t('calendarDialog.editor.noTemplate')}</option>
        {choices.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </SelectField>
      {state.templateId === null && (
        <SelectField
          label={t('calendarDialog.editor.resource')}
          value={state.resourceId ?? ''}
          error={
            showProblems && problems.includes('resourceRequired')
              ? t('calendarDialog.editor.resourceRequired')
              : undefined
          }
          onChange={(event) => setState({ ...state, resourceId: event.target.value || null })}
        >
          <option value="">{t('calendarDialog.editor.chooseResource')}</option>
          {resources.map((resource) => (
            <option key={resource.id} value={resource.id}>
              {resource.name}
            </option>
          ))}
        </SelectField>
      )}
      {!timesHidden(state) && (
        <>
          <div className={styles.times}>
            <TimeField
              label={t('calendarDialog.editor.from')}
              value={state.begin}
              onChange={(begin) => setState({ ...state, begin: begin ?? null })}
              error={
                showProblems && state.begin === null ? t('calendarDialog.editor.timeRequired') : undefined
              }
            />
            <TimeField
              label={t('calendarDialog.editor.to')}
              value={state.end}
              onChange={(end) => setState({ ...state, end: end ?? null })}
              error={showProblems && state.end === null ? t('calendarDialog.editor.timeRequired') : undefined}
            />
          </div>
          <PauseEditor
            label={t('calendarDialog.editor.pause1')}
            pause={state.pause1}
            onChange={(pause1) => setState({ ...state, pause1 })}
          />
          <PauseEditor
            label={t('calendarDialog.editor.pause2')}
            pause={state.pause2}
            onChange={(pause2) => setState({ ...state, pause2 })}
          />
          {showProblems && problems.includes('pauseTimesRequired') && (
            <Notice tone="error">{t('calendarDialog.editor.pauseTimesRequired')}</Notice>
          )}
        </>
      )}
      <UserCombo
        label={t('calendarDialog.editor.person')}
        description={t('calendarDialog.editor.personHint')}
        options={personOptions}
        value={state.userId}
        onChange={(id) => setState({ ...state, userId: id ?? null })}
      />
      <MemoField
        label={t('calendarDialog.editor.notes')}
        value={state.notes}
        maxLength={maxEntryNotes}
        onChange={(notes) => setState({ ...state, notes: notes ?? '' })}
      />
      {failure && <Notice tone="error">{failure}</Notice>}
      {deleteRefusal ? (
        <ValidatorMessages
          result={deleteRefusal}
          busy={busy}
          verb="delete"
          onCancel={() => setDeleteRefusal(null)}
          onForce={() => void remove(true)}
        />
      ) : refusal ? (
        <ValidatorMessages
          result={refusal}
          busy={busy}
          onCancel={() => setRefusal(null)}
          onRetry={() => void save(false)}
          onForce={() => void save(true)}
          onAssign={(userId) => void save(false, { ...state, userId })}
        />
      ) : (
        <DialogActions>
          {existing && (
            <Button variant="danger" onClick={() => setConfirmDelete(true)} disabled={busy}>
              {t('calendarDialog.editor.delete')}
            </Button>
          )}
          {existing?.serialId && (
            <Button variant="secondary" onClick={() => setSerialDelete(true)} disabled={busy}>
              {t('calendarDialog.serial.open')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('calendarDialog.editor.save')}
          </Button>
        </DialogActions>
      )}
      <ConfirmDialog
        isOpen={confirmDelete}
        title={t('calendarDialog.editor.deleteTitle')}
        confirmLabel={t('calendarDialog.editor.delete')}
        tone="danger"
        busy={busy}
        onConfirm={() => void remove(false)}
        onCancel={() => setConfirmDelete(false)}
      >
        {t('calendarDialog.editor.deleteConfirm', { name: entry?.name ?? '', date: formatDate(target.date) })}
      </ConfirmDialog>
      {serialDelete && existing && (
        <SerialDeleteDialog
          entryId={existing.id}
          onClose={() => setSerialDelete(false)}
          onDeleted={() => {
            onChanged();
            onClose();
          }}
        />
      )}
    </form>
  );
}
