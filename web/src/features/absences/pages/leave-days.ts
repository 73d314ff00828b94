// The counting moved to shared so that the year tables count leave as these pages show it.
export {
  leaveDaysOf,
  workingDaysIn,
  type HolidayDay,
  type LeaveDays,
} from '@app/shared/year-tables/leave-days';
