import { expect } from 'vitest';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userPlanningContracts } from '@app/shared/users/user-planning.contracts';
import type { TWorkingTimePeriod } from '@app/shared/users/working-time';
import type { TestApi } from './api';
import { present } from './present';

/** The tenant's root unit (the first unit the list answers). */
export async function rootUnit(api: TestApi, token: string): Promise<TUnit> {
  return present((await api.send(unitContracts.list, {}, { token })).data[0]);
}

/** A new resource with this caption; answers its id. */
export async function createResource(api: TestApi, token: string, caption: string): Promise<string> {
  return (await api.send(resourceContracts.create, { body: { caption } }, { token })).data.id;
}

export type ShiftTemplateInput = {
  name: string;
  shortName: string;
  begin: string;
  end: string;
  resourceId: string;
};

/** A shift template in the unit; answers its id. */
export async function createShiftTemplate(
  api: TestApi,
  token: string,
  unitId: string,
  template: ShiftTemplateInput,
): Promise<string> {
  const created = await api.send(shiftContracts.create, { body: { ...template, unitId } }, { token });
  return present(created.data).id;
}

/**
 * Saves a first working time (version 0) for the user that allows (or forbids) shift interaction and
 * requests, with the given periods (none by default).
 */
export async function allowShiftInteraction(
  api: TestApi,
  adminToken: string,
  userId: string,
  periods: TWorkingTimePeriod[] = [],
  allow = true,
): Promise<void> {
  const saved = await api.send(
    userPlanningContracts.saveWorkingTime,
    {
      params: { userId },
      body: {
        periods,
        allowShiftInteraction: allow,
        allowShiftInteractionRequest: allow,
        createShift: false,
        requestedMode: 'Default',
        version: 0,
      },
    },
    { token: adminToken },
  );
  expect(saved.status).toBe(200);
}
