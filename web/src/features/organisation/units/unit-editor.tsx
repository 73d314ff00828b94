import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TUnit } from '@app/shared/units/unit';
import { moveDown, moveUp } from '@app/shared/users/priority-list';
import { useToast } from '#app/toast';
import { ApiError } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { UnsavedMark, type EditorTracking } from './unsaved-changes';
import styles from './units-page.module.css';

/** What the detail pane hands each of its editors. */
export interface UnitEditorProps {
  unit: TUnit;
  canEdit: boolean;
  tracking: EditorTracking;
  dirty: boolean;
}

/** What an editor's form (below its loading) needs of those. */
export type UnitFormProps = Omit<UnitEditorProps, 'dirty'>;

/** An editor of the detail pane: heading with the unsaved mark, a line of intro, then the editor's form. */
export function UnitEditorSection({
  titleId,
  title,
  intro,
  dirty,
  className = styles.editor,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  dirty: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h3 id={titleId}>
        {title}
        <UnsavedMark dirty={dirty} />
      </h3>
      <p className={styles.muted}>{intro}</p>
      {children}
    </section>
  );
}

export interface UnitEditorSave {
  problem: string | null;
  saving: boolean;
  /** Checks, writes, announces and reads the data again; true when it saved. Also the prompt's "save". */
  save: () => Promise<boolean>;
}

/**
 * The save cycle every editor of the pane shares: reports its dirty state, registers its save for the
 * leave prompt, shows why a save failed (a version conflict in words of its own).
 */
export function useUnitEditor({
  tracking,
  isDirty,
  queryKey,
  savedText,
  conflictText,
  reloadOnError = false,
  validate,
  write,
}: {
  tracking: EditorTracking;
  isDirty: boolean;
  /** The query to read again after a save. */
  queryKey: QueryKey;
  savedText: string;
  conflictText: string;
  /** Read again after a failure too (a save of several writes may have done some). */
  reloadOnError?: boolean;
  /** The problem that stops the save before anything is written, or null. */
  validate?: () => string | null;
  write: () => Promise<unknown>;
}): UnitEditorSave {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => tracking.onDirtyChange(isDirty), [isDirty, tracking]);

  const save = async (): Promise<boolean> => {
    const invalid = validate?.() ?? null;
    if (invalid !== null) {
      setProblem(invalid);
      return false;
    }
    setProblem(null);
    setSaving(true);
    try {
      await write();
      toast.success(savedText);
      await queryClient.invalidateQueries({ queryKey });
      return true;
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.code === 'CONFLICT' ? conflictText : errorMessage(error, t),
      );
      if (reloadOnError) await queryClient.invalidateQueries({ queryKey });
      return false;
    } finally {
      setSaving(false);
    }
  };
  tracking.registerSave(save);

  return { problem, saving, save };
}

/** The editor's form: submitting saves; the reason of a failed save stands on top. */
export function UnitEditorForm({
  problem,
  onSave,
  children,
}: {
  problem: string | null;
  onSave: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      {problem && <Notice tone="error">{problem}</Notice>}
      {children}
    </form>
  );
}

/** An ordered list of ids with up, down and remove per entry; the first cannot move up, the last not down. */
export function OrderedIdList({
  ids,
  onChange,
  nameOf,
  canEdit,
  empty,
  label,
  upLabel,
  downLabel,
  removeLabel,
}: {
  ids: readonly string[];
  onChange: (update: (old: string[]) => string[]) => void;
  nameOf: (id: string) => string;
  canEdit: boolean;
  /** Shown instead of the list while it is empty. */
  empty: ReactNode;
  label?: string;
  upLabel: (name: string) => string;
  downLabel: (name: string) => string;
  removeLabel: (name: string) => string;
}) {
  if (ids.length === 0) return empty;
  return (
    <ol className={styles.priorityList} aria-label={label}>
      {ids.map((id, index) => (
        <li key={id}>
          <span>{nameOf(id)}</span>
          {canEdit && (
            <span>
              <Button
                variant="ghost"
                size="small"
                aria-label={upLabel(nameOf(id))}
                disabled={index === 0}
                onClick={() => onChange((old) => moveUp(old, index))}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                size="small"
                aria-label={downLabel(nameOf(id))}
                disabled={index === ids.length - 1}
                onClick={() => onChange((old) => moveDown(old, index))}
              >
                ↓
              </Button>
              <Button
                variant="ghost"
                size="small"
                aria-label={removeLabel(nameOf(id))}
                onClick={() => onChange((old) => old.filter((other) => other !== id))}
              >
                ×
              </Button>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Picks one of the entries not yet in an ordered list and appends it. */
export function OrderedIdAdd({
  label,
  buttonLabel,
  options,
  onAdd,
}: {
  label: string;
  buttonLabel: string;
  options: readonly { id: string; name: string }[];
  onAdd: (id: string) => void;
}) {
  const [candidate, setCandidate] = useState('');
  return (
    <div className={styles.priorityAdd}>
      <SelectField label={label} value={candidate} onChange={(event) => setCandidate(event.target.value)}>
        <option value="">–</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <Button
        variant="secondary"
        size="small"
        disabled={!candidate}
        onClick={() => {
          onAdd(candidate);
          setCandidate('');
        }}
      >
        {buttonLabel}
      </Button>
    </div>
  );
}
