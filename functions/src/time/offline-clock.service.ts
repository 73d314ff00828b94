/**
 * Clock steps taken while the phone was offline (issue 27). The phone sends each step with the time of the tap and
 * the idempotency key it made for it, in the order taken. The step is bounded like a terminal's reading (not
 * ahead of the server's clock beyond the terminals' tolerance, not older than the queue's limit, not before the
 * clock's last change), then applied like a live step (`clockStepAt` at the tap's minute, a confirmed day refused)
 * and written with its key, the booking, the clock and the audit entry (marked offline) in one transaction. A
 * repeated key books nothing and answers the booking of the first send.
 */
import { AppError } from '@app/shared/api/errors';
import { bookingStates } from '@app/shared/time-tracking/day-input';
import {
  offlineClockFutureToleranceMinutes,
  offlineClockMaxAgeHours,
  type TOfflineClockResult,
  type TOfflineClockStep,
} from '@app/shared/time-tracking/offline-clock';
import { settingsCatalogue } from '@app/shared/settings/settings-catalogue';
import { defaultTerminalMaxAgeDays } from '@app/shared/time-tracking/terminal';
import type { TenantContext } from '../tenancy/tenant-context';
import type { Caller } from '../security/caller';
import { AuditRepository } from '../audit/audit.repository';
import { actorOf, auditEntry } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { SettingsRepository } from '../settings/settings.repository';
import { BookingRepository, type StoredClockStep } from './booking.repository';
import { assertDaysOpen } from './day-record-lock';
import { clockState, clockStepAt, validation } from './punch-clock.service';

const minuteMs = 60_000;
const hourMs = 3_600_000;

export async function clockOffline(caller: Caller, input: TOfflineClockStep): Promise<TOfflineClockResult> {
  const repository = new BookingRepository(caller.tenant);
  const booked = await repository.clockStep(caller.user.id, input.idempotencyKey);
  if (booked) return replay(caller, repository, booked);
  if (input.costUnit && input.action !== 'in')
    throw validation('body.costUnit', 'time.booking.changeRefused');

  const tapped = Date.parse(input.at);
  const now = clockNow().getTime();
  // A phone's clock running ahead (or a forged time) would lock the person's clock until that instant.
  if (tapped > now + offlineClockFutureToleranceMinutes * minuteMs)
    throw new AppError('CLOCK_STEP_IN_FUTURE', {
      details: { at: input.at, toleranceMinutes: offlineClockFutureToleranceMinutes },
    });
  const maxAgeHours = await maxAgeHoursOf(caller.tenant);
  if (tapped < now - maxAgeHours * hourMs)
    throw new AppError('CLOCK_STEP_TOO_OLD', {
      params: { hours: maxAgeHours },
      details: { at: input.at, hours: maxAgeHours },
    });

  const instant = new Date(Math.floor(tapped / minuteMs) * minuteMs).toISOString();
  const current = await repository.clock(caller.user.id);
  // Before the clock's last change (a step on another device came later): the order would be wrong.
  if (current && instant < current.since)
    throw new AppError('CLOCK_TRANSITION_REFUSED', {
      details: { state: current.state, since: current.since },
    });
  const step = await clockStepAt(caller, current, input.action, instant, {
    costUnit: input.costUnit ?? null,
    source: 'web',
  });
  await assertDaysOpen(caller.tenant, caller.user.id, [step.booking.day]);
  const record: StoredClockStep = {
    userId: caller.user.id,
    key: input.idempotencyKey,
    bookingId: step.booking.id,
    action: input.action,
    at: instant,
  };
  try {
    await new AuditRepository(caller.tenant).commit(
      auditEntry(
        'booking.clock',
        actorOf(caller),
        { type: 'booking', id: step.booking.id, name: `${caller.user.displayName} ${step.booking.day}` },
        { ...step.change, after: { ...(step.change.after as object), offline: true, tappedAt: input.at } },
      ),
      [...step.writes, repository.clockStepWrite(record)],
    );
  } catch (error) {
    // Two sends of one key at once (a retry while the first was under way): the first one's booking answers.
    if (error instanceof AppError && error.code === 'CONFLICT') {
      const winner = await repository.clockStep(caller.user.id, input.idempotencyKey);
      if (winner) return replay(caller, repository, winner);
    }
    throw error;
  }
  return {
    booking: step.result,
    requested: step.booking.state === bookingStates.requested,
    clock: await clockState(caller),
    replayed: false,
  };
}

/** The answer to a key booked before: its booking as it is now (1 Q gsi3 + 1 G) and the clock. */
async function replay(
  caller: Caller,
  repository: BookingRepository,
  booked: StoredClockStep,
): Promise<TOfflineClockResult> {
  const booking = await repository.byId(booked.bookingId);
  // Deleted by a planner since: the step was booked once; there is nothing left to show for it.
  if (!booking) throw new AppError('NOT_FOUND');
  return {
    booking,
    requested: booking.state === bookingStates.requested,
    clock: await clockState(caller),
    replayed: true,
  };
}

/** The queue's limit, shortened to the company's terminal limit when that is less (1 G setting). */
async function maxAgeHoursOf(tenant: TenantContext): Promise<number> {
  const stored = await new SettingsRepository(tenant).global('time.terminalMaxAgeDays');
  const days =
    settingsCatalogue['time.terminalMaxAgeDays'].value.safeParse(stored?.value).data ??
    defaultTerminalMaxAgeDays;
  return Math.min(offlineClockMaxAgeHours, days * 24);
}
