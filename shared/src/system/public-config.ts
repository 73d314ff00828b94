import * as z from 'zod';

/** Cognito authentication flows the SPA may use (Amplify's `authFlowType`). */
export const signInFlows = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const;
export type SignInFlow = (typeof signInFlows)[number];

/** What the SPA needs before sign-in: `GET /api/public/config`. */
export const ZPublicConfig = z.object({
  stage: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set locally (cognito-local); absent in AWS, where Amplify derives the endpoint from the region. */
  userPoolEndpoint: z.string().optional(),
  /**
   * How the SPA signs in: SRP in AWS (the password never leaves the browser), `USER_PASSWORD_AUTH` only
   * against the local Cognito stand-in, which knows no SRP (the AWS client does not even allow it).
   */
  signInFlow: z.enum(signInFlows),
  /** Set when the installation serves a single customer: the sign-in skips the customer step. */
  singleCustomerNo: z.string().optional(),
  languages: z.array(z.enum(['de', 'en'])),
  defaultLanguage: z.enum(['de', 'en']),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export const ZHealth = z.object({ status: z.literal('ok'), time: z.string() });
