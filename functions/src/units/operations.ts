import { unitContracts as contracts } from '@app/shared/units/units.contracts';
import { unitDataContracts as data } from '@app/shared/units/unit-data.contracts';
import { implement } from '../api/operation';
import {
  createUnit,
  deleteUnit,
  getUnit,
  idsOf,
  listSites,
  listUnits,
  moveUnit,
  subUnits,
  unitTree,
  unitsById,
  updateUnit,
} from './unit.service';
import {
  deleteSetting,
  getManning,
  getResources,
  getSetting,
  getTimeline,
  listSettings,
  saveManning,
  saveResources,
  saveSetting,
  saveTimeline,
} from './unit-data.service';
import {
  checkUnit,
  checkedView,
  currentMode,
  currentModeName,
  modeOptions,
  responsibleIds,
  saveCheckedView,
  selectionOf,
  setMode,
} from './responsibility.service';

export const unitOperations = [
  implement(contracts.list, { handler: ({ caller }) => listUnits(caller) }),
  implement(contracts.sites, { handler: ({ caller }) => listSites(caller) }),
  implement(contracts.tree, { handler: ({ caller, query }) => unitTree(caller, query.addResources) }),
  implement(contracts.listOf, { handler: ({ caller, body }) => unitsById(caller, body.unitIds) }),
  implement(contracts.get, { handler: ({ caller, params }) => getUnit(caller, params.unitId) }),
  implement(contracts.name, {
    handler: async ({ caller, params }) => {
      const unit = await getUnit(caller, params.unitId);
      return { id: unit.id, name: unit.name };
    },
  }),
  implement(contracts.idsOf, {
    handler: ({ caller, params, query }) => idsOf(caller, params.unitId, query.recursive),
  }),
  implement(contracts.subUnits, {
    handler: ({ caller, params, query }) => subUnits(caller, params.unitId, query.recursive),
  }),
  implement(contracts.responsibleIds, {
    handler: ({ caller, params, query }) => responsibleIds(caller, params.userId, query),
  }),
  implement(contracts.create, { handler: ({ caller, body }) => createUnit(caller, body) }),
  implement(contracts.update, {
    handler: ({ caller, params, body }) => updateUnit(caller, params.unitId, body),
  }),
  implement(contracts.move, { handler: ({ caller, params, body }) => moveUnit(caller, params.unitId, body) }),
  implement(contracts.delete, {
    handler: ({ caller, params, query }) => deleteUnit(caller, params.unitId, query.version),
  }),
  implement(data.manning, { handler: ({ caller, params }) => getManning(caller, params.unitId) }),
  implement(data.saveManning, {
    handler: ({ caller, params, body }) => saveManning(caller, params.unitId, body),
  }),
  implement(data.setting, {
    handler: ({ caller, params }) => getSetting(caller, params.unitId, params.kind, params.key),
  }),
  implement(data.saveSetting, {
    handler: ({ caller, params, body }) => saveSetting(caller, params.unitId, params.kind, params.key, body),
  }),
  implement(data.settings, { handler: ({ caller, params }) => listSettings(caller, params.unitId) }),
  implement(data.deleteSetting, {
    handler: ({ caller, params, query }) =>
      deleteSetting(caller, params.unitId, params.kind, params.key, query.version),
  }),
  implement(data.timeline, { handler: ({ caller, params }) => getTimeline(caller, params.unitId) }),
  implement(data.saveTimeline, {
    handler: ({ caller, params, body }) => saveTimeline(caller, params.unitId, body),
  }),
  implement(data.resources, { handler: ({ caller, params }) => getResources(caller, params.unitId) }),
  implement(data.saveResources, {
    handler: ({ caller, params, body }) => saveResources(caller, params.unitId, body),
  }),
  implement(data.responsibilityModes, {
    handler: ({ caller, language }) => Promise.resolve(modeOptions(caller, language)),
  }),
  implement(data.responsibilityMode, {
    handler: async ({ caller, params }) => ({ mode: await currentMode(caller, params.scope) }),
  }),
  implement(data.setResponsibilityMode, {
    handler: ({ caller, params, body }) => setMode(caller, params.scope, body.mode),
  }),
  implement(data.responsibilityName, {
    handler: async ({ caller, params, language }) => ({
      name: await currentModeName(caller, params.scope, language),
    }),
  }),
  implement(data.selection, {
    handler: ({ caller, params, query }) => selectionOf(caller, params.scope, query.mode),
  }),
  implement(data.checkedView, { handler: ({ caller, params }) => checkedView(caller, params.scope) }),
  implement(data.saveCheckedView, {
    handler: ({ caller, params, body }) => saveCheckedView(caller, params.scope, body),
  }),
  implement(data.checkUnit, {
    handler: ({ caller, params }) => checkUnit(caller, params.scope, params.unitId),
  }),
];
