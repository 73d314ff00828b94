import { userContracts as contracts } from '@app/shared/users/users.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { userDataContracts } from '@app/shared/users/user-data.contracts';
import { getKeyCards, saveKeyCards } from './user-data.service';
import { userPlanningContracts as planning } from '@app/shared/users/user-planning.contracts';
import {
  getAbsenceCalculation,
  getPriorityList,
  getWorkingTime,
  saveAbsenceCalculation,
  savePriorityList,
  saveWorkingTime,
} from './user-planning.service';
import { implement } from '../api/operation';
import { userExtraOperations } from './user-extras.operations';
import { copyUser, listUnitUsers } from './user-units';
import { setResponsibleUnits } from './user-responsibility';
import { messageText } from '../api/messages';
import { hasPermission } from '../security/caller';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  securityCheck,
  setUserActive,
  updateUser,
} from './user.service';

export const userOperations = [
  implement(contracts.list, { handler: ({ caller }) => listUsers(caller) }),
  implement(contracts.get, { handler: ({ caller, params }) => getUser(caller, params.userId) }),
  implement(contracts.create, { handler: ({ caller, body }) => createUser(caller, body) }),
  implement(contracts.update, {
    handler: ({ caller, params, body }) => updateUser(caller, params.userId, body),
  }),
  implement(contracts.saveResponsibleUnits, {
    handler: ({ caller, params, body }) => setResponsibleUnits(caller, params.userId, body),
  }),
  implement(contracts.deactivate, {
    handler: ({ caller, params }) => setUserActive(caller, params.userId, false),
  }),
  implement(contracts.activate, {
    handler: ({ caller, params }) => setUserActive(caller, params.userId, true),
  }),
  implement(contracts.delete, {
    handler: ({ caller, params, query }) => deleteUser(caller, params.userId, query.version),
  }),
  implement(userUnitContracts.ofUnit, {
    handler: ({ caller, params, query }) => listUnitUsers(caller, params.unitId, query),
  }),
  implement(userUnitContracts.copy, {
    handler: ({ caller, params, body }) => copyUser(caller, params.userId, body),
  }),
  implement(userUnitContracts.extraUnits, {
    handler: async ({ caller, params }) => {
      const user = await getUser(caller, params.userId);
      return { unitIds: user.extraUnitIds, version: user.version };
    },
  }),
  implement(userDataContracts.keyCards, {
    handler: ({ caller, params }) => getKeyCards(caller, params.userId),
  }),
  implement(userDataContracts.saveKeyCards, {
    handler: ({ caller, params, body }) => saveKeyCards(caller, params.userId, body),
  }),
  implement(planning.workingTime, { handler: ({ caller, params }) => getWorkingTime(caller, params.userId) }),
  implement(planning.saveWorkingTime, {
    handler: ({ caller, params, body }) => saveWorkingTime(caller, params.userId, body),
  }),
  implement(planning.absenceCalculation, {
    handler: ({ caller, params, language }) => getAbsenceCalculation(caller, params.userId, language),
  }),
  implement(planning.saveAbsenceCalculation, {
    handler: ({ caller, params, body, language }) =>
      saveAbsenceCalculation(caller, params.userId, body, language),
  }),
  implement(planning.priorityList, {
    handler: ({ caller, params, query }) => getPriorityList(caller, params.unitId, query.resourceId),
  }),
  implement(planning.savePriorityList, {
    handler: ({ caller, params, query, body }) =>
      savePriorityList(caller, params.unitId, query.resourceId, body),
  }),
  implement(contracts.securityCheck, {
    handler: async ({ caller, params, query, language }) => {
      const allowed = await securityCheck(caller, params.check, query.userId);
      return allowed
        ? { allowed }
        : { allowed, messageKey: 'access-deny', message: messageText('access-deny', language) };
    },
  }),
  implement(contracts.hasClaim, {
    handler: ({ caller, params }) => Promise.resolve({ allowed: hasPermission(caller, params.name) }),
  }),
  ...userExtraOperations,
];
