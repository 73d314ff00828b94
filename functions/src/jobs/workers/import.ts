/** Worker of the `import` queue: country data (public and school holidays, countries, regions), user imports. */
import { holidayImportJob } from '../../holidays/holiday-import.job';
import { userImportJob } from '../../user-import/user-import.job';
import { createWorkerHandler } from '../worker';

export const handler = createWorkerHandler('import', [holidayImportJob, userImportJob]);
