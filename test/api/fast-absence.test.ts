/**
 * Fast absence (issue 11, deliverable 4; FAST_ABSENCE, `appointment/createquick`): the dry run checks every
 * person and writes nothing; the real run creates the good ones, each on its own, and says why not for the rest.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { absenceContracts as absences } from '@app/shared/absences/absences.contracts';
import type { TFastAbsence } from '@app/shared/absences/fast-absence';
import { absenceTypeContracts } from '@app/shared/absence-types/absence-types.contracts';
import { calendarContracts as calendar } from '@app/shared/calendar/calendar.contracts';
import { resourceContracts } from '@app/shared/resources/resources.contracts';
import { roleContracts } from '@app/shared/roles/roles.contracts';
import { shiftContracts } from '@app/shared/shifts/shifts.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userUnitContracts } from '@app/shared/users/user-units.contracts';
import type { TUnit } from '@app/shared/units/unit';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { present } from '../support/present';

const api = useTestApi();
let admin: TestTenant;
let root: TUnit;
let ward: TUnit;
let sickTypeId: string;
let overtimeTypeId: string;
type Person = { id: string; token: string; version: number };
let anna: Person;
let ben: Person;
let carla: Person;
let lead: Person;
let employee: Person;
let foreignId: string;

async function placeIn(person: Person, unitId: string): Promise<void> {
  const moved = await api.send(
    userUnitContracts.move,
    { params: { userId: person.id }, body: { unitId, version: person.version } },
    { token: admin.token },
  );
  person.version = present(moved.data).version;
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  const stranger = await signUpTenant(api);
  root = present((await api.send(unitContracts.list, {}, { token: admin.token })).data[0]);
  ward = present(
    (
      await api.send(
        unitContracts.create,
        { body: { name: 'Ward C', unitType: 0, parentId: root.id } },
        { token: admin.token },
      )
    ).data,
  );
  const type = (caption: string, shortName: string, itemClass: 2 | 10) =>
    api.send(
      absenceTypeContracts.create,
      { body: { caption: { de: caption, en: caption }, shortName, itemClass, backColor: '#aa0000' } },
      { token: admin.token },
    );
  sickTypeId = present((await type('Sick', 'S', 2)).data).id;
  overtimeTypeId = present((await type('Time off', 'TO', 10)).data).id;
  // A team lead: approves absences of the units they belong to, plans none.
  const leadRole = present(
    (
      await api.send(
        roleContracts.create,
        {
          body: { name: 'Team lead', permissions: ['calendar.view', 'absences.request', 'absences.approve'] },
        },
        { token: admin.token },
      )
    ).data,
  );
  // One after the other: the local Cognito keeps its users in one file.
  anna = await createUserAndSignIn(api, admin, 'anna', ['employee']);
  ben = await createUserAndSignIn(api, admin, 'ben', ['employee']);
  carla = await createUserAndSignIn(api, admin, 'carla', ['employee']);
  lead = await createUserAndSignIn(api, admin, 'lea', [leadRole.id]);
  employee = anna;
  foreignId = (await createUserAndSignIn(api, stranger, 'otto', ['employee'])).id;
  await placeIn(anna, root.id);
  await placeIn(carla, root.id);
  await placeIn(lead, root.id);
  await placeIn(ben, ward.id);
});

const quick = (body: TFastAbsence, token: string, language: 'de' | 'en' = 'en') =>
  api.send(absences.createQuick, { body }, { token, language });
const absencesOf = async (userId: string, from: string, to: string) =>
  present(
    (await api.send(absences.ofPerson, { params: { userId }, query: { from, to } }, { token: admin.token }))
      .data,
  );

describe('the fast absence', () => {
  it('checks everyone in a dry run without writing, then creates exactly the good ones', async () => {
    const resourceId = present(
      (await api.send(resourceContracts.create, { body: { caption: 'Care' } }, { token: admin.token })).data,
    ).id;
    const templateId = present(
      (
        await api.send(
          shiftContracts.create,
          {
            body: {
              name: 'Early',
              shortName: 'E',
              resourceId,
              unitId: root.id,
              begin: '06:00',
              end: '14:00',
            },
          },
          { token: admin.token },
        )
      ).data,
    ).id;
    const shift = await api.send(
      calendar.save,
      {
        query: { force: 'true' },
        body: { unitId: root.id, date: '2027-02-02', userId: carla.id, templateId },
      },
      { token: admin.token },
    );
    expect(shift.data.success).toBe(true);

    const unknownId = randomUUID();
    const body = {
      // Anna and Carla are of the lead's unit; Ben is not; the lead's own is entered as requested (nobody
      // approves their own); the last two are nobody here (one of them a person of another company).
      UserIdList: [anna.id, ben.id, lead.id, carla.id, unknownId, foreignId],
      Template: {
        absenceTypeId: sickTypeId,
        begin: '2027-02-01',
        end: '2027-02-03',
        endState: 'half' as const,
        notes: 'Flu wave',
        state: 3 as const,
      },
      Virtual: true,
    };
    const dryRun = await quick(body, lead.token);
    expect(dryRun.status).toBe(200);
    const expectedLines = [
      { userId: anna.id, displayName: 'User anna', ok: true, messageKey: null, shiftConflicts: 0 },
      {
        userId: ben.id,
        displayName: 'User ben',
        ok: false,
        messageKey: 'fastAbsence.error.forbidden',
        message: 'You may not enter absences for this person (you do not plan their unit).',
      },
      { userId: lead.id, ok: true, messageKey: null, requestedInstead: 'own' },
      { userId: carla.id, ok: true, shiftConflicts: 1 },
      { userId: unknownId, displayName: '', ok: false, messageKey: 'error.NOT_FOUND' },
      { userId: foreignId, displayName: '', ok: false, messageKey: 'error.NOT_FOUND' },
    ];
    expect(dryRun.data).toMatchObject({ virtual: true, succeeded: 3, failed: 3, lines: expectedLines });
    expect(dryRun.data.lines.every((line) => line.absenceId === null)).toBe(true);
    for (const person of [anna, carla, ben, lead])
      expect(await absencesOf(person.id, '2027-02-01', '2027-02-28')).toEqual([]);

    const real = await quick({ ...body, Virtual: false }, lead.token);
    expect(real.status).toBe(200);
    expect(real.data).toMatchObject({ virtual: false, succeeded: 3, failed: 3, lines: expectedLines });
    const [annaLine, , , carlaLine] = real.data.lines;
    const [annas] = await absencesOf(anna.id, '2027-02-01', '2027-02-28');
    expect(annas).toMatchObject({
      id: annaLine?.absenceId,
      absenceTypeId: sickTypeId,
      begin: '2027-02-01',
      end: '2027-02-03',
      endState: 'half',
      notes: 'Flu wave',
      state: 3,
    });
    expect((await absencesOf(carla.id, '2027-02-01', '2027-02-28')).map((absence) => absence.id)).toEqual([
      carlaLine?.absenceId,
    ]);
    expect(await absencesOf(ben.id, '2027-02-01', '2027-02-28')).toEqual([]);
    expect((await absencesOf(lead.id, '2027-02-01', '2027-02-28')).map((absence) => absence.state)).toEqual([
      1,
    ]);
    // The unknown people stay unknown: no name, no data.
    expect(JSON.stringify(real.data.lines.slice(4))).not.toContain('otto');
  });

  it("answers the reasons in the caller's language, and a type that needs times fails for everyone", async () => {
    const body: TFastAbsence = {
      UserIdList: [anna.id, carla.id],
      Template: { absenceTypeId: overtimeTypeId, begin: '2027-03-01', end: '2027-03-01' },
      Virtual: true,
    };
    const dryRun = await quick(body, lead.token, 'de');
    expect(dryRun.data).toMatchObject({ succeeded: 0, failed: 2 });
    expect(dryRun.data.lines[0]).toMatchObject({
      ok: false,
      messageKey: 'absences.error.timesRequired',
      message: 'Diese Abwesenheitsart braucht eine Beginn- und eine Endzeit.',
    });
    const real = await quick({ ...body, Virtual: false }, lead.token);
    expect(real.data).toMatchObject({ succeeded: 0, failed: 2 });
    expect(await absencesOf(anna.id, '2027-03-01', '2027-03-31')).toEqual([]);

    const timed = await quick(
      { ...body, Template: { ...body.Template, beginTime: '12:00', endTime: '16:00' }, Virtual: false },
      lead.token,
    );
    expect(timed.data).toMatchObject({ succeeded: 2, failed: 0 });
    const [annas] = await absencesOf(anna.id, '2027-03-01', '2027-03-31');
    expect(annas).toMatchObject({ eventClass: 10, beginTime: '12:00', endTime: '16:00', state: 3 });
  });

  it('is refused without absences.approve, and bad input is a 400', async () => {
    const body: TFastAbsence = {
      UserIdList: [carla.id],
      Template: { absenceTypeId: sickTypeId, begin: '2027-04-01', end: '2027-04-01', state: 3 },
      Virtual: true,
    };
    expect((await quick(body, employee.token)).status).toBe(403);
    expect((await quick({ ...body, Virtual: false }, employee.token)).status).toBe(403);
    expect(await absencesOf(carla.id, '2027-04-01', '2027-04-30')).toEqual([]);

    const empty = await quick({ ...body, UserIdList: [] }, admin.token);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.error?.details)).toContain('Please choose at least one person.');
    const tooMany = await quick(
      { ...body, UserIdList: Array.from({ length: 101 }, () => randomUUID()) },
      admin.token,
    );
    expect(tooMany.status).toBe(400);
    const noType = await quick(
      { ...body, Template: { ...body.Template, absenceTypeId: 'sick' } },
      admin.token,
    );
    expect(noType.status).toBe(400);
    const withUser = await quick(
      { ...body, Template: { ...body.Template, userId: carla.id } } as TFastAbsence,
      admin.token,
    );
    expect(withUser.status).toBe(400);
  });
});
