/** A person's extra pay (hourly rates) and wage types: ids of the tenant's own, each save audited (`user.data`). */
import { AppError } from '@app/shared/api/errors';
import type { TAssignedIds } from '@app/shared/users/user-rates';
import type { Caller } from '../security/caller';
import { commitAudited, userTarget } from '../audit/audit.service';
import { now } from '../clock';
import { PayrollDataRepository } from '../payroll-data/payroll-data.repository';
import { assertMayActOn } from '../security/user-guards';
import { UserRatesRepository, type AssignedKind } from '../directory/user-rates.repository';
import { requireUser } from './user.service';

export async function getAssigned(caller: Caller, kind: AssignedKind, userId: string): Promise<TAssignedIds> {
  await requireUser(caller, userId);
  return new UserRatesRepository(caller.tenant).of(kind, userId);
}

export async function saveAssigned(
  caller: Caller,
  kind: AssignedKind,
  userId: string,
  input: { ids: string[]; version: number; companyDefault: boolean },
): Promise<TAssignedIds> {
  const user = await requireUser(caller, userId);
  await assertMayActOn(caller, user);
  const payroll = new PayrollDataRepository(caller.tenant);
  const known = new Set(
    (kind === 'rates' ? await payroll.rateList() : await payroll.wageTypeList()).map((item) => item.id),
  );
  const unknown = input.ids.filter((id) => !known.has(id));
  if (unknown.length) {
    // One issue per unknown id, at its position, so that the picker can mark the row.
    throw AppError.validation(
      input.ids.flatMap((id, index) =>
        known.has(id)
          ? []
          : [{ path: `body.ids.${index}`, code: 'unknown', messageKey: 'error-msg3', message: 'error-msg3' }],
      ),
    );
  }
  const repository = new UserRatesRepository(caller.tenant);
  const current = await repository.of(kind, userId);
  if (current.version !== input.version) throw new AppError('CONFLICT');
  await commitAudited(
    caller,
    {
      action: 'user.data',
      target: userTarget(user),
      before: { [kind]: current.companyDefault ? 'company' : current.ids },
      after: { [kind]: input.companyDefault ? 'company' : input.ids },
      at: now(),
    },
    [repository.saveWrite(kind, userId, input, input.version)],
  );
  return { ids: input.ids, version: input.version + 1, companyDefault: input.companyDefault };
}
