import * as z from 'zod';

/** The mobile app a person registered (one device); reset by an administrator (`/api/users/resetApp`). */
export const ZAppRegistration = z.object({
  deviceName: z.string().max(200),
  registeredAt: z.iso.datetime(),
});
export type TAppRegistration = z.infer<typeof ZAppRegistration>;

/** The user dialog's login tab (spec: Name, MailAddress), with the username and the app registration. */
export const ZLoginInfo = z.object({
  name: z.string(),
  mailAddress: z.string(),
  username: z.string(),
  appRegistration: ZAppRegistration.nullable(),
});
export type TLoginInfo = z.infer<typeof ZLoginInfo>;

/** `POST /api/users/RecalculateTimeAccount`: whose time accounts to compute again. */
export const ZTimeAccountRecalculation = z.strictObject({
  userIds: z.array(z.uuid()).min(1).max(500),
});

/**
 * The call is accepted, checks the people and recalculates nothing (`NO_TRACKING_DATA`); a person's year is
 * recalculated by the year tables (docs/time.md, docs/decisions.md "Recalculate time account").
 */
export const ZTimeAccountRecalculationResult = z.object({
  users: z.number().int(),
  entries: z.number().int(),
  status: z.enum(['DONE', 'NO_TRACKING_DATA']),
});
