import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  serialPositions,
  serialWeekdays,
  type TSerialPattern,
  type TSerialRule,
  type TSerialWeekday,
} from '@app/shared/serial/serial-pattern';
import type { UiKey } from '@app/shared/i18n/resources';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { fieldParts, MutedText } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { IntegerField } from '#ui/widgets/number-field';
import { TimeField } from '#ui/widgets/time-field';
import { useDebouncedValue } from '#ui/widgets/use-debounced-value';
import { currentLanguage } from '#lib/i18n';
import { formatDate, formatTime, weekdayNames } from '#lib/format';
import { serialCheckQuery } from './appointments-api';
import { defaultRule, serialErrorsOf, type SerialErrors, type SerialRuleType } from './serial-pattern-state';
import styles from './appointments.module.css';

export interface SerialPatternEditorProps {
  value: TSerialPattern;
  onChange: (value: TSerialPattern) => void;
  /** Issues from elsewhere (the server's check of a saved pattern): field path to message key. */
  errors?: SerialErrors | undefined;
  /** Days taken out of the series (its breaks), left out of the preview. */
  breaks?: readonly string[] | undefined;
  /**
   * `absence`: the repeat of an absence only (docs/absences.md, "Serial absences"): weekly, ending on a date or
   * after a number of times; the first day and the length are the absence's own fields.
   */
  variant?: 'appointment' | 'absence' | undefined;
}

const ruleTypes: readonly SerialRuleType[] = ['daily', 'weekly', 'monthly', 'yearly'];
const months = Array.from({ length: 12 }, (_, index) => index + 1);

/** An empty number field holds NaN: the schema answers it with the field's bound message. */
const numberOrNaN = (value: number | null | undefined) => value ?? Number.NaN;
const shown = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * The serial pattern (spec "Serial pattern"): daily, weekly, monthly by day or by weekday, yearly; begin, all day,
 * start time and duration; the end. Each field shows the spec's bound message of the shared schema; below, the
 * next occurrences as the server's check call computes them (the only expansion: web never expands itself).
 */
export function SerialPatternEditor({
  value,
  onChange,
  errors,
  breaks,
  variant = 'appointment',
}: SerialPatternEditorProps) {
  const absence = variant === 'absence';
  const { t } = useTranslation();
  const local = serialErrorsOf(value);
  const all: SerialErrors = { ...errors, ...local };
  const message = (path: string) => {
    const key = all[path];
    return key ? t(key as UiKey) : undefined;
  };
  const rule = value.rule;
  const setRule = (next: TSerialRule) => onChange({ ...value, rule: next });
  const days = weekdayNames(currentLanguage(), 'long');
  const dayName = (day: TSerialWeekday) => days[serialWeekdays.indexOf(day)] ?? day;
  const monthNames = months.map((month) =>
    new Intl.DateTimeFormat(currentLanguage(), { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, month - 1, 1)),
    ),
  );

  return (
    <div className={styles.form}>
      {!absence && (
        <div className={styles.group}>
          <DateField
            label={t('appointment.serial.begin')}
            value={value.begin}
            onChange={(begin) => begin && onChange({ ...value, begin })}
            error={message('begin')}
          />
          <Checkbox
            label={t('appointment.serial.allDay')}
            checked={value.allDay}
            onChange={(event) =>
              onChange({
                ...value,
                allDay: event.target.checked,
                ...(event.target.checked ? { duration: 1, durationType: 3 as const } : {}),
              })
            }
          />
          {!value.allDay && (
            <TimeField
              label={t('appointment.serial.time')}
              value={value.time}
              onChange={(time) => time && onChange({ ...value, time })}
              error={message('time')}
            />
          )}
          <IntegerField
            label={t('appointment.serial.duration')}
            value={shown(value.duration)}
            onChange={(duration) => onChange({ ...value, duration: numberOrNaN(duration) })}
            error={message('duration')}
          />
          <SelectField
            label={t('appointment.serial.durationUnit')}
            value={value.durationType}
            onChange={(event) =>
              onChange({
                ...value,
                durationType: Number(event.target.value) as TSerialPattern['durationType'],
              })
            }
            error={message('durationType')}
          >
            <option value={1}>{t('appointment.serial.unit.minutes')}</option>
            <option value={2}>{t('appointment.serial.unit.hours')}</option>
            <option value={3}>{t('appointment.serial.unit.days')}</option>
          </SelectField>
        </div>
      )}

      <div className={styles.group}>
        {!absence && (
          <SelectField
            label={t('appointment.serial.repeat')}
            value={rule.type}
            onChange={(event) => setRule(defaultRule(event.target.value as SerialRuleType, value.begin))}
          >
            {ruleTypes.map((type) => (
              <option key={type} value={type}>
                {t(`appointment.serial.type.${type}`)}
              </option>
            ))}
          </SelectField>
        )}
        <RuleFields
          rule={rule}
          setRule={setRule}
          message={message}
          dayName={dayName}
          monthNames={monthNames}
        />
      </div>

      <div className={styles.group}>
        <SelectField
          label={t('appointment.serial.end')}
          value={value.end.type}
          onChange={(event) => {
            const type = Number(event.target.value);
            onChange({
              ...value,
              end:
                type === 2
                  ? { type: 2, date: value.begin }
                  : type === 3
                    ? { type: 3, count: 10 }
                    : { type: 1 },
            });
          }}
        >
          {!absence && <option value={1}>{t('appointment.serial.end.never')}</option>}
          <option value={2}>{t('appointment.serial.end.date')}</option>
          <option value={3}>{t('appointment.serial.end.count')}</option>
        </SelectField>
        {value.end.type === 2 && (
          <DateField
            label={t('appointment.serial.endDate')}
            value={value.end.date}
            onChange={(date) => date && onChange({ ...value, end: { type: 2, date } })}
            error={message('end.date')}
          />
        )}
        {value.end.type === 3 && (
          <IntegerField
            label={t('appointment.serial.count')}
            value={shown(value.end.count)}
            onChange={(count) => onChange({ ...value, end: { type: 3, count: numberOrNaN(count) } })}
            error={message('end.count')}
          />
        )}
      </div>

      <SerialPreview pattern={value} valid={Object.keys(local).length === 0} breaks={breaks ?? []} />
    </div>
  );
}

function RuleFields({
  rule,
  setRule,
  message,
  dayName,
  monthNames,
}: {
  rule: TSerialRule;
  setRule: (rule: TSerialRule) => void;
  message: (path: string) => string | undefined;
  dayName: (day: TSerialWeekday) => string;
  monthNames: string[];
}) {
  const { t } = useTranslation();
  const every = (label: UiKey) => (
    <IntegerField
      label={t(label)}
      value={shown(rule.every)}
      onChange={(next) => setRule({ ...rule, every: numberOrNaN(next) })}
      error={message('rule.every')}
      isDisabled={rule.type === 'daily' && rule.workdays}
    />
  );
  switch (rule.type) {
    case 'daily':
      return (
        <>
          {every('appointment.serial.everyDays')}
          <Checkbox
            label={t('appointment.serial.workdays')}
            checked={rule.workdays}
            onChange={(event) => setRule({ ...rule, workdays: event.target.checked })}
          />
        </>
      );
    case 'weekly':
      return (
        <>
          {every('appointment.serial.everyWeeks')}
          <fieldset className={styles.wide} aria-describedby={undefined}>
            <legend className={fieldParts.label}>{t('appointment.serial.weekdays')}</legend>
            <div className={styles.weekdays}>
              {serialWeekdays.map((day) => (
                <Checkbox
                  key={day}
                  label={dayName(day)}
                  checked={rule.weekdays.includes(day)}
                  onChange={(event) =>
                    setRule({
                      ...rule,
                      weekdays: event.target.checked
                        ? serialWeekdays.filter((one) => one === day || rule.weekdays.includes(one))
                        : rule.weekdays.filter((one) => one !== day),
                    })
                  }
                />
              ))}
            </div>
            {message('rule.weekdays') && <p className={fieldParts.error}>{message('rule.weekdays')}</p>}
          </fieldset>
        </>
      );
    case 'monthly':
      return (
        <>
          <SelectField
            label={t('appointment.serial.monthMode')}
            value={rule.mode}
            onChange={(event) =>
              setRule(
                event.target.value === '2'
                  ? { type: 'monthly', mode: 2, every: rule.every, position: 'F', weekday: 'Mo' }
                  : { type: 'monthly', mode: 1, every: rule.every, day: 1 },
              )
            }
          >
            <option value={1}>{t('appointment.serial.monthMode1')}</option>
            <option value={2}>{t('appointment.serial.monthMode2')}</option>
          </SelectField>
          {rule.mode === 1 ? (
            <IntegerField
              label={t('appointment.serial.monthDay')}
              value={shown(rule.day)}
              onChange={(day) => setRule({ ...rule, day: numberOrNaN(day) })}
              error={message('rule.day')}
            />
          ) : (
            <>
              <SelectField
                label={t('appointment.serial.position')}
                value={rule.position}
                onChange={(event) =>
                  setRule({ ...rule, position: event.target.value as typeof rule.position })
                }
                error={message('rule.position')}
              >
                {serialPositions.map((position) => (
                  <option key={position} value={position}>
                    {t(`appointment.serial.position.${position}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('appointment.serial.weekday')}
                value={rule.weekday}
                onChange={(event) => setRule({ ...rule, weekday: event.target.value as TSerialWeekday })}
                error={message('rule.weekday')}
              >
                {serialWeekdays.map((day) => (
                  <option key={day} value={day}>
                    {dayName(day)}
                  </option>
                ))}
              </SelectField>
            </>
          )}
          {every('appointment.serial.everyMonths')}
        </>
      );
    case 'yearly':
      return (
        <>
          <IntegerField
            label={t('appointment.serial.yearDay')}
            value={shown(rule.day)}
            onChange={(day) => setRule({ ...rule, day: numberOrNaN(day) })}
            error={message('rule.day')}
          />
          <SelectField
            label={t('appointment.serial.yearMonth')}
            value={rule.month}
            onChange={(event) => setRule({ ...rule, month: Number(event.target.value) })}
            error={message('rule.month')}
          >
            {monthNames.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </SelectField>
          {every('appointment.serial.everyYears')}
        </>
      );
  }
}

/** The next occurrences from the server's check (debounced while typing); its issues when it refuses. */
function SerialPreview({
  pattern,
  valid,
  breaks,
}: {
  pattern: TSerialPattern;
  valid: boolean;
  breaks: readonly string[];
}) {
  const { t } = useTranslation();
  const settled = useDebouncedValue(valid ? pattern : null, 300);
  const check = useQuery({
    ...serialCheckQuery(settled ?? pattern, breaks),
    enabled: valid && settled !== null,
    retry: false,
  });
  return (
    <section aria-label={t('appointment.serial.preview')}>
      <h3 className={fieldParts.label}>{t('appointment.serial.preview')}</h3>
      {!valid ? (
        <MutedText as="p">{t('appointment.error.serial')}</MutedText>
      ) : check.isError ? (
        <MutedText as="p">{t('error-msg2')}</MutedText>
      ) : !check.data ? (
        <MutedText as="p">{t('appointment.serial.previewLoading')}</MutedText>
      ) : !check.data.valid ? (
        <ul className={styles.list}>
          {check.data.issues.map((issue) => (
            <li key={`${issue.path}-${issue.message}`} className={styles.error}>
              {t(issue.message as UiKey)}
            </li>
          ))}
        </ul>
      ) : check.data.occurrences.length === 0 ? (
        <MutedText as="p">{t('appointment.serial.previewNone')}</MutedText>
      ) : (
        <ol className={styles.list}>
          {check.data.occurrences.map((occurrence) => (
            <li key={occurrence.start}>
              {formatDate(occurrence.date)}
              {!pattern.allDay &&
                ` ${formatTime(new Date(occurrence.start))}–${formatTime(new Date(occurrence.end))}`}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
