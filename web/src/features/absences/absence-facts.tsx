import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TAbsence, TAbsenceDetails } from '@app/shared/absences/absence';
import { formatDate, formatDateTime } from '#lib/format';
import { Badge, type BadgeProps } from '#ui/badge';
import styles from './absences.module.css';

/** The period in words: dates, half days and (class 10) times. */
export function periodText(
  absence: Pick<TAbsence, 'begin' | 'end' | 'beginState' | 'endState' | 'beginTime' | 'endTime'>,
  t: TFunction,
): string {
  const day = (date: string, half: boolean, time: string | null) => {
    const text = formatDate(date);
    if (time) return t('absenceDialog.period.time', { date: text, time });
    return half ? t('absenceDialog.period.half', { date: text }) : text;
  };
  if (absence.begin === absence.end) {
    const times = absence.beginTime && absence.endTime ? `${absence.beginTime}–${absence.endTime}` : null;
    return day(absence.begin, absence.beginState === 'half', times);
  }
  return t('absenceDialog.period.range', {
    from: day(absence.begin, absence.beginState === 'half', absence.beginTime),
    to: day(absence.end, absence.endState === 'half', absence.endTime),
  });
}

const stateTone: Record<number, NonNullable<BadgeProps['tone']>> = {
  1: 'warning',
  2: 'neutral',
  3: 'success',
  4: 'neutral',
  5: 'neutral',
};

export function StateBadge({ state }: { state: number }) {
  const { t } = useTranslation();
  return <Badge tone={stateTone[state] ?? 'neutral'}>{t(`absences.state.${state as 0}`)}</Badge>;
}

/** Type with its colour, person, period, state, notes: what both details dialogs show first. */
export function AbsenceFacts({ details }: { details: TAbsenceDetails }) {
  const { t } = useTranslation();
  const { absence } = details;
  return (
    <dl className={styles.facts}>
      <dt>{t('absenceDialog.type')}</dt>
      <dd>
        <span className={styles.swatch} style={{ background: details.typeColor }} aria-hidden="true" />
        {/* Need to know: a colleague's absence shows that the person is away, not why. */}
        {absence.redacted ? t('absenceDialog.redacted') : details.typeName}
      </dd>
      <dt>{t('absenceDialog.details.person')}</dt>
      <dd>{details.personName}</dd>
      <dt>{t('absenceDialog.details.period')}</dt>
      <dd>{periodText(absence, t)}</dd>
      <dt>{t('absenceDialog.details.state')}</dt>
      <dd>
        <StateBadge state={absence.state} />
        {absence.awaitingStage !== null && (
          <span className={styles.muted}>
            {' '}
            {t('absenceDialog.details.awaiting', { stage: absence.awaitingStage })}
          </span>
        )}
      </dd>
      {absence.notes && (
        <>
          <dt>{t('absenceDialog.details.notes')}</dt>
          <dd className={styles.notes}>{absence.notes}</dd>
        </>
      )}
    </dl>
  );
}

/** The named substitutes with their answers (and a decline's reason). */
export function SubstituteAnswers({ details }: { details: TAbsenceDetails }) {
  const { t } = useTranslation();
  const { substitutes } = details.absence;
  if (substitutes.length === 0) return null;
  return (
    <>
      <h3 className={styles.section}>{t('absenceDialog.details.substitutes')}</h3>
      <ul className={styles.list}>
        {substitutes.map((substitute) => (
          <li key={substitute.SubstituteId}>
            {substitute.UserDisplayName}:{' '}
            <Badge tone={substitute.state === 3 ? 'success' : substitute.state === 1 ? 'warning' : 'neutral'}>
              {t(`absenceDialog.substituteState.${substitute.state}`)}
            </Badge>
            {substitute.reason && (
              <div className={styles.muted}>
                {t('absenceDialog.approval.reason', { reason: substitute.reason })}
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Who decided what and when, oldest first. */
export function ApprovalHistory({ details }: { details: TAbsenceDetails }) {
  const { t } = useTranslation();
  const { approvals } = details.absence;
  if (approvals.length === 0) return null;
  return (
    <>
      <h3 className={styles.section}>{t('absenceDialog.details.approvals')}</h3>
      <ul className={styles.list}>
        {approvals.map((approval) => (
          <li key={`${approval.stage}:${approval.at}:${approval.by}`}>
            {t('absenceDialog.approval.line', {
              stage: approval.stage,
              state: t(`absences.state.${approval.state}`),
              name: details.names[approval.by] ?? '',
              at: formatDateTime(new Date(approval.at)),
            })}
            {approval.rule && (
              <div className={styles.muted}>
                {t('absenceDialog.approval.byRule', { rule: approval.rule.name })}
              </div>
            )}
            {approval.reason && (
              <div className={styles.muted}>
                {t('absenceDialog.approval.reason', { reason: approval.reason })}
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
