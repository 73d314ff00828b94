import type { TenantContext } from './tenant-context';

type Claims = Record<string, string | number | boolean | string[]> | undefined;

const customerNoPattern = /^[0-9]{1,12}$/;

/**
 * The tenant of a verified id token. The Cognito username is `<customerNo>#<username>`; the customer number
 * itself comes from the immutable `custom:customerNo` attribute that only the server can set, and both must
 * agree, so a token can never claim another tenant.
 */
export function tenantFromClaims(claims: Claims): TenantContext | undefined {
  if (!claims) return undefined;
  const customerNo = claims['custom:customerNo'];
  const sub = claims.sub;
  const cognitoUsername = claims['cognito:username'];
  if (typeof customerNo !== 'string' || !customerNoPattern.test(customerNo)) return undefined;
  if (typeof sub !== 'string' || typeof cognitoUsername !== 'string') return undefined;
  const separator = cognitoUsername.indexOf('#');
  if (separator < 0 || cognitoUsername.slice(0, separator) !== customerNo) return undefined;
  return { customerNo, userSub: sub, username: cognitoUsername.slice(separator + 1) };
}
