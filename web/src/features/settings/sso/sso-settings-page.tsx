import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { UiKey } from '@app/shared/i18n/resources';
import type { TRole } from '@app/shared/security/roles';
import {
  ZDirectoryId,
  ZSsoMatchClaim,
  ZSsoUnknownUserMode,
  ssoMatchClaims,
  ssoUnknownUserModes,
  type TSsoSettings,
  type TSsoSettingsSave,
} from '@app/shared/sso/sso';
import { editionAllows, editionRules, selectableEditions } from '@app/shared/tenants/editions';
import type { TUnit } from '@app/shared/units/unit';
import { useEditionLabels } from '#app/editions';
import { sessionAllows, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { useSubmitErrors } from '#app/use-submit-errors';
import { unitsQuery } from '#features/organisation/units/units-api';
import { unitPaths } from '#features/organisation/units/unit-paths';
import { rolesQuery } from '#features/settings/roles/roles-api';
import { subscriptionFeature } from '#features/settings/subscription/subscription.feature';
import { ApiError } from '#lib/api-error';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { FormGrid, Panel, fieldParts } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { UnitCombo } from '#ui/widgets/combo-field';
import { saveSsoSettings, ssoSettingsQuery, ssoSettingsQueryKey } from './sso-api';
import styles from './sso-settings-page.module.css';

/**
 * The form's values: the directory ID as typed (empty for none), the role as the select's value. Messages are
 * i18n keys (the shared ones of `ZSsoSettingsSave`), translated where shown.
 */
const ZSsoForm = z
  .object({
    enabled: z.boolean(),
    directoryId: z.string(),
    allowPassword: z.boolean(),
    matchClaim: ZSsoMatchClaim,
    linkByClaim: z.boolean(),
    unknownUsers: ZSsoUnknownUserMode,
    createUnitId: z.string().nullable(),
    createRoleId: z.string(),
  })
  .superRefine((values, context) => {
    const directoryId = values.directoryId.trim();
    if (!directoryId && values.enabled) {
      context.addIssue({ code: 'custom', path: ['directoryId'], message: 'sso.directoryIdRequired' });
    } else if (directoryId && !ZDirectoryId.safeParse(directoryId).success) {
      context.addIssue({ code: 'custom', path: ['directoryId'], message: 'sso.directoryIdInvalid' });
    }
    if (values.unknownUsers !== 'create') return;
    if (!values.createUnitId) {
      context.addIssue({ code: 'custom', path: ['createUnitId'], message: 'sso.createPlaceRequired' });
    }
    if (!values.createRoleId) {
      context.addIssue({ code: 'custom', path: ['createRoleId'], message: 'sso.createPlaceRequired' });
    }
  });
type SsoFormValues = z.infer<typeof ZSsoForm>;

const formFields = [
  'enabled',
  'directoryId',
  'allowPassword',
  'matchClaim',
  'linkByClaim',
  'unknownUsers',
  'createUnitId',
  'createRoleId',
] as const satisfies readonly (keyof SsoFormValues)[];

function formValuesOf(settings: TSsoSettings): SsoFormValues {
  return {
    enabled: settings.enabled,
    directoryId: settings.directoryId ?? '',
    allowPassword: settings.allowPassword,
    matchClaim: settings.matchClaim,
    linkByClaim: settings.linkByClaim,
    unknownUsers: settings.unknownUsers,
    createUnitId: settings.createUnitId,
    createRoleId: settings.createRoleId ?? '',
  };
}

function saveBodyOf(values: SsoFormValues, version: number): TSsoSettingsSave {
  const creates = values.unknownUsers === 'create';
  return {
    enabled: values.enabled,
    directoryId: values.directoryId.trim().toLowerCase() || null,
    allowPassword: values.allowPassword,
    matchClaim: values.matchClaim,
    linkByClaim: values.linkByClaim,
    unknownUsers: values.unknownUsers,
    // A unit and role chosen before "refuse" was picked mean nothing any more.
    createUnitId: creates ? values.createUnitId : null,
    createRoleId: creates && values.createRoleId ? values.createRoleId : null,
    version,
  };
}

/**
 * `/settings/sso` (administrators): the company's Microsoft sign-in. Saving needs an edition with it
 * (Enterprise, trial); in others the form shows but is disabled, with what the edition dialog says.
 */
export function SsoSettingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const included = editionAllows(session.edition, 'microsoftSignIn');
  const settings = useQuery(ssoSettingsQuery);
  const units = useQuery(unitsQuery);
  const roles = useQuery(rolesQuery);
  const all = [settings, units, roles];
  const failed = all.find((query) => query.isError);
  const data = useMemo(
    () =>
      settings.data && units.data && roles.data
        ? { settings: settings.data, units: units.data, roles: roles.data }
        : undefined,
    [settings.data, units.data, roles.data],
  );
  return (
    <Page titleId="sso-title" title={t('ssoSettings.title')} intro={t('ssoSettings.intro')}>
      {!included && <EditionNotice />}
      <div className={styles.layout}>
        <HowTo />
        <Panel className={styles.formPanel}>
          <h2 id="sso-settings-title" className={styles.panelTitle}>
            {t('ssoSettings.settingsTitle')}
          </h2>
          <QueryContent
            query={{
              data,
              error: failed?.error,
              isPending: all.some((query) => query.isPending),
              isError: Boolean(failed),
            }}
          >
            {(loaded) => (
              <SsoSettingsForm
                settings={loaded.settings}
                units={loaded.units}
                roles={loaded.roles}
                disabled={!included}
              />
            )}
          </QueryContent>
        </Panel>
      </div>
    </Page>
  );
}

function SsoSettingsForm({
  settings,
  units,
  roles,
  disabled,
}: {
  settings: TSsoSettings;
  units: readonly TUnit[];
  roles: readonly TRole[];
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<SsoFormValues>({
    resolver: zodResolver(ZSsoForm),
    defaultValues: formValuesOf(settings),
  });
  const { register, control, reset, setError, formState } = form;
  // A save (or the reload after a conflict) brings new settings: the form starts from them.
  useEffect(() => reset(formValuesOf(settings)), [settings, reset]);
  const unknownUsers = useWatch({ control, name: 'unknownUsers' });

  const errors = useSubmitErrors<SsoFormValues>({
    fields: formFields,
    setError,
    onError: async (error) => {
      // Someone saved in between: reload theirs; the conflict's text is said as the form's failure.
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        await queryClient.invalidateQueries({ queryKey: ssoSettingsQueryKey });
      }
      return false;
    },
  });
  const save = useMutation({
    mutationFn: saveSsoSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(ssoSettingsQueryKey, saved);
      toast.success(t('ssoSettings.saved'));
    },
  });
  const submit = form.handleSubmit((values) =>
    errors.run(() => save.mutateAsync(saveBodyOf(values, settings.version))),
  );
  // The schema's messages are keys; a message of the server (a 400's field issue) is shown as it came.
  const message = (error: FieldError | undefined) =>
    error?.message ? (i18n.exists(error.message) ? t(error.message as UiKey) : error.message) : undefined;
  const unitOptions = useMemo(
    () => unitPaths(units).map((unit) => ({ id: unit.id, name: unit.path })),
    [units],
  );

  return (
    <form noValidate aria-labelledby="sso-settings-title" onSubmit={(event) => void submit(event)}>
      {errors.failure && <Notice tone="error">{errors.failure}</Notice>}
      <fieldset className={styles.fields} disabled={disabled}>
        <Checkbox
          label={t('ssoSettings.enabled')}
          description={t('ssoSettings.enabledHint')}
          {...register('enabled')}
        />
        <TextField
          className={styles.directoryId}
          label={t('ssoSettings.directoryId')}
          description={t('ssoSettings.directoryIdHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={36}
          placeholder="00000000-0000-0000-0000-000000000000"
          error={message(formState.errors.directoryId)}
          {...register('directoryId')}
        />
        <Checkbox
          label={t('ssoSettings.allowPassword')}
          description={t('ssoSettings.allowPasswordHint')}
          {...register('allowPassword')}
        />
        <fieldset className={styles.choice}>
          <legend className={fieldParts.label}>{t('ssoSettings.matchClaim')}</legend>
          {ssoMatchClaims.map((claim) => (
            <label key={claim} className={styles.option}>
              <input type="radio" value={claim} {...register('matchClaim')} />
              {t(`ssoSettings.matchClaim.${claim}`)}
            </label>
          ))}
        </fieldset>
        <Checkbox
          label={t('ssoSettings.linkByClaim')}
          description={t('ssoSettings.linkByClaimHint')}
          {...register('linkByClaim')}
        />
        <fieldset className={styles.choice}>
          <legend className={fieldParts.label}>{t('ssoSettings.unknownUsers')}</legend>
          {ssoUnknownUserModes.map((mode) => (
            <label key={mode} className={styles.option}>
              <input type="radio" value={mode} {...register('unknownUsers')} />
              {t(`ssoSettings.unknownUsers.${mode}`)}
            </label>
          ))}
        </fieldset>
        {unknownUsers === 'create' && (
          <FormGrid>
            <UnitCombo
              control={control}
              name="createUnitId"
              label={t('ssoSettings.createUnit')}
              isRequired
              isDisabled={disabled}
              options={unitOptions}
              error={message(formState.errors.createUnitId)}
            />
            <SelectField
              label={t('ssoSettings.createRole')}
              required
              error={message(formState.errors.createRoleId)}
              {...register('createRoleId')}
            >
              <option value="">{t('ssoSettings.chooseRole')}</option>
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </SelectField>
          </FormGrid>
        )}
      </fieldset>
      <Button type="submit" busy={save.isPending} disabled={disabled}>
        {t('ssoSettings.save')}
      </Button>
    </form>
  );
}

/** What the company does to use Microsoft sign-in, in the order it is done. */
function HowTo() {
  const { t } = useTranslation();
  return (
    <Panel className={styles.howTo}>
      <h2 id="sso-how-to-title" className={styles.panelTitle}>
        {t('ssoSettings.howToTitle')}
      </h2>
      <ol aria-labelledby="sso-how-to-title" className={styles.steps}>
        <li>{t('ssoSettings.howTo.consent')}</li>
        <li>{t('ssoSettings.howTo.directoryId')}</li>
        <li>{t('ssoSettings.howTo.passwords')}</li>
        <li>{t('ssoSettings.howTo.signIn')}</li>
      </ol>
    </Panel>
  );
}

/**
 * An edition without Microsoft sign-in: what the edition dialog says when a call is refused for it (402), and
 * the way to the subscription page for those who choose the edition.
 */
function EditionNotice() {
  const { t } = useTranslation();
  const session = useSession();
  const labels = useEditionLabels();
  const feature = labels.feature('microsoftSignIn');
  const needed = selectableEditions.find((edition) =>
    editionRules[edition].features.includes('microsoftSignIn'),
  );
  const text = session.isFreeEdition
    ? t('editionDialog.freeFeature', { feature })
    : t('editionDialog.featureNeeds', { feature, edition: needed ? labels.edition(needed) : '' });
  return (
    <Notice
      tone="info"
      title={session.isFreeEdition ? t('editionDialog.freeTitle') : t('editionDialog.limitTitle')}
    >
      <p>{text}</p>
      {sessionAllows(session, 'subscription.manage') ? (
        <p>
          <Link to={subscriptionFeature.path}>{t('editionDialog.upgrade')}</Link>
        </p>
      ) : (
        <p>{t('editionDialog.askAdministrator')}</p>
      )}
    </Notice>
  );
}
