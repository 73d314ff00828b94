import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#ui/button';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { formatDate } from '#lib/format';
import { plannerHomeQuery } from '#features/calendar/dialogs/actions-api';
import { ValidatorMessagesDialog } from '#features/calendar/dialogs/validator-messages';
import { HomeSection, timeRange } from './home-section';
import { useHomeAction } from './use-home-action';
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
  const action = useHomeAction();
  return (
    <QueryContent query={home}>
      {(data) => (
        <div className={styles.cards}>
          {action.failure && <Notice tone="error">{action.failure}</Notice>}
          {action.refusal && <ValidatorMessagesDialog {...action.refusal} />}
          <HomeSection
            title={t('homePage.planner.working')}
            count={data.working.length}
            empty={t('homePage.planner.nobodyWorking')}
          >
            {data.working.map((person) => (
              <li key={person.entryId}>
                <strong>{person.displayName}</strong> {person.shiftName} {timeRange(person.begin, person.end)}
                <span className={styles.muted}> · {person.unitName}</span>
              </li>
            ))}
          </HomeSection>
          <HomeSection
            title={t('homePage.planner.absent')}
            count={data.absent.length}
            empty={t('homePage.planner.nobodyAbsent')}
          >
            {data.absent.map((person) => (
              <li key={person.userId}>
                <strong>{person.displayName}</strong> {person.reason}
                <span className={styles.muted}> · {person.unitName}</span>
              </li>
            ))}
          </HomeSection>
          <HomeSection
            title={t('homePage.planner.open')}
            count={data.openSlots.length}
            empty={t('homePage.planner.noneOpen')}
          >
            {data.openSlots.map((slot) => (
              <li key={slot.entryId}>
                <strong>{slot.shiftName}</strong> {timeRange(slot.begin, slot.end)}
                <span className={styles.muted}> · {slot.unitName}</span>
                {slot.requests > 0 && (
                  <span className={styles.badge}>
                    {t('homePage.planner.applications', { count: slot.requests })}
                  </span>
                )}
              </li>
            ))}
          </HomeSection>
          <HomeSection
            title={t('homePage.planner.requests')}
            count={data.pendingRequests.length}
            empty={t('homePage.planner.noRequests')}
          >
            {data.pendingRequests.map((request) => {
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
                </li>
              );
            })}
          </HomeSection>
          <p>
            <Link to="/calendar">{t('homePage.toCalendar')}</Link>
          </p>
        </div>
      )}
    </QueryContent>
  );
}
