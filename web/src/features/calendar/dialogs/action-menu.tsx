import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, Popover, Separator } from 'react-aria-components';
import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import {
  shiftActionModes,
  type TActionCommand,
  type TShiftActionMode,
} from '@app/shared/calendar/shift-actions.contracts';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { useToast } from '#app/toast';
import { actionMenuQuery, runShiftAction } from './actions-api';
import { deleteEntry } from './entries-api';
import { SerialDeleteDialog } from './serial-delete-dialog';
import type { CalendarDialogRequest, DialogAnchor } from './types';
import { useValidatedCall } from './use-validated-call';
import { ValidatorMessagesDialog } from './validator-messages';
import styles from './dialogs.module.css';

function isShiftActionMode(command: string): command is TShiftActionMode {
  return (shiftActionModes as readonly string[]).includes(command);
}

/** The server names its menu icons (`info`, `edit`, ...); the web draws them as glyphs (no icon font). */
const menuGlyphs: Record<string, string> = {
  info: 'ℹ',
  edit: '✎',
  copy: '❐',
  plus: '+',
  trash: '✕',
  users: '☰',
};

/** A swap needs the entry offered in exchange: the menu opens the shift details, whose chooser asks for it. */
const actionsWithInput: readonly TShiftActionMode[] = ['SWAP'];

/** What running a command does: open a dialog, run a shift action, or delete. */
export type MenuStep =
  | { kind: 'open'; request: CalendarDialogRequest }
  | { kind: 'action'; mode: TShiftActionMode; requestId?: string }
  | { kind: 'delete' }
  | { kind: 'deleteSerial' }
  | { kind: 'unknown' };

/**
 * A command of `actions/request` to what the web does with it (the server's `command`; its `commandId` carries the
 * request an answer is about, `SWAPACCEPT:<requestId>`). Shift action modes run ShiftsAction; OPEN, EDIT, COPY,
 * CREATE, SHOWUSERS and REQUESTSLOT open their dialog; DELETE and DELETESERIAL ask first.
 */
export function menuStep(
  command: Pick<TActionCommand, 'command' | 'commandId'>,
  slot: TCalendarSlot,
): MenuStep {
  const unitId = slot.unitId ?? '';
  const details: CalendarDialogRequest = { kind: 'slot', clickType: slot.clickType, slot };
  const name = command.command;
  if (isShiftActionMode(name)) {
    if (actionsWithInput.includes(name)) return { kind: 'open', request: details };
    const requestId = command.commandId.includes(':')
      ? command.commandId.slice(command.commandId.indexOf(':') + 1)
      : '';
    return requestId ? { kind: 'action', mode: name, requestId } : { kind: 'action', mode: name };
  }
  const newFromTemplate: CalendarDialogRequest = {
    kind: 'editShift',
    unitId,
    date: slot.date,
    templateId: slot.templateId,
    resourceId: slot.resourceId,
  };
  switch (name) {
    case 'OPEN':
      return { kind: 'open', request: details };
    case 'EDIT':
    case 'COPY':
      return slot.id
        ? {
            kind: 'open',
            request: { kind: 'editShift', unitId, date: slot.date, entryId: slot.id, copy: name === 'COPY' },
          }
        : { kind: 'open', request: newFromTemplate };
    case 'CREATE':
      return { kind: 'open', request: newFromTemplate };
    case 'DELETE':
      return slot.id ? { kind: 'delete' } : { kind: 'unknown' };
    case 'DELETESERIAL':
      return slot.id ? { kind: 'deleteSerial' } : { kind: 'unknown' };
    case 'SHOWUSERS':
      return {
        kind: 'open',
        request: {
          kind: 'availableUsers',
          unitId,
          date: slot.date,
          name: slot.name,
          entryId: slot.id,
          templateId: slot.id ? null : slot.templateId,
        },
      };
    case 'REQUESTSLOT':
      return {
        kind: 'open',
        request: {
          kind: 'requestSlot',
          unitId,
          date: slot.date,
          resourceId: slot.resourceId,
          templateId: slot.templateId,
          entryId: slot.userId === null ? slot.id : null,
        },
      };
    default:
      return { kind: 'unknown' };
  }
}

/** The action menu of a slot: the server's commands (menu items, separators, texts) at the click. */
export function ActionMenu({
  slot,
  anchor,
  me,
  onOpen,
  onClose,
  onChanged,
}: {
  slot: TCalendarSlot;
  anchor: DialogAnchor;
  me: string;
  onOpen: (request: CalendarDialogRequest) => void;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [phase, setPhase] = useState<'menu' | 'delete' | 'deleting' | 'serial' | 'running'>('menu');
  const commands = useQuery(
    actionMenuQuery(
      slot.id
        ? { entryId: slot.id }
        : {
            unitId: slot.unitId ?? '',
            date: slot.date,
            ...(slot.templateId ? { templateId: slot.templateId } : {}),
          },
    ),
  );
  const call = useValidatedCall(() => {
    onChanged();
    onClose();
  });

  function choose(command: TActionCommand) {
    const step = menuStep(command, slot);
    if (step.kind === 'open') onOpen(step.request);
    else if (step.kind === 'delete') setPhase('delete');
    else if (step.kind === 'deleteSerial') setPhase('serial');
    else if (step.kind === 'action') {
      setPhase('running');
      // A planner giving an open shift to an applicant names the applicant; everyone else takes it themselves.
      const applicant = slot.requests.find((request) => request.id === step.requestId)?.requesterId;
      void call.run((force) =>
        runShiftAction({
          actionMode: step.mode,
          ...(slot.id ? { entryId: slot.id } : {}),
          ...(step.mode === 'SETUSER' ? { targetUserId: applicant ?? me } : {}),
          ...(step.requestId ? { requestId: step.requestId } : {}),
          force,
        }),
      );
    } else {
      toast.error(t('calendarDialog.menu.unknown'));
      onClose();
    }
  }

  const failure = call.failure;
  useEffect(() => {
    if (failure === null) return;
    toast.error(failure);
    onClose();
  }, [failure, toast, onClose]);

  function remove() {
    const { id, version } = slot;
    if (!id || version === null) return;
    setPhase('deleting');
    void call.run((force) => deleteEntry({ id, version }, force));
  }

  if (phase === 'delete' || (phase === 'deleting' && !call.refusal)) {
    return (
      <ConfirmDialog
        isOpen
        title={t('calendarDialog.editor.deleteTitle')}
        confirmLabel={t('calendarDialog.editor.delete')}
        tone="danger"
        busy={call.busy}
        onConfirm={remove}
        onCancel={onClose}
      >
        {t('calendarDialog.editor.deleteConfirm', { name: slot.name, date: formatDate(slot.date) })}
      </ConfirmDialog>
    );
  }
  if (phase === 'serial' && slot.id) {
    return (
      <SerialDeleteDialog
        entryId={slot.id}
        onClose={onClose}
        onDeleted={() => {
          onChanged();
          onClose();
        }}
      />
    );
  }
  if (phase === 'running') {
    return call.refusal ? <ValidatorMessagesDialog {...call.refusal} onCancel={onClose} /> : null;
  }
  if (phase === 'deleting' && call.refusal) {
    // Nothing to retry after a delete was refused: it is done anyway, or not at all.
    return <ValidatorMessagesDialog {...call.refusal} verb="delete" onRetry={undefined} onCancel={onClose} />;
  }
  const items = commands.data?.commands ?? [];
  return (
    <>
      <span
        ref={anchorRef}
        className={styles.anchor}
        style={{ left: anchor.x, top: anchor.y }}
        aria-hidden="true"
      />
      <Popover
        triggerRef={anchorRef}
        isOpen
        onOpenChange={(open) => !open && onClose()}
        placement="bottom start"
        className={styles.menuPopover}
      >
        {commands.isPending ? (
          <p className={styles.menuText}>{t('app.loading')}</p>
        ) : commands.isError ? (
          <p className={styles.menuText} role="alert">
            {errorMessage(commands.error, t)}
          </p>
        ) : items.length === 0 ? (
          <p className={styles.menuText}>{t('calendarDialog.menu.empty')}</p>
        ) : (
          <Menu
            aria-label={t('calendarDialog.menu.label', { name: slot.name })}
            className={styles.menu}
            disabledKeys={items
              .filter((item) => item.commandType !== 'Menu' || !item.enabled)
              .map((item) => item.commandId)}
            onAction={(key) => {
              const command = items.find((item) => item.commandId === key);
              if (command) choose(command);
            }}
          >
            {items.map((item) =>
              item.commandType === 'Separator' ? (
                <Separator key={item.commandId} className={styles.menuSeparator} />
              ) : (
                <MenuItem
                  key={item.commandId}
                  id={item.commandId}
                  textValue={item.text}
                  className={item.commandType === 'Text' ? styles.menuText : styles.menuItem}
                >
                  <span className={styles.menuIcon} aria-hidden="true">
                    {item.icon ? (menuGlyphs[item.icon] ?? '') : ''}
                  </span>
                  {item.text}
                  {!item.enabled && item.hint && <span className={styles.muted}> – {item.hint}</span>}
                </MenuItem>
              ),
            )}
          </Menu>
        )}
      </Popover>
    </>
  );
}
