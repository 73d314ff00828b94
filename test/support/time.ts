/** Test people of time tracking: an employee in the tenant's first unit, tracked by the clock from a day on. */
import { expect } from 'vitest';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import { createUserAndSignIn, type TestApi, type TestTenant } from './api';
import { present } from './present';

export interface TrackedPerson {
  id: string;
  token: string;
  version: number;
  unitId: string;
}

/**
 * 40 hours over Monday to Friday (480 minutes a working day), Clock mode, from `validFrom`. By default an
 * employee of the tenant's first unit; `roles` and `unitId` choose others (a tracked planner of a unit).
 */
export async function trackedPerson(
  api: TestApi,
  admin: TestTenant,
  username: string,
  validFrom: string,
  options: { roles?: string[]; unitId?: string } = {},
): Promise<TrackedPerson> {
  const created = await createUserAndSignIn(api, admin, username, options.roles ?? ['employee']);
  const unitId =
    options.unitId ?? present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]).id;
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: created.id }, body: { unitId, version: created.version } },
    { token: admin.token },
  );
  const model = await api.send(
    userPlanningContracts.saveWorkingTime,
    {
      params: { userId: created.id },
      body: {
        periods: [
          {
            validFrom,
            itemClass: 'Week',
            targetHours: 40,
            workingDays: 5,
            trackingMode: 'Clock',
            sickCalculation: 'PlannedHours',
          },
        ],
        allowShiftInteraction: false,
        allowShiftInteractionRequest: false,
        createShift: false,
        requestedMode: 'Default',
        version: 0,
      },
    },
    { token: admin.token },
  );
  expect(model.status).toBe(200);
  return { ...created, version: present(moved.data).version, unitId };
}
