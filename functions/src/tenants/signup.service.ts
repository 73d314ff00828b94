/**
 * Sign-up of a new company: one idempotent step that allocates the customer number, writes the tenant and its
 * default data in one transaction, starts the import of its public holidays (this year and next; a background
 * task, done within a second or two), creates the administrator's sign-in, and lists the tenant in the directory.
 *
 * The idempotency key lives in the browser (form state, HAR files, support logs), so it grants nothing by
 * itself: its record keeps a fingerprint of the request. A retried submit of the same request finishes what is
 * missing and answers the same customer number; once complete, it answers the stored result and does nothing
 * else (no Cognito call). The same key with other details is `409 IDEMPOTENCY_KEY_REUSED` and changes nothing.
 * Every submit counts against the per-address limit, replays included.
 */
import { randomUUID } from 'node:crypto';
import { trialDays } from '@app/shared/tenants/editions';
import type { TSignupRequest, TSignupResult } from '@app/shared/tenants/signup';
import { AppError } from '@app/shared/api/errors';
import type { TenantContext } from '../tenancy/tenant-context';
import { AbsenceTypeRepository } from '../absence-types/absence-type.repository';
import { UnitRepository } from '../units/unit.repository';
import { RoleRepository } from '../directory/role.repository';
import { UserRepository } from '../directory/user.repository';
import { createIdentity } from '../directory/identity';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import {
  activateDirectoryEntry,
  allocateCustomerNo,
  completeSignup,
  countInWindow,
  findSignup,
  recordSignup,
  releaseCustomerNo,
  reserveCustomerNo,
  type SignupRecord,
} from '../platform/platform.repository';
import { startTask } from '../tasks/task.service';
import { now as clockNow } from '../clock';
import { config } from '../config';
import { TenantRepository } from '../directory/tenant.repository';
import { defaultAbsenceTypes, defaultRolesFor, rootUnit } from './default-tenant-data';
import { fingerprintOf, matchesFingerprint } from './signup-fingerprint';
import { sendEmailConfirmation, signupConsentWrite } from '../account/email-confirmation.service';
import { logger } from '../logger';

/** Owner of the tasks the system starts itself (not shown to any user). */
const systemUserSub = 'system';

export interface SignUpOptions {
  now?: Date;
  /** The local demo seed only: the number to take (10001) instead of a random one. */
  customerNo?: string;
}

export async function signUp(
  request: TSignupRequest,
  clientAddress: string,
  options: SignUpOptions = {},
): Promise<TSignupResult> {
  const now = options.now ?? clockNow();
  const { count, retryAfterSeconds } = await countInWindow('signup', clientAddress, 3600, now);
  if (count > config.signupsPerAddressAndHour) throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds });

  const previous = await findSignup(request.idempotencyKey, now);
  const record = previous ? await sameRequest(previous, request) : await startSignup(request, now, options);
  if (record.result) return record.result;

  const { customerNo } = record;
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
        name: { key: 'task.name.holidayImport' },
        input: {
          country: request.country,
          region: request.region ?? null,
          years: [year, year + 1],
          language: request.language,
        },
      },
      request.language,
    );
  }
  const { sub } = await createIdentity({
    customerNo,
    username: request.username,
    email: request.email,
    name: request.adminName,
    password: request.password,
  });
  // Tokens are accepted only for this identity (see UserRepository.recordIdentity).
  await new UserRepository(tenant).recordIdentity(request.username, sub);
  await activateDirectoryEntry(customerNo);
  const admin = await new UserRepository(tenant).findByUsername(request.username);
  // The company exists either way: a mail that could not be sent must not undo the sign-up.
  const company = {
    tenant,
    edition: tenantRecord?.edition ?? 'trial',
    timeZone: tenantRecord?.timeZone ?? request.timeZone,
    companyName: request.companyName,
  };
  await sendEmailConfirmation(company, {
    userId: admin?.id ?? '',
    username: request.username,
    name: request.adminName,
    email: request.email,
    language: request.language,
    company: request.companyName,
  }).catch((error: unknown) => logger.error('The e-mail confirmation could not be sent', { error }));
  const result = { customerNo, companyName: request.companyName, username: request.username, trialEndsAt };
  await completeSignup(request.idempotencyKey, result);
  return result;
}

/** The record of an earlier submit with this key, if it was made for this very request; else 409. */
async function sameRequest(record: SignupRecord, request: TSignupRequest): Promise<SignupRecord> {
  if (!(await matchesFingerprint(request, record))) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return record;
}

/** Reserves a customer number and records the sign-up with the request's fingerprint. */
async function startSignup(
  request: TSignupRequest,
  now: Date,
  options: SignUpOptions,
): Promise<SignupRecord> {
  const createdAt = now.toISOString();
  let customerNo: string;
  if (options.customerNo) {
    if (!(await reserveCustomerNo(options.customerNo, createdAt))) {
      throw new Error(`Customer number ${options.customerNo} is taken`);
    }
    customerNo = options.customerNo;
  } else {
    customerNo = await allocateCustomerNo(createdAt);
  }
  const record = await recordSignup(request.idempotencyKey, {
    customerNo,
    createdAt,
    ...(await fingerprintOf(request)),
  });
  if (record.customerNo === customerNo) return record;
  // A concurrent submit with the same key recorded first: this one's number goes back, its request is checked.
  await releaseCustomerNo(customerNo);
  return sameRequest(record, request);
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
  const root = rootUnit(request.companyName, createdAt);
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
        new UnitRepository(tenant).createWrite(root),
        ...roles.flatMap((role) => roleRepository.createWrites(role)),
        ...defaultAbsenceTypes(createdAt).map((absenceType) => absenceTypes.createWrite(absenceType)),
        signupConsentWrite(tenant, adminId, createdAt),
        ...new UserRepository(tenant).createWrites({
          id: adminId,
          username: request.username,
          displayName: request.adminName,
          email: request.email,
          roleIds: [administratorRole.id],
          active: true,
          language: request.language,
          // The administrator belongs to the organisation's root unit, like everyone has a unit.
          unitId: root.id,
          createdAt,
        }),
      ],
    );
  } catch (error) {
    // A concurrent retry of the same sign-up wrote it first: nothing is missing.
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
  }
}
