import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TRole } from '@app/shared/security/roles';
import { Checkbox } from '#ui/checkbox';
import { fieldParts } from '#ui/layout';
import styles from './users-page.module.css';

export interface RolePickerProps {
  legend: string;
  roles: readonly TRole[];
  value: readonly string[];
  onChange: (roleIds: string[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/** Several roles for one user, as a group of checkboxes (a native, keyboard-friendly multi-select). */
export function RolePicker({ legend, roles, value, onChange, onBlur, error }: RolePickerProps) {
  const chosen = new Set(value);
  const errorId = useId();
  return (
    <fieldset
      className={styles.rolePicker}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={fieldParts.label}>{legend}</legend>
      <div className={styles.roleOptions}>
        {roles.map((role) => (
          <Checkbox
            key={role.id}
            label={role.name}
            value={role.id}
            checked={chosen.has(role.id)}
            onBlur={onBlur}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.target.checked) next.add(role.id);
              else next.delete(role.id);
              onChange(roles.filter((candidate) => next.has(candidate.id)).map((candidate) => candidate.id));
            }}
          />
        ))}
      </div>
      {error && (
        <span id={errorId} className={fieldParts.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

/** The roles of a user form (its field `roleIds`), with the form's message when the choice is invalid. */
export function RolesField<T extends FieldValues & { roleIds: string[] }>({
  control,
  roles,
}: {
  control: Control<T>;
  roles: readonly TRole[];
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'roleIds' as Path<T> });
  return (
    <RolePicker
      legend={t('users.roles')}
      roles={roles}
      value={field.value as string[]}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error ? t('users.error.roles') : undefined}
    />
  );
}
