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
  const { createUser, setUserActive } = await import('@app/functions/users/user.service');

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
    // New numbers are random; the demo tenant keeps the number of the first scheme that everyone knows.
    { customerNo: demoCustomerNo },
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
  const roleId = (key: string) => {
    const role = roles.find((candidate) => candidate.key === key);
    if (!role) throw new Error(`The demo tenant lacks the built-in role ${key}`);
    return role.id;
  };
  // The three sign-ins printed on the console, and colleagues so that lists look like a real care home's.
  const people: { username: string; displayName: string; role: string; active?: boolean }[] = [
    { username: 'planner', displayName: 'Paul Planer', role: 'planner' },
    { username: 'employee', displayName: 'Emma Mitarbeiterin', role: 'employee' },
    { username: 'lena.schmidt', displayName: 'Lena Schmidt', role: 'employee' },
    { username: 'jonas.weber', displayName: 'Jonas Weber', role: 'employee' },
    { username: 'mehmet.yilmaz', displayName: 'Mehmet Yilmaz', role: 'employee' },
    { username: 'sophie.becker', displayName: 'Sophie Becker', role: 'planner' },
    { username: 'karl.huber', displayName: 'Karl Huber', role: 'employee', active: false },
  ];
  for (const person of people) {
    const user = await createUser(admin, {
      username: person.username,
      displayName: person.displayName,
      email: `${person.username}@sonnenhof.example`,
      password: demoPassword,
      roleIds: [roleId(person.role)],
      language: 'de',
    });
    if (person.active === false) await setUserActive(admin, user.id, false);
  }
  return demo;
}
