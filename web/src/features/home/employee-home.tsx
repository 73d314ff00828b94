import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  TColleague,
  TComingShift,
  TEmployeeHome,
  TRequestItem,
} from '@app/shared/calendar/shift-actions.contracts';
import { employeeHomeDays } from '@app/shared/calendar/shift-actions.contracts';
import type { TShiftEntry } from '@app/shared/calendar/shift-entry';
import type { TAbsence } from '@app/shared/absences/absence';
import { addDays } from '@app/shared/time/tenant-time';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { useSession, usePermission } from '#app/session';
import { currentLanguage } from '#lib/i18n';
import { employeeHomeQuery } from '#features/calendar/dialogs/actions-api';
import { MyAbsencesHomeCard } from '#features/absences/pages/home-cards';
import { absencesOfPersonQuery, absenceTypesOfPagesQuery } from '#features/absences/pages/absence-pages-api';
import { groupByDay, relativeDay, shortDay } from './employee-days';
import { EmployeeSheets, offerOf, useRequestText, type SheetRequest } from './employee-sheets';
import { EmployeeWelcome } from './employee-welcome';
import { HomeCard, HomeCards, HomeSection, timeRange, type HomeAction } from './home-section';
import styles from './home-page.module.css';

/** A day's heading: "Heute" / "Morgen" in words with the day beside it, else the day ("Mo., 30. Nov."). */
export function DayHeading({ date, today }: { date: string; today: string }) {
  const { t } = useTranslation();
  const relative = relativeDay(date, today);
  const day = shortDay(date, currentLanguage());
  return (
    <h3 className={styles.dayHeading}>
      {relative ? (
        <>
          {t(relative === 'today' ? 'employeeHome.today' : 'employeeHome.tomorrow')}{' '}
          <span className={styles.muted}>{day}</span>
        </>
      ) : (
        day
      )}
    </h3>
  );
}

function breaksOf(entry: TShiftEntry): string {
  return [entry.pause1, entry.pause2]
    .filter((pause) => pause.mode !== 0 && pause.begin && pause.end)
    .map((pause) => timeRange(pause.begin, pause.end))
    .join(', ');
}

/** Colleagues by name; one whose hours differ from the person's gets them in brackets. */
function colleagueNames(entry: TShiftEntry, colleagues: readonly TColleague[]): string {
  const names = colleagues.map((colleague) =>
    colleague.begin === entry.begin && colleague.end === entry.end
      ? colleague.displayName
      : `${colleague.displayName} (${timeRange(colleague.begin, colleague.end)})`,
  );
  return new Intl.ListFormat(currentLanguage(), { style: 'long', type: 'conjunction' }).format(names);
}

function ComingShift({
  shift,
  canAct,
  onSheet,
}: {
  shift: TComingShift;
  canAct: boolean;
  onSheet: (sheet: SheetRequest) => void;
}) {
  const { t } = useTranslation();
  const { entry, colleagues } = shift;
  const session = useSession();
  const mine = (kind: 'SWAP' | 'SHARE') =>
    entry.requests.some(
      (request) =>
        request.kind === kind && request.state === 'OPEN' && request.requesterId === session.currentUserId,
    );
  const swapOffered = mine('SWAP');
  const givenAway = mine('SHARE');
  const breaks = breaksOf(entry);
  const titleId = `shift-${entry.id}`;
  return (
    <li className={styles.shift}>
      <p className={styles.shiftTitle} id={titleId}>
        <strong>{entry.name}</strong> <span>{timeRange(entry.begin, entry.end)}</span>
      </p>
      <p className={styles.muted}>
        {entry.resourceName} · {entry.unitName}
        {breaks && ` · ${t('employeeHome.breaks', { breaks })}`}
      </p>
      <p>
        {colleagues.length > 0
          ? t('employeeHome.colleagues', { names: colleagueNames(entry, colleagues) })
          : t('employeeHome.alone')}
      </p>
      {(swapOffered || givenAway) && (
        <p>
          {swapOffered && <Badge tone="primary">{t('employeeHome.pendingSwap')}</Badge>}
          {givenAway && <Badge tone="primary">{t('employeeHome.pendingGiveAway')}</Badge>}
        </p>
      )}
      {canAct && !(swapOffered && givenAway) && (
        <div className={styles.shiftActions}>
          {!swapOffered && (
            <Button
              variant="secondary"
              aria-describedby={titleId}
              onClick={() => onSheet({ kind: 'swap', shift })}
            >
              {t('employeeHome.swap')}
            </Button>
          )}
          {!givenAway && (
            <Button
              variant="secondary"
              aria-describedby={titleId}
              onClick={() => onSheet({ kind: 'giveAway', shift })}
            >
              {t('employeeHome.giveAway')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** Today and the next 14 days: the person's published shifts by day, with colleagues and actions. */
function NextShiftsCard({ data, onSheet }: { data: TEmployeeHome; onSheet: (sheet: SheetRequest) => void }) {
  const { t } = useTranslation();
  const days = groupByDay(data.coming, (shift) => shift.entry.date);
  return (
    <HomeCard id="home-next-shifts" heading={t('employeeHome.next')}>
      <p className={styles.muted}>{t('employeeHome.nextHint', { count: employeeHomeDays - 1 })}</p>
      {days.length === 0 ? (
        <p className={styles.empty}>{t('employeeHome.noShifts')}</p>
      ) : (
        <ol className={styles.days}>
          {days.map((day) => (
            <li key={day.date} className={day.date === data.date ? styles.today : undefined}>
              <DayHeading date={day.date} today={data.date} />
              <ul className={styles.list}>
                {day.items.map((shift) => (
                  <ComingShift
                    key={shift.entry.id}
                    shift={shift}
                    canAct={data.access.allowShiftInteraction}
                    onSheet={onSheet}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </HomeCard>
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
          · {shortDay(request.date, currentLanguage())} {timeRange(request.begin, request.end)}
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

/** The person's leave requests still waiting for a decision (state 1, requested), from today on. */
function usePendingLeave(today: string): { absence: TAbsence; typeName: string }[] {
  const session = useSession();
  const requests = usePermission('absences.request');
  const absences = useQuery({
    ...absencesOfPersonQuery(session.currentUserId, today, addDays(today, 365)),
    enabled: requests,
  });
  const types = useQuery({ ...absenceTypesOfPagesQuery, enabled: requests });
  const language = currentLanguage();
  return (absences.data ?? [])
    .filter((absence) => absence.state === 1 && absence.end >= today)
    .map((absence) => ({
      absence,
      typeName: types.data?.find((type) => type.id === absence.absenceTypeId)?.caption[language] ?? '',
    }));
}

function MyRequestsCard({ data, onSheet }: { data: TEmployeeHome; onSheet: (sheet: SheetRequest) => void }) {
  const { t } = useTranslation();
  const leave = usePendingLeave(data.date);
  const requestText = useRequestText();
  const language = currentLanguage();
  const count = data.myRequests.length + leave.length;
  return (
    <HomeCard
      id="home-my-requests"
      heading={
        <>
          {t('employeeHome.mine')} <span className={styles.count}>{count}</span>
        </>
      }
    >
      {count === 0 ? (
        <p className={styles.empty}>{t('employeeHome.noMine')}</p>
      ) : (
        <ul className={styles.list}>
          {data.myRequests.map((request) => (
            <li key={request.id} className={styles.row}>
              <span>
                {requestText(request)}
                <span className={styles.muted}>
                  {' '}
                  · {shortDay(request.date, language)} {timeRange(request.begin, request.end)}
                </span>
                {request.targetAgreed && <Badge tone="warning">{t('employeeHome.waitsForPlanner')}</Badge>}
              </span>
              {request.entryId && (
                <Button variant="secondary" onClick={() => onSheet({ kind: 'withdraw', request })}>
                  {t('employeeHome.withdraw')}
                </Button>
              )}
            </li>
          ))}
          {leave.map(({ absence, typeName }) => (
            <li key={absence.id} className={styles.row}>
              <span>
                {t('employeeHome.mineLeave', { type: typeName })}
                <span className={styles.muted}>
                  {' '}
                  · {shortDay(absence.begin, language)}
                  {absence.end !== absence.begin && ` – ${shortDay(absence.end, language)}`}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => onSheet({ kind: 'withdrawLeave', absence, typeName })}
              >
                {t('employeeHome.withdraw')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

function TakeableCard({ data, onSheet }: { data: TEmployeeHome; onSheet: (sheet: SheetRequest) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const me = useSession().currentUserId;
  return (
    <HomeSection title={t('employeeHome.open')} items={data.takeable} empty={t('employeeHome.noOpen')}>
      {(entry) => (
        <li key={entry.id} className={styles.row}>
          <span>
            <strong>{entry.name}</strong> {timeRange(entry.begin, entry.end)}
            <span className={styles.muted}>
              {' '}
              · {shortDay(entry.date, language)} · {entry.resourceName} · {entry.unitName}
            </span>
            {offerOf(entry, me) && (
              <Badge tone="primary">
                {t('employeeHome.offeredBy', { name: offerOf(entry, me)?.requesterName ?? '' })}
              </Badge>
            )}
          </span>
          <Button variant="secondary" onClick={() => onSheet({ kind: 'take', entry })}>
            {t('employeeHome.take')}
          </Button>
        </li>
      )}
    </HomeSection>
  );
}

/**
 * The employee's home: their own short welcome until they dismiss it, their next shifts (today and the next 14
 * days) with colleagues and actions, the requests
 * that wait for their answer, their own open requests with withdraw, and the open shifts they may take. Every
 * action asks first in a sheet that says what will happen (employee-sheets.tsx).
 */
export function EmployeeHome() {
  const { t } = useTranslation();
  const home = useQuery(employeeHomeQuery);
  const [sheet, setSheet] = useState<SheetRequest | null>(null);
  return (
    <HomeCards query={home}>
      {(data, action) => (
        <>
          <EmployeeWelcome access={data.access} />
          <NextShiftsCard data={data} onSheet={setSheet} />
          {data.inbox.length > 0 && (
            <HomeSection title={t('homePage.employee.inbox')} items={data.inbox} empty="">
              {(request) => (
                <InboxItem key={request.id} request={request} act={action.act} busy={action.busy} />
              )}
            </HomeSection>
          )}
          <MyRequestsCard data={data} onSheet={setSheet} />
          <TakeableCard data={data} onSheet={setSheet} />
          <MyAbsencesHomeCard />
          {sheet && <EmployeeSheets data={data} sheet={sheet} onClose={() => setSheet(null)} />}
        </>
      )}
    </HomeCards>
  );
}
