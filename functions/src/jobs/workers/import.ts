/** Worker of the `import` queue: country data (public and school holidays, countries, regions). */
import { holidayImportJob } from '../../holidays/holiday-import.job';
import { createWorkerHandler } from '../worker';

export const handler = createWorkerHandler('import', [holidayImportJob]);
