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
