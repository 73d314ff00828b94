import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { formatDate } from '#lib/format';
import { plannerHomeQuery } from '#features/calendar/dialogs/actions-api';
import { ApprovalsHomeCard } from '#features/absences/pages/home-cards';
import { HomeCards, HomeLine, HomeSection, timeRange } from './home-section';
import styles from './home-page.module.css';

const requestTexts = {
  SWAP: 'homePage.request.SWAP',
  APPLY: 'homePage.request.APPLY',
  SHARE: 'homePage.request.SHARE',
} as const;

/** The planner's today: who works, who is absent, open shifts and the requests that wait for them. */
export function PlannerHome() {
  const { t } = useTranslation();
  const home = useQuery(plannerHomeQuery);
  return (
    <HomeCards query={home}>
      {(data, action) => (
        <>
          <HomeSection
            title={t('homePage.planner.working')}
            items={data.working}
            empty={t('homePage.planner.nobodyWorking')}
          >
            {(person) => (
              <li key={person.entryId}>
                <HomeLine
                  name={person.displayName}
                  detail={`${person.shiftName} ${timeRange(person.begin, person.end)}`}
                  place={person.unitName}
                />
              </li>
            )}
          </HomeSection>
          <HomeSection
            title={t('homePage.planner.absent')}
            items={data.absent}
            empty={t('homePage.planner.nobodyAbsent')}
          >
            {(person) => (
              <li key={person.userId}>
                <HomeLine name={person.displayName} detail={person.reason} place={person.unitName} />
              </li>
            )}
          </HomeSection>
          <HomeSection
            title={t('homePage.planner.open')}
            items={data.openSlots}
            empty={t('homePage.planner.noneOpen')}
          >
            {(slot) => (
              <li key={slot.entryId}>
                <HomeLine
                  name={slot.shiftName}
                  detail={timeRange(slot.begin, slot.end)}
                  place={slot.unitName}
                />
                {slot.requests > 0 && (
                  <span className={styles.badge}>
                    {t('homePage.planner.applications', { count: slot.requests })}
                  </span>
                )}
              </li>
            )}
          </HomeSection>
          <HomeSection
            title={t('homePage.planner.requests')}
            items={data.pendingRequests}
            empty={t('homePage.planner.noRequests')}
          >
            {(request) => {
              const entryId = request.entryId;
              return (
                <li key={request.id} className={styles.row}>
                  <span>
                    {t(requestTexts[request.kind], {
                      requester: request.requesterName,
                      target: request.targetUserName ?? t('calendarDialog.request.anyone'),
                      shift: request.shiftName,
                    })}
                    <span className={styles.muted}>
                      {' '}
                      · {formatDate(request.date)} {timeRange(request.begin, request.end)} ·{' '}
                      {request.unitName}
                    </span>
                    {request.targetAgreed && <Badge tone="warning">{t('homePage.planner.agreed')}</Badge>}
                  </span>
                  {request.kind === 'APPLY' && entryId && (
                    <Button
                      variant="secondary"
                      busy={action.busy}
                      onClick={() =>
                        action.act({ actionMode: 'SETUSER', entryId, targetUserId: request.requesterId })
                      }
                    >
                      {t('homePage.planner.assign', { name: request.requesterName })}
                    </Button>
                  )}
                  {/* A swap or takeover both agreed on waits for the planner's approval (`shifts.swapApproval`). */}
                  {request.kind !== 'APPLY' && request.targetAgreed && entryId && (
                    <Button
                      variant="secondary"
                      busy={action.busy}
                      onClick={() =>
                        action.act({
                          actionMode: request.kind === 'SWAP' ? 'SWAPACCEPT' : 'SHAREACCEPT',
                          entryId,
                          requestId: request.id,
                        })
                      }
                    >
                      {t('homePage.inbox.accept')}
                    </Button>
                  )}
                </li>
              );
            }}
          </HomeSection>
          <ApprovalsHomeCard />
          <p>
            <Link to="/calendar">{t('homePage.toCalendar')}</Link>
          </p>
        </>
      )}
    </HomeCards>
  );
}
