/**
 * A confirmed day is locked for the employee (docs/time.md "Target and actual, confirmation"): their booking
 * saves and cancels on it are refused with `DAY_CONFIRMED` (409, `time.dayConfirmed`); planners unconfirm first.
 */
import { AppError } from '@app/shared/api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import { DayRecordRepository } from './day-record.repository';

/** 1 Q gsi1 `begins_with 'D#<D>'` per month of the days named; refuses when one of them is confirmed. */
export async function assertDaysOpen(
  tenant: TenantContext,
  userId: string,
  days: readonly (string | undefined)[],
): Promise<void> {
  const named = [...new Set(days.filter((day): day is string => day !== undefined))];
  const months = [...new Set(named.map((day) => day.slice(0, 7)))];
  const records = new DayRecordRepository(tenant);
  const found = (await Promise.all(months.map((month) => records.ofPersonMonth(userId, month)))).flat();
  const confirmed = found.find((record) => record.confirmed !== null && named.includes(record.date));
  if (confirmed) throw new AppError('DAY_CONFIRMED', { details: { date: confirmed.date } });
}
