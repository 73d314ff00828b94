import * as z from 'zod';
import { ZPlainDate } from '../time/tenant-time';

/**
 * In-app notifications of a person (docs/data-model.md section 8): a message key of the i18n namespace
 * `notifications` with its parameters (rendered in the reader's language, not the sender's), and a link to what
 * it is about. Kept 180 days.
 */

/**
 * What a notification links to; the web maps each kind to a page (`calendar` to `/calendar?date=`). `request`:
 * a shift request, `id` its request key (calendar/entry-id.ts), opened as a sheet on the home page; older
 * notifications about requests link to the `shift` (entry id and date).
 */
export const notificationLinkKinds = [
  'calendar',
  'shift',
  'request',
  'absence',
  'appointment',
  'user',
  'message',
  'task',
] as const;
export const ZNotificationLinkKind = z.enum(notificationLinkKinds);
export type TNotificationLinkKind = z.infer<typeof ZNotificationLinkKind>;

export const ZNotificationLink = z.strictObject({
  kind: ZNotificationLinkKind,
  id: z.string().max(200).optional(),
  date: ZPlainDate.optional(),
});
export type TNotificationLink = z.infer<typeof ZNotificationLink>;

/** A key of the `notifications` namespace, e.g. `message.received` or `shift.assigned`. */
export const ZNotificationMessageKey = z
  .string()
  .max(100)
  .regex(/^[a-zA-Z][a-zA-Z0-9_.]*$/);

/** Interpolation values of the message: short strings and numbers only (names, dates, subjects). */
export const ZNotificationParams = z.record(z.string().max(40), z.union([z.string().max(4000), z.number()]));
export type TNotificationParams = z.infer<typeof ZNotificationParams>;

/** What a change tells a person: the message and where it leads. */
export const ZNotice = z.object({
  messageKey: ZNotificationMessageKey,
  params: ZNotificationParams.default({}),
  link: ZNotificationLink.optional(),
});
export type TNotice = z.input<typeof ZNotice>;

export const ZNotificationId = z.uuid();

export const ZNotification = z.object({
  id: ZNotificationId,
  userId: z.uuid(),
  createdAt: z.iso.datetime(),
  messageKey: ZNotificationMessageKey,
  params: ZNotificationParams,
  link: ZNotificationLink.optional(),
  read: z.boolean(),
  /** Whether it was also sent by mail. */
  mailed: z.boolean().optional(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** How long a notification is kept (DynamoDB TTL). */
export const notificationRetentionDays = 180;

/** Entries the header's popover shows before its 'more' row. */
export const notificationPopoverSize = 5;

export const ZNotificationPage = z.object({
  items: z.array(ZNotification),
  nextCursor: z.string().optional(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZUnreadCount = z.object({ unread: z.number().int().min(0) });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;
