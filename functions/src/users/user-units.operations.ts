import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { implement } from '../api/operation';
import { moveUser, setExtraUnits } from './user-units';

/** A person's unit changes; the units function serves them (wiring/handlers/units.ts): the users function has no room. */
export const userUnitOperations = [
  implement(userUnitContracts.move, {
    handler: ({ caller, params, body }) => moveUser(caller, params.userId, body),
  }),
  implement(userUnitContracts.saveExtraUnits, {
    handler: ({ caller, params, body }) => setExtraUnits(caller, params.userId, body),
  }),
];
