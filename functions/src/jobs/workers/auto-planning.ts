/** Worker of the `auto-planning` queue. Its job types are added to the list as the features arrive. */
import { createWorkerHandler } from '../worker';

export const handler = createWorkerHandler('auto-planning', []);
