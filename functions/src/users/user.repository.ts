import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type ItemKey, type TransactionWrite } from '../data/tenant-table';

export interface UserRecord extends ItemKey {
  gsi1pk: string;
  gsi1sk: string;
  id: string;
  username: string;
  displayName: string;
  email: string;
  roleIds: string[];
  active: boolean;
  language: 'de' | 'en';
  createdAt: string;
  version: number;
}

export type NewUser = Pick<
  UserRecord,
  'id' | 'username' | 'displayName' | 'email' | 'roleIds' | 'active' | 'language' | 'createdAt'
>;

/**
 * Users of a tenant. A second item per user reserves the username (unique per tenant) and leads from the
 * username in the token to the user's id.
 */
export class UserRepository {
  private readonly table: TenantTable;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
  }

  private keyOf(userId: string) {
    return { pk: this.table.key('USER', userId), sk: 'USER' };
  }

  private usernameKey(username: string) {
    return { pk: this.table.key('USERNAME', username), sk: 'USERNAME' };
  }

  private record(user: NewUser): Omit<UserRecord, 'version'> {
    return {
      ...user,
      ...this.keyOf(user.id),
      gsi1pk: this.table.key('USERS'),
      gsi1sk: `${user.displayName.toLowerCase()}#${user.id}`,
    };
  }

  /** Creates user and username reservation; the transaction fails (409) when the username is taken. */
  createWrites(user: NewUser): TransactionWrite[] {
    return [
      { put: { ...this.record(user), version: 1 }, ifNotExists: true },
      { put: { ...this.usernameKey(user.username), userId: user.id }, ifNotExists: true },
    ];
  }

  async create(user: NewUser): Promise<void> {
    await this.table.transact(this.createWrites(user));
  }

  get(userId: string): Promise<UserRecord | undefined> {
    return this.table.get<UserRecord>(this.keyOf(userId));
  }

  async findByUsername(username: string): Promise<UserRecord | undefined> {
    const reservation = await this.table.get<ItemKey & { userId: string }>(this.usernameKey(username));
    return reservation ? this.get(reservation.userId) : undefined;
  }

  /** Every user of the tenant, by display name. */
  list(): Promise<UserRecord[]> {
    return this.table.queryAll<UserRecord>({ index: 'gsi1', partitionKey: this.table.key('USERS') });
  }

  update(userId: string, changes: Partial<NewUser>, expectedVersion?: number): Promise<UserRecord> {
    const sortKey =
      changes.displayName === undefined ? {} : { gsi1sk: `${changes.displayName.toLowerCase()}#${userId}` };
    return this.table.update<UserRecord>(
      this.keyOf(userId),
      { ...changes, ...sortKey },
      {
        ...(expectedVersion === undefined ? {} : { expectedVersion }),
      },
    );
  }

  /** Removes user and username reservation (409 when the user changed since `expectedVersion`). */
  deleteWrites(user: Pick<UserRecord, 'id' | 'username'>, expectedVersion?: number): TransactionWrite[] {
    return [
      { delete: this.keyOf(user.id), ...(expectedVersion === undefined ? {} : { expectedVersion }) },
      { delete: this.usernameKey(user.username) },
    ];
  }
}
