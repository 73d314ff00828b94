import * as z from 'zod';
import { ZJsonValue } from '../api/json-value';
import { languages } from '../i18n/languages';
import { ZEmail, ZPassword, ZUsername } from '../tenants/credentials';

export const ZUserId = z.uuid();
const ZUnitRef = z.uuid();

/** A person belongs to a primary unit and at most this many extra units (data model section 7). */
export const maxExtraUnits = 5;
/** A person holds at most this many qualifications (`functions/src/qualifications`). */
export const maxUserQualifications = 50;
/** A person is responsible for at most this many units (each with everything below it). */
export const maxResponsibleUnits = 100;
/** The users grid of a unit shows this many per page, and pages only when there are more. */
export const userPageSize = 25;

/** The qualifications a person holds: ids of the catalogue's, each once. */
export const ZUserQualificationIds = z
  .array(z.uuid())
  .max(maxUserQualifications)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' });

export const ZUser = z.object({
  id: ZUserId,
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  roleIds: z.array(z.string()),
  active: z.boolean(),
  language: z.enum(languages),
  /** The primary unit (null only for users of before units, until they are given the root unit). */
  unitId: ZUnitRef.nullable(),
  extraUnitIds: z.array(ZUnitRef),
  /**
   * The units the person is responsible for (plans, decides on), each with the units below it; `null`: every
   * unit (administrators always, and everyone until an administrator narrows them). Only meaningful with a
   * planner's permissions (docs/permissions.md, "Responsibility for units").
   */
  responsibleUnitIds: z.array(ZUnitRef).nullable(),
  userGroupIds: z.array(z.string()),
  /** Custom field values, by field id (`shared/src/user-fields`). */
  fields: z.record(z.string(), z.json()),
  /** Ids of the qualifications the person holds (the calendar reads them from the memberships). */
  qualificationIds: z.array(z.string()),
  /** The person's photo as a short-lived signed GET, in lists and single reads (absent: no photo). */
  photoUrl: z.string().optional(),
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
  /**
   * The unit the user is created in (`/User/Create?groupId`; the dialog always sends it). Left out by older
   * clients and scripts: the root unit, so that nobody is without a unit.
   */
  unitId: ZUnitRef.optional(),
  qualificationIds: ZUserQualificationIds.optional(),
});

/** `/User/Copy?userId`: a new person with the roles, units, groups, fields and qualifications of another. */
export const ZUserCopy = ZUserCreate.omit({ roleIds: true, unitId: true, qualificationIds: true });
export type TUserCopy = z.input<typeof ZUserCopy>;

/** `POST /api/users/MoveToUnit`: a new primary unit. */
export const ZUserMove = z.strictObject({ unitId: ZUnitRef, version: z.number().int().positive() });
export type TUserMove = z.input<typeof ZUserMove>;

/** `/Api/Users/ExtraUnits`: the extra units (never the primary one), at most five. */
export const ZExtraUnits = z.strictObject({
  unitIds: z.array(ZUnitRef).max(maxExtraUnits),
  version: z.number().int().positive(),
});
export type TExtraUnits = z.input<typeof ZExtraUnits>;

/**
 * `PUT /api/users/{userId}/responsible-units`: every unit (`all`), or the listed ones with everything below them
 * (an empty list: none).
 */
export const ZResponsibleUnits = z.strictObject({
  all: z.boolean(),
  unitIds: z.array(ZUnitRef).max(maxResponsibleUnits),
  version: z.number().int().positive(),
});
export type TResponsibleUnits = z.input<typeof ZResponsibleUnits>;

/** The users grid of one unit: a page of 25, searched by name, username or e-mail. */
export const ZUnitUsersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  search: z.string().trim().max(100).optional(),
  /** Members by primary unit only, or also those with the unit as an extra one. */
  extra: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export const ZUserPage = z.object({
  items: z.array(ZUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TUserPage = z.infer<typeof ZUserPage>;

export const ZUserUpdate = z.strictObject({
  displayName: z.string().trim().min(1).max(100),
  email: ZEmail,
  roleIds: z.array(z.uuid()).min(1).max(20),
  /** Left out: unchanged. Checked against the tenant's field definitions (numbers and depth bounded first). */
  fields: z.record(z.string(), ZJsonValue).optional(),
  userGroupIds: z.array(z.uuid()).max(100).optional(),
  /** Left out: unchanged. Each must be in the catalogue (or already held). */
  qualificationIds: ZUserQualificationIds.optional(),
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
