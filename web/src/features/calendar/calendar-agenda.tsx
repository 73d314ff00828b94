import { useTranslation } from 'react-i18next';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { addDays, daysBetween, type PlainDate } from '@app/shared/time/tenant-time';
import { Button } from '#ui/button';
import { isPlannedShift, namesOf } from './colleagues';
import styles from './calendar.module.css';

/** One shift of a day in the agenda: the slots of the same shift (unit, day, name, times) with their people. */
export interface AgendaEntry {
  key: string;
  /** The caller's own slot when they work it, else the first one (opens the details). */
  slot: TCalendarSlot;
  own: boolean;
  people: string[];
  unit: string;
  resource: string;
}

export interface AgendaDay {
  date: PlainDate;
  entries: AgendaEntry[];
}

/** The planned shifts of the data by day (every day of the range, empty ones too), the caller's own marked. */
export function agendaDays(data: TCalendarData, me: string, from: PlainDate, to: PlainDate): AgendaDay[] {
  const names = namesOf(data);
  const units = new Map<string, string>();
  for (const row of data.rows) if (row.kind === 'G') units.set(row.unitId, row.name);
  const resources = new Map(data.resources.map((item) => [item.id, item.caption]));
  const byDay = new Map<PlainDate, Map<string, AgendaEntry>>();
  const slots = data.slots
    .filter((slot) => isPlannedShift(slot) && slot.date >= from && slot.date <= to)
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        (a.begin ?? '').localeCompare(b.begin ?? '') ||
        a.name.localeCompare(b.name),
    );
  for (const slot of slots) {
    const day = byDay.get(slot.date) ?? new Map<string, AgendaEntry>();
    byDay.set(slot.date, day);
    const key = [
      slot.unitId,
      slot.date,
      slot.name,
      slot.begin ?? '',
      slot.end ?? '',
      slot.resourceId ?? '',
    ].join('|');
    const entry = day.get(key) ?? {
      key,
      slot,
      own: false,
      people: [],
      unit: slot.unitId ? (units.get(slot.unitId) ?? '') : '',
      resource: slot.resourceId ? (resources.get(slot.resourceId) ?? '') : '',
    };
    // The reader's own name is not news to them: their entry is marked as theirs instead.
    const name = slot.userId && slot.userId !== me ? names.get(slot.userId) : undefined;
    if (name && !entry.people.includes(name)) entry.people.push(name);
    if (slot.userId === me) {
      entry.own = true;
      entry.slot = slot;
    }
    day.set(key, entry);
  }
  const days: AgendaDay[] = [];
  for (let offset = 0; offset <= daysBetween(from, to); offset += 1) {
    const date = addDays(from, offset);
    days.push({ date, entries: [...(byDay.get(date)?.values() ?? [])] });
  }
  return days;
}

function utcDate(date: PlainDate): Date {
  return new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))),
  );
}

/** A day as people say it: today, tomorrow, else the short weekday and date ("Mo., 30. Nov."). */
export function formatAgendaDay(date: PlainDate, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(utcDate(date));
}

export interface CalendarAgendaProps {
  data: TCalendarData;
  me: string;
  today: PlainDate;
  from: PlainDate;
  to: PlainDate;
  onOpen: (slot: TCalendarSlot) => void;
  onRange: (from: PlainDate, to: PlainDate) => void;
}

/** Days the agenda shows at a time (and moves by with its previous / next buttons). */
export const agendaLength = 14;

/** The employee's phone calendar: a list by day of their own and their units' planned shifts. */
export function CalendarAgenda({ data, me, today, from, to, onOpen, onRange }: CalendarAgendaProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const days = agendaDays(data, me, from, to).filter((day) => day.date >= today || day.entries.length > 0);
  const length = daysBetween(from, to) + 1;
  const dayName = (date: PlainDate) => {
    if (date === today) return t('calendar.agenda.today');
    if (date === addDays(today, 1)) return t('calendar.agenda.tomorrow');
    return formatAgendaDay(date, language);
  };
  return (
    <section className={styles.agenda} aria-labelledby="calendar-agenda-title">
      <h2 id="calendar-agenda-title" className={styles.agendaTitle}>
        {t('calendar.agenda.title', {
          from: formatAgendaDay(from, language),
          to: formatAgendaDay(to, language),
        })}
      </h2>
      <div className={styles.agendaNav}>
        <Button
          size="small"
          variant="secondary"
          onClick={() => onRange(addDays(from, -length), addDays(to, -length))}
        >
          {t('calendar.agenda.previous')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          onClick={() => onRange(today, addDays(today, agendaLength - 1))}
        >
          {t('calendar.agenda.goToday')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          onClick={() => onRange(addDays(from, length), addDays(to, length))}
        >
          {t('calendar.agenda.next')}
        </Button>
      </div>
      {days.every((day) => day.entries.length === 0) && <p>{t('calendar.agenda.empty')}</p>}
      <ol className={styles.agendaDays}>
        {days
          .filter((day) => day.entries.length > 0)
          .map((day) => (
            <li key={day.date}>
              <h3 className={styles.agendaDay}>{dayName(day.date)}</h3>
              <ul className={styles.agendaEntries}>
                {day.entries.map((entry) => (
                  <li key={entry.key}>
                    <button
                      type="button"
                      className={entry.own ? `${styles.agendaEntry} ${styles.agendaOwn}` : styles.agendaEntry}
                      onClick={() => onOpen(entry.slot)}
                    >
                      <span className={styles.agendaTime}>
                        {entry.slot.begin && entry.slot.end
                          ? t('calendar.agenda.time', { begin: entry.slot.begin, end: entry.slot.end })
                          : t('calendar.agenda.allDay')}
                      </span>
                      <span className={styles.agendaName}>
                        {entry.slot.name}
                        {entry.own && (
                          <span className={styles.agendaMine}> · {t('calendar.agenda.mine')}</span>
                        )}
                      </span>
                      <span className={styles.agendaPlace}>
                        {[entry.unit, entry.resource].filter((part) => part !== '').join(' · ')}
                      </span>
                      {entry.people.length > 0 && (
                        <span className={styles.agendaPeople}>
                          {t('calendar.agenda.people', { names: entry.people.join(', ') })}
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
      </ol>
    </section>
  );
}
