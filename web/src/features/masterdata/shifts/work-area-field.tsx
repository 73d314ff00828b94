import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZResourceCreate, type TResource } from '@app/shared/resources/resource';
import { nextShiftColour } from '@app/shared/shifts/shift-colours';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Wide } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { createResource, refreshResources } from '#features/masterdata/resources/resources-api';
import styles from './work-area-field.module.css';

/** The form's binding of the field (react-hook-form's `Controller` field). */
export interface WorkAreaBinding {
  name: string;
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement | HTMLSelectElement>;
}

/**
 * The shift's work area (a resource): a select of the offered ones, and a small form that creates one in place.
 * A new company has none yet, and a missing one would otherwise mean leaving the dialog and its input (issue 29).
 */
export function WorkAreaField({
  label,
  resources,
  field,
  error,
}: {
  label: string;
  resources: readonly TResource[];
  field: WorkAreaBinding;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<TResource[]>([]);
  const [adding, setAdding] = useState(false);
  const selectRef = useRef<HTMLSelectElement | null>(null);
  // The small form's buttons go when it closes: focus comes back to the select rather than to the page.
  const focusSelect = useRef(false);
  useEffect(() => {
    if (!focusSelect.current) return;
    focusSelect.current = false;
    selectRef.current?.focus();
  });
  // The list reloads after a create; until then the new one is shown from the answer.
  const options = [...resources, ...created.filter((one) => !resources.some((other) => other.id === one.id))];
  const close = () => {
    setAdding(false);
    focusSelect.current = true;
  };
  const choose = (resource: TResource) => {
    setCreated((list) => [...list, resource]);
    field.onChange(resource.id);
    close();
  };
  const usedColours = options.map((resource) => resource.backColor);

  if (options.length === 0) {
    return (
      <Wide>
        <NewWorkArea
          hint={t('mdShift.workArea.first')}
          usedColours={usedColours}
          onCreated={choose}
          error={error}
          inputRef={field.ref}
        />
      </Wide>
    );
  }
  return (
    <>
      <div className={styles.field}>
        <SelectField
          label={label}
          error={error}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          ref={(element) => {
            selectRef.current = element;
            assignRef(field.ref, element);
          }}
        >
          {options.map((resource) => (
            <option key={resource.id} value={resource.id}>
              {resource.caption}
            </option>
          ))}
        </SelectField>
        {!adding && (
          <Button variant="link" size="small" onClick={() => setAdding(true)}>
            {t('mdShift.workArea.add')}
          </Button>
        )}
      </div>
      {adding && (
        <Wide>
          <NewWorkArea usedColours={usedColours} onCreated={choose} onCancel={close} autoFocus />
        </Wide>
      )}
    </>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Name only: the colour is the next of the shift palette the work areas do not use yet; the rest can wait. */
function NewWorkArea({
  hint,
  usedColours,
  onCreated,
  onCancel,
  error,
  inputRef,
  autoFocus = false,
}: {
  hint?: string;
  usedColours: readonly string[];
  onCreated: (resource: TResource) => void;
  onCancel?: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement | HTMLSelectElement>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  const create = useMutation({
    mutationFn: createResource,
    onSuccess: async (resource) => {
      onCreated(resource);
      toast.success(t('mdShift.workArea.created', { name: resource.caption }));
      await refreshResources(queryClient);
    },
    onError: (failure) => setProblem(errorMessage(failure, t)),
  });
  const submit = () => {
    const parsed = ZResourceCreate.safeParse({ caption, ...nextShiftColour(usedColours) });
    setProblem(parsed.success ? null : t('mdRes.error.caption'));
    if (parsed.success) create.mutate(parsed.data);
  };
  // The dialog's form is around this one: Enter creates the work area instead of saving the template.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    <div className={styles.newWorkArea}>
      {hint && <p>{hint}</p>}
      <TextField
        className={styles.name}
        label={t('mdShift.workArea.name')}
        description={t('mdShift.workArea.nameHint')}
        maxLength={50}
        value={caption}
        error={problem ?? error}
        onChange={(event) => setCaption(event.target.value)}
        onKeyDown={onKeyDown}
        ref={(element) => {
          input.current = element;
          assignRef(inputRef, element);
        }}
      />
      <div className={styles.buttons}>
        <Button variant="secondary" busy={create.isPending} onClick={submit}>
          {t('mdShift.workArea.create')}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('mdShift.workArea.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
