import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UiKey } from '@app/shared/i18n/resources';
import type { TRole } from '@app/shared/security/roles';
import * as zod from 'zod';
import type { TUnit } from '@app/shared/units/unit';
import { ZUserCreate, type TUser } from '@app/shared/users/user';
import { unitPaths } from '#features/organisation/units/unit-paths';
import { UnitCombo } from '#ui/widgets/combo-field';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { useFieldErrorText } from '#lib/form-errors';
import { currentLanguage } from '#lib/i18n';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { LanguageSelectField } from '#ui/language-select-field';
import { NewPasswordField } from '#ui/new-password-field';
import { Notice } from '#ui/notice';
import { FormGrid, Wide } from '#ui/layout';
import { TextField } from '#ui/text-field';
import { RolesField } from './role-picker';
import { copyUser, createUser, refreshAfterUserChange } from './users-api';

/**
 * The dialog always names the unit (`/User/Create?groupId`); a copy takes the source's. Qualifications are
 * given in the user's own tab afterwards (a copy takes the source's).
 */
const ZNewUser = ZUserCreate.omit({ qualificationIds: true });
const ZCreateForm = ZNewUser.extend({ unitId: zod.uuid() });
const ZCopyForm = ZNewUser.extend({ unitId: zod.string(), roleIds: zod.array(zod.string()) });
type CreateValues = zod.input<typeof ZCreateForm>;
type CreateField = keyof CreateValues;

const fieldErrorKeys: Record<CreateField, UiKey> = {
  username: 'signup.error.username',
  displayName: 'users.error.displayName',
  email: 'signup.error.email',
  password: 'signup.error.password',
  roleIds: 'users.error.roles',
  language: 'signup.error.language',
  unitId: 'users.error.unit',
};

const createFields = Object.keys(fieldErrorKeys) as CreateField[];

export interface CreateUserDialogProps {
  roles: readonly TRole[];
  units: readonly TUnit[];
  /** The unit the grid shows: the new user's unit unless changed. */
  unitId: string | null;
  /** `/User/Copy?userId`: a new person with this one's roles, units, groups and fields. */
  copyOf?: TUser;
  onClose: () => void;
}

/**
 * A new user with sign-in in a unit: name, e-mail, roles and an initial password that meets the policy. As a
 * copy, roles and units come from the source and only the person's own data is asked.
 */
export function CreateUserDialog({ roles, units, unitId, copyOf, onClose }: CreateUserDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorText = useFieldErrorText(fieldErrorKeys);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateValues, unknown, zod.output<typeof ZCreateForm>>({
    resolver: zodResolver(copyOf ? ZCopyForm : ZCreateForm),
    mode: 'onTouched',
    defaultValues: {
      username: '',
      displayName: '',
      email: '',
      password: '',
      roleIds: copyOf
        ? copyOf.roleIds
        : roles.filter((role) => role.key === 'employee').map((role) => role.id),
      language: currentLanguage(),
      unitId: copyOf?.unitId ?? unitId ?? units.find((unit) => unit.parentId === null)?.id ?? '',
    },
  });
  const password = useWatch({ control, name: 'password' });
  const create = useMutation({
    mutationFn: (values: zod.output<typeof ZCreateForm>) => {
      if (!copyOf) return createUser(values);
      const { username, displayName, email, password, language } = values;
      return copyUser(copyOf.id, { username, displayName, email, password, language });
    },
    meta: { refusedKey: 'editionDialog.refused.createUser' },
    onSuccess: async (user) => {
      toast.success(t('users.created', { name: user.displayName }));
      await refreshAfterUserChange(queryClient);
      onClose();
    },
  });

  // 402 EDITION_LIMIT (the Free Edition's 10 active users) goes to the edition dialog.
  const { failure, run } = useSubmitErrors<CreateValues>({
    fields: createFields,
    setError,
    fieldCodes: { USERNAME_TAKEN: 'username' },
  });
  const onSubmit = handleSubmit((values) => run(() => create.mutateAsync(values)));

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={copyOf ? t('users.copyTitle', { name: copyOf.displayName }) : t('users.createTitle')}
      size="medium"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormGrid>
          <TextField
            label={t('users.displayName')}
            autoComplete="off"
            maxLength={100}
            error={errorText('displayName', errors.displayName)}
            {...register('displayName')}
          />
          <TextField
            label={t('users.email')}
            type="email"
            autoComplete="off"
            maxLength={100}
            error={errorText('email', errors.email)}
            {...register('email')}
          />
          <Wide>
            <TextField
              label={t('users.username')}
              description={t('signup.usernameHint')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={50}
              error={errorText('username', errors.username)}
              {...register('username')}
            />
          </Wide>
          <LanguageSelectField
            label={t('users.language')}
            error={errorText('language', errors.language)}
            {...register('language')}
          />
          <Wide>
            <NewPasswordField
              label={t('users.initialPassword')}
              hint={t('users.initialPasswordHint')}
              password={password}
              error={errorText('password', errors.password)}
              {...register('password')}
            />
          </Wide>
          {!copyOf && (
            <Wide>
              <UnitCombo
                control={control}
                name="unitId"
                isRequired
                options={unitPaths(units).map((unit) => ({ id: unit.id, name: unit.path }))}
                error={errorText('unitId', errors.unitId)}
              />
            </Wide>
          )}
          {!copyOf && (
            <Wide>
              <RolesField control={control} roles={roles} />
            </Wide>
          )}
        </FormGrid>
        <FormDialogActions
          submitLabel={copyOf ? t('users.copy') : t('users.create')}
          busy={isSubmitting}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
