/**
 * Importing people from a spreadsheet into a unit: a background task that checks every row, reports what it
 * refused and why, and writes all people or none.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { unitContracts } from '@app/shared/units/units.contracts';
import { userContracts } from '@app/shared/users/users.contracts';
import { userImportContracts } from '@app/shared/user-import/user-import.contracts';
import { invitationContracts } from '@app/shared/invitations/invitations.contracts';
import { chooseEdition, signIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';
import { confirmAdministratorEmail, lastMailTo } from '../support/mails';
import { waitForTask } from '../support/tasks';
import { tokenSubject } from '../support/present';
import { startTask } from '@app/functions/tasks/task.service';
import { importFileKey } from '@app/functions/user-import/import-file.store';

const api = useTestApi();
let admin: TestTenant;
let teamId: string;

async function runImport(fileName: string, content: Buffer, tenant = admin, unitId = teamId) {
  const started = await api.send(
    userImportContracts.importUsers,
    { body: { unitId, fileName, content: content.toString('base64') } },
    { token: tenant.token },
  );
  expect(started.status, JSON.stringify(started.error)).toBe(202);
  return waitForTask(api, started.data.progressId, tenant.token);
}

const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
const prefix = () => randomUUID().slice(0, 5);

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'en' });
  // The company mails its people only once its administrator confirmed their address.
  await confirmAdministratorEmail(api, admin.customerNo);
  const root = (await api.send(unitContracts.list, {}, { token: admin.token })).data[0];
  const team = await api.send(
    unitContracts.create,
    { body: { name: 'Import team', unitType: 0, parentId: root?.id ?? null } },
    { token: admin.token },
  );
  teamId = team.data.id;
});

describe('user import', () => {
  it('imports twenty people from CSV into the unit, with a log of each', async () => {
    const p = prefix();
    const people = Array.from(
      { length: 20 },
      (_, index) => `${p}.person${index};Person ${index};p${index}@example.com;de;Employee`,
    );
    const task = await runImport('people.csv', csv(['Username;Name;E-Mail;Language;Role', ...people]));
    expect(task.succeeded).toBe(true);
    expect(task.result, JSON.stringify(task.log)).toMatchObject({ imported: 20, refused: 0 });
    expect(task.log.map((line) => line.messageKey)).toContain('userImport.done');
    expect(task.log.some((line) => line.message === `Row 3: ${p}.person1 imported.`)).toBe(true);
    const users = (await api.send(userContracts.list, {}, { token: admin.token })).data;
    const imported = users.filter((user) => user.username.startsWith(`${p}.`));
    expect(imported).toHaveLength(20);
    // The report names the people written, for "invite all".
    expect([...((task.result?.userIds ?? []) as string[])].sort()).toEqual(
      imported.map((user) => user.id).sort(),
    );
    expect(imported.every((user) => user.unitId === teamId && user.language === 'de' && user.active)).toBe(
      true,
    );
  });

  it('refuses a file with bad rows as a whole and names each row and reason', async () => {
    const p = prefix();
    const task = await runImport(
      'bad.csv',
      csv([
        'Benutzername,Name,E-Mail,Rolle',
        `${p}.good,Good Person,good@example.com,`,
        `${p}.mail,No Mail,not-a-mail,`,
        `${p}.good,Twice,twice@example.com,`,
        `${admin.username},Taken,taken@example.com,`,
        `${p}.role,Odd Role,odd@example.com,Astronaut`,
        `x,,short@example.com,`,
      ]),
    );
    expect(task.result).toEqual({ imported: 0, refused: 5 });
    const errors = task.log.filter((line) => line.level === 'ERR').map((line) => line.message);
    expect(errors).toEqual([
      'Row 3: this is not a valid e-mail address.',
      'Row 4: this username appears twice in the file.',
      'Row 5: this username is taken already.',
      'Row 6: there is no role of this name.',
      'Row 7: the username must have 3 to 50 characters (letters, digits, . _ -).',
      'Row 7: the name is missing or longer than 100 characters.',
    ]);
    expect(task.log.map((line) => line.messageKey)).toContain('userImport.nothingImported');
    const users = (await api.send(userContracts.list, {}, { token: admin.token })).data;
    expect(users.some((user) => user.username.startsWith(`${p}.`))).toBe(false);
  });

  it('reads an Excel file; the imported person is invited and signs in', async () => {
    const p = prefix();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Username', 'Name', 'Email']);
    sheet.addRow([`${p}.xl`, 'Xaver Excel', `${p}.xl@example.com`]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const task = await runImport('people.xlsx', file);
    // The task's log says why, should a run import nobody (it happened once in `npm test`, 4 December).
    expect(task.result, JSON.stringify(task.log)).toMatchObject({ imported: 1, refused: 0 });
    expect(task.result?.userIds).toHaveLength(1);
    const user = (await api.send(userContracts.list, {}, { token: admin.token })).data.find(
      (candidate) => candidate.username === `${p}.xl`,
    );
    expect(user).toMatchObject({ displayName: 'Xaver Excel', language: 'en' });
    // No sign-in until invited: the invitation creates it.
    const address = `${p}.xl@example.com`;
    const invited = await api.send(
      invitationContracts.invite,
      { params: { userId: user?.id ?? '' }, body: { mail: address } },
      { token: admin.token },
    );
    expect(invited.status).toBe(200);
    const temporary =
      /Temporary password: (\S+)/.exec((await lastMailTo(api, address)).body.text ?? '')?.[1] ?? '';
    await expect(
      signIn(api, admin.customerNo, `${p}.xl`, temporary, 'Xaver-Own-Passw0rd'),
    ).resolves.toBeTruthy();
  });

  it('refuses what is not a spreadsheet, a missing column and an unknown unit', async () => {
    const broken = await runImport('people.xlsx', Buffer.from('not a zip file'));
    expect(broken.log.map((line) => line.messageKey)).toEqual(['userImport.fileUnreadable', 'task.finished']);
    const noMail = await runImport('people.csv', csv(['Username;Name', 'someone;Some One']));
    expect(noMail.log[0]?.message).toBe('The first row must name the columns; missing: email.');
    const pdf = await api.send(
      userImportContracts.importUsers,
      { body: { unitId: teamId, fileName: 'people.pdf', content: 'AAAA' } },
      { token: admin.token },
    );
    expect(pdf.status).toBe(400);
    const unknownUnit = await api.send(
      userImportContracts.importUsers,
      {
        body: {
          unitId: randomUUID(),
          fileName: 'people.csv',
          content: csv(['Username;Name;E-Mail']).toString('base64'),
        },
      },
      { token: admin.token },
    );
    expect(unknownUnit.status).toBe(404);
  });

  it('says so when the uploaded file is gone, and does not call it unreadable', async () => {
    // A task whose file is no longer in the bucket (its 7 days passed): started as the import call starts it.
    const tenant = {
      customerNo: admin.customerNo,
      userSub: tokenSubject(admin.token),
      username: admin.username,
    };
    const started = await startTask(
      tenant,
      {
        kind: 'report',
        type: 'users.import',
        name: { key: 'task.name.userImport' },
        input: { unitId: teamId, fileKey: importFileKey(tenant, randomUUID()), fileName: 'people.csv' },
      },
      'en',
    );
    const task = await waitForTask(api, started.progressId, admin.token);
    expect(task.succeeded).toBe(false);
    expect(task.log.map((line) => line.message)).toContain(
      'The uploaded file is no longer there (it is kept for 7 days). Please upload it again.',
    );
    expect(task.log.map((line) => line.messageKey)).not.toContain('userImport.fileUnreadable');
  });

  it('keeps the Free Edition’s limit of active users for the whole file', async () => {
    const small = await signUpTenant(api, { language: 'en' });
    expect((await chooseEdition(api, small, 'free')).status).toBe(200);
    const root = (await api.send(unitContracts.list, {}, { token: small.token })).data[0]?.id ?? '';
    const people = Array.from(
      { length: 10 },
      (_, index) => `free${index};Free ${index};free${index}@example.com`,
    );
    const task = await runImport('many.csv', csv(['Username;Name;E-Mail', ...people]), small, root);
    expect(task.result).toEqual({ imported: 0, refused: 0 });
    expect(task.log.map((line) => line.messageKey)).toContain('userImport.editionLimit');
    const users = (await api.send(userContracts.list, {}, { token: small.token })).data;
    expect(users).toHaveLength(1);
  });
});
