/**
 * Reads of the leave calendar (docs/data-model.md section 9): the absence fragments of a unit's month, one Query
 * `begins_with 'A#'` of the plan partition, so that the shift entries of the month are not read at all.
 */
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable } from '../data/tenant-table';
import { absenceFragmentEntity } from '../calendar/plan-items.entities';
import type { NewAbsenceFragment } from '../calendar/plan.repository';

export type LeaveFragment = NewAbsenceFragment;

export class LeaveCalendarRepository {
  private readonly fragments;

  constructor(tenant: TenantContext) {
    this.fragments = absenceFragmentEntity.in(new TenantTable(tenant));
  }

  /** The absence fragments `A#<id>` of unit U in month M (`YYYY-MM`). */
  absencesOf(unitId: string, month: string): Promise<LeaveFragment[]> {
    return this.fragments.queryAll({ partition: { unitId, month }, sort: { beginsWith: 'A#' } });
  }
}
