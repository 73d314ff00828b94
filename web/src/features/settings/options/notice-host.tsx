import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NoticeName, TNotice } from '@app/shared/settings/settings.contracts';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { hideNotice, noticeQuery, settingsTextsQuery } from './options-api';

/**
 * The maintenance notice of a signed-in person: shown once, then hidden, unless the person unticks 'do not show
 * again'. A failed check shows nothing: a notice is never worth an error. Administrators are welcomed by the
 * setup guide on the home page and employees by a card of theirs (issue 29), not by a dialog over the page.
 */
export function NoticeHost() {
  const maintenance = useQuery(noticeQuery('maintenance'));
  const [closed, setClosed] = useState<NoticeName[]>([]);
  const due = [maintenance.data].find(
    (notice): notice is DialogNotice => notice?.show === true && !closed.includes(notice.name),
  );
  if (!due) return null;
  return (
    <NoticeDialog key={due.name} notice={due} onClose={() => setClosed((names) => [...names, due.name])} />
  );
}

/** The notice shown in this dialog. */
type DialogNotice = TNotice & { name: 'maintenance' };

function NoticeDialog({ notice, onClose }: { notice: DialogNotice; onClose: () => void }) {
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
