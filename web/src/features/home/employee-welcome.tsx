import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TEmployeeHome } from '@app/shared/calendar/shift-actions.contracts';
import { usePermission, useSession } from '#app/session';
import { Button } from '#ui/button';
import { hideNotice, noticeQuery } from '#features/settings/options/options-api';
import styles from './employee-welcome.module.css';

const welcome = noticeQuery('employeeWelcome');

/**
 * The employee's own short welcome (never the administrator's): where their shifts are, how to clock, how to
 * request leave and how to swap, each only when it applies to them. Shown until dismissed; remembered per person
 * (notice `employeeWelcome`, docs/decisions.md "The employee's welcome"). A failed check shows nothing.
 */
export function EmployeeWelcome({ access }: { access: TEmployeeHome['access'] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const clocks = usePermission('time.track');
  const requestsLeave = usePermission('absences.request');
  const notice = useQuery(welcome).data;
  if (notice?.show !== true) return null;
  const dismiss = () => {
    queryClient.setQueryData(welcome.queryKey, { ...notice, show: false });
    void hideNotice('employeeWelcome', true).catch((error: unknown) =>
      console.warn('Welcome not remembered as read', error),
    );
  };
  return (
    <section className={styles.welcome} aria-labelledby="employee-welcome">
      <h2 id="employee-welcome" className={styles.title}>
        {t('employeeHome.welcome.title', { company: session.companyName })}
      </h2>
      <ul className={styles.points}>
        <li>{t('employeeHome.welcome.shifts')}</li>
        {clocks && (
          <li>
            {t('employeeHome.welcome.clock')}{' '}
            <Link to="/time/clock">{t('employeeHome.welcome.clockLink')}</Link>
          </li>
        )}
        {requestsLeave && (
          <li>
            {t('employeeHome.welcome.leave')}{' '}
            <Link to="/absences">{t('employeeHome.welcome.leaveLink')}</Link>
          </li>
        )}
        {access.allowShiftInteraction && <li>{t('employeeHome.welcome.swap')}</li>}
      </ul>
      <Button size="small" onClick={dismiss}>
        {t('employeeHome.welcome.dismiss')}
      </Button>
    </section>
  );
}
