import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZUnitId } from '../units/unit';
import { ZExtraUnits, ZUnitUsersQuery, ZUser, ZUserCopy, ZUserId, ZUserMove, ZUserPage } from './user';

const ZUserParams = z.object({ userId: ZUserId });
const example = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';

/** People in units: the grid of a unit, copy and the extra units read (area `users`). */
const userUnitReadContracts = defineContracts('users', {
  ofUnit: {
    method: 'GET',
    path: '/api/units/{unitId}/users',
    auth: 'user',
    summary: 'The people of a unit by name, 25 a page, with search',
    specCalls: ['GET /api/users/UserListDataFor?groupId&emptyname', 'GET /api/users/UserListFor?groupId='],
    permission: 'user.show',
    request: { params: z.object({ unitId: ZUnitId }), query: ZUnitUsersQuery },
    response: ZUserPage,
  },
  copy: {
    method: 'POST',
    path: '/api/users/{userId}/copy',
    auth: 'user',
    summary: 'A new user with the roles, units, groups and fields of another (402 over the edition limit)',
    specCalls: [],
    specForms: ['/User/Copy?userId'],
    permission: 'user.edit',
    successStatus: 201,
    request: { params: ZUserParams, body: ZUserCopy },
    examples: {
      body: {
        username: 'emma.copy',
        displayName: 'Emma Copy',
        email: 'emma.copy@example.com',
        password: 'Example-Passw0rd',
      },
    },
    response: ZUser,
  },
  extraUnits: {
    method: 'GET',
    path: '/api/users/{userId}/extra-units',
    auth: 'user',
    summary: 'The extra units of a user',
    specCalls: ['GET /Api/Users/ExtraUnits?userId='],
    permission: 'user.show',
    request: { params: ZUserParams },
    response: z.object({ unitIds: z.array(z.string()), version: z.number().int() }),
  },
});

/**
 * The two changes of a person's units (area `units`: the units function serves them). A change re-projects the
 * person's absences into their new units in a background job, and the users function has no room for the job
 * queue's client (docs/decisions.md, "Absences follow a person's units").
 */
const userUnitChangeContracts = defineContracts('units', {
  moveUser: {
    method: 'POST',
    path: '/api/users/{userId}/unit',
    auth: 'user',
    summary: 'Move a user to another primary unit',
    specCalls: ['POST /api/users/MoveToUnit'],
    permission: 'user.edit',
    request: { params: ZUserParams, body: ZUserMove },
    examples: { body: { unitId: example, version: 1 } },
    response: ZUser,
  },
  saveUserExtraUnits: {
    method: 'PUT',
    path: '/api/users/{userId}/extra-units',
    auth: 'user',
    summary: 'Save the extra units of a user (at most 5)',
    specCalls: ['POST /Api/Users/ExtraUnits'],
    permission: 'user.edit',
    request: { params: ZUserParams, body: ZExtraUnits },
    examples: { body: { unitIds: [example], version: 1 } },
    response: ZUser,
  },
});

/** People in units: the grid of a unit, copy, move and extra units. */
export const userUnitContracts = {
  ...userUnitReadContracts,
  move: userUnitChangeContracts.moveUser,
  saveExtraUnits: userUnitChangeContracts.saveUserExtraUnits,
};
