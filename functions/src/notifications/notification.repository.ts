import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import {
  ZNotice,
  ZNotification,
  notificationRetentionDays,
  type TNotice,
  type TNotification,
  type TNotificationPage,
} from '@app/shared/notifications/notification';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { transact } from '../data/transact';

const retentionSeconds = notificationRetentionDays * 24 * 60 * 60;

/**
 * `USER#<u>#NOTIFICATIONS` / `<createdAt>#<id>`: one notification of a person (docs/data-model.md section 8),
 * newest first by its sort key; DynamoDB's TTL removes it after 180 days.
 */
const notificationEntity = defineEntity({
  type: 'NOTIFICATION',
  schema: ZNotification,
  versioned: false,
  expiresAt: ({ createdAt }) => Math.floor(Date.parse(createdAt) / 1000) + retentionSeconds,
}).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId, 'NOTIFICATIONS'] },
  sort: { sources: ['createdAt', 'id'], key: ({ createdAt, id }) => `${createdAt}#${id}` },
});

/**
 * `USER#<u>` / `UNREAD`: how many of a person's notifications are unread, counted up by every notification and
 * down by marking one read; "all read" sets it to 0 and remembers when (`readAllAt`): older items show as read.
 */
const unreadEntity = defineEntity({
  type: 'UNREAD',
  schema: z.object({
    userId: z.string(),
    count: z.number().int().optional(),
    readAllAt: z.iso.datetime().optional(),
  }),
  versioned: false,
}).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: [], key: () => 'UNREAD' },
});

export interface UnreadState {
  /** Never below 0 (a counter may drift below under races; it is shown clamped). */
  count: number;
  readAllAt?: string | undefined;
}

/** Whether a notification counts as read: marked so, or older than the last "mark all read". */
export function isRead(notification: TNotification, readAllAt: string | undefined): boolean {
  return notification.read || (readAllAt !== undefined && notification.createdAt <= readAllAt);
}

/**
 * A person's notifications. Other areas notify inside their own change's transaction: they add
 * `notifyWrites(...)` (or `notifyManyWrites(...)` for a few people) to the writes they commit, so the notice
 * exists exactly when the change does.
 */
export class NotificationRepository {
  private readonly notifications;
  private readonly unread;

  constructor(private readonly tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.notifications = notificationEntity.in(table);
    this.unread = unreadEntity.in(table);
  }

  /** The notification a notice becomes (answered so that a caller can, say, mail it too). */
  build(userId: string, notice: TNotice, at: Date, options: { mailed?: boolean } = {}): TNotification {
    const { messageKey, params, link } = ZNotice.parse(notice);
    return {
      id: randomUUID(),
      userId,
      createdAt: at.toISOString(),
      messageKey,
      params,
      ...(link ? { link } : {}),
      read: false,
      ...(options.mailed ? { mailed: true } : {}),
    };
  }

  /**
   * The transaction writes that notify one person (2 writes: the notification and the unread counter); add them
   * to the writes of the change they tell about. `at` is the change's `now()`.
   */
  notifyWrites(
    userId: string,
    notice: TNotice,
    at: Date,
    options: { mailed?: boolean } = {},
  ): TransactionWrite[] {
    return this.writesOf(this.build(userId, notice, at, options));
  }

  /** The writes that store an already built notification (see `build`). */
  writesOf(notification: TNotification): TransactionWrite[] {
    return [
      this.notifications.createWrite(notification),
      this.unread.updateWrite({ userId: notification.userId }, { add: { count: 1 } }),
    ];
  }

  /**
   * The writes that notify several people (2 writes each; a person named twice is notified once). A
   * transaction holds at most 100 writes: for more people use `notifyMany`.
   */
  notifyManyWrites(userIds: readonly string[], notice: TNotice, at: Date): TransactionWrite[] {
    return [...new Set(userIds)].flatMap((userId) => this.notifyWrites(userId, notice, at));
  }

  /**
   * Notifies many people outside a change's transaction (AutoNotify of a plan and the like): per person one
   * small transaction, so a failure leaves the others notified.
   */
  async notifyMany(userIds: readonly string[], notice: TNotice, at: Date): Promise<void> {
    const writes = this.notifyManyWrites(userIds, notice, at);
    await transact(this.tenant, writes, { atomic: false });
  }

  /** One page of a person's notifications, newest first: 1 Q. */
  async list(
    userId: string,
    page: { limit: number; cursor?: string | undefined },
  ): Promise<TNotificationPage> {
    const result = await this.notifications.query({
      partition: { userId },
      newestFirst: true,
      limit: page.limit,
      ...(page.cursor ? { cursor: page.cursor } : {}),
    });
    return { items: result.items, ...(result.nextCursor ? { nextCursor: result.nextCursor } : {}) };
  }

  async find(userId: string, createdAt: string, id: string): Promise<TNotification | undefined> {
    return this.notifications.get({ userId, createdAt, id });
  }

  /** The unread counter: 1 G. */
  async unreadState(userId: string): Promise<UnreadState> {
    const item = await this.unread.get({ userId });
    return { count: Math.max(0, item?.count ?? 0), readAllAt: item?.readAllAt };
  }

  /**
   * Marks one notification read (it must still be unread; CONFLICT otherwise) and, when it was counted as
   * unread (newer than the last "all read"), counts the counter down: one transaction.
   */
  async markRead(notification: TNotification, counted: boolean): Promise<void> {
    const { userId, createdAt, id } = notification;
    await transact(this.tenant, [
      this.notifications.updateWrite(
        { userId, createdAt, id },
        { set: { read: true }, where: { read: false }, mustExist: true },
      ),
      ...(counted ? [this.unread.updateWrite({ userId }, { add: { count: -1 } })] : []),
    ]);
  }

  /** Every notification read: the counter to 0 and `readAllAt` (older items show as read): 1 U. */
  async markAllRead(userId: string, at: Date): Promise<void> {
    await this.unread.put({ userId, count: 0, readAllAt: at.toISOString() });
  }
}
