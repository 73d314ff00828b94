import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import type { TPublicConfig } from '@app/shared/system/public-config';
import { i18n } from '../lib/i18n';
import type { SignedInUser } from '../lib/session';
import { AuthProvider } from './auth';
import { ErrorBoundary } from './error-boundary';
import { PublicConfigProvider } from './public-config';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';
import { ToastProvider } from './toast';

export interface AppProvidersProps {
  config: TPublicConfig;
  initialUser: SignedInUser | null;
  /** Tests pass their own (without retries); the app creates one. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Everything a page relies on: i18n, config, auth, server state, toasts, and an error boundary around it. */
export function AppProviders({ config, initialUser, queryClient: givenClient, children }: AppProvidersProps) {
  const [ownClient] = useState(createQueryClient);
  const queryClient = givenClient ?? ownClient;
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary>
        <PublicConfigProvider config={config}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider initialUser={initialUser}>
              <ToastProvider>{children}</ToastProvider>
            </AuthProvider>
          </QueryClientProvider>
        </PublicConfigProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}

export function App({ config, initialUser }: Pick<AppProvidersProps, 'config' | 'initialUser'>) {
  return (
    <AppProviders config={config} initialUser={initialUser}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
