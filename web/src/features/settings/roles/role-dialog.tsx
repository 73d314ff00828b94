import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  administratorPermission,
  permissionNames,
  type PermissionName,
} from '@app/shared/security/permissions';
import { ZRoleInput, type TRole } from '@app/shared/security/roles';
import { usePermissionLabels } from '#app/permission-labels';
import { sessionQueryKey } from '#app/session';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { ApiError } from '#lib/api';
import { serverCodeErrorType } from '#lib/form-errors';
import { dialogLoadErrorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { DialogQueryContent } from '#ui/query-content';
import { Checkbox } from '#ui/checkbox';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import {
  createRole,
  permissionCatalogQuery,
  roleQuery,
  rolesQueryKey,
  updateRole,
  type TPermissionCatalog,
} from './roles-api';
import styles from './roles-page.module.css';

type RoleFormValues = z.input<typeof ZRoleInput>;
const roleFields: (keyof RoleFormValues)[] = ['name', 'permissions'];

function isPermissionName(name: string): name is PermissionName {
  return (permissionNames as readonly string[]).includes(name);
}

export interface RoleDialogProps {
  /** The role to edit; null creates a new one. */
  role: TRole | null;
  onClose: () => void;
}

/** Create or edit a role: its name and a permission checklist grouped by area. */
export function RoleDialog({ role, onClose }: RoleDialogProps) {
  const { t } = useTranslation();
  const catalog = useQuery(permissionCatalogQuery);
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={role ? t('roles.editTitle', { name: role.name }) : t('roles.createTitle')}
      size="large"
    >
      <DialogQueryContent query={catalog}>
        {(data) => <RoleForm role={role} catalog={data} onClose={onClose} />}
      </DialogQueryContent>
    </ModalDialog>
  );
}

function RoleForm({
  role: initialRole,
  catalog,
  onClose,
}: {
  role: TRole | null;
  catalog: TPermissionCatalog;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = usePermissionLabels();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [role, setRole] = useState(initialRole);
  const [conflict, setConflict] = useState(false);
  const isAdministratorRole = role?.key === 'administrator';
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RoleFormValues, unknown, z.output<typeof ZRoleInput>>({
    resolver: zodResolver(ZRoleInput),
    defaultValues: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
  });
  const chosen = useWatch({ control, name: 'permissions' });
  const grantsAll = chosen.includes(administratorPermission);

  const save = useMutation({
    mutationFn: (values: z.output<typeof ZRoleInput>) => {
      // With "all permissions" the single permissions say nothing: store just that one.
      const permissions = values.permissions.includes(administratorPermission)
        ? [administratorPermission]
        : values.permissions;
      const input = { name: values.name, permissions };
      return role ? updateRole(role.id, { ...input, version: role.version }) : createRole(input);
    },
    onSuccess: async (saved) => {
      toast.success(role ? t('roles.saved', { name: saved.name }) : t('roles.created', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: rolesQueryKey });
      // The signed-in user's own permissions may have changed.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onClose();
    },
  });

  const { failure, setFailure, run } = useSubmitErrors<RoleFormValues>({
    fields: roleFields,
    setError,
    // Names are unique per tenant (whatever the case): said at the name field.
    fieldCodes: { ROLE_NAME_TAKEN: 'name' },
    onError: (error) => {
      const isConflict = error instanceof ApiError && error.code === 'CONFLICT';
      if (isConflict) setConflict(true);
      return isConflict;
    },
  });
  const onSubmit = handleSubmit((values) => {
    setConflict(false);
    return run(() => save.mutateAsync(values));
  });

  const reloadRole = async () => {
    if (!role) return;
    try {
      const current = await queryClient.fetchQuery(roleQuery(role.id));
      setRole(current);
      reset({ name: current.name, permissions: current.permissions });
      setConflict(false);
      await queryClient.invalidateQueries({ queryKey: rolesQueryKey });
    } catch (error) {
      setFailure(dialogLoadErrorMessage(error, t));
    }
  };

  // A name the server refused (taken) has the server's text; any rule of the form its own.
  const nameError = errors.name
    ? errors.name.type === serverCodeErrorType && errors.name.message
      ? errors.name.message
      : t('roles.nameInvalid')
    : undefined;
  const areas = catalog.areas.map((area) => ({
    area,
    names: catalog.permissions
      .filter((permission) => permission.area === area)
      .map((permission) => permission.name)
      .filter(isPermissionName),
  }));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {conflict && (
        <Notice tone="warning" title={t('roles.conflictTitle')}>
          <p>{t('roles.conflictText')}</p>
          <Button variant="link" onClick={() => void reloadRole()}>
            {t('roles.conflictReload')}
          </Button>
        </Notice>
      )}
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField label={t('roles.name')} maxLength={50} error={nameError} {...register('name')} />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => {
          const selected = new Set(field.value);
          const toggle = (name: PermissionName, on: boolean) => {
            const next = new Set(selected);
            if (on) next.add(name);
            else next.delete(name);
            field.onChange([...next]);
          };
          return (
            <fieldset className={styles.permissions}>
              <legend className={styles.permissionsLegend}>{t('roles.permissions')}</legend>
              <div className={styles.areas}>
                {areas.map(({ area, names }) => (
                  <fieldset key={area} className={styles.area}>
                    <legend>{labels.area(area)}</legend>
                    {names.map((name) => {
                      const isAdmin = name === administratorPermission;
                      return (
                        <Checkbox
                          key={name}
                          name={field.name}
                          value={name}
                          label={labels.permission(name)}
                          description={
                            isAdmin
                              ? isAdministratorRole
                                ? t('roles.administratorFixed')
                                : t('roles.administratorHint')
                              : undefined
                          }
                          checked={selected.has(name) || (!isAdmin && grantsAll)}
                          disabled={isAdmin ? isAdministratorRole : grantsAll}
                          onChange={(event) => toggle(name, event.target.checked)}
                          onBlur={field.onBlur}
                        />
                      );
                    })}
                  </fieldset>
                ))}
              </div>
            </fieldset>
          );
        }}
      />
      <FormDialogActions
        submitLabel={role ? t('dialog.save') : t('roles.create')}
        busy={isSubmitting}
        onCancel={onClose}
      />
    </form>
  );
}
