/**
 * Clock terminals (issue 14): registration, list, notes and deletion for `settings.manage`, and the terminals'
 * upload of card readings. A reading is applied like the clock (`clockStepAt`, at the reading's instant) for the
 * card's holder, in one transaction with its `BOOKINGREF` (if not exists: a repeated upload writes nothing) and
 * the audit entry. The secret is 32 random bytes, stored as its sha-256 and compared in constant time.
 * Hostile input (issue 25): every upload counts against its address and customer number before the secret is
 * checked; a reading more than a few minutes ahead of the server's clock, older than the company's limit or into
 * a confirmed day is rejected with its own reason and writes nothing, the rest of the upload still goes in.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError } from '@app/shared/api/errors';
import { editionAllows, isTrialExpired } from '@app/shared/tenants/editions';
import { isCustomerNo } from '@app/shared/tenants/customer';
import {
  defaultTerminalMaxAgeDays,
  terminalFutureToleranceMinutes,
  ZTerminalId,
  ZTerminalUpload,
  type TTerminal,
  type TTerminalCreate,
  type TTerminalCreated,
  type TTerminalUpload,
  type TTerminalUploadResult,
} from '@app/shared/time-tracking/terminal';
import { ZTerminalCreate } from '@app/shared/time-tracking/terminal';
import { settingsCatalogue } from '@app/shared/settings/settings-catalogue';
import type { TenantContext } from '../tenancy/tenant-context';
import type { Caller } from '../security/caller';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry, commitAudited } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { enforceTerminalUploadLimit } from '../security/rate-limit';
import { SettingsRepository } from '../settings/settings.repository';
import { TenantRepository } from '../directory/tenant.repository';
import { BookingRepository } from '../time/booking.repository';
import { clockStepAt } from '../time/punch-clock.service';
import { DayRecordRepository } from '../time/day-record.repository';
import { KeyCardRepository } from '../directory/key-card.repository';
import { UserRepository, type User } from '../directory/user.repository';
import { TerminalRepository, type StoredTerminal } from './terminal.repository';

export const terminalUploadPath = '/api/public/terminals/bookings';
const minuteMs = 60_000;
const dayMs = 86_400_000;

const hashOf = (secret: string): Buffer => createHash('sha256').update(secret, 'utf8').digest();
const targetOf = (terminal: Pick<StoredTerminal, 'id' | 'name'>) => ({
  type: 'terminal',
  id: terminal.id,
  name: terminal.name,
});
const toApi = ({ secretHash: _hash, ...terminal }: StoredTerminal): TTerminal => terminal;

export async function listTerminals(caller: Caller): Promise<TTerminal[]> {
  return (await new TerminalRepository(caller.tenant).list()).map(toApi);
}

export async function createTerminal(caller: Caller, raw: TTerminalCreate): Promise<TTerminalCreated> {
  const input = ZTerminalCreate.parse(raw);
  const secret = randomBytes(32).toString('base64url');
  const terminal: StoredTerminal = {
    id: randomUUID(),
    name: input.name,
    notes: input.notes,
    secretHash: hashOf(secret).toString('hex'),
    createdAt: clockNow().toISOString(),
    lastSeenAt: null,
    bookingCount: 0,
  };
  const repository = new TerminalRepository(caller.tenant);
  await commitAudited(
    caller,
    { action: 'terminal.create', target: targetOf(terminal), after: toApi(terminal) },
    [repository.createWrite(terminal)],
  );
  return {
    terminal: toApi(terminal),
    secret,
    authorization: `Terminal ${caller.tenant.customerNo}.${terminal.id}.${secret}`,
    uploadPath: terminalUploadPath,
  };
}

async function requireTerminal(caller: Caller, id: string): Promise<StoredTerminal> {
  const terminal = await new TerminalRepository(caller.tenant).get(id);
  if (!terminal) throw new AppError('NOT_FOUND');
  return terminal;
}

export async function deleteTerminal(caller: Caller, id: string): Promise<void> {
  const terminal = await requireTerminal(caller, id);
  await commitAudited(
    caller,
    { action: 'terminal.delete', target: targetOf(terminal), before: toApi(terminal) },
    [new TerminalRepository(caller.tenant).deleteWrite(id)],
  );
}

export async function terminalNotes(caller: Caller, id: string, notes: string): Promise<TTerminal> {
  const terminal = await requireTerminal(caller, id);
  await commitAudited(
    caller,
    {
      action: 'terminal.notes',
      target: targetOf(terminal),
      before: { notes: terminal.notes },
      after: { notes },
    },
    [new TerminalRepository(caller.tenant).notesWrite(id, notes)],
  );
  return toApi({ ...terminal, notes });
}

// ---- the upload (public route: the terminal's own credentials) ----

const credentialsPattern = /^Terminal\s+(\d+)\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{1,100})$/;
/** Compared against when the terminal is unknown, so that an unknown id takes as long as a wrong secret. */
const absentHash = Buffer.alloc(32);

/** The parts of a well-formed `Authorization: Terminal ...` header (not yet verified), or undefined. */
function credentialsOf(
  authorization: string | undefined,
): { customerNo: string; terminalId: string; secret: string } | undefined {
  const match = credentialsPattern.exec(authorization?.trim() ?? '');
  const [, customerNo = '', terminalId = '', secret = ''] = match ?? [];
  if (!match || !isCustomerNo(customerNo) || !ZTerminalId.safeParse(terminalId).success) return undefined;
  return { customerNo, terminalId, secret };
}

/**
 * The terminal of the `Authorization` header: the tenant is the one whose terminal's hash matches, never a value
 * of the body. Every failure is the same 401 (no oracle for customer numbers or terminal ids).
 */
async function authenticate(
  authorization: string | undefined,
): Promise<{ tenant: TenantContext; terminal: StoredTerminal }> {
  const credentials = credentialsOf(authorization);
  if (!credentials) throw new AppError('UNAUTHORIZED');
  const { customerNo, terminalId, secret } = credentials;
  const tenant: TenantContext = {
    customerNo,
    userSub: `terminal:${terminalId}`,
    username: `terminal:${terminalId}`,
  };
  const terminal = await new TerminalRepository(tenant).get(terminalId);
  const expected = terminal ? Buffer.from(terminal.secretHash, 'hex') : absentHash;
  const given = hashOf(secret);
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!terminal || !matches) throw new AppError('UNAUTHORIZED');
  return { tenant, terminal };
}

type Result = TTerminalUploadResult['results'][number];

export async function uploadTerminalBookings(
  authorization: string | undefined,
  clientAddress: string,
  raw: TTerminalUpload,
): Promise<TTerminalUploadResult> {
  // Before the secret is checked: a wrong one counts too.
  await enforceTerminalUploadLimit({ clientAddress, customerNo: credentialsOf(authorization)?.customerNo });
  const { tenant, terminal } = await authenticate(authorization);
  const tenantRecord = await new TenantRepository(tenant).get();
  if (!tenantRecord) throw new AppError('UNAUTHORIZED');
  if (!editionAllows(tenantRecord.edition, 'clockTerminals')) {
    const messageKey = tenantRecord.edition === 'free' ? 'error.EDITION_LIMIT' : 'error.EDITION_LIMIT_PAID';
    throw new AppError('EDITION_LIMIT', {
      messageKey,
      details: { feature: 'clockTerminals', edition: tenantRecord.edition },
    });
  }
  if (isTrialExpired(tenantRecord.edition, tenantRecord.trialEndsAt, clockNow()))
    throw new AppError('TRIAL_EXPIRED');
  const input = ZTerminalUpload.parse(raw);
  const now = clockNow().getTime();
  const latest = now + terminalFutureToleranceMinutes * minuteMs;
  const earliest = now - (await maxAgeDays(tenant)) * dayMs;
  const dayConfirmed = confirmedDays(tenant);
  const holders = await cardHolders(tenant, input.bookings);
  const terminals = new TerminalRepository(tenant);
  const bookings = new BookingRepository(tenant);
  const audit = new AuditRepository(tenant);
  const actor = { id: terminal.id, name: terminal.name };
  const results = new Map<string, Result>();
  // In the order read: a person's in, pause and out must meet the clock in that order.
  const ordered = input.bookings
    .map((reading, index) => ({ ...reading, index, instant: Date.parse(reading.at) }))
    .sort((a, b) => a.instant - b.instant || a.index - b.index);
  for (const reading of ordered) {
    const answer = (outcome: Result['outcome'], reason: Result['reason'] = null) =>
      results.set(`${reading.index}`, { bookingId: reading.bookingId, outcome, reason });
    if (await terminals.hasRef(terminal.id, reading.bookingId)) {
      answer('duplicate');
      continue;
    }
    // A clock running ahead (or a forged date) would lock the person's clock until that instant.
    if (reading.instant > latest) {
      answer('rejected', 'inFuture');
      continue;
    }
    if (reading.instant < earliest) {
      answer('rejected', 'tooOld');
      continue;
    }
    const person = holders.get(`${reading.cardType}#${reading.cardId}`);
    if (!person) {
      answer('unknownCard');
      continue;
    }
    const instant = new Date(Math.floor(reading.instant / minuteMs) * minuteMs).toISOString();
    const current = await bookings.clock(person.id);
    if (current && instant < current.since) {
      answer('rejected', 'outOfOrder');
      continue;
    }
    const caller: Caller = { tenant, tenantRecord, user: person, permissions: new Set() };
    try {
      const step = await clockStepAt(caller, current, reading.kind, instant, {
        costUnit: null,
        source: 'terminal',
      });
      // A day a planner confirmed is locked for the person, as at the web clock.
      if (await dayConfirmed(person.id, step.booking.day)) {
        answer('rejected', 'dayConfirmed');
        continue;
      }
      await audit.commit(
        auditEntry(
          'booking.clock',
          actor,
          { type: 'booking', id: step.booking.id, name: `${person.displayName} ${step.booking.day}` },
          {
            ...step.change,
            after: { ...(step.change.after as object), terminalBookingId: reading.bookingId },
          },
        ),
        [...step.writes, terminals.refWrite(terminal.id, reading.bookingId, step.booking.id, instant)],
      );
      answer('accepted');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'CLOCK_TRANSITION_REFUSED') answer('rejected', 'transition');
      else if (error.code !== 'CONFLICT') throw error;
      else if (await terminals.hasRef(terminal.id, reading.bookingId)) answer('duplicate');
      else answer('rejected', 'conflict');
    }
  }
  const answers = input.bookings.map((_reading, index) => results.get(`${index}`));
  const accepted = answers.filter((result) => result?.outcome === 'accepted').length;
  await terminals.seen(terminal.id, clockNow().toISOString(), accepted);
  return { results: answers.filter((result): result is Result => result !== undefined) };
}

/** The company's `time.terminalMaxAgeDays` (1 G), its default while never saved or not valid. */
async function maxAgeDays(tenant: TenantContext): Promise<number> {
  const stored = await new SettingsRepository(tenant).global('time.terminalMaxAgeDays');
  return (
    settingsCatalogue['time.terminalMaxAgeDays'].value.safeParse(stored?.value).data ??
    defaultTerminalMaxAgeDays
  );
}

/** Whether a person's day is confirmed: 1 Q gsi1 per person and month, read once an upload. */
function confirmedDays(tenant: TenantContext): (userId: string, day: string) => Promise<boolean> {
  const records = new DayRecordRepository(tenant);
  const months = new Map<string, Promise<Set<string>>>();
  return async (userId, day) => {
    const key = `${userId}#${day.slice(0, 7)}`;
    let confirmed = months.get(key);
    if (!confirmed) {
      confirmed = records
        .ofPersonMonth(userId, day.slice(0, 7))
        .then((found) => new Set(found.filter((record) => record.confirmed !== null).map((r) => r.date)));
      months.set(key, confirmed);
    }
    return (await confirmed).has(day);
  };
}

/** The active holders of the enabled cards read: 1 BatchGet `KEYCARD` + 1 BatchGet users + 1 G `KEYCARDS` each. */
async function cardHolders(
  tenant: TenantContext,
  readings: readonly { cardId: string; cardType: string }[],
): Promise<Map<string, User>> {
  const cards = [
    ...new Map(
      readings.map((r) => [`${r.cardType}#${r.cardId}`, { cardType: r.cardType, cardId: r.cardId }]),
    ).values(),
  ];
  const keyCards = new KeyCardRepository(tenant);
  const reservations = await keyCards.holders(cards);
  const userIds = [...new Set(reservations.map((r) => r.userId))];
  const [users, lists] = await Promise.all([
    new UserRepository(tenant).getMany(userIds),
    Promise.all(userIds.map(async (userId) => [userId, (await keyCards.of(userId)).cards] as const)),
  ]);
  const active = new Map(users.filter((user) => user.active).map((user) => [user.id, user]));
  // A card switched off in the person's list is reserved still, but opens nothing.
  const enabled = new Set(
    lists.flatMap(([userId, held]) =>
      held.filter((card) => card.enabled).map((card) => `${userId}#${card.cardType}#${card.cardId}`),
    ),
  );
  const holders = new Map<string, User>();
  for (const reservation of reservations) {
    const user = active.get(reservation.userId);
    const key = `${reservation.cardType}#${reservation.cardId}`;
    if (user && enabled.has(`${user.id}#${key}`)) holders.set(key, user);
  }
  return holders;
}
