import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TBooking } from '@app/shared/time-tracking/booking';
import { addDays, isoWeekdayOf, isoWeekOf, type PlainDate } from '@app/shared/time/tenant-time';
import { useSession } from '#app/session';
import { useToast } from '#app/toast';
import { Button } from '#ui/button';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { formatDate, todayInDisplayZone } from '#lib/format';
import { BookingDialog } from './booking-dialog';
import { BookingItem } from './booking-item';
import { bookingsQuery, clockStateQuery, refreshTime } from './time-api';
import styles from './time.module.css';

const mondayOf = (day: PlainDate): PlainDate => addDays(day, 1 - isoWeekdayOf(day));

type Editing = { booking?: TBooking; day: string } | null;

/**
 * "My time": the signed-in person's bookings of a week with their states, a week picker, and the EditBooking
 * dialog to add or correct a booking (the person's own change waits for approval).
 */
export function BookingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = session.currentUserId;
  const toast = useToast();
  const queryClient = useQueryClient();
  const today = todayInDisplayZone();
  const [monday, setMonday] = useState<PlainDate>(() => mondayOf(today));
  const sunday = addDays(monday, 6);
  const bookings = useQuery(bookingsQuery(me, monday, sunday));
  // The clock state names the cost units a person may book on.
  const clock = useQuery(clockStateQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const thisWeek = mondayOf(today);

  return (
    <Page
      title={t('time.bookings.title')}
      titleId="time-bookings-title"
      actions={
        <Button onClick={() => setEditing({ day: today < monday || today > sunday ? monday : today })}>
          {t('time.bookings.add')}
        </Button>
      }
    >
      <div className={styles.stack}>
        <section className={styles.card} aria-labelledby="time-bookings-week">
          <div className={styles.weekBar}>
            <h2 id="time-bookings-week" className={styles.weekLabel}>
              {t('time.bookings.week', {
                week: isoWeekOf(monday),
                from: formatDate(monday),
                to: formatDate(sunday),
              })}
            </h2>
            <Button variant="secondary" size="small" onClick={() => setMonday(addDays(monday, -7))}>
              {t('time.bookings.previous')}
            </Button>
            {monday !== thisWeek && (
              <Button variant="secondary" size="small" onClick={() => setMonday(thisWeek)}>
                {t('time.bookings.thisWeek')}
              </Button>
            )}
            <Button variant="secondary" size="small" onClick={() => setMonday(addDays(monday, 7))}>
              {t('time.bookings.next')}
            </Button>
          </div>
          <QueryContent query={bookings}>
            {(list) =>
              list.length === 0 ? (
                <p className={styles.empty}>{t('time.bookings.empty')}</p>
              ) : (
                <ul className={styles.list}>
                  {[...list]
                    .sort((a, b) => a.clockIn.localeCompare(b.clockIn))
                    .map((booking) => (
                      <BookingItem
                        key={booking.id}
                        booking={booking}
                        withDay
                        onEdit={(chosen) => setEditing({ booking: chosen, day: chosen.day })}
                      />
                    ))}
                </ul>
              )
            }
          </QueryContent>
        </section>
      </div>
      {editing && (
        <BookingDialog
          userId={me}
          booking={editing.booking}
          day={editing.day}
          costUnits={clock.data?.costUnits ?? []}
          own
          onClose={() => setEditing(null)}
          onSaved={({ requested }) => {
            toast.success(t(requested ? 'time.bookings.savedRequested' : 'time.bookings.saved'));
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
