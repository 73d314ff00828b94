import { setupContracts as contracts } from '@app/shared/setup/setup.contracts';
import { implement } from '../api/operation';
import { applyCompanyTemplate, deleteSamplePlan, setGuideHidden, setupGuide } from './setup.service';

export const setupOperations = [
  implement(contracts.guide, { handler: ({ caller }) => setupGuide(caller) }),
  implement(contracts.applyTemplate, {
    handler: ({ caller, body, language }) => applyCompanyTemplate(caller, body, language),
  }),
  implement(contracts.deleteSamplePlan, { handler: ({ caller }) => deleteSamplePlan(caller) }),
  implement(contracts.hide, { handler: ({ caller, body }) => setGuideHidden(caller, body.hidden) }),
];
