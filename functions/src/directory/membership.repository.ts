import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';
import { readerOf } from '../data/item-readers';

/**
 * What the calendar needs of a person's working-time model (`USER#<u>` / `WORKTIME`), copied onto each of their
 * memberships so that a unit's calendar reads its people with the unit (hours remaining, shift-interaction flags).
 * At most 50 periods (the model's bound): ~4 KB.
 */
const ZMemberWorkingTime = z.object({
  periods: z.array(
    z.object({
      validFrom: z.string(),
      itemClass: z.enum(['Week', 'Month']),
      targetHours: z.number(),
      workingDays: z.number(),
    }),
  ),
  allowShiftInteraction: z.boolean(),
  allowShiftInteractionRequest: z.boolean(),
  createShift: z.boolean(),
});
export type MemberWorkingTime = z.infer<typeof ZMemberWorkingTime>;

/** The member copy of a working-time model (null: the person has none). */
export function memberWorkingTimeOf(
  model:
    | (Omit<MemberWorkingTime, 'periods'> & { periods: readonly MemberWorkingTime['periods'][number][] })
    | undefined,
): MemberWorkingTime | null {
  if (!model) return null;
  return {
    periods: model.periods.map(({ validFrom, itemClass, targetHours, workingDays }) => ({
      validFrom,
      itemClass,
      targetHours,
      workingDays,
    })),
    allowShiftInteraction: model.allowShiftInteraction,
    allowShiftInteractionRequest: model.allowShiftInteractionRequest,
    createShift: model.createShift,
  };
}

/**
 * `UNIT#<U>` / `MEMBER#<u>`: a person in a unit's collection (data model section 7), so that the unit's grid and
 * the calendar read the people of a unit with its other items in one Query. Unversioned: it is always written in
 * the same transaction as the user item (or the working-time model), whose version guards the change. Items of
 * before `qualificationIds` and `workingTime` lack them: no qualifications, no model.
 */
const ZMembership = z.object({
  unitId: z.string(),
  userId: z.string(),
  displayName: z.string(),
  primary: z.boolean(),
  active: z.boolean(),
  qualificationIds: z.array(z.string()).optional(),
  /** null or absent: no working-time model. */
  workingTime: ZMemberWorkingTime.nullable().optional(),
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
  qualificationIds?: readonly string[] | undefined;
}

/** The memberships of a user's state, without the working-time copy (that comes from the model). */
function membershipsOf(user: MemberState | undefined): Membership[] {
  if (!user?.unitId) return [];
  const primary = {
    unitId: user.unitId,
    userId: user.id,
    displayName: user.displayName,
    active: user.active,
    qualificationIds: [...(user.qualificationIds ?? [])],
  };
  return [
    { ...primary, primary: true },
    ...(user.extraUnitIds ?? [])
      .filter((unitId) => unitId !== user.unitId)
      .map((unitId) => ({ ...primary, unitId, primary: false })),
  ];
}

const same = (a: Membership, b: Membership) =>
  a.displayName === b.displayName &&
  a.primary === b.primary &&
  a.active === b.active &&
  (a.qualificationIds ?? []).join() === (b.qualificationIds ?? []).join();

/** Members in a Query of a unit's collection, which other areas' items share. */
export const memberReader = readerOf(memberEntity);

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
   * no after), for the user's own transaction: at most 12 with 6 units a person. A changed membership is updated
   * in the attributes the user decides (its working-time copy stays); a new one of an existing user needs the
   * person's working-time copy (`workingTime`, null: none), read with a condition on the model's version in the
   * same transaction, so that a unit added never lacks it.
   */
  writes(
    before: MemberState | undefined,
    after: MemberState | undefined,
    workingTime?: MemberWorkingTime | null,
  ): TransactionWrite[] {
    const old = membershipsOf(before);
    const next = membershipsOf(after);
    const added = next.filter((member) => !old.some((candidate) => candidate.unitId === member.unitId));
    // A new user has no model yet; an existing one joining a unit must bring theirs along.
    if (before && added.length && workingTime === undefined)
      throw new Error('A membership added without the working-time model');
    return [
      ...old
        .filter((member) => !next.some((candidate) => candidate.unitId === member.unitId))
        .map((member) => this.members.deleteWrite({ unitId: member.unitId, userId: member.userId })),
      ...added.map((member) => this.members.putWrite({ ...member, workingTime: workingTime ?? null })),
      ...next
        .filter((member) => {
          const previous = old.find((candidate) => candidate.unitId === member.unitId);
          return previous && !same(previous, member);
        })
        .map(({ unitId, userId, ...changes }) =>
          this.members.updateWrite({ unitId, userId }, { set: changes }),
        ),
    ];
  }

  /**
   * The working-time copy on each of the person's memberships (a saved model), with the user's state read at a
   * version the same transaction checks: at most 6 updates.
   */
  workingTimeWrites(user: MemberState, workingTime: MemberWorkingTime | null): TransactionWrite[] {
    return membershipsOf(user).map(({ unitId, userId, ...state }) =>
      this.members.updateWrite({ unitId, userId }, { set: { ...state, workingTime } }),
    );
  }
}
