import { useTranslation } from 'react-i18next';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { formatHours } from '@app/shared/shifts/shift-hours';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { formatDate } from '#lib/format';
import { dayContentItems } from './day-content';
import { timeText } from './details-dialogs';
import type { CalendarDialogRequest, DayContentMode } from './types';
import styles from './dialogs.module.css';

const titles = {
  PLAN: 'calendarDialog.day.plan',
  ACTUAL: 'calendarDialog.day.actual',
  APP: 'calendarDialog.day.app',
} as const;

/** What a mode says when the day has nothing; recorded times are not in the calendar but on the time pages. */
const emptyTexts = {
  PLAN: 'calendarDialog.day.emptyPlan',
  ACTUAL: 'calendarDialog.day.emptyActual',
  APP: 'calendarDialog.day.emptyApp',
} as const;

/**
 * The day content dialog (modes ACTUAL, PLAN, APP): everything of a person (or a unit's open shifts) on one day.
 * Each item opens its details; PLAN offers a new entry when the person may create one.
 */
export function DayContentDialog({
  mode,
  unitId,
  date,
  userId,
  data,
  onOpen,
  onClose,
}: {
  mode: DayContentMode;
  unitId: string;
  date: string;
  userId?: string | null | undefined;
  data: TCalendarData | undefined;
  onOpen: (request: CalendarDialogRequest) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const items = dayContentItems(data?.slots ?? [], { mode, date, unitId, userId });
  const person = userId ? data?.rows.find((row) => row.kind === 'U' && row.userId === userId) : undefined;
  const name = person?.kind === 'U' ? person.displayName : null;
  const total = items.reduce((sum, item) => sum + (item.clickType === 'SH' ? item.minutes : 0), 0);
  const canCreate = mode === 'PLAN' && data !== undefined && (data.access.plan || data.access.createShift);
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t(titles[mode], { date: formatDate(date) })}
      size="medium"
    >
      {name && <p className={styles.muted}>{name}</p>}
      {items.length === 0 ? (
        <Notice tone="info">{t(emptyTexts[mode])}</Notice>
      ) : (
        <ul className={styles.pickerList}>
          {items.map((item) => (
            <li key={item.key} className={styles.pickerRow}>
              <span
                className={styles.swatch}
                style={{ background: item.backColor, color: item.foreColor }}
                aria-hidden="true"
              >
                {item.shortName}
              </span>
              <button
                type="button"
                className={styles.linkRow}
                onClick={() => onOpen({ kind: 'slot', clickType: item.clickType, slot: item })}
              >
                <strong>{item.name}</strong>{' '}
                <span className={styles.muted}>
                  {timeText(item.begin, item.end, item.itemClass)}
                  {item.foreign ? ` · ${t('calendarDialog.day.foreign')}` : ''}
                  {item.notes ? ` · ${item.notes}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > 0 && <p>{t('calendarDialog.day.total', { hours: formatHours(total) })}</p>}
      <DialogActions>
        {canCreate && (
          <Button
            variant="secondary"
            onClick={() => onOpen({ kind: 'newEntry', unitId, date, userId: userId ?? null })}
          >
            {t('calendarDialog.day.newEntry')}
          </Button>
        )}
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
