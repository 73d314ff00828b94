/** Worker of the `import` queue: country data (public and school holidays, countries, regions), bulk shift commands. */
import { holidayImportJob } from '../../holidays/holiday-import.job';
import { bulkToolJob } from '../../plan-tools/bulk-tool.job';
import { createWorkerHandler } from '../../jobs/worker';

export const handler = createWorkerHandler('import', [holidayImportJob, bulkToolJob]);
