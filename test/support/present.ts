/** The value, or a test failure naming what was missing (instead of a non-null assertion). */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what} to be present`);
  return value;
}

/** The `sub` claim of an id token (the Cognito user id). */
export function tokenSubject(token: string): string {
  const payload = present(token.split('.')[1], 'token payload');
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}
