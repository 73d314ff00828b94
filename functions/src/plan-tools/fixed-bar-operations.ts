import { fixedBarContracts as contracts } from '@app/shared/plan-tools/fixed-bars.contracts';
import { implement } from '../api/operation';
import {
  deleteFixedBar,
  deleteFixedBarEntry,
  fixedBarSerialBreak,
  fixedBarTooltip,
  fixedBarWithEntries,
  listFixedBars,
  loadFixedBarEntry,
  saveFixedBar,
  saveFixedBarEntry,
} from './fixed-bar.service';

/** Fixed bars and their entries (area `plan-tools`, served with the other plan tools). */
export const fixedBarOperations = [
  implement(contracts.fixedBarList, {
    handler: ({ caller, body }) => listFixedBars(caller, body.includeDisabled),
  }),
  implement(contracts.fixedBarSave, { handler: ({ caller, body }) => saveFixedBar(caller, body) }),
  implement(contracts.fixedBarEntries, {
    handler: ({ caller, params }) => fixedBarWithEntries(caller, params.fixedBarId),
  }),
  implement(contracts.fixedBarDelete, {
    handler: ({ caller, params, query }) => deleteFixedBar(caller, params.fixedBarId, query.version),
  }),
  implement(contracts.fixedBarEntryLoad, {
    handler: ({ caller, params, query }) => loadFixedBarEntry(caller, params.fixedBarEntryId, query.start),
  }),
  implement(contracts.fixedBarEntryTooltip, {
    handler: ({ caller, params, query, language }) =>
      fixedBarTooltip(caller, params.fixedBarEntryId, query.start, language),
  }),
  implement(contracts.fixedBarEntrySave, { handler: ({ caller, body }) => saveFixedBarEntry(caller, body) }),
  implement(contracts.fixedBarEntryDelete, {
    handler: ({ caller, params, query }) =>
      deleteFixedBarEntry(caller, params.fixedBarEntryId, query.version),
  }),
  implement(contracts.fixedBarSerialBreak, {
    handler: ({ caller, body }) => fixedBarSerialBreak(caller, body),
  }),
];
