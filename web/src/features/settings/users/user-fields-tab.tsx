import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { userFieldBounds, userFieldValuesSchema, type TUserField } from '@app/shared/user-fields/user-field';
import { useToast } from '#app/toast';
import { ApiError } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { userFieldsQuery } from '#features/organisation/user-fields/user-fields-api';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { DialogActions } from '#ui/dialog';
import { FormGrid, MutedText, Wide } from '#ui/layout';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { DecimalField, IntegerField } from '#ui/widgets/number-field';
import { MemoField, StringField } from '#ui/widgets/string-field';
import type { UserTabProps } from './user-tabs';
import { refreshAfterUserChange, updateUser } from './users-api';
import styles from './users-page.module.css';

type Values = Record<string, z.core.util.JSONType | undefined>;

/** The custom fields tab: one widget per field the administrator defined, checked by its type. */
export function UserFieldsTab(props: UserTabProps) {
  const fields = useQuery(userFieldsQuery);
  return <QueryContent query={fields}>{(list) => <FieldsForm {...props} fields={list} />}</QueryContent>;
}

function FieldsForm({
  user,
  fields,
  onSaved,
  onDirtyChange,
  registerSave,
}: UserTabProps & { fields: readonly TUserField[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const initial = () => Object.fromEntries(fields.map((field) => [field.id, user.fields[field.id] ?? null]));
  const [values, setValues] = useState<Values>(initial);
  const [saved, setSaved] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = async (): Promise<boolean> => {
    // The same schema the server checks with, built from the field definitions.
    const parsed = userFieldValuesSchema(fields).safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), t('users.fieldInvalid')]),
        ),
      );
      return false;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const next = await updateUser(user.id, {
        displayName: user.displayName,
        email: user.email,
        roleIds: user.roleIds,
        fields: parsed.data as Record<string, z.core.util.JSONType>,
        version: user.version,
      });
      setSaved(values);
      onSaved(next);
      toast.success(t('users.saved', { name: next.displayName }));
      await refreshAfterUserChange(queryClient);
      return true;
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.code === 'CONFLICT' ? t('users.conflict') : errorMessage(error, t),
      );
      return false;
    } finally {
      setSaving(false);
    }
  };
  registerSave(save);

  if (!fields.length) return <MutedText>{t('users.noFields')}</MutedText>;
  const set = (id: string, value: z.core.util.JSONType | null) =>
    setValues((old) => ({ ...old, [id]: value }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {failure && <Notice tone="error">{failure}</Notice>}
      <FormGrid>
        {fields.map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            value={values[field.id]}
            error={errors[field.id]}
            onChange={(value) => set(field.id, value)}
          />
        ))}
      </FormGrid>
      <DialogActions>
        <Button type="submit" busy={saving}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** One custom field's widget by its type (also the object dialog's, for the fields of a container). */
export function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: TUserField;
  value: z.core.util.JSONType | undefined;
  error: string | undefined;
  onChange: (value: z.core.util.JSONType | null) => void;
}) {
  const { t } = useTranslation();
  const label = field.caption;
  const text = typeof value === 'string' ? value : null;
  const number = typeof value === 'number' ? value : null;
  switch (field.fieldType) {
    case 'TXT':
      return (
        <StringField
          label={label}
          value={text}
          maxLength={userFieldBounds.textMax}
          error={error}
          onChange={(v) => onChange(v ?? null)}
        />
      );
    case 'MEM':
      return (
        <Wide>
          <MemoField
            label={label}
            value={text}
            maxLength={userFieldBounds.memoMax}
            error={error}
            onChange={(v) => onChange(v ?? null)}
          />
        </Wide>
      );
    case 'CUR':
      return (
        <DecimalField
          label={label}
          value={number}
          fractionDigits={2}
          error={error}
          onChange={(v) => onChange(v ?? null)}
        />
      );
    case 'INT':
      return (
        <IntegerField label={label} value={number} error={error} onChange={(v) => onChange(v ?? null)} />
      );
    case 'DAT':
      return <DateField label={label} value={text} error={error} onChange={onChange} />;
    case 'BIT':
      return (
        <Checkbox
          label={label}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'DRP':
      return (
        <SelectField
          label={label}
          value={text ?? ''}
          error={error}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">{t('users.fieldNone')}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    case 'LST': {
      const chosen = Array.isArray(value)
        ? value.filter((item): item is string => typeof item === 'string')
        : [];
      return (
        <fieldset className={styles.rolePicker}>
          <legend>{label}</legend>
          {error && <p className={styles.muted}>{error}</p>}
          <div className={styles.roleOptions}>
            {field.options.map((option) => (
              <Checkbox
                key={option}
                label={option}
                checked={chosen.includes(option)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
      );
    }
  }
}
