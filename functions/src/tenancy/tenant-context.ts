/**
 * Who is calling, taken from the verified token only (never from the path, query or body).
 * Repositories build every key from it.
 */
export interface TenantContext {
  /** The tenant's customer number, from the token's `custom:customerNo` claim. */
  customerNo: string;
  /** The Cognito subject of the calling user. */
  userSub: string;
  /** The tenant-local username (the part after `<customerNo>#` of the Cognito username). */
  username: string;
}
