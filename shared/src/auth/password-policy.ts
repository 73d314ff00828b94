/**
 * The password policy of the user pool. The CDK stack configures Cognito with it, and the server checks it
 * itself because the local Cognito emulator does not enforce it; the sign-up form shows it before submit.
 */
export const passwordPolicy = {
  minLength: 10,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: false,
} as const;

/** Names of the rules a password breaks, empty when it satisfies the policy. */
export function passwordPolicyViolations(password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  if (password.length < passwordPolicy.minLength) broken.push('minLength');
  if (passwordPolicy.requireLowercase && !/[a-z]/.test(password)) broken.push('lowercase');
  if (passwordPolicy.requireUppercase && !/[A-Z]/.test(password)) broken.push('uppercase');
  if (passwordPolicy.requireDigits && !/[0-9]/.test(password)) broken.push('digit');
  return broken;
}

export type PasswordRule = 'minLength' | 'lowercase' | 'uppercase' | 'digit';
