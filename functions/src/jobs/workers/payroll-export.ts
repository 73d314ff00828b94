/** Worker of the `payroll-export` queue. Its job types are added to the list as the features arrive. */
import { createWorkerHandler } from '../worker';

export const handler = createWorkerHandler('payroll-export', []);
