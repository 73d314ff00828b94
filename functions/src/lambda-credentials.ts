/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (function-bundles.ts `bundleAliases`). In
 * Lambda the runtime puts the function role's credentials into the environment, so the default chain's later
 * links (shared config files, SSO, web identity, container and instance metadata) are never reached there, yet
 * they cost every bundle about 60 KB. Locally and in tests the SDK's own chain runs unchanged.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

type EnvInit = Parameters<typeof fromEnv>[0];

export const defaultProvider = (init?: EnvInit) => fromEnv(init);

/** Part of the replaced module's interface; environment credentials carry no expiry the SDK must watch. */
export const credentialsWillNeedRefresh = () => false;
export const credentialsTreatedAsExpired = () => false;
