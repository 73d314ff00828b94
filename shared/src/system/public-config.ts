import * as z from 'zod';

/** What the SPA needs before sign-in: `GET /api/public/config`. */
export const ZPublicConfig = z.object({
  stage: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set locally (cognito-local); absent in AWS, where Amplify derives the endpoint from the region. */
  userPoolEndpoint: z.string().optional(),
  /** Set when the installation serves a single customer: the sign-in skips the customer step. */
  singleCustomerNo: z.string().optional(),
  languages: z.array(z.enum(['de', 'en'])),
  defaultLanguage: z.enum(['de', 'en']),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export const ZHealth = z.object({ status: z.literal('ok'), time: z.string() });
