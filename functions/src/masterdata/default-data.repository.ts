/**
 * The master data every tenant starts with: the root unit, the absence types of the spec's event classes, and
 * public holidays. The areas that manage these later take over their keys from here.
 */
import type { PublicHoliday } from '@app/shared/holidays/public-holidays';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';

export interface NewUnit {
  id: string;
  name: string;
  /** UnitTypes: Unit 0, Site 1, Folder 2, Store 3. */
  type: 0 | 1 | 2 | 3;
  parentId: string | null;
}

export interface NewAbsenceType {
  id: string;
  caption: { de: string; en: string };
  shortName: string;
  /** EventItemTypes: Leave 1, Sick 2, SpecialLeave 3, OverTime 10, ShortTime 20. */
  itemClass: number;
  backColor: string;
}

export class DefaultDataRepository {
  private readonly table: TenantTable;

  constructor(tenant: TenantContext) {
    this.table = new TenantTable(tenant);
  }

  unitWrite(unit: NewUnit, createdAt: string): TransactionWrite {
    return {
      put: {
        pk: this.table.key('UNIT', unit.id),
        sk: 'UNIT',
        gsi1pk: this.table.key('UNITS'),
        gsi1sk: `${unit.parentId ?? ''}#${unit.name.toLowerCase()}`,
        ...unit,
        enabled: true,
        createdAt,
        version: 1,
      },
      ifNotExists: true,
    };
  }

  absenceTypeWrite(absenceType: NewAbsenceType, createdAt: string): TransactionWrite {
    return {
      put: {
        pk: this.table.key('EVENT', absenceType.id),
        sk: 'EVENT',
        gsi1pk: this.table.key('EVENTS'),
        gsi1sk: `${String(absenceType.itemClass).padStart(3, '0')}#${absenceType.id}`,
        ...absenceType,
        enabled: true,
        createdAt,
        version: 1,
      },
      ifNotExists: true,
    };
  }

  holidayWrite(holiday: PublicHoliday, country: string, region: string | null): TransactionWrite {
    return {
      put: {
        pk: this.table.key('HOLIDAY', holiday.date.slice(0, 4)),
        sk: holiday.date,
        ...holiday,
        country,
        region,
        version: 1,
      },
    };
  }

  /** Counts of what a tenant has, for edition limits (sites are units of type 1). */
  async siteCount(): Promise<number> {
    const units = await this.table.queryAll<{ pk: string; sk: string; type: number }>({
      index: 'gsi1',
      partitionKey: this.table.key('UNITS'),
    });
    return units.filter((unit) => unit.type === 1).length;
  }
}
