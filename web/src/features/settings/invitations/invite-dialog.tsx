import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZInvitationMail, ZSsoProvider } from '@app/shared/invitations/invitation';
import type { TUser } from '@app/shared/users/user';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { fieldIssuesOf } from '#lib/field-issues';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { invitationStatesQuery, inviteUser, providersQuery } from './invitations-api';

/**
 * The invitation wizard T_USERINVITE: page 0 the e-mail address (spec: non-empty, an address, at most 100,
 * otherwise `invalidmail` and focus) and the optional sign-in provider, page 1 the confirmation and notice,
 * back allowed, finish invites.
 */
export function InviteDialog({ user, onClose }: { user: TUser; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const providers = useQuery(providersQuery);
  const [page, setPage] = useState<0 | 1>(0);
  const [mail, setMail] = useState(user.email);
  const [provider, setProvider] = useState('');
  const [mailError, setMailError] = useState(false);
  const mailInput = useRef<HTMLInputElement>(null);
  const invite = useMutation({
    mutationFn: () => {
      const chosen = ZSsoProvider.safeParse(provider);
      return inviteUser(user.id, { mail, ...(chosen.success ? { provider: chosen.data } : {}) });
    },
    onSuccess: (invitation) => {
      toast.success(t('invitations.invited', { mail: invitation.mail }));
      void queryClient.invalidateQueries({ queryKey: invitationStatesQuery.queryKey });
      onClose();
    },
    onError: (error) => {
      // The server's verdict on the address sends the person back to it.
      if (fieldIssuesOf(error).some((issue) => issue.field === 'mail')) showMailError();
    },
  });

  function showMailError() {
    setPage(0);
    setMailError(true);
    // After the page has been drawn again.
    setTimeout(() => mailInput.current?.focus(), 0);
  }

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZInvitationMail.safeParse(mail);
    if (!parsed.success) {
      setMailError(true);
      mailInput.current?.focus();
      return;
    }
    setMail(parsed.data);
    setMailError(false);
    invite.reset();
    setPage(1);
  };

  const name = user.displayName;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !invite.isPending && onClose()}
      title={t('invitations.inviteTitle', { name })}
    >
      {page === 0 ? (
        <form onSubmit={onNext} noValidate>
          <TextField
            ref={mailInput}
            label={t('invitations.mail')}
            type="email"
            autoFocus
            value={mail}
            maxLength={100}
            error={mailError ? t('invalidmail') : undefined}
            onChange={(event) => setMail(event.target.value)}
          />
          <SelectField
            label={t('invitations.provider')}
            value={provider}
            onChange={(event) => setProvider(event.target.value)}
          >
            <option value="">{t('invitations.providerPassword')}</option>
            {(providers.data ?? []).map((option) => (
              <option key={option.key} value={option.key}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit">{t('invitations.next')}</Button>
          </DialogActions>
        </form>
      ) : (
        <>
          <p>{t('invitations.confirm', { name, mail })}</p>
          <Notice tone="info">{t('invitations.notice', { name })}</Notice>
          {invite.error !== null && <Notice tone="error">{errorMessage(invite.error, t)}</Notice>}
          <DialogActions>
            <Button variant="secondary" disabled={invite.isPending} onClick={() => setPage(0)}>
              {t('invitations.back')}
            </Button>
            <Button busy={invite.isPending} onClick={() => invite.mutate()}>
              {t('invitations.invite')}
            </Button>
          </DialogActions>
        </>
      )}
    </ModalDialog>
  );
}
