import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TBooking } from '@app/shared/time-tracking/booking';
import type { TCheckBookingsInput } from '@app/shared/time-tracking/check-bookings';
import { addDays, isoWeekdayOf, type PlainDate } from '@app/shared/time/tenant-time';
import { usePermission, useSession } from '#app/session';
import { useToast } from '#app/toast';
import { Button } from '#ui/button';
import { DateField } from '#ui/date-field';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { SelectField } from '#ui/select-field';
import { errorMessage } from '#lib/error-message';
import { todayInDisplayZone } from '#lib/format';
import { UserPickerGrid } from '#features/organisation/pickers/user-picker';
import { useUnitChoice } from '#features/organisation/pickers/unit-choice';
import { BookingDialog } from '../booking-dialog';
import { clockStateQuery, refreshTime } from '../time-api';
import timeStyles from '../time.module.css';
import { checkBookingsQuery, decideBooking } from './check-bookings-api';
import { QueryContent } from '#ui/query-content';
import { FindingItem } from './finding-item';
import styles from './check-bookings.module.css';

type Whom = 'unit' | 'people';

/** Monday to Sunday of the week before the one of `today`. */
function lastWeek(today: PlainDate): { from: PlainDate; to: PlainDate } {
  const monday = addDays(today, 1 - isoWeekdayOf(today) - 7);
  return { from: monday, to: addDays(monday, 6) };
}

/**
 * Check bookings (the spec's check-bookings dialog): an approver picks a unit or people and a range (last week
 * by default) and sees, per person, missing clock-outs, overlaps, bookings without a plan, plans without a booking
 * and requested bookings, each with its fix: the EditBooking dialog, approve or deny, or the target/actual page.
 */
export function CheckBookingsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const session = useSession();
  const administrator = usePermission('access.administrator');
  // Nobody decides on their own bookings but an administrator (the server answers OWN_DECISION).
  const decidesOwn = (userId: string) => userId === session.currentUserId && !administrator;
  const units = useUnitChoice();
  const [whom, setWhom] = useState<Whom>('unit');
  const [userIds, setUserIds] = useState<readonly string[]>([]);
  const [range, setRange] = useState(() => lastWeek(todayInDisplayZone()));
  const [applied, setApplied] = useState<TCheckBookingsInput | null>(null);
  const [peopleMissing, setPeopleMissing] = useState(false);
  const [editing, setEditing] = useState<{ userId: string; booking: TBooking } | null>(null);
  const [busy, setBusy] = useState(false);
  // The default unit is checked for last week as soon as the units are known.
  const request =
    applied ?? (units.unitId ? { unitId: units.unitId, ...lastWeek(todayInDisplayZone()) } : null);
  const findings = useQuery({
    ...checkBookingsQuery(request ?? { from: range.from, to: range.to }),
    enabled: request !== null,
  });
  const clock = useQuery(clockStateQuery);

  function check() {
    if (whom === 'people' && userIds.length === 0) {
      setPeopleMissing(true);
      return;
    }
    setPeopleMissing(false);
    const { from, to } = range;
    setApplied(whom === 'unit' ? { unitId: units.unitId, from, to } : { userIds: [...userIds], from, to });
  }

  async function decide(booking: TBooking, decision: 'approve' | 'deny') {
    setBusy(true);
    try {
      await decideBooking(booking, decision);
      toast.success(t(decision === 'approve' ? 'timeCheck.approved' : 'timeCheck.denied'));
      await refreshTime(queryClient);
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={t('timeCheck.title')} titleId="time-check-title">
      <div className={`${timeStyles.stack} ${styles.wide}`}>
        <form
          className={`${timeStyles.card} ${styles.form}`}
          aria-label={t('timeCheck.title')}
          onSubmit={(event) => {
            event.preventDefault();
            check();
          }}
        >
          <SelectField
            label={t('timeCheck.whom')}
            value={whom}
            onChange={(event) => setWhom(event.target.value === 'people' ? 'people' : 'unit')}
          >
            <option value="unit">{t('timeCheck.whom.unit')}</option>
            <option value="people">{t('timeCheck.whom.people')}</option>
          </SelectField>
          {whom === 'unit' ? (
            <SelectField
              label={t('timeCheck.unit')}
              value={units.unitId}
              disabled={!units.units}
              onChange={(event) => units.setUnitId(event.target.value)}
            >
              {(units.units ?? []).map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.name}
                </option>
              ))}
            </SelectField>
          ) : (
            <UserPickerGrid
              label={t('timeCheck.people')}
              value={userIds}
              onChange={(ids) => setUserIds(ids ?? [])}
              error={peopleMissing ? t('timeCheck.choosePeople') : undefined}
            />
          )}
          <DateField
            label={t('timeCheck.from')}
            value={range.from}
            onChange={(from) => from && setRange((current) => ({ ...current, from }))}
          />
          <DateField
            label={t('timeCheck.to')}
            value={range.to}
            onChange={(to) => to && setRange((current) => ({ ...current, to }))}
          />
          <Button type="submit">{t('timeCheck.check')}</Button>
        </form>
        {request && (
          <QueryContent query={findings}>
            {(result) => (
              <>
                <Notice tone={result.people.length === 0 ? 'success' : 'info'}>
                  {result.people.length === 0
                    ? t('timeCheck.allGood', { checked: result.checked })
                    : t('timeCheck.summary', { people: result.people.length, checked: result.checked })}
                </Notice>
                {result.people.map((person) => (
                  <section
                    key={person.userId}
                    className={`${timeStyles.card} ${styles.person}`}
                    aria-labelledby={`check-${person.userId}`}
                  >
                    <h2 id={`check-${person.userId}`} className={styles.personName}>
                      {person.displayName}
                    </h2>
                    <ul className={styles.findings}>
                      {person.findings.map((finding, index) => (
                        <FindingItem
                          key={`${finding.kind}-${finding.day}-${index}`}
                          userId={person.userId}
                          finding={finding}
                          busy={busy}
                          own={decidesOwn(person.userId)}
                          onEdit={(booking) => setEditing({ userId: person.userId, booking })}
                          onDecide={(booking, decision) => void decide(booking, decision)}
                        />
                      ))}
                    </ul>
                  </section>
                ))}
              </>
            )}
          </QueryContent>
        )}
      </div>
      {editing && (
        <BookingDialog
          userId={editing.userId}
          booking={editing.booking}
          day={editing.booking.day}
          costUnits={clock.data?.costUnits ?? []}
          own={false}
          onClose={() => setEditing(null)}
          onSaved={() => {
            toast.success(t('timeCheck.saved'));
            void refreshTime(queryClient);
          }}
          onRemoved={(how) => {
            toast.success(t(how === 'cancelled' ? 'time.bookings.cancelled' : 'time.bookings.deleted'));
            void refreshTime(queryClient);
          }}
        />
      )}
    </Page>
  );
}
