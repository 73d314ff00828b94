import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@app/shared/users/user';
import { userMessageContracts } from '@app/shared/users/user-message.contracts';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Field } from '#ui/field';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import uiStyles from '#ui/ui.module.css';

const limits = { subject: 200, text: 4000 } as const;

/** A new message to a person: in the app, and by mail when they have an address (user dialogs: "new message"). */
export function UserMessageDialog({ user, onClose }: { user: TUser; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      callApi(userMessageContracts.sendMessage, {
        params: { userId: user.id },
        body: { subject: subject.trim(), text: text.trim() },
      }),
    onSuccess: (receipt) => {
      toast.success(
        t(receipt.mailed ? 'userMessage.sent' : 'userMessage.sentNoMail', { name: user.displayName }),
      );
      onClose();
    },
  });
  const problem = (value: string, max: number) => {
    if (!checked) return undefined;
    if (!value.trim()) return t('userMessage.required');
    return value.trim().length > max ? t('userMessage.tooLong', { max }) : undefined;
  };
  const subjectError = problem(subject, limits.subject);
  const textError = problem(text, limits.text);

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !send.isPending && onClose()}
      title={t('userMessage.title', { name: user.displayName })}
      size="medium"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          const valid =
            subject.trim() &&
            text.trim() &&
            subject.trim().length <= limits.subject &&
            text.trim().length <= limits.text;
          if (valid) send.mutate();
        }}
      >
        {user.email && <p>{t('userMessage.hint', { name: user.displayName })}</p>}
        <TextField
          label={t('userMessage.subject')}
          value={subject}
          maxLength={limits.subject}
          error={subjectError}
          onChange={(event) => setSubject(event.target.value)}
        />
        <Field label={t('userMessage.text')} error={textError}>
          {(control) => (
            <textarea
              {...control}
              className={uiStyles.input}
              rows={8}
              maxLength={limits.text}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        {send.error && <Notice tone="error">{errorMessage(send.error, t)}</Notice>}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('userMessage.cancel')}
          </Button>
          <Button type="submit" busy={send.isPending}>
            {t('userMessage.send')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
