import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTerminal, TTerminalCreated } from '@app/shared/time-tracking/terminal';
import { Button } from '#ui/button';
import { DialogActions, FormDialogActions, ModalDialog } from '#ui/dialog';
import { FormGrid } from '#ui/layout';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { MemoField } from '#ui/widgets/string-field';
import { errorMessage } from '#lib/error-message';
import { createTerminal, saveTerminalNotes } from './terminals-api';
import styles from './terminals.module.css';

/** Register: name and notes; then the same dialog shows the secret once (see `SecretView`). */
export function RegisterTerminalDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<TTerminalCreated | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      setCreated(await createTerminal({ name, notes }));
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={created ? t('timeTerminals.registered') : t('timeTerminals.register')}
      size="medium"
    >
      {created ? (
        <>
          <SecretView created={created} />
          <DialogActions>
            <Button onClick={onClose}>{t('timeTerminals.done')}</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <FormGrid>
            <TextField
              label={t('timeTerminals.name')}
              value={name}
              required
              maxLength={50}
              onChange={(event) => setName(event.target.value)}
            />
            <MemoField
              label={t('timeTerminals.notes')}
              value={notes}
              rows={3}
              maxLength={500}
              onChange={(value) => setNotes(value ?? '')}
            />
          </FormGrid>
          {failure && <Notice tone="error">{failure}</Notice>}
          <FormDialogActions submitLabel={t('timeTerminals.register')} busy={busy} onCancel={onClose} />
        </form>
      )}
    </ModalDialog>
  );
}

function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className={styles.secret}>
      <span>{label}</span>
      <div className={styles.secretRow}>
        <code className={styles.secretValue}>{value}</code>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('timeTerminals.copyOf', { what: label })}
          onClick={() => void copy()}
        >
          {t('timeTerminals.copy')}
        </Button>
      </div>
      {copied && (
        <span role="status">{t(copied === 'yes' ? 'timeTerminals.copied' : 'timeTerminals.copyFailed')}</span>
      )}
    </div>
  );
}

/** The values the terminal needs, shown once: the upload URL and its Authorization header (with the secret). */
function SecretView({ created }: { created: TTerminalCreated }) {
  const { t } = useTranslation();
  return (
    <FormGrid>
      <Notice tone="warning">{t('timeTerminals.secretOnce')}</Notice>
      <CopyValue
        label={t('timeTerminals.uploadUrl')}
        value={`${window.location.origin}${created.uploadPath}`}
      />
      <CopyValue label={t('timeTerminals.header')} value={created.authorization} />
    </FormGrid>
  );
}

export function TerminalNotesDialog({
  terminal,
  onClose,
  onSaved,
}: {
  terminal: TTerminal;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(terminal.notes);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await saveTerminalNotes(terminal.id, notes);
      onSaved();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('timeTerminals.editNotesOf', { name: terminal.name })}
    >
      <form onSubmit={(event) => void submit(event)}>
        <MemoField
          label={t('timeTerminals.notes')}
          value={notes}
          rows={4}
          maxLength={500}
          onChange={(value) => setNotes(value ?? '')}
        />
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormDialogActions submitLabel={t('timeTerminals.save')} busy={busy} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
