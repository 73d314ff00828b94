import * as z from 'zod';
import { permissionNames, type PermissionName } from './permissions';

export const ZRoleId = z.uuid();

export const ZPermissionName = z.enum(permissionNames as [PermissionName, ...PermissionName[]]);

export const ZRole = z.object({
  id: ZRoleId,
  name: z.string(),
  /** Built-in roles keep their key (administrator, planner, employee); the Administrator role cannot lose access.administrator. */
  key: z.string().nullable(),
  permissions: z.array(ZPermissionName),
  assignedUsers: z.number().int().nonnegative(),
  version: z.number().int(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZRoleInput = z.strictObject({
  name: z.string().trim().min(1).max(50),
  permissions: z.array(ZPermissionName).max(permissionNames.length),
});

export const ZRoleUpdate = ZRoleInput.extend({ version: z.number().int().positive() });
