import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { forgetOfflineCopies, isNetworkFailure } from '../lib/offline-copy';
import { loadSignedInUser, type SignedInUser } from '../lib/session';

interface AuthState {
  user: SignedInUser | null;
  /** True after the user signed out themselves: the login page then gets no `referer`. */
  signedOutByUser: boolean;
}

export interface AuthContextValue extends AuthState {
  /** Re-reads the Amplify session (after sign-in) and returns the user. */
  refresh: () => Promise<SignedInUser | null>;
  /** Signs out locally and remembers that the user chose to. */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Holds who is signed in; `initialUser` comes from the session check before the first render. Needs the
 * QueryClientProvider above it (sign-out empties the query cache).
 */
export function AuthProvider({
  initialUser,
  children,
}: {
  initialUser: SignedInUser | null;
  children: ReactNode;
}) {
  const [state, setState] = useState<AuthState>({ user: initialUser, signedOutByUser: false });
  const queryClient = useQueryClient();

  const refresh = useCallback(async () => {
    const user = await loadSignedInUser();
    setState({ user, signedOutByUser: false });
    return user;
  }, []);

  const signOut = useCallback(async () => {
    await amplifySignOut();
    forgetOfflineCopies();
    setState({ user: null, signedOutByUser: true });
    // The next user of this tab must not see the previous one's data.
    queryClient.clear();
  }, [queryClient]);

  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        // A refresh token that no longer works ends the session; the route guard sends the user to login. A
        // refresh that could not reach Cognito (offline) ends nothing: the tokens stay and are refreshed online.
        if (payload.event !== 'tokenRefresh_failure') return;
        const failure = (payload.data as { error?: unknown } | undefined)?.error;
        if (!isNetworkFailure(failure)) setState({ user: null, signedOutByUser: false });
      }),
    [],
  );

  const value = useMemo(() => ({ ...state, refresh, signOut }), [state, refresh, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}

/** The signed-in user; only for pages behind `RequireAuth`. */
export function useSignedInUser(): SignedInUser {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser outside RequireAuth');
  return user;
}

/** The login address that brings the user back to `path` afterwards. */
export function loginPathFor(path: string | null): string {
  return path && path !== '/' ? `/account/login?referer=${encodeURIComponent(path)}` : '/account/login';
}

/** Renders its children for a signed-in user; sends everyone else to the login page (with `referer`). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, signedOutByUser } = useAuth();
  const location = useLocation();
  if (user) return children;
  const here = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={loginPathFor(signedOutByUser ? null : here)} replace />;
}
