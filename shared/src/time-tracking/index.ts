export * from './day-input';
export { contractDayMinutes, valueDay } from './day-valuation';
export { valueMonth, type MonthDay, type MonthValuation } from './month-valuation';
export { dayFlags, surchargeMinutes } from './surcharges';
