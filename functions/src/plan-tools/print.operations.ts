import { printContracts as contracts } from '@app/shared/plan-tools/print.contracts';
import { implement } from '../api/operation';
import { startPrintCalendar } from './print.service';

/** The printable calendar (area `plan-tools`): joined into `handler.ts`; the `print` worker writes the PDF. */
export const printOperations = [
  implement(contracts.printCalendar, {
    handler: ({ caller, body, language }) => startPrintCalendar(caller, body, language),
  }),
];
