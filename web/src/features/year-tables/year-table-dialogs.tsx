import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  specialAccounts,
  type TSpecialAccount,
  type TSpecialEntry,
  type TTrackingInit,
  type TYearTable,
} from '@app/shared/year-tables/year-table';
import { DateField } from '#ui/date-field';
import { FormDialog } from '#ui/form-dialog';
import { FormGrid, MutedText, Wide } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { DecimalField } from '#ui/widgets/number-field';
import { errorMessage } from '#lib/error-message';
import { hoursOf, minutesOf, saveSpecialEntry, saveTrackingInit, saveYearTable } from './year-tables-api';

/** The dialog's sending: busy while it runs, the server's message when it fails, `onDone` when it worked. */
function useSend(onDone: () => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, send };
}

interface DialogProps {
  onClose: () => void;
  onSaved: () => void;
}

/** The year table dialog (`POST /User/YearTable`): entitlement, carry-over by hand and its expiry, opening, payouts. */
export function EditYearDialog({ table, onClose, onSaved }: DialogProps & { table: TYearTable }) {
  const { t } = useTranslation();
  const [entitlement, setEntitlement] = useState<number | null | undefined>(table.leave.entitlementDays);
  const [override, setOverride] = useState<number | null | undefined>(table.leave.carryOverOverrideDays);
  const [expires, setExpires] = useState<string | null>(table.leave.carryOverExpiresOn);
  const [opening, setOpening] = useState<number | null | undefined>(
    hoursOf(table.timeAccount.openingMinutes),
  );
  const [payouts, setPayouts] = useState<number | null | undefined>(hoursOf(table.timeAccount.payoutMinutes));
  const [shown, setShown] = useState(false);
  const { busy, failure, send } = useSend(onSaved);
  const required = (value: number | null | undefined) =>
    shown && (value === null || value === undefined) ? t('yearTables.form.required') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (entitlement == null || opening == null || payouts == null) return;
    void send(() =>
      saveYearTable({
        id: table.id,
        entitlementDays: Math.round(entitlement * 2) / 2,
        carryOverOverrideDays: override == null ? null : Math.round(override * 2) / 2,
        carryOverExpiresOn: expires,
        openingMinutes: minutesOf(opening),
        payoutMinutes: minutesOf(payouts),
        version: table.version,
      }),
    );
  };
  return (
    <FormDialog
      title={t('yearTables.editTitle', { year: table.year })}
      failure={failure}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormGrid>
        <DecimalField
          label={t('yearTables.form.entitlement')}
          value={entitlement}
          onChange={setEntitlement}
          minValue={0}
          maxValue={366}
          step={0.5}
          fractionDigits={1}
          error={required(entitlement)}
        />
        <DecimalField
          label={t('yearTables.form.carryOverOverride')}
          value={override}
          onChange={setOverride}
          minValue={-366}
          maxValue={366}
          step={0.5}
          fractionDigits={1}
        />
        <DateField
          label={t('yearTables.form.expires')}
          value={expires}
          onChange={setExpires}
          minValue={`${String(table.year)}-01-01`}
          maxValue={`${String(table.year)}-12-31`}
        />
        <DecimalField
          label={t('yearTables.form.opening')}
          value={opening}
          onChange={setOpening}
          error={required(opening)}
        />
        <DecimalField
          label={t('yearTables.form.payouts')}
          value={payouts}
          onChange={setPayouts}
          minValue={0}
          error={required(payouts)}
        />
      </FormGrid>
    </FormDialog>
  );
}

/** A special entry of the year: leave days, time or payout hours, on a day of the year, with a note. */
export function SpecialEntryDialog({
  userId,
  year,
  entry,
  onClose,
  onSaved,
}: DialogProps & { userId: string; year: number; entry: TSpecialEntry | undefined }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState<TSpecialAccount>(entry?.account ?? 'leave');
  const [date, setDate] = useState<string | null>(entry?.date ?? `${String(year)}-12-31`);
  const [value, setValue] = useState<number | null | undefined>(
    entry ? (entry.account === 'leave' ? entry.value : hoursOf(entry.value)) : null,
  );
  const [note, setNote] = useState(entry?.note ?? '');
  const [shown, setShown] = useState(false);
  const { busy, failure, send } = useSend(onSaved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (value == null || !date?.startsWith(String(year))) return;
    void send(() =>
      saveSpecialEntry({
        userId,
        year,
        ...(entry ? { id: entry.id, version: entry.version } : {}),
        entry: {
          account,
          date,
          value: account === 'leave' ? Math.round(value * 2) / 2 : minutesOf(value),
          note: note.trim(),
        },
      }),
    );
  };
  return (
    <FormDialog
      title={t('yearTables.specials.editTitle')}
      failure={failure}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormGrid>
        <SelectField
          label={t('yearTables.specials.account')}
          value={account}
          onChange={(event) => setAccount(event.target.value as TSpecialAccount)}
        >
          {specialAccounts.map((name) => (
            <option key={name} value={name}>
              {t(`yearTables.specials.account.${name}`)}
            </option>
          ))}
        </SelectField>
        <DateField
          label={t('yearTables.specials.date')}
          value={date}
          onChange={setDate}
          minValue={`${String(year)}-01-01`}
          maxValue={`${String(year)}-12-31`}
          error={
            shown && !date?.startsWith(String(year))
              ? t('yearTables.specials.dateInYear', { year })
              : undefined
          }
        />
        <DecimalField
          label={t('yearTables.specials.value')}
          value={value}
          onChange={setValue}
          step={account === 'leave' ? 0.5 : 0.25}
          error={shown && value == null ? t('yearTables.specials.valueRequired') : undefined}
        />
        <Wide>
          <TextField
            label={t('yearTables.specials.note')}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
        </Wide>
      </FormGrid>
    </FormDialog>
  );
}

/** `/Time/EditUserInitTrackingData`: where a person's accounts begin. */
export function TrackingInitDialog({
  userId,
  name,
  init,
  onClose,
  onSaved,
}: DialogProps & { userId: string; name: string; init: TTrackingInit | null }) {
  const { t } = useTranslation();
  const [startDate, setStartDate] = useState<string | null>(init?.startDate ?? null);
  const [opening, setOpening] = useState<number | null | undefined>(hoursOf(init?.openingMinutes ?? 0));
  const [leaveDays, setLeaveDays] = useState<number | null | undefined>(init?.openingLeaveDays ?? 0);
  const [shown, setShown] = useState(false);
  const { busy, failure, send } = useSend(onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!startDate || opening == null || leaveDays == null) return;
    void send(() =>
      saveTrackingInit(userId, {
        startDate,
        openingMinutes: minutesOf(opening),
        openingLeaveDays: Math.round(leaveDays * 2) / 2,
        version: init?.version ?? null,
      }),
    );
  };
  return (
    <FormDialog
      title={t('yearTables.init.title')}
      failure={failure}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <MutedText>{t('yearTables.init.intro', { name })}</MutedText>
      <FormGrid>
        <DateField
          label={t('yearTables.init.startDate')}
          value={startDate}
          onChange={setStartDate}
          error={shown && !startDate ? t('yearTables.form.required') : undefined}
        />
        <DecimalField
          label={t('yearTables.init.openingMinutes')}
          value={opening}
          onChange={setOpening}
          error={shown && opening == null ? t('yearTables.form.required') : undefined}
        />
        <DecimalField
          label={t('yearTables.init.openingLeaveDays')}
          value={leaveDays}
          onChange={setLeaveDays}
          step={0.5}
          fractionDigits={1}
          error={shown && leaveDays == null ? t('yearTables.form.required') : undefined}
        />
      </FormGrid>
    </FormDialog>
  );
}
