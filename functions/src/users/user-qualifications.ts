import { AppError } from '@app/shared/api/errors';
import type { Caller } from '../security/caller';
import { QualificationRepository } from '../qualifications/qualification.repository';

/**
 * The qualifications a person is to hold, checked against the catalogue (one Query): an id neither in it nor
 * already held is refused at its index, so that the selector can mark it; one already held but since deleted
 * drops out quietly (a deleted qualification leaves the lists that refer to it).
 */
export async function checkedQualificationIds(
  caller: Caller,
  wanted: readonly string[],
  held: readonly string[] = [],
): Promise<string[]> {
  if (!wanted.length) return [];
  const known = new Set(
    (await new QualificationRepository(caller.tenant).list()).map((qualification) => qualification.id),
  );
  const issues = wanted.flatMap((id, index) =>
    known.has(id) || held.includes(id)
      ? []
      : [
          {
            path: `body.qualificationIds.${index}`,
            code: 'unknown_qualification',
            messageKey: 'shifts.qualificationUnknown',
            message: id,
          },
        ],
  );
  if (issues.length) throw AppError.validation(issues);
  return wanted.filter((id) => known.has(id));
}
