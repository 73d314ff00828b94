/**
 * Worker of the `print` queue: the printable calendar as a PDF (pdf-lib). A queue of its own, so that a print the
 * user waits for in a dialog never queues behind a long import or report (docs/decisions.md "Printing").
 */
import { printCalendarJob } from '../../plan-tools/print.job';
import { targetActualPdfJob } from '../../time/target-actual-report.job';
import { createWorkerHandler } from '../../jobs/worker';

export const handler = createWorkerHandler('print', [printCalendarJob, targetActualPdfJob]);
