// First: zod must find its configuration before any schema exists.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/app';
import { BootErrorPage } from './app/boot-error-page';
import { configureAuth, loadPublicConfig } from './app/public-config';
import { currentLanguage, detectLanguage, i18n, initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { loadSignedInUser } from './lib/session';
import './styles/global.css';

/**
 * Start-up: i18n first (so that even a failed start speaks the user's language), then the public config,
 * Amplify Auth from it, the stored session, and the app.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing in index.html');
  const root = createRoot(container);
  initI18n(detectLanguage());
  try {
    const config = await loadPublicConfig();
    const preferred = detectLanguage(config.defaultLanguage);
    if (preferred !== currentLanguage()) await i18n.changeLanguage(preferred);
    configureAuth(config);
    const initialUser = await loadSignedInUser();
    root.render(
      <StrictMode>
        <App config={config} initialUser={initialUser} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <BootErrorPage />
        </I18nextProvider>
      </StrictMode>,
    );
  }
}

void start();
registerServiceWorker();
