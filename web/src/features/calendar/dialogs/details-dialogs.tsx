import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import type { TPause } from '@app/shared/shifts/shift-template';
import { shiftItemTypes } from '@app/shared/shifts/shift-template';
import { formatHours } from '@app/shared/shifts/shift-hours';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { DialogQueryContent } from '#ui/query-content';
import { formatDate, formatWeekday } from '#lib/format';
import { currentLanguage } from '#lib/i18n';
import { availabilityQuery } from './actions-api';
import { entryQuery } from './entries-api';
import { ShiftActionButtons } from './shift-action-buttons';
import type { CalendarDialogRequest } from './types';
import styles from './dialogs.module.css';

type Access = TCalendarData['access'];

const requestTexts = {
  SWAP: 'calendarDialog.request.SWAP',
  APPLY: 'calendarDialog.request.APPLY',
  SHARE: 'calendarDialog.request.SHARE',
} as const;

/** Label and value lines of a details dialog. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function timeText(begin: string | null, end: string | null, itemClass: number | null): string {
  if (itemClass === shiftItemTypes.free || begin === null || end === null) return '';
  return `${begin}–${end}`;
}

function pauseText(pause: TPause | null): string | null {
  if (!pause || pause.mode === 0 || pause.begin === null || pause.end === null) return null;
  return `${pause.begin}–${pause.end}`;
}

/** DetailsModalShift: a shift entry with its requests and the actions the person may take on it. */
export function ShiftDetails({
  entryId,
  colleagues = [],
  access,
  me,
  onOpen,
  onClose,
  onChanged,
}: {
  entryId: string;
  /** The people working this shift together with its person (from the calendar data shown). */
  colleagues?: readonly string[];
  access: Access;
  me: string;
  onOpen: (request: CalendarDialogRequest) => void;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const entry = useQuery(entryQuery(entryId));
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={entry.data ? entry.data.name : t('calendarDialog.details.shiftTitle')}
      size="medium"
      sheet
    >
      <DialogQueryContent query={entry}>
        {(data) => {
          const pauses = [pauseText(data.pause1), pauseText(data.pause2)].filter((text) => text !== null);
          const openRequests = data.requests.filter((request) => request.state === 'OPEN');
          return (
            <>
              <Facts
                rows={[
                  [
                    t('calendarDialog.details.date'),
                    `${formatWeekday(data.date, currentLanguage(), 'short')}, ${formatDate(data.date)}`,
                  ],
                  ...(data.itemClass === shiftItemTypes.free
                    ? []
                    : ([
                        [t('calendarDialog.details.time'), timeText(data.begin, data.end, data.itemClass)],
                      ] as [string, ReactNode][])),
                  ...(pauses.length > 0
                    ? ([[t('calendarDialog.details.pauses'), pauses.join(', ')]] as [string, ReactNode][])
                    : []),
                  [t('calendarDialog.details.hours'), formatHours(data.minutes)],
                  [t('calendarDialog.details.resource'), data.resourceName],
                  [t('calendarDialog.details.unit'), data.unitName],
                  [t('calendarDialog.details.person'), data.userName ?? t('calendarDialog.details.open')],
                  ...(colleagues.length > 0
                    ? ([[t('calendarDialog.details.colleagues'), colleagues.join(', ')]] as [
                        string,
                        ReactNode,
                      ][])
                    : []),
                  ...(data.notes
                    ? ([[t('calendarDialog.details.notes'), data.notes]] as [string, ReactNode][])
                    : []),
                  ...data.displayFields.map((field): [string, ReactNode] => [field.caption, field.value]),
                ]}
              />
              {openRequests.length > 0 && (
                <section aria-label={t('calendarDialog.details.requests')}>
                  <h3 className={styles.sectionTitle}>{t('calendarDialog.details.requests')}</h3>
                  <ul className={styles.plainList}>
                    {openRequests.map((request) => (
                      <li key={request.id}>
                        {t(requestTexts[request.kind], {
                          requester: request.requesterName,
                          target: request.targetUserName ?? t('calendarDialog.request.anyone'),
                        })}
                        {request.reason && <span className={styles.muted}> – {request.reason}</span>}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <ShiftActionButtons
                entry={data}
                me={me}
                access={access}
                onDone={() => {
                  onChanged();
                  onClose();
                }}
              />
              <DialogActions>
                {access.plan && (
                  <>
                    <Button
                      variant="secondary"
                      onClick={() =>
                        onOpen({
                          kind: 'editShift',
                          unitId: data.unitId,
                          date: data.date,
                          entryId: data.id,
                          copy: true,
                        })
                      }
                    >
                      {t('calendarDialog.details.copy')}
                    </Button>
                    <Button
                      onClick={() =>
                        onOpen({ kind: 'editShift', unitId: data.unitId, date: data.date, entryId: data.id })
                      }
                    >
                      {t('calendarDialog.details.edit')}
                    </Button>
                  </>
                )}
                <Button variant="secondary" onClick={onClose}>
                  {t('dialog.close')}
                </Button>
              </DialogActions>
            </>
          );
        }}
      </DialogQueryContent>
    </ModalDialog>
  );
}

/** DetailsModalShiftTemplate: a ghost slot (a template the unit could still fill that day). */
export function ShiftTemplateDetails({
  slot,
  access,
  onOpen,
  onClose,
}: {
  slot: TCalendarSlot;
  access: Access;
  onOpen: (request: CalendarDialogRequest) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const unitId = slot.unitId ?? '';
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={slot.name}>
      <Facts
        rows={[
          [t('calendarDialog.details.date'), formatDate(slot.date)],
          ...(slot.itemClass === shiftItemTypes.free
            ? []
            : ([[t('calendarDialog.details.time'), timeText(slot.begin, slot.end, slot.itemClass)]] as [
                string,
                ReactNode,
              ][])),
          [t('calendarDialog.details.hours'), formatHours(slot.minutes)],
        ]}
      />
      <p className={styles.muted}>{t('calendarDialog.details.ghost')}</p>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
        {access.allowShiftInteractionRequest && !access.plan && slot.unitId && (
          <Button
            onClick={() =>
              onOpen({
                kind: 'requestSlot',
                unitId,
                date: slot.date,
                templateId: slot.templateId,
                resourceId: slot.resourceId,
              })
            }
          >
            {t('calendarDialog.requestSlot.open')}
          </Button>
        )}
        {access.plan && slot.unitId && (
          <>
            <Button
              variant="secondary"
              onClick={() => onOpen({ kind: 'picker', unitId, date: slot.date, resourceId: slot.resourceId })}
            >
              {t('calendarDialog.details.picker')}
            </Button>
            <Button
              onClick={() =>
                onOpen({
                  kind: 'editShift',
                  unitId,
                  date: slot.date,
                  templateId: slot.templateId,
                  resourceId: slot.resourceId,
                })
              }
            >
              {t('calendarDialog.details.create')}
            </Button>
          </>
        )}
      </DialogActions>
    </ModalDialog>
  );
}

/** DetailsModalSchoolHolidays: the school holiday and the attribution its data requires (ODbL). */
export function SchoolHolidayDetails({
  holiday,
  attribution,
  onClose,
}: {
  holiday: { name: string; start: string; end: string; status: string | null };
  attribution: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={holiday.name}>
      <Facts
        rows={[
          [t('calendarDialog.details.from'), formatDate(holiday.start)],
          [t('calendarDialog.details.to'), formatDate(holiday.end)],
          ...(holiday.status
            ? ([[t('calendarDialog.details.status'), holiday.status]] as [string, ReactNode][])
            : []),
        ]}
      />
      <p className={styles.attribution}>{attribution ?? t('calendarDialog.details.odbl')}</p>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

/** DetailsAvailabilityModal: a person's availability on a day, what they have that day and their hours. */
export function AvailabilityDetails({
  userId,
  date,
  onClose,
}: {
  userId: string;
  date: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const availability = useQuery(availabilityQuery(userId, date));
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={
        availability.data
          ? t('calendarDialog.availability.titleOf', {
              name: availability.data.displayName,
              date: formatDate(date),
            })
          : t('calendarDialog.availability.title')
      }
    >
      <DialogQueryContent query={availability}>
        {(data) => (
          <>
            <p>
              <strong>{data.text}</strong>
            </p>
            {data.items.length > 0 && (
              <ul className={styles.plainList}>
                {data.items.map((item, index) => (
                  <li key={item.entryId ?? index}>
                    {item.name} {timeText(item.begin, item.end, null)}{' '}
                    <span className={styles.muted}>
                      {[item.resourceName, item.unitName].filter(Boolean).join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {/* A colleague's hours are left out by the server: nothing is shown then. */}
            {data.minutesPlanned !== undefined && (
              <p className={styles.muted}>
                {data.minutesTarget === null || data.minutesTarget === undefined
                  ? t('calendarDialog.availability.plannedOnly', {
                      planned: formatHours(data.minutesPlanned),
                    })
                  : t('calendarDialog.availability.planned', {
                      planned: formatHours(data.minutesPlanned),
                      target: formatHours(data.minutesTarget),
                    })}
              </p>
            )}
          </>
        )}
      </DialogQueryContent>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
