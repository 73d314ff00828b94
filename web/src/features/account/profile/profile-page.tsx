import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TProfile } from '@app/shared/account/account';
import { ZProfileUpdate } from '@app/shared/account/account';
import { ZPassword } from '@app/shared/tenants/signup';
import type { Language } from '@app/shared/i18n/languages';
import { sessionQueryKey, usePermission } from '#app/session';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { FormGrid, Panel } from '#ui/layout';
import { NewPasswordField } from '#ui/new-password-field';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { changeOwnPassword, profileQuery, resendEmailConfirmation, saveProfile } from './profile-api';
import { CalendarFeedSection } from './calendar-feed-section';
import { LoginMethodsSection, myLoginMethodsQuery } from './login-methods';

/** `/account/profile`: one's own name, e-mail address and language, and one's password. */
export function ProfilePage() {
  const { t } = useTranslation();
  const query = useQuery(profileQuery);
  // A person who signs in only through Microsoft has no current password to change.
  const methods = useQuery({ ...myLoginMethodsQuery, retry: false });
  return (
    <Page title={t('account.profileTitle')} titleId="profile-title" intro={t('account.profileIntro')}>
      <QueryContent query={query}>
        {(profile) => (
          <>
            <ProfileForm key={profile.version} profile={profile} />
            <EmailConfirmation email={profile.email} />
            {methods.data?.password !== false && <PasswordForm />}
            <LoginMethodsSection />
            <CalendarFeedSection />
          </>
        )}
      </QueryContent>
    </Page>
  );
}

function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [email, setEmail] = useState(profile.email);
  const [language, setLanguage] = useState<Language>(profile.language);
  const [invalid, setInvalid] = useState<{ displayName?: boolean; email?: boolean }>({});
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileQuery.queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(t('account.saved'));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { displayName, email, language, version: profile.version };
    const parsed = ZProfileUpdate.safeParse(input);
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setInvalid({ displayName: paths.has('displayName'), email: paths.has('email') });
      return;
    }
    setInvalid({});
    save.mutate(input);
  };
  return (
    <Panel>
      <form onSubmit={onSubmit} noValidate aria-label={t('account.profileTitle')}>
        {save.error !== null && <Notice tone="error">{errorMessage(save.error, t)}</Notice>}
        <FormGrid>
          <TextField label={t('account.username')} value={profile.username} readOnly />
          <TextField
            label={t('account.displayName')}
            value={displayName}
            maxLength={100}
            error={invalid.displayName ? t('error.VALIDATION') : undefined}
            onChange={(event) => setDisplayName(event.target.value)}
          />
          <TextField
            label={t('account.email')}
            type="email"
            value={email}
            maxLength={100}
            error={invalid.email ? t('invalidmail') : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SelectField
            label={t('account.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'de')}
          >
            <option value="de">Deutsch</option>
            <option value="en">English</option>
          </SelectField>
        </FormGrid>
        <Button type="submit" busy={save.isPending}>
          {t('account.save')}
        </Button>
      </form>
    </Panel>
  );
}

/** Administrators: a new link to confirm their address, without which the company mails nobody. */
function EmailConfirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const isAdministrator = usePermission('access.administrator');
  const send = useMutation({
    mutationFn: resendEmailConfirmation,
    onSuccess: () => toast.success(t('account.confirmationSent', { email })),
  });
  if (!isAdministrator || !email) return null;
  return (
    <Panel>
      <h2 id="confirmation-title">{t('account.confirmationTitle')}</h2>
      <section aria-labelledby="confirmation-title">
        {send.error !== null && <Notice tone="error">{errorMessage(send.error, t)}</Notice>}
        <p>{t('account.confirmationIntro', { email })}</p>
        <Button type="button" busy={send.isPending} onClick={() => send.mutate()}>
          {t('account.sendConfirmation')}
        </Button>
      </section>
    </Panel>
  );
}

type PasswordFailure =
  | 'account.passwordWrong'
  | 'login.newPasswordInvalid'
  | 'login.errorTooManyAttempts'
  | 'login.errorNetwork'
  | 'account.passwordChangeFailed';

/** What Cognito's ChangePassword answered, in the words of the form (by the error's name, as Amplify passes it). */
function passwordFailure(error: Error): PasswordFailure {
  switch (error.name) {
    case 'NotAuthorizedException':
      return 'account.passwordWrong';
    case 'InvalidPasswordException':
    case 'InvalidParameterException':
      return 'login.newPasswordInvalid';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'login.errorTooManyAttempts';
    case 'NetworkError':
      return 'login.errorNetwork';
    default:
      return 'account.passwordChangeFailed';
  }
}

function PasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  // The key, not the text: the message follows a language switch made while it shows.
  const [failure, setFailure] = useState<PasswordFailure | null>(null);
  const change = useMutation({
    mutationFn: () => changeOwnPassword(current, next),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      toast.success(t('account.passwordChanged'));
    },
    onError: (error) => setFailure(passwordFailure(error)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!current || !ZPassword.safeParse(next).success) {
      setFailure(current ? 'login.newPasswordInvalid' : 'account.passwordWrong');
      return;
    }
    change.mutate();
  };
  return (
    <Panel>
      <h2 id="password-title">{t('account.passwordTitle')}</h2>
      <form onSubmit={onSubmit} noValidate aria-labelledby="password-title">
        {failure && <Notice tone="error">{t(failure)}</Notice>}
        <FormGrid>
          <TextField
            label={t('account.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
          <NewPasswordField
            label={t('account.newPassword')}
            password={next}
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
        </FormGrid>
        <Button type="submit" busy={change.isPending}>
          {t('account.changePassword')}
        </Button>
      </form>
    </Panel>
  );
}
