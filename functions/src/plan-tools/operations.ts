import { copyPlanContracts } from '@app/shared/plan-tools/copy-plan.contracts';
import { planToolContracts as contracts } from '@app/shared/plan-tools/plan-tools.contracts';
import { implement } from '../api/operation';
import { applyWeekTemplates } from './apply.service';
import { copyPlan } from './copy-plan.service';
import { deleteData, rangeActions } from './range-actions.service';
import {
  createWeekTemplate,
  deleteWeekTemplate,
  getWeekTemplate,
  listWeekTemplates,
  updateWeekTemplate,
  weekTemplateFromWeek,
} from './week-template.service';

/** Week templates, their apply, the range dialog and delete data (area `plan-tools`, its own Lambda). */
export const planToolOperations = [
  implement(copyPlanContracts.copyPlan, {
    handler: ({ caller, body, language }) => copyPlan(caller, body, language),
  }),
  implement(contracts.weekTemplates, {
    handler: ({ caller, params }) => listWeekTemplates(caller, params.unitId),
  }),
  implement(contracts.weekTemplate, {
    handler: ({ caller, params }) => getWeekTemplate(caller, params.weekTemplateId),
  }),
  implement(contracts.createWeekTemplate, {
    handler: ({ caller, body }) => createWeekTemplate(caller, body),
  }),
  implement(contracts.weekTemplateFromWeek, {
    handler: ({ caller, body }) => weekTemplateFromWeek(caller, body),
  }),
  implement(contracts.updateWeekTemplate, {
    handler: ({ caller, params, body }) => updateWeekTemplate(caller, params.weekTemplateId, body),
  }),
  implement(contracts.deleteWeekTemplate, {
    handler: ({ caller, params, query }) => deleteWeekTemplate(caller, params.weekTemplateId, query.version),
  }),
  implement(contracts.applyWeekTemplates, {
    handler: ({ caller, body, language }) => applyWeekTemplates(caller, body, language),
  }),
  implement(contracts.rangeActions, {
    handler: ({ caller, params, query }) => rangeActions(caller, params.unitId, query.rec),
  }),
  implement(contracts.deleteData, { handler: ({ caller, body }) => deleteData(caller, body) }),
];
