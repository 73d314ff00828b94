import * as z from 'zod';
import { ZUser } from '@app/shared/users/user';
import { ZAppRegistration } from '@app/shared/users/user-extras';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type ItemRead, type Page, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { readerOf } from '../data/item-readers';
import { MembershipRepository, type MemberState, type MemberWorkingTime } from './membership.repository';

/**
 * A user as kept: the API's user and when it was created. The organisation's attributes are optional: users of
 * before units lack them (read as no unit, no extra units, no groups, no fields).
 */
const ZStoredUser = ZUser.omit({
  version: true,
  unitId: true,
  extraUnitIds: true,
  responsibleUnitIds: true,
  userGroupIds: true,
  fields: true,
  qualificationIds: true,
  photoUrl: true,
}).extend({
  createdAt: z.iso.datetime(),
  unitId: z.string().nullable().optional(),
  extraUnitIds: z.array(z.string()).optional(),
  /** Absent (users of before, and the default): responsible for every unit. */
  responsibleUnitIds: z.array(z.string()).nullable().optional(),
  userGroupIds: z.array(z.string()).optional(),
  fields: z.record(z.string(), z.json()).optional(),
  qualificationIds: z.array(z.string()).optional(),
  /** The registered mobile app, if any (reset by `resetApp`). */
  appRegistration: ZAppRegistration.optional(),
  /** The person's photo: its object in the uploads bucket (`user-photo.service.ts`). */
  photo: z.object({ key: z.string(), contentType: z.string(), updatedAt: z.iso.datetime() }).optional(),
});
export type NewUser = z.infer<typeof ZStoredUser>;
export type User = NewUser & { version: number };

/** `USER#<id>`; the tenant's users by display name on gsi1 `USERS`. */
const userEntity = defineEntity({ type: 'USER', schema: ZStoredUser, versioned: true })
  .key({
    partition: { sources: ['id'], key: ({ id }) => ['USER', id] },
    sort: { sources: [], key: () => 'USER' },
  })
  .index('gsi1', {
    partition: { sources: [], key: () => ['USERS'] },
    sort: {
      sources: ['displayName', 'id'],
      key: ({ displayName, id }) => `${displayName.toLowerCase()}#${id}`,
    },
  });

/**
 * `USERNAME#<username>`: reserves the username (unique per tenant), leads from the token's name to the id, and
 * holds the `sub` of the user's sign-in identity, which the caller's token must carry, so that a token of a
 * deleted `jdoe` does not act as a new `jdoe`. `sub` is `null` while the identity is being created, and absent
 * on users created before identities were recorded. Unversioned: recording the identity is no edit of the user.
 */
const usernameEntity = defineEntity({
  type: 'USERNAME',
  schema: z.object({
    username: z.string(),
    userId: z.string(),
    sub: z.string().min(1).nullable().optional(),
    /** The person's last invitation (absent: none since these were kept). */
    invitedAt: z.iso.datetime().optional(),
    /** The person's first request after signing in (absent: not signed in since these were kept). */
    signedInAt: z.iso.datetime().optional(),
  }),
  versioned: false,
}).key({
  partition: { sources: ['username'], key: ({ username }) => ['USERNAME', username] },
  sort: { sources: [], key: () => 'USERNAME' },
});

/** Whose sign-in a username leads to. */
export interface UserIdentity {
  userId: string;
  /** See `usernameEntity`: null while being created, undefined on users of before. */
  sub: string | null | undefined;
}

/** What the username reservation knows of a person's sign-in. */
export interface SignInFacts {
  /** See `usernameEntity`: null while being created (or never, for imported people), undefined on users of before. */
  sub: string | null | undefined;
  invitedAt: string | null;
  signedInAt: string | null;
}

/** Users in a Query or BatchGet that other items share (gsi1 `USERS`, a person's partition). */
export const userReader = readerOf(userEntity);

export class UserRepository {
  private readonly table: TenantTable;
  private readonly users;
  private readonly usernames;
  private readonly memberships;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
    this.memberships = new MembershipRepository(tenant);
    this.users = userEntity.in(this.table);
    this.usernames = usernameEntity.in(this.table);
  }

  get(userId: string): Promise<User | undefined> {
    return this.users.get({ id: userId });
  }

  /** These users in one BatchGet, in the order asked; unknown ids are left out. */
  getMany(userIds: readonly string[]): Promise<User[]> {
    return this.users.getMany(userIds.map((id) => ({ id })));
  }

  async findByUsername(username: string): Promise<User | undefined> {
    const reservation = await this.usernames.get({ username });
    return reservation ? this.get(reservation.userId) : undefined;
  }

  /** The user a username leads to, with the sub of their identity (1 G). */
  async identityOf(username: string): Promise<UserIdentity | undefined> {
    const reservation = await this.usernames.get({ username });
    return reservation && { userId: reservation.userId, sub: reservation.sub };
  }

  /** `identityOf` as one read of several at once (`TenantTable.getTogether`). */
  identityRead(username: string): ItemRead<UserIdentity> {
    const { key, read } = this.usernames.readOf({ username });
    return {
      key,
      read: (item) => {
        const reservation = read(item);
        return { userId: reservation.userId, sub: reservation.sub };
      },
    };
  }

  /** A user as one read of several at once (`TenantTable.getTogether`). */
  userRead(userId: string): ItemRead<User> {
    return this.users.readOf({ id: userId });
  }

  /**
   * Where these usernames stand with their sign-in (BatchGet of the reservations): the identity's sub, the last
   * invitation and the first sign-in; a username without reservation is left out.
   */
  async signInFacts(usernames: readonly string[]): Promise<Map<string, SignInFacts>> {
    const reservations = await this.usernames.getMany(usernames.map((username) => ({ username })));
    return new Map(
      reservations.map((reservation) => [
        reservation.username,
        {
          sub: reservation.sub,
          invitedAt: reservation.invitedAt ?? null,
          signedInAt: reservation.signedInAt ?? null,
        },
      ]),
    );
  }

  /** Transaction write: the username's last invitation was sent at `at` (the reservation must exist). */
  invitedWrite(username: string, at: Date): TransactionWrite {
    return this.usernames.updateWrite(
      { username },
      { set: { invitedAt: at.toISOString() }, mustExist: true },
    );
  }

  /** Records the first sign-in of the username (the caller checked that none is recorded yet). */
  async recordSignIn(username: string, at: Date): Promise<void> {
    await this.usernames.update({ username }, { signedInAt: at.toISOString() });
  }

  /** Records the sub of the user's sign-in identity, once Cognito created it. */
  async recordIdentity(username: string, sub: string): Promise<void> {
    await this.usernames.update({ username }, { sub });
  }

  /** The memberships of a unit (see `MembershipRepository.listOf`). */
  membersOf(unitId: string) {
    return this.memberships.listOf(unitId);
  }

  /** Every user of the tenant, by display name. */
  list(): Promise<User[]> {
    return this.users.queryAll({ index: 'gsi1', partition: {} });
  }

  /** One page of users by display name, those whose name begins with `search` if given: 1 Q gsi1 `USERS`. */
  namePage(limit: number, cursor?: string, search?: string): Promise<Page<User>> {
    const prefix = search?.trim().toLowerCase();
    return this.users.query({
      index: 'gsi1',
      partition: {},
      limit,
      ...(prefix ? { sort: { beginsWith: prefix } } : {}),
      ...(cursor ? { cursor } : {}),
    });
  }

  /** Changes some attributes outside any transaction (the user's own settings). */
  update(
    userId: string,
    changes: Partial<Omit<NewUser, 'id' | 'username' | 'createdAt'>>,
    expectedVersion?: number,
  ): Promise<User> {
    return this.users.update(
      { id: userId },
      changes,
      expectedVersion === undefined ? {} : { expectedVersion },
    );
  }

  /**
   * Creates user and username reservation; the transaction fails (CONFLICT) when the username is taken. No token
   * is accepted for the user until `recordIdentity` names the sub of their new sign-in identity.
   */
  createWrites(user: NewUser) {
    return [
      this.users.createWrite(user),
      this.usernames.createWrite({ username: user.username, userId: user.id, sub: null }),
      ...this.memberships.writes(undefined, user),
    ];
  }

  /** Replaces the user, if still at `expectedVersion` (the username never changes). */
  updateWrite(user: NewUser, expectedVersion: number) {
    return this.users.replaceWrite(user, expectedVersion);
  }

  /** Transaction write: the user is still at `expectedVersion` (nothing of it changes). */
  unchangedWrite(userId: string, expectedVersion: number): TransactionWrite {
    return this.users.conditionCheckWrite({ id: userId }, { expectedVersion });
  }

  /**
   * The user's new state and its memberships in the units (moved, extra units changed, renamed, deactivated),
   * if the user is still at `expectedVersion`.
   */
  updateWrites(
    before: NewUser,
    next: NewUser,
    expectedVersion: number,
    /** The person's working-time copy, needed when a unit is added (see `MembershipRepository.writes`). */
    workingTime?: MemberWorkingTime | null,
  ): TransactionWrite[] {
    return [
      this.users.replaceWrite(next, expectedVersion),
      ...this.memberships.writes(before, next, workingTime),
    ];
  }

  /**
   * A saved working-time model copied onto the person's memberships, with a check that the user is still at the
   * version whose units were read (the user item itself is not changed).
   */
  workingTimeWrites(user: User, workingTime: MemberWorkingTime | null): TransactionWrite[] {
    return [
      this.users.conditionCheckWrite({ id: user.id }, { expectedVersion: user.version }),
      ...this.memberships.workingTimeWrites(user, workingTime),
    ];
  }

  /**
   * Removes user, username reservation and memberships (CONFLICT when the user changed since
   * `expectedVersion`).
   */
  deleteWrites(user: Pick<User, 'id' | 'username'> & Partial<MemberState>, expectedVersion?: number) {
    return [
      this.users.deleteWrite({ id: user.id }, expectedVersion === undefined ? {} : { expectedVersion }),
      this.usernames.deleteWrite({ username: user.username }),
      ...this.memberships.writes(
        user.unitId ? { displayName: '', active: false, ...user } : undefined,
        undefined,
      ),
    ];
  }

  /**
   * Takes back a user whose creation could not be finished (no sign-in): user and reservation together, with
   * what else the creation changed (the tenant's counts).
   */
  async removeUnfinished(
    user: Pick<User, 'id' | 'username'>,
    alongWith: readonly TransactionWrite[] = [],
  ): Promise<void> {
    await this.table.transact([...this.deleteWrites(user), ...alongWith]);
  }
}
