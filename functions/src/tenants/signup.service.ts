/**
 * Sign-up of a new company: one idempotent step that allocates the customer number, writes the tenant and its
 * default data in one transaction, starts the import of its public holidays (this year and next; a background
 * task, done within a second or two), creates the administrator's sign-in, and lists the tenant in the directory.
 * A retried request (same idempotency key) finishes what is missing and answers the same customer number.
 */
import { randomUUID } from 'node:crypto';
import { trialDays } from '@app/shared/tenants/editions';
import type { TSignupRequest, TSignupResult } from '@app/shared/tenants/signup';
import { AppError } from '@app/shared/api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import { UnitRepository } from '../units/unit.repository';
import { RoleRepository } from '../roles/role.repository';
import { UserRepository } from '../users/user.repository';
import { createIdentity } from '../users/identity';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import {
  allocateCustomerNo,
  countInWindow,
  findDirectoryEntry,
  findSignup,
  putDirectoryEntry,
  recordSignup,
} from '../platform/platform.repository';
import { startTask } from '../tasks/task.service';
import { now as clockNow } from '../clock';
import { config } from '../config';
import { TenantRepository } from './tenant.repository';

/** Owner of the tasks the system starts itself (not shown to any user). */
const systemUserSub = 'system';
import { defaultAbsenceTypes, defaultRolesFor, rootUnit } from './default-tenant-data';

export async function signUp(
  request: TSignupRequest,
  clientAddress: string,
  now = clockNow(),
): Promise<TSignupResult> {
  const previous = await findSignup(request.idempotencyKey);
  if (!previous) {
    const { count, retryAfterSeconds } = await countInWindow('signup', clientAddress, 3600, now);
    if (count > config.signupsPerAddressAndHour)
      throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: retryAfterSeconds });
  }
  const { customerNo } =
    previous ??
    (await recordSignup(request.idempotencyKey, {
      customerNo: await allocateCustomerNo(),
      createdAt: now.toISOString(),
    }));
  const tenant: TenantContext = { customerNo, userSub: 'signup', username: request.username };
  const tenantRecord = await new TenantRepository(tenant).get();
  const trialEndsAt =
    tenantRecord?.trialEndsAt ?? new Date(now.getTime() + trialDays * 24 * 3600 * 1000).toISOString();
  if (!tenantRecord) {
    await writeTenantData(tenant, request, now, trialEndsAt);
    const year = now.getUTCFullYear();
    await startTask(
      { ...tenant, userSub: systemUserSub },
      {
        kind: 'import',
        type: 'holidays.import',
        name: 'Public holidays',
        input: { country: request.country, region: request.region ?? null, years: [year, year + 1] },
      },
    );
  }
  await createIdentity({
    customerNo,
    username: request.username,
    email: request.email,
    name: request.adminName,
    password: request.password,
  });
  if (!(await findDirectoryEntry(customerNo))) {
    await putDirectoryEntry({
      customerNo,
      displayName: request.companyName,
      language: request.language,
      microsoftSignIn: false,
      createdAt: now.toISOString(),
    });
  }
  return { customerNo, companyName: request.companyName, username: request.username, trialEndsAt };
}

async function writeTenantData(
  tenant: TenantContext,
  request: TSignupRequest,
  now: Date,
  trialEndsAt: string,
): Promise<void> {
  const createdAt = now.toISOString();
  const roles = defaultRolesFor(request.language, createdAt);
  const administratorRole = roles.find((role) => role.key === 'administrator');
  if (!administratorRole) throw new Error('The default roles lack the administrator');
  const adminId = randomUUID();
  const roleRepository = new RoleRepository(tenant);
  const absenceTypes = new AbsenceTypeRepository(tenant);
  try {
    await new AuditRepository(tenant).commit(
      auditEntry(
        'tenant.signup',
        { id: adminId, name: request.username },
        { type: 'tenant', id: tenant.customerNo, name: request.companyName },
        { after: { companyName: request.companyName, edition: 'trial', trialEndsAt } },
        now,
      ),
      [
        new TenantRepository(tenant).createWrite({
          customerNo: tenant.customerNo,
          companyName: request.companyName,
          country: request.country,
          region: request.region ?? null,
          timeZone: request.timeZone,
          language: request.language,
          edition: 'trial',
          trialEndsAt,
          microsoftSignIn: false,
          createdAt,
        }),
        new UnitRepository(tenant).createWrite(rootUnit(request.companyName, createdAt)),
        ...roles.map((role) => roleRepository.createWrite(role)),
        ...defaultAbsenceTypes(createdAt).map((absenceType) => absenceTypes.createWrite(absenceType)),
        ...new UserRepository(tenant).createWrites({
          id: adminId,
          username: request.username,
          displayName: request.adminName,
          email: request.email,
          roleIds: [administratorRole.id],
          active: true,
          language: request.language,
          createdAt,
        }),
      ],
    );
  } catch (error) {
    // A concurrent retry of the same sign-up wrote it first: nothing is missing.
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
  }
}
