import { fetchAuthSession } from 'aws-amplify/auth';
import { copyOf, isNetworkFailure, keepCopy } from './offline-copy';

/** The signed-in user as the app sees it, taken from the Cognito id token. */
export interface SignedInUser {
  /** Tenant-local username (lower-case), without the `<customerNo>#` prefix. */
  username: string;
  customerNo: string;
}

/** The Cognito username of a tenant's user: `<customerNo>#<username lower-cased>`. */
export function cognitoUsername(customerNo: string, username: string): string {
  return `${customerNo.trim()}#${username.trim().toLowerCase()}`;
}

/** The user named by id-token claims (`cognito:username`, `custom:customerNo`), or null when they name none. */
export function userFromClaims(claims: Record<string, unknown>): SignedInUser | null {
  const fullName = claims['cognito:username'] ?? claims.username;
  if (typeof fullName !== 'string' || !fullName) return null;
  const separator = fullName.indexOf('#');
  const prefix = separator > 0 ? fullName.slice(0, separator) : '';
  const username = separator > 0 ? fullName.slice(separator + 1) : fullName;
  const claimed = claims['custom:customerNo'];
  const customerNo = typeof claimed === 'string' && claimed ? claimed : prefix;
  return { username, customerNo };
}

/** The person last signed in on this device (kept for a start without a connection), or null. */
function rememberedUser(): SignedInUser | null {
  const copy = copyOf('user', '') as Partial<SignedInUser> | null | undefined;
  return typeof copy?.username === 'string' && typeof copy.customerNo === 'string'
    ? { username: copy.username, customerNo: copy.customerNo }
    : null;
}

/** Whose kept answers the app may use offline: `<customerNo>#<username>` of the person signed in, or ''. */
export function offlineOwner(): string {
  const user = rememberedUser();
  return user ? cognitoUsername(user.customerNo, user.username) : '';
}

/**
 * The user of the stored Amplify session (refreshing expired tokens), or null when signed out. Offline, an
 * expired token cannot be refreshed but stays stored: the person last signed in goes on (their calls wait for
 * the connection, and the next refresh online decides).
 */
export async function loadSignedInUser(): Promise<SignedInUser | null> {
  try {
    const { tokens } = await fetchAuthSession();
    const claims = tokens?.idToken?.payload;
    const user = claims ? userFromClaims(claims) : null;
    keepCopy('user', '', user);
    return user;
  } catch (error) {
    return isNetworkFailure(error) ? rememberedUser() : null;
  }
}

/** The id token (it carries `custom:customerNo`) for the API's `Authorization` header, or null. */
export async function currentIdToken(): Promise<string | null> {
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}
