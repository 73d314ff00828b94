import * as z from 'zod';
import { editions, selectableEditions } from './editions';

export const ZSubscription = z.object({
  edition: z.enum(editions),
  trialEndsAt: z.iso.datetime().nullable(),
  isTrialAndExpired: z.boolean(),
  usage: z.object({ activeUsers: z.number().int(), sites: z.number().int() }),
  version: z.number().int(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZSubscriptionChange = z.strictObject({
  edition: z.enum(selectableEditions),
  version: z.number().int().positive(),
});
