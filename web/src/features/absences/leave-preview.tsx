import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSupportedDate } from '@app/shared/time/tenant-time';
import { workingDaysIn } from '@app/shared/year-tables/leave-days';
import { currentLanguage } from '#lib/i18n';
import { vacationAccountQuery } from '#features/year-tables/year-tables-api';
import { holidaysOfYearQuery } from './pages/absence-pages-api';
import type { AbsenceFormValues } from './absence-form';
import styles from './absences.module.css';

/**
 * What a leave request costs before it is sent: its working days (Monday to Friday without the person's public
 * holidays, half days half, counted as the year account counts them) and the year account's remaining leave with
 * what is left after it. The remaining figure is the year account's own (`vacation-account`), so the request, the
 * absences page and "Mein Jahreskonto" show one number. Only for a new request: an edited one is already counted.
 */
export function LeavePreview({ values }: { values: AbsenceFormValues }) {
  const { t } = useTranslation();
  const { userId, begin, end } = values;
  // While a year is typed the field holds the years 2, 20, 202 on the way to 2027: no request has such a day.
  const span =
    userId && begin && end && isSupportedDate(begin) && isSupportedDate(end) && begin <= end
      ? {
          begin,
          end,
          beginState: values.beginHalf ? ('half' as const) : ('full' as const),
          endState: values.endHalf ? ('half' as const) : ('full' as const),
        }
      : undefined;
  const year = span ? Number(span.begin.slice(0, 4)) : 0;
  const holidays = useQuery({ ...holidaysOfYearQuery(userId ?? '', year), enabled: Boolean(span) });
  // The year account is the current year's; a person without the right to read it simply sees no balance.
  const account = useQuery({ ...vacationAccountQuery(userId ?? ''), enabled: Boolean(span), retry: false });
  if (!span || holidays.isPending) return null;
  const number = new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1 });
  const count = (days: number) => ({ count: days, days: number.format(days) });
  const requestDays = workingDaysIn(span, year, holidays.data ?? []);
  const balance = account.data?.year === year ? account.data : undefined;
  const free = balance ? balance.remainingDays - balance.plannedDays - requestDays : 0;
  return (
    <section className={styles.leavePreview} aria-labelledby="leave-preview-title" aria-live="polite">
      <h3 id="leave-preview-title" className={styles.leavePreviewTitle}>
        {t('absenceDialog.leave.title')}
      </h3>
      <p className={styles.leavePreviewFigure}>{t('absenceDialog.leave.request', count(requestDays))}</p>
      {balance ? (
        <>
          <p>
            {t('absenceDialog.leave.remaining', { ...count(balance.remainingDays), year })}
            {balance.plannedDays > 0 && <>, {t('absenceDialog.leave.pending', count(balance.plannedDays))}</>}
          </p>
          {free >= 0 ? (
            <p className={styles.leavePreviewFigure}>{t('absenceDialog.leave.after', count(free))}</p>
          ) : (
            <p className={styles.leavePreviewOver}>
              {t('absenceDialog.leave.over', { ...count(-free), year })}
            </p>
          )}
        </>
      ) : (
        account.data && <p>{t('absenceDialog.leave.otherYear', { year })}</p>
      )}
    </section>
  );
}
