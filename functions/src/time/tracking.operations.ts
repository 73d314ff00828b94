import { trackingContracts as contracts } from '@app/shared/time-tracking/tracking.contracts';
import { implement } from '../api/operation';
import { dayContent, dayState, suggestTracking, targetActual } from './tracking.service';
import { absenceTracking, deleteAbsenceTracking, saveAbsenceTracking } from './tracking-absence.service';
import { decideOvertime, saveDayCorrection, trackingAction } from './tracking-action.service';

export const trackingOperations = [
  implement(contracts.targetActual, { handler: ({ caller, query }) => targetActual(caller, query) }),
  implement(contracts.dayContent, { handler: ({ caller, query }) => dayContent(caller, query) }),
  implement(contracts.dayState, { handler: ({ caller, query }) => dayState(caller, query) }),
  implement(contracts.trackingAction, {
    handler: ({ caller, body, language }) => trackingAction(caller, body, language),
  }),
  implement(contracts.saveDayCorrection, { handler: ({ caller, body }) => saveDayCorrection(caller, body) }),
  implement(contracts.suggestTracking, { handler: ({ caller, body }) => suggestTracking(caller, body) }),
  implement(contracts.decideOvertime, { handler: ({ caller, body }) => decideOvertime(caller, body) }),
  implement(contracts.absenceTracking, { handler: ({ caller, query }) => absenceTracking(caller, query) }),
  implement(contracts.saveAbsenceTracking, {
    handler: ({ caller, body }) => saveAbsenceTracking(caller, body),
  }),
  implement(contracts.deleteAbsenceTracking, {
    handler: ({ caller, query }) => deleteAbsenceTracking(caller, query),
  }),
];
