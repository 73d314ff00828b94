import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { PageLoading } from '#ui/button';
import { NotificationBell } from '#features/notifications/notification-bell';
import { HelpWindow } from '#ui/help-window';
import { featureAt } from '../features';
import { ErrorBoundary } from '../error-boundary';
import { EditionProblemDialog } from '../edition-dialog';
import { UpdateOverlay, useKeepAlive } from '../keep-alive';
import { visibleNavSections } from '../navigation';
import { usePublicConfig } from '../public-config';
import { SessionProvider } from '../session-provider';
import { sessionAllows, useSession } from '../session';
import { LanguageSwitch } from './language-switch';
import { ProductMark } from './product-mark';
import { ConnectionNotice } from './connection-notice';
import { TrialBanner } from './trial-banner';
import { UserMenu } from './user-menu';
import styles from './shell.module.css';

/**
 * The frame of every signed-in page: top bar, trial banner, left navigation (entries by permission), main
 * area with the route's page. It loads the session first and runs the keep-alive.
 */
export function AppShell() {
  return (
    <SessionProvider>
      <SignedInShell />
    </SessionProvider>
  );
}

function SignedInShell() {
  const { t } = useTranslation();
  const session = useSession();
  const { updating } = useKeepAlive();
  const sections = visibleNavSections((permission) => sessionAllows(session, permission));
  const config = usePublicConfig();
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  const feature = featureAt(pathname);

  // After an in-app navigation the new page starts at its top (not at the scroll position of the last one, which
  // left a short page looking empty), and focus moves to it so that keyboard and screen-reader users start there.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  useEffect(() => {
    if (!navOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNavOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navOpen]);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.topBar}>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={navOpen}
          aria-controls={navId}
          aria-label={navOpen ? t('nav.close') : t('nav.open')}
          onClick={() => setNavOpen((open) => !open)}
        >
          <span aria-hidden="true">{navOpen ? '×' : '☰'}</span>
        </button>
        <Link to="/" className={styles.brand}>
          <ProductMark />
          <span className={styles.brandText}>{t('app.name')}</span>
        </Link>
        <div className={styles.topBarEnd}>
          {feature?.helpKey && (
            <HelpWindow
              titleKey={feature.nav?.labelKey ?? feature.helpTitleKey ?? 'app.name'}
              bodyKey={feature.helpKey}
            />
          )}
          <LanguageSwitch available={config.languages} />
          <NotificationBell />
          <UserMenu />
        </div>
      </header>
      <TrialBanner />
      <ConnectionNotice pageHasItsOwn={feature?.ownOfflineNotice === true} />
      <div className={styles.body}>
        <nav
          id={navId}
          aria-label={t('nav.label')}
          className={`${styles.nav} ${navOpen ? styles.navOpen : ''}`}
        >
          {sections.map((section) => (
            <div key={section.id} className={styles.navSection}>
              {section.labelKey && (
                <h2 className={styles.navHeading} id={`${navId}-${section.id}`}>
                  {t(section.labelKey)}
                </h2>
              )}
              <ul
                className={styles.navList}
                aria-labelledby={section.labelKey ? `${navId}-${section.id}` : undefined}
              >
                {section.entries.map((entry) => (
                  <li key={entry.to}>
                    <NavLink
                      to={entry.to}
                      end={entry.end ?? false}
                      className={({ isActive }) =>
                        `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`
                      }
                      onClick={() => setNavOpen(false)}
                    >
                      {t(entry.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading label={t('app.loading')} />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
      <EditionProblemDialog />
      <UpdateOverlay isOpen={updating} />
    </div>
  );
}
