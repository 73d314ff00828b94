import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import type { TRequestItem } from '@app/shared/calendar/shift-actions.contracts';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { formatDate, formatWeekday } from '#lib/format';
import { currentLanguage } from '#lib/i18n';
import { employeeHomeQuery } from '#features/calendar/dialogs/actions-api';
import { ValidatorMessagesDialog } from '#features/calendar/dialogs/validator-messages';
import { weekOf } from './employee-week';
import { HomeSection, timeRange } from './home-section';
import { useHomeAction } from './use-home-action';
import styles from './home-page.module.css';

function dayLabel(date: string): string {
  return `${formatWeekday(date, currentLanguage(), 'short')} ${formatDate(date)}`;
}

function ShiftLine({ entry }: { entry: TShiftEntry }) {
  return (
    <>
      <strong>{entry.name}</strong> {timeRange(entry.begin, entry.end)}
      <span className={styles.muted}>
        {' '}
        · {entry.resourceName} · {entry.unitName}
      </span>
    </>
  );
}

const inboxTexts = {
  SWAP: 'homePage.inbox.SWAP',
  SHARE: 'homePage.inbox.SHARE',
  APPLY: 'homePage.request.APPLY',
} as const;

/** A request to the person: a swap offered to them or a shift shared with them, to accept or decline. */
function InboxItem({
  request,
  act,
  busy,
}: {
  request: TRequestItem;
  act: ReturnType<typeof useHomeAction>['act'];
  busy: boolean;
}) {
  const { t } = useTranslation();
  const entryId = request.entryId ?? undefined;
  const accept = request.kind === 'SWAP' ? 'SWAPACCEPT' : 'SHAREACCEPT';
  const decline = request.kind === 'SWAP' ? 'SWAPDENY' : 'SHAREACCEPT-';
  return (
    <li className={styles.row}>
      <span>
        {t(inboxTexts[request.kind], {
          requester: request.requesterName,
          shift: request.shiftName,
          target: '',
        })}
        <span className={styles.muted}>
          {' '}
          · {dayLabel(request.date)} {timeRange(request.begin, request.end)}
        </span>
      </span>
      {request.kind !== 'APPLY' && entryId && (
        <span className={styles.actions}>
          <Button busy={busy} onClick={() => act({ actionMode: accept, entryId, requestId: request.id })}>
            {t('homePage.inbox.accept')}
          </Button>
          <Button
            variant="secondary"
            busy={busy}
            onClick={() => act({ actionMode: decline, entryId, requestId: request.id })}
          >
            {t('homePage.inbox.decline')}
          </Button>
        </span>
      )}
    </li>
  );
}

/**
 * The employee's home: their next shifts, open shifts to apply for and the requests that wait for their answer.
 * On a phone (`week`) the next shifts become their week, Monday to Sunday.
 */
export function EmployeeHome({ week }: { week: boolean }) {
  const { t } = useTranslation();
  const home = useQuery(employeeHomeQuery);
  const action = useHomeAction();
  return (
    <QueryContent query={home}>
      {(data) => (
        <div className={styles.cards}>
          {action.failure && <Notice tone="error">{action.failure}</Notice>}
          {action.refusal && <ValidatorMessagesDialog {...action.refusal} />}
          {week ? (
            <section className={styles.card} aria-labelledby="home-week">
              <h2 id="home-week" className={styles.cardTitle}>
                {t('homePage.employee.week')}
              </h2>
              <ol className={styles.week}>
                {weekOf(data.date, data.nextShifts).map((day) => (
                  <li key={day.date} className={day.date === data.date ? styles.today : undefined}>
                    <span className={styles.weekDay}>{dayLabel(day.date)}</span>
                    {day.items.length === 0
                      ? // Past days: the next shifts start today, so an empty day before it says nothing.
                        day.date >= data.date && (
                          <span className={styles.muted}>{t('homePage.employee.free')}</span>
                        )
                      : day.items.map((entry) => (
                          <span key={entry.id} className={styles.weekShift}>
                            <ShiftLine entry={entry} />
                          </span>
                        ))}
                  </li>
                ))}
              </ol>
            </section>
          ) : (
            <HomeSection
              title={t('homePage.employee.next')}
              count={data.nextShifts.length}
              empty={t('homePage.employee.noShifts')}
            >
              {data.nextShifts.map((entry) => (
                <li key={entry.id}>
                  <span className={styles.weekDay}>{dayLabel(entry.date)}</span> <ShiftLine entry={entry} />
                </li>
              ))}
            </HomeSection>
          )}
          <HomeSection
            title={t('homePage.employee.inbox')}
            count={data.inbox.length}
            empty={t('homePage.employee.noInbox')}
          >
            {data.inbox.map((request) => (
              <InboxItem key={request.id} request={request} act={action.act} busy={action.busy} />
            ))}
          </HomeSection>
          <HomeSection
            title={t('homePage.employee.open')}
            count={data.openShifts.length}
            empty={t('homePage.employee.noOpen')}
          >
            {data.openShifts.map((entry) => {
              const applied = entry.requests.some(
                (request) =>
                  request.kind === 'APPLY' &&
                  request.state === 'OPEN' &&
                  data.myRequests.some((mine) => mine.id === request.id),
              );
              return (
                <li key={entry.id} className={styles.row}>
                  <span>
                    <span className={styles.weekDay}>{dayLabel(entry.date)}</span> <ShiftLine entry={entry} />
                  </span>
                  {applied ? (
                    <span className={styles.badge}>{t('homePage.employee.applied')}</span>
                  ) : (
                    <Button
                      variant="secondary"
                      busy={action.busy}
                      onClick={() => action.act({ actionMode: 'APPLY', entryId: entry.id })}
                    >
                      {t('calendarDialog.action.APPLY')}
                    </Button>
                  )}
                </li>
              );
            })}
          </HomeSection>
          {data.myRequests.length > 0 && (
            <HomeSection title={t('homePage.employee.mine')} count={data.myRequests.length} empty="">
              {data.myRequests.map((request) => (
                <li key={request.id}>
                  {t(`homePage.mine.${request.kind}` as const, {
                    shift: request.shiftName,
                    target: request.targetUserName ?? t('calendarDialog.request.anyone'),
                  })}
                  <span className={styles.muted}> · {dayLabel(request.date)}</span>
                </li>
              ))}
            </HomeSection>
          )}
        </div>
      )}
    </QueryContent>
  );
}
