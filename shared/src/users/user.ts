import * as z from 'zod';
import { languages } from '../i18n/languages';
import { ZEmail, ZPassword, ZUsername } from '../tenants/signup';

export const ZUserId = z.uuid();

export const ZUser = z.object({
  id: ZUserId,
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  roleIds: z.array(z.string()),
  active: z.boolean(),
  language: z.enum(languages),
  version: z.number().int(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserCreate = z.strictObject({
  username: ZUsername,
  displayName: z.string().trim().min(1).max(100),
  email: ZEmail,
  /** Initial password, given to the person by the administrator. */
  password: ZPassword,
  roleIds: z.array(z.uuid()).min(1).max(20),
  language: z.enum(languages).default('de'),
});

export const ZUserUpdate = z.strictObject({
  displayName: z.string().trim().min(1).max(100),
  email: ZEmail,
  roleIds: z.array(z.uuid()).min(1).max(20),
  version: z.number().int().positive(),
});

/** What a client sends to create a user (`language` may be left out). */
export type TUserCreate = z.input<typeof ZUserCreate>;
export type TUserUpdate = z.input<typeof ZUserUpdate>;

export const securityChecks = [
  'group-edit',
  'group-delete',
  'user-edit',
  'user-show',
  'user-delete',
  'year-table-edit',
  'access-for-user',
] as const;
export type SecurityCheck = (typeof securityChecks)[number];

export const ZSecurityCheckResult = z.object({
  allowed: z.boolean(),
  messageKey: z.string().optional(),
  message: z.string().optional(),
});
