import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import type { TRequestItem } from '@app/shared/calendar/shift-actions.contracts';
import { Button } from '#ui/button';
import { formatDate, formatWeekday } from '#lib/format';
import { currentLanguage } from '#lib/i18n';
import { employeeHomeQuery } from '#features/calendar/dialogs/actions-api';
import { MyAbsencesHomeCard } from '#features/absences/pages/home-cards';
import { weekOf } from './employee-week';
import { HomeCard, HomeCards, HomeLine, HomeSection, timeRange, type HomeAction } from './home-section';
import styles from './home-page.module.css';

/** The phone's list of coming shifts stays short; the swap chooser uses all the server sends. */
const nextShiftsShown = 10;

function dayLabel(date: string): string {
  return `${formatWeekday(date, currentLanguage(), 'short')} ${formatDate(date)}`;
}

/** A shift of the person; `withDay` puts its day in front (the week view has it in its own column). */
function ShiftLine({ entry, withDay = false }: { entry: TShiftEntry; withDay?: boolean }) {
  return (
    <>
      {withDay && <span className={styles.weekDay}>{dayLabel(entry.date)}</span>}
      {withDay && ' '}
      <HomeLine
        name={entry.name}
        detail={timeRange(entry.begin, entry.end)}
        place={`${entry.resourceName} · ${entry.unitName}`}
      />
    </>
  );
}

const inboxTexts = {
  SWAP: 'homePage.inbox.SWAP',
  SHARE: 'homePage.inbox.SHARE',
  APPLY: 'homePage.request.APPLY',
} as const;

/** A request to the person: a swap offered to them or a shift shared with them, to accept or decline. */
function InboxItem({ request, act, busy }: { request: TRequestItem; act: HomeAction['act']; busy: boolean }) {
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
  return (
    <HomeCards query={home}>
      {(data, action) => (
        <>
          {week ? (
            <HomeCard id="home-week" heading={t('homePage.employee.week')}>
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
            </HomeCard>
          ) : (
            <HomeSection
              title={t('homePage.employee.next')}
              items={data.nextShifts.slice(0, nextShiftsShown)}
              empty={t('homePage.employee.noShifts')}
            >
              {(entry) => (
                <li key={entry.id}>
                  <ShiftLine entry={entry} withDay />
                </li>
              )}
            </HomeSection>
          )}
          <MyAbsencesHomeCard />
          <HomeSection
            title={t('homePage.employee.inbox')}
            items={data.inbox}
            empty={t('homePage.employee.noInbox')}
          >
            {(request) => (
              <InboxItem key={request.id} request={request} act={action.act} busy={action.busy} />
            )}
          </HomeSection>
          <HomeSection
            title={t('homePage.employee.open')}
            items={data.openShifts}
            empty={t('homePage.employee.noOpen')}
          >
            {(entry) => {
              const applied = entry.requests.some(
                (request) =>
                  request.kind === 'APPLY' &&
                  request.state === 'OPEN' &&
                  data.myRequests.some((mine) => mine.id === request.id),
              );
              return (
                <li key={entry.id} className={styles.row}>
                  <span>
                    <ShiftLine entry={entry} withDay />
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
            }}
          </HomeSection>
          {data.myRequests.length > 0 && (
            <HomeSection title={t('homePage.employee.mine')} items={data.myRequests} empty="">
              {(request) => (
                <li key={request.id}>
                  {t(`homePage.mine.${request.kind}` as const, {
                    shift: request.shiftName,
                    target: request.targetUserName ?? t('calendarDialog.request.anyone'),
                  })}
                  <span className={styles.muted}> · {dayLabel(request.date)}</span>
                </li>
              )}
            </HomeSection>
          )}
        </>
      )}
    </HomeCards>
  );
}
