/**
 * The demo company signs in with Microsoft (issue 31): its directory is the local identity provider's
 * "Sonnenhof Pflege GmbH" (infra/src/local/identity/demo-directory.ts), whose people are matched by e-mail address
 * and linked at their first Microsoft sign-in (Emma, Lena); a directory user the company does not know yet (Nora
 * Neu) joins Wohnbereich 1 as an employee at hers. Passwords stay allowed, so every demo sign-in keeps working.
 */
import type { Caller } from '@app/functions/security/caller';
import { demoDirectoryTenantId } from '../identity/demo-directory';

export async function seedDemoSso(admin: Caller): Promise<void> {
  const { getSsoSettings, saveSsoSettings } = await import('@app/functions/sso/sso.service');
  const { listUnits } = await import('@app/functions/units/unit.service');
  const { RoleRepository } = await import('@app/functions/directory/role.repository');
  // Seeded once: a second run finds the settings.
  if ((await getSsoSettings(admin)).version > 0) return;
  const [units, roles] = await Promise.all([listUnits(admin), new RoleRepository(admin.tenant).list()]);
  const unit = units.find((candidate) => candidate.name === 'Wohnbereich 1');
  const role = roles.find((candidate) => candidate.key === 'employee');
  await saveSsoSettings(admin, {
    enabled: true,
    directoryId: demoDirectoryTenantId,
    allowPassword: true,
    matchClaim: 'email',
    linkByClaim: true,
    unknownUsers: unit && role ? 'create' : 'refuse',
    createUnitId: unit?.id ?? null,
    createRoleId: role?.id ?? null,
    version: 0,
  });
}
