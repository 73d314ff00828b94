import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession, usePermission } from '#app/session';
import { useDocumentTitle } from '#lib/document-title';
import { formatDate, formatWeekday } from '#lib/format';
import { currentLanguage, loadNamespaces } from '#lib/i18n';
import { PageLoading } from '#ui/button';
import styles from './home-page.module.css';

// The day's cards load after the greeting, with their texts (calendar, absence cards): the greeting never waits.
const PlannerHome = lazy(() =>
  Promise.all([import('./planner-home'), loadNamespaces(['calendar', 'absence-pages'])]).then(([m]) => ({
    default: m.PlannerHome,
  })),
);
const EmployeeHome = lazy(() =>
  Promise.all([
    import('./employee-home'),
    loadNamespaces(['calendar', 'absence-pages', 'employee-home']),
  ]).then(([m]) => ({
    default: m.EmployeeHome,
  })),
);

// The setup guide, for administrators until every step is done (issue 29).
const SetupGuide = lazy(() =>
  Promise.all([import('#features/setup/setup-guide'), loadNamespaces(['setup'])]).then(([m]) => ({
    default: m.SetupGuide,
  })),
);

// A request opened from its notification (`/?request=<key>`): a sheet over the home, for planners too.
const RequestSheet = lazy(() =>
  Promise.all([import('./request-sheet'), loadNamespaces(['calendar', 'employee-home'])]).then(([m]) => ({
    default: m.RequestSheet,
  })),
);

/**
 * Start page: who is signed in and today's date, then the planner's today (with `calendar.plan`) or the
 * employee's next 15 days of shifts, their requests and open shifts to take (with `calendar.view`).
 */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const plans = usePermission('calendar.plan');
  const views = usePermission('calendar.view');
  const administrates = usePermission('access.administrator');
  useDocumentTitle(t('nav.home'));
  const today = new Date();
  const [params, setParams] = useSearchParams();
  const requestKey = params.get('request');
  return (
    <>
      <section className={styles.welcome} aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title', { name: session.displayName })}</h1>
        <p>{t('home.customer', { customerNo: session.customerNo })}</p>
        <p className={styles.today}>
          {t('home.today', { weekday: formatWeekday(today, currentLanguage()), date: formatDate(today) })}
        </p>
      </section>
      {administrates && (
        <Suspense fallback={null}>
          <SetupGuide place="home" />
        </Suspense>
      )}
      {(plans || views) && (
        <Suspense fallback={<PageLoading label={t('app.loading')} />}>
          {plans ? <PlannerHome /> : <EmployeeHome />}
        </Suspense>
      )}
      {views && requestKey && (
        <Suspense fallback={null}>
          <RequestSheet
            key={requestKey}
            requestKey={requestKey}
            onClose={() => setParams((before) => withoutRequest(before), { replace: true })}
          />
        </Suspense>
      )}
    </>
  );
}

function withoutRequest(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('request');
  return next;
}
