import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NoticeName, TNotice } from '@app/shared/settings/settings.contracts';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { useSession } from '#app/session';
import { hideNotice, noticeQuery, settingsTextsQuery } from './options-api';

/**
 * The notices of a signed-in person (welcome, maintenance): each is shown once, then hidden, unless the person
 * unticks 'do not show again'. A failed check shows nothing: a notice is never worth an error.
 */
export function NoticeHost() {
  // The welcome asks to set up the master data: for administrators only (issue 27: employees saw it).
  const administrates = useSession().isAdmin;
  const maintenance = useQuery(noticeQuery('maintenance'));
  const welcome = useQuery({ ...noticeQuery('welcome'), enabled: administrates });
  const [closed, setClosed] = useState<NoticeName[]>([]);
  const due = [maintenance.data, welcome.data].find(
    (notice): notice is TNotice => notice?.show === true && !closed.includes(notice.name),
  );
  if (!due) return null;
  return (
    <NoticeDialog key={due.name} notice={due} onClose={() => setClosed((names) => [...names, due.name])} />
  );
}

function NoticeDialog({ notice, onClose }: { notice: TNotice; onClose: () => void }) {
  const { t } = useTranslation();
  const texts = useQuery(settingsTextsQuery);
  const [doNotShowAgain, setDoNotShowAgain] = useState(true);
  if (!texts.isSuccess) return null;
  const close = () => {
    onClose();
    void hideNotice(notice.name, doNotShowAgain).catch((error: unknown) =>
      console.warn('Notice setting not saved', error),
    );
  };
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={t(`settingsArea.notice.${notice.name}.title`)}
    >
      <p>{notice.text ?? t(`settingsArea.notice.${notice.name}.text`)}</p>
      <Checkbox
        label={t('settingsArea.notice.doNotShowAgain')}
        checked={doNotShowAgain}
        onChange={(event) => setDoNotShowAgain(event.target.checked)}
      />
      <DialogActions>
        <Button onClick={close}>{t('settingsArea.notice.ok')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
