import { createContext, useContext } from 'react';
import { administratorPermission, type PermissionName } from '@app/shared/security/permissions';
import type { TSession } from '@app/shared/tenants/session';

/** The query key prefix of the session: invalidate it after a change of edition, roles or language. */
export const sessionQueryKey = ['session'] as const;

/** Filled by `SessionProvider` (session-provider.tsx, loaded with the signed-in frame). */
export const SessionContext = createContext<TSession | null>(null);

/** The signed-in user's session; only below `SessionProvider` (every page of the shell). */
export function useSession(): TSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** Whether the session's security table grants `permission` (`access.administrator` grants all). */
export function sessionAllows(session: Pick<TSession, 'permissions'>, permission: PermissionName): boolean {
  return session.permissions[administratorPermission] === true || session.permissions[permission] === true;
}

/** Whether the signed-in user has `permission`. */
export function usePermission(permission: PermissionName): boolean {
  return sessionAllows(useSession(), permission);
}
