/**
 * People's payroll data: DATEV's personnel number (1 to 99999, unique in the company, not our id) and the default
 * cost centre, each save audited (`payroll.personnel`). Only of the people the caller is responsible for (one of
 * their units, docs/permissions.md): the list leaves the others out, a save is 403 NOT_RESPONSIBLE.
 */
import { AppError } from '@app/shared/api/errors';
import {
  ZPersonnelPayrollSave,
  type TPersonnelPayroll,
  type TPersonnelPayrollSave,
} from '@app/shared/payroll/payroll-settings';
import type { Caller } from '../security/caller';
import { isResponsibleForPerson, requireResponsibleForPerson } from '../units/responsibility-scope';
import { commitAudited, userTarget } from '../audit/audit.service';
import { now } from '../clock';
import { UserRepository } from '../directory/user.repository';
import { requireUser } from '../users/user.service';
import { PersonnelRepository, type Personnel } from './personnel.repository';

const asPayroll = (
  user: { id: string; displayName: string },
  data: Personnel | undefined,
): TPersonnelPayroll => ({
  userId: user.id,
  displayName: user.displayName,
  personnelNumber: data?.personnelNumber ?? null,
  costCentre: data?.costCentre ?? '',
  version: data?.version ?? 0,
});

/** A page of people by name (1 Q gsi1 of the users) with their data (1 BG); people without data included. */
export async function listPersonnel(
  caller: Caller,
  query: { limit: number; cursor?: string | undefined; search?: string | undefined },
): Promise<{ items: TPersonnelPayroll[]; nextCursor?: string }> {
  const page = await new UserRepository(caller.tenant).namePage(query.limit, query.cursor, query.search);
  const responsible = await Promise.all(page.items.map((user) => isResponsibleForPerson(caller, user)));
  const items = page.items.filter((_user, index) => responsible[index]);
  const data = new Map(
    (await new PersonnelRepository(caller.tenant).many(items.map((user) => user.id))).map(
      (item) => [item.userId, item] as const,
    ),
  );
  return {
    items: items.map((user) => asPayroll(user, data.get(user.id))),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}

export async function savePersonnel(
  caller: Caller,
  userId: string,
  body: TPersonnelPayrollSave,
): Promise<TPersonnelPayroll> {
  const input = ZPersonnelPayrollSave.parse(body);
  const user = await requireUser(caller, userId);
  await requireResponsibleForPerson(caller, user);
  const repository = new PersonnelRepository(caller.tenant);
  const current = await repository.of(userId);
  if ((current?.version ?? 0) !== input.version) throw new AppError('CONFLICT');
  const number = input.personnelNumber;
  if (number !== null && number !== current?.personnelNumber) {
    // Read first, so that the form can say so at the field; the reservation's create still guards the race.
    const holder = await repository.holderOf(number);
    if (holder && holder !== userId) throw personnelNumberTaken();
  }
  const after = { userId, personnelNumber: number, costCentre: input.costCentre };
  try {
    await commitAudited(
      caller,
      {
        action: 'payroll.personnel',
        target: userTarget(user),
        before: current && { personnelNumber: current.personnelNumber, costCentre: current.costCentre },
        after: { personnelNumber: after.personnelNumber, costCentre: after.costCentre },
        at: now(),
      },
      repository.saveWrites(current, after, input.version),
    );
  } catch (error) {
    // Another person took the number between the read and the write: the reservation's create failed.
    if (error instanceof AppError && error.code === 'CONFLICT' && number !== null) {
      const holder = await repository.holderOf(number);
      if (holder && holder !== userId) throw personnelNumberTaken();
    }
    throw error;
  }
  return asPayroll(user, { ...after, version: input.version + 1 });
}

function personnelNumberTaken(): AppError {
  return new AppError('PERSONNEL_NUMBER_TAKEN', {
    details: {
      issues: [
        {
          path: 'body.personnelNumber',
          code: 'taken',
          messageKey: 'error.PERSONNEL_NUMBER_TAKEN',
          message: 'error.PERSONNEL_NUMBER_TAKEN',
        },
      ],
    },
  });
}
