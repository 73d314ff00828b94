import * as z from 'zod';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

const ZStoredPersonnel = z.object({
  userId: z.string(),
  personnelNumber: z.number().int().nullable(),
  costCentre: z.string(),
});
export type StoredPersonnel = z.infer<typeof ZStoredPersonnel>;
export type Personnel = StoredPersonnel & { version: number };

/** `USER#<u>` / `PAYROLL` (data model section 7): the person's personnel number and default cost centre. */
const personnelEntity = defineEntity({ type: 'USERPAYROLL', schema: ZStoredPersonnel, versioned: true }).key({
  partition: { sources: ['userId'], key: ({ userId }) => ['USER', userId] },
  sort: { sources: [], key: () => 'PAYROLL' },
});

/** `PERSONNELNO#<n>` / `PERSONNELNO`: reserves a personnel number for one person (unique per tenant). */
const reservationEntity = defineEntity({
  type: 'PERSONNELNO',
  schema: z.object({ personnelNumber: z.number().int(), userId: z.string() }),
  versioned: false,
}).key({
  partition: {
    sources: ['personnelNumber'],
    key: ({ personnelNumber }) => ['PERSONNELNO', String(personnelNumber)],
  },
  sort: { sources: [], key: () => 'PERSONNELNO' },
});

export class PersonnelRepository {
  private readonly personnel;
  private readonly reservations;

  constructor(tenant: TenantContext) {
    const table = new TenantTable(tenant);
    this.personnel = personnelEntity.in(table);
    this.reservations = reservationEntity.in(table);
  }

  /** One person's data (1 G); undefined when never saved. */
  of(userId: string): Promise<Personnel | undefined> {
    return this.personnel.get({ userId });
  }

  /** These people's data (BatchGet, 100 a request); people never saved are left out. */
  many(userIds: readonly string[]): Promise<Personnel[]> {
    return this.personnel.getMany(userIds.map((userId) => ({ userId })));
  }

  /** Who holds a personnel number (1 G), if anyone. */
  async holderOf(personnelNumber: number): Promise<string | undefined> {
    return (await this.reservations.get({ personnelNumber }))?.userId;
  }

  /**
   * The save at the version read: the data, the old number's reservation released and the new one taken (a
   * number another person took in the meantime fails the transaction). At most 3 writes.
   */
  saveWrites(
    before: StoredPersonnel | undefined,
    after: StoredPersonnel,
    version: number,
  ): TransactionWrite[] {
    const previous = before?.personnelNumber ?? null;
    const next = after.personnelNumber;
    return [
      version === 0 ? this.personnel.createWrite(after) : this.personnel.replaceWrite(after, version),
      ...(previous !== null && previous !== next
        ? [this.reservations.deleteWrite({ personnelNumber: previous })]
        : []),
      ...(next !== null && next !== previous
        ? [this.reservations.createWrite({ personnelNumber: next, userId: after.userId })]
        : []),
    ];
  }
}

/** People's personnel data for the export worker (lane D): every id asked is in the map (no data: null, ''). */
export async function personnelOf(
  tenant: TenantContext,
  userIds: readonly string[],
): Promise<Map<string, { personnelNumber: number | null; costCentre: string }>> {
  const found = new Map(
    (await new PersonnelRepository(tenant).many(userIds)).map((item) => [item.userId, item] as const),
  );
  return new Map(
    userIds.map((userId) => {
      const item = found.get(userId);
      return [userId, { personnelNumber: item?.personnelNumber ?? null, costCentre: item?.costCentre ?? '' }];
    }),
  );
}
