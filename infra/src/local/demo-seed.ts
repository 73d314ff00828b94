/**
 * The demo tenant (customer number 10001), created on first start through the same sign-up code as every
 * real tenant, then filled with what exists of the product so that a newcomer sees a living product.
 */
import { randomUUID } from 'node:crypto';

export const demoCustomerNo = '10001';
export const demoPassword = 'Demo-Shift-2026';

export interface DemoTenant {
  customerNo: string;
  usernames: string[];
  password: string;
}

export async function seedDemoTenant(): Promise<DemoTenant> {
  const { findDirectoryEntry } = await import('@app/functions/platform/platform.repository');
  const demo = {
    customerNo: demoCustomerNo,
    usernames: ['admin', 'planner', 'employee'],
    password: demoPassword,
  };
  if (await findDirectoryEntry(demoCustomerNo)) return demo;

  const { signUp } = await import('@app/functions/tenants/signup.service');
  const { resolveCaller } = await import('@app/functions/security/caller');
  const { RoleRepository } = await import('@app/functions/roles/role.repository');
  const { createUser } = await import('@app/functions/users/user.service');

  const result = await signUp(
    {
      idempotencyKey: randomUUID(),
      companyName: 'Sonnenhof Pflege GmbH',
      country: 'DE',
      region: 'NW',
      timeZone: 'Europe/Berlin',
      language: 'de',
      adminName: 'Anna Admin',
      email: 'admin@sonnenhof.example',
      username: 'admin',
      password: demoPassword,
    },
    'demo-seed',
  );
  if (result.customerNo !== demoCustomerNo) {
    throw new Error(
      `The demo tenant got customer number ${result.customerNo}; the data in .data/ predates it`,
    );
  }
  const admin = await resolveCaller({
    customerNo: result.customerNo,
    userSub: 'demo-seed',
    username: 'admin',
  });
  const roles = await new RoleRepository(admin.tenant).list();
  const roleId = (key: string) => roles.find((role) => role.key === key)!.id;
  await createUser(admin, {
    username: 'planner',
    displayName: 'Paul Planer',
    email: 'planner@sonnenhof.example',
    password: demoPassword,
    roleIds: [roleId('planner')],
    language: 'de',
  });
  await createUser(admin, {
    username: 'employee',
    displayName: 'Emma Mitarbeiterin',
    email: 'employee@sonnenhof.example',
    password: demoPassword,
    roleIds: [roleId('employee')],
    language: 'de',
  });
  return demo;
}
