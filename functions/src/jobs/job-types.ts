/**
 * The product's job types. Each feature that runs in the background (payroll exports, automatic planning,
 * imports, reports) adds its job type here; the workers register this list.
 */
import { holidayImportJob } from '../masterdata/holiday-import.job';

export const productJobTypes = [holidayImportJob] as const;
