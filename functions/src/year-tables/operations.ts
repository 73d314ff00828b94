import { yearTableContracts as contracts } from '@app/shared/year-tables/year-tables.contracts';
import { implement } from '../api/operation';
import {
  createYear,
  deleteYearTable,
  getYearTable,
  recalculateTimeAccount,
  requestCalculation,
  saveTrackingInit,
  saveYearTable,
  suggestNextYear,
  vacationAccount,
} from './year-table.service';
import { deleteSpecialEntry, saveSpecialEntry } from './special-entry.service';
import { startYearCommand, startYearMaintenance } from './year-maintenance.service';

export const yearTableOperations = [
  implement(contracts.getYearTable, {
    handler: ({ caller, query }) => getYearTable(caller, query.userId, query.year),
  }),
  implement(contracts.saveYearTable, { handler: ({ caller, body }) => saveYearTable(caller, body) }),
  implement(contracts.suggestNextYear, {
    handler: ({ caller, query }) => suggestNextYear(caller, query.userId),
  }),
  implement(contracts.createYear, {
    handler: ({ caller, body }) => createYear(caller, body.userId, body.year),
  }),
  implement(contracts.deleteYearTable, {
    handler: ({ caller, query }) => deleteYearTable(caller, query.userId, query.year, query.version),
  }),
  implement(contracts.requestCalculation, {
    handler: ({ caller, body }) => requestCalculation(caller, body.userId, body.year),
  }),
  implement(contracts.recalculateTimeAccount, {
    handler: ({ caller, body }) => recalculateTimeAccount(caller, body.userId),
  }),
  implement(contracts.vacationAccount, {
    handler: ({ caller, params }) => vacationAccount(caller, params.userId),
  }),
  implement(contracts.saveSpecialEntry, { handler: ({ caller, body }) => saveSpecialEntry(caller, body) }),
  implement(contracts.deleteSpecialEntry, {
    handler: ({ caller, params, query }) => deleteSpecialEntry(caller, params.specialId, query),
  }),
  implement(contracts.saveTrackingInit, {
    handler: ({ caller, params, body }) => saveTrackingInit(caller, params.userId, body),
  }),
  implement(contracts.maintenanceCreateNewYear, {
    handler: ({ caller, body, language }) => startYearMaintenance(caller, body.year, 'create', language),
  }),
  implement(contracts.maintenanceCommand, {
    handler: ({ caller, body, language }) => startYearCommand(caller, body, language),
  }),
];
