import { shiftContracts as contracts } from '@app/shared/shifts/shifts.contracts';
import { shiftCycleContracts as cycles } from '@app/shared/shifts/shift-cycles.contracts';
import { implement } from '../api/operation';
import {
  createShiftTemplate,
  deleteShiftTemplate,
  getShiftTemplate,
  listShiftTemplates,
  setShiftTemplateEnabled,
  shiftTemplateStatistics,
  templateHours,
  updateShiftTemplate,
} from './shift-template.service';
import { createCycle, deleteCycle, getCycle, listCycles, updateCycle } from './shift-cycle.service';

export const shiftOperations = [
  implement(contracts.list, { handler: ({ caller, body }) => listShiftTemplates(caller, body) }),
  implement(contracts.get, { handler: ({ caller, params }) => getShiftTemplate(caller, params.templateId) }),
  implement(contracts.name, {
    handler: async ({ caller, params }) => {
      const template = await getShiftTemplate(caller, params.templateId);
      return { id: template.id, name: template.name };
    },
  }),
  implement(contracts.hours, {
    handler: ({ caller, params, query }) => templateHours(caller, params.templateId, query.date),
  }),
  implement(contracts.create, { handler: ({ caller, body }) => createShiftTemplate(caller, body) }),
  implement(contracts.update, {
    handler: ({ caller, params, body }) => updateShiftTemplate(caller, params.templateId, body),
  }),
  implement(contracts.setEnabled, {
    handler: ({ caller, params, body }) => setShiftTemplateEnabled(caller, params.templateId, body),
  }),
  implement(contracts.statistics, {
    handler: ({ caller, params }) => shiftTemplateStatistics(caller, params.templateId),
  }),
  implement(contracts.delete, {
    handler: ({ caller, params, query }) => deleteShiftTemplate(caller, params.templateId, query.version),
  }),
  implement(cycles.cycles, { handler: ({ caller }) => listCycles(caller) }),
  implement(cycles.cycle, { handler: ({ caller, params }) => getCycle(caller, params.cycleId) }),
  implement(cycles.createCycle, { handler: ({ caller, body }) => createCycle(caller, body) }),
  implement(cycles.updateCycle, {
    handler: ({ caller, params, body }) => updateCycle(caller, params.cycleId, body),
  }),
  implement(cycles.deleteCycle, {
    handler: ({ caller, params, query }) => deleteCycle(caller, params.cycleId, query.version),
  }),
];
