import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/**
 * `UNIT#<U>` / `MEMBER#<u>`: a person in a unit's collection (data model section 7), so that the unit's grid and
 * the calendar read the people of a unit with its other items in one Query. Unversioned: it is always written in
 * the same transaction as the user item, whose version guards the change.
 */
const ZMembership = z.object({
  unitId: z.string(),
  userId: z.string(),
  displayName: z.string(),
  primary: z.boolean(),
  active: z.boolean(),
});
const memberEntity = defineEntity({
  type: 'MEMBER',
  schema: ZMembership,
  versioned: false,
}).key({
  partition: { sources: ['unitId'], key: ({ unitId }) => ['UNIT', unitId] },
  sort: { sources: ['userId'], key: ({ userId }) => `MEMBER#${userId}` },
});

export type Membership = z.infer<typeof ZMembership>;

/** What of a user decides its memberships. */
export interface MemberState {
  id: string;
  displayName: string;
  active: boolean;
  unitId?: string | null | undefined;
  extraUnitIds?: readonly string[] | undefined;
}

function membershipsOf(user: MemberState | undefined): Membership[] {
  if (!user?.unitId) return [];
  const primary = {
    unitId: user.unitId,
    userId: user.id,
    displayName: user.displayName,
    active: user.active,
  };
  return [
    { ...primary, primary: true },
    ...(user.extraUnitIds ?? [])
      .filter((unitId) => unitId !== user.unitId)
      .map((unitId) => ({ ...primary, unitId, primary: false })),
  ];
}

const same = (a: Membership, b: Membership) =>
  a.displayName === b.displayName && a.primary === b.primary && a.active === b.active;

export class MembershipRepository {
  private readonly members;

  constructor(tenant: TenantContext) {
    this.members = memberEntity.in(new TenantTable(tenant));
  }

  /** Everyone in the unit (primary and extra), one Query of the unit's collection. */
  listOf(unitId: string): Promise<Membership[]> {
    return this.members.queryAll({ partition: { unitId }, sort: { beginsWith: 'MEMBER#' } });
  }

  /** Whether anyone belongs to the unit: `Limit 1`. */
  async hasAny(unitId: string): Promise<boolean> {
    const page = await this.members.query({
      partition: { unitId },
      sort: { beginsWith: 'MEMBER#' },
      limit: 1,
    });
    return page.items.length > 0;
  }

  /**
   * The writes that take the memberships from the user's state `before` to `after` (create: no before; delete:
   * no after), for the user's own transaction: at most 12 with 6 units a person.
   */
  writes(before: MemberState | undefined, after: MemberState | undefined): TransactionWrite[] {
    const old = membershipsOf(before);
    const next = membershipsOf(after);
    return [
      ...old
        .filter((member) => !next.some((candidate) => candidate.unitId === member.unitId))
        .map((member) => this.members.deleteWrite({ unitId: member.unitId, userId: member.userId })),
      ...next
        .filter((member) => {
          const previous = old.find((candidate) => candidate.unitId === member.unitId);
          return !previous || !same(previous, member);
        })
        .map((member) => this.members.putWrite(member)),
    ];
  }
}
