import { createContext, useContext, type ReactNode } from 'react';
import { Amplify } from 'aws-amplify';
import type { TPublicConfig } from '@app/shared/system/public-config';

/**
 * Loads and validates `GET /api/public/config`, what the app needs before anyone signs in. The API client and
 * the schema (zod) are imported here, on demand: they download while the request is under way, and the first
 * chunk stays small.
 */
export async function loadPublicConfig(): Promise<TPublicConfig> {
  const [{ apiFetch }, { ZPublicConfig }, { withOfflineCopy }] = await Promise.all([
    import('#lib/api'),
    import('@app/shared/system/public-config'),
    import('#lib/offline-copy'),
  ]);
  // Kept for a start without a connection (the installed app opened offline to clock).
  return withOfflineCopy(
    'publicConfig',
    '',
    () => apiFetch('/api/public/config', { auth: 'public', schema: ZPublicConfig }),
    (copy) => ZPublicConfig.parse(copy),
  );
}

/**
 * Points Amplify Auth at the installation's user pool. Locally the config names the cognito-local endpoint;
 * in AWS it is absent and Amplify derives the endpoint from the pool id's region.
 */
export function configureAuth(config: TPublicConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
      },
    },
  });
}

const PublicConfigContext = createContext<TPublicConfig | null>(null);

export function PublicConfigProvider({ config, children }: { config: TPublicConfig; children: ReactNode }) {
  return <PublicConfigContext value={config}>{children}</PublicConfigContext>;
}

/** The installation's public config (loaded before the app renders). */
export function usePublicConfig(): TPublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig needs a PublicConfigProvider');
  return config;
}
