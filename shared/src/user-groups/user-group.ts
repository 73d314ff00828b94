import * as z from 'zod';

export const ZUserGroupId = z.uuid();

/** A user group (`/UserGroups/Edit/{id}`): a name people are gathered under (payroll exports, filters). */
export const ZUserGroup = z.object({
  id: ZUserGroupId,
  name: z.string(),
  version: z.number().int(),
});
export type TUserGroup = z.infer<typeof ZUserGroup>;

export const ZUserGroupCreate = z.strictObject({ name: z.string().trim().min(1).max(50) });
export const ZUserGroupUpdate = ZUserGroupCreate.extend({ version: z.number().int().positive() });
export type TUserGroupCreate = z.input<typeof ZUserGroupCreate>;
export type TUserGroupUpdate = z.input<typeof ZUserGroupUpdate>;
