/** Qualifications: the edit dialog's bounds, enabled filter, names, audit, and who may change them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { qualificationContracts as contracts } from '@app/shared/qualifications/qualifications.contracts';
import { auditContracts } from '@app/shared/audit/audit.contracts';
import { createUserAndSignIn, signUpTenant, useTestApi, type TestTenant } from '../support/api';

const api = useTestApi();
let admin: TestTenant;

async function create(name: string, shortName = '') {
  const answer = await api.send(contracts.create, { body: { name, shortName } }, { token: admin.token });
  if (!answer.data) throw new Error(`create ${name}: ${answer.status} ${answer.error?.code}`);
  return answer.data;
}

beforeAll(async () => {
  admin = await signUpTenant(api, { language: 'de' });
});

describe('qualifications', () => {
  it('are listed by name, read and named one by one', async () => {
    const nurse = await create('Pflegefachkraft', 'PFK');
    await create('Küchenhilfe', 'KH');
    await create('pflegehelfer', 'PH');
    const list = await api.send(contracts.list, { query: { enabled: 'all' } }, { token: admin.token });
    expect(list.data?.map((one) => one.name)).toEqual(['Küchenhilfe', 'Pflegefachkraft', 'pflegehelfer']);
    const name = await api.send(
      contracts.name,
      { params: { qualificationId: nurse.id } },
      { token: admin.token },
    );
    expect(name.data).toEqual({ id: nurse.id, name: 'Pflegefachkraft' });
  });

  it('refuse an empty name, one over 50 characters and a short name over 5, storing nothing', async () => {
    const before = (await api.send(contracts.list, { query: { enabled: 'all' } }, { token: admin.token }))
      .data;
    for (const body of [
      { name: ' ' },
      { name: 'x'.repeat(51) },
      { name: 'Fine', shortName: 'TOOLONG' },
      { name: 'A', extra: 1 },
    ]) {
      const answer = await api.call('POST', '/api/qualifications', { token: admin.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const after = (await api.send(contracts.list, { query: { enabled: 'all' } }, { token: admin.token }))
      .data;
    expect(after).toHaveLength(before?.length ?? -1);
  });

  it('are deactivated (hidden by the enabled filter), refuse stale versions, and are deleted with an audit entry', async () => {
    const mentor = await create('Praxisanleiter', 'PA');
    const off = await api.send(
      contracts.update,
      {
        params: { qualificationId: mentor.id },
        body: { name: 'Praxisanleiter', enabled: false, version: 1 },
      },
      { token: admin.token },
    );
    expect(off.data).toMatchObject({ enabled: false, version: 2, shortName: '' });
    const enabled = await api.send(contracts.list, { query: { enabled: 'true' } }, { token: admin.token });
    expect(enabled.data?.map((one) => one.id)).not.toContain(mentor.id);
    const stale = await api.send(
      contracts.update,
      { params: { qualificationId: mentor.id }, body: { name: 'Anleiter', version: 1 } },
      { token: admin.token },
    );
    expect(stale.status).toBe(409);
    const deleted = await api.send(
      contracts.delete,
      { params: { qualificationId: mentor.id }, query: { version: 2 } },
      { token: admin.token },
    );
    expect(deleted.status).toBe(204);
    expect(
      (await api.send(contracts.get, { params: { qualificationId: mentor.id } }, { token: admin.token }))
        .status,
    ).toBe(404);
    const audit = await api.send(auditContracts.list, { query: {} }, { token: admin.token });
    expect(audit.data?.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['qualification.create', 'qualification.update', 'qualification.delete']),
    );
  });

  it('are read by everyone signed in and changed only with masterdata.edit', async () => {
    const employee = await createUserAndSignIn(api, admin, 'ella', ['employee']);
    const read = await api.send(contracts.list, { query: { enabled: 'true' } }, { token: employee.token });
    expect(read.status).toBe(200);
    const refused = await api.send(contracts.create, { body: { name: 'Nope' } }, { token: employee.token });
    expect(refused.status).toBe(403);
  });
});
