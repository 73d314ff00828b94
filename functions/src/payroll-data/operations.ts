import { costUnitContracts as costUnits } from '@app/shared/payroll-data/cost-units.contracts';
import { rateContracts as rates } from '@app/shared/payroll-data/rates.contracts';
import { implement } from '../api/operation';
import {
  costUnitExists,
  costUnitsByCodes,
  createCostUnit,
  deleteCostUnit,
  listCostUnits,
  updateCostUnit,
} from './cost-unit.service';
import {
  createRate,
  createWageType,
  deleteRate,
  deleteWageType,
  listRates,
  listWageTypes,
  updateRate,
  updateWageType,
} from './rate.service';

export const payrollDataOperations = [
  implement(costUnits.costUnitList, {
    handler: ({ caller, query }) => listCostUnits(caller, query.limit, query.cursor),
  }),
  implement(costUnits.costUnitsByCodes, {
    handler: ({ caller, body }) => costUnitsByCodes(caller, body.codes),
  }),
  implement(costUnits.costUnitExists, { handler: ({ caller, query }) => costUnitExists(caller, query.code) }),
  implement(costUnits.costUnitCreate, { handler: ({ caller, body }) => createCostUnit(caller, body) }),
  implement(costUnits.costUnitUpdate, {
    handler: ({ caller, params, body }) => updateCostUnit(caller, params.code, body),
  }),
  implement(costUnits.costUnitDelete, {
    handler: ({ caller, params, query }) => deleteCostUnit(caller, params.code, query.version),
  }),
  implement(rates.rateList, { handler: ({ caller, query }) => listRates(caller, query.enabled) }),
  implement(rates.rateCreate, { handler: ({ caller, body }) => createRate(caller, body) }),
  implement(rates.rateUpdate, {
    handler: ({ caller, params, body }) => updateRate(caller, params.hourlyRateId, body),
  }),
  implement(rates.rateDelete, {
    handler: ({ caller, params, query }) => deleteRate(caller, params.hourlyRateId, query.version),
  }),
  implement(rates.wageTypeList, { handler: ({ caller, query }) => listWageTypes(caller, query.enabled) }),
  implement(rates.wageTypeCreate, { handler: ({ caller, body }) => createWageType(caller, body) }),
  implement(rates.wageTypeUpdate, {
    handler: ({ caller, params, body }) => updateWageType(caller, params.wageTypeId, body),
  }),
  implement(rates.wageTypeDelete, {
    handler: ({ caller, params, query }) => deleteWageType(caller, params.wageTypeId, query.version),
  }),
];
