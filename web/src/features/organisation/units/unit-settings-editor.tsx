import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  ZSettingKey,
  settingValueSchemas,
  unitSettingKinds,
  type TUnitSetting,
  type UnitSettingKind,
} from '@app/shared/units/unit';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import { callApi } from '#lib/api';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { IntegerField } from '#ui/widgets/number-field';
import { MemoField } from '#ui/widgets/string-field';
import { settingsQuery } from './units-api';
import {
  UnitEditorForm,
  UnitEditorSection,
  useUnitEditor,
  type UnitEditorProps,
  type UnitFormProps,
} from './unit-editor';
import styles from './units-page.module.css';

type Json = TUnitSetting['value'];

/** A setting as the editor holds it: every value as text (`true`/`false`, digits, JSON, text). */
interface Row {
  key: string;
  kind: UnitSettingKind;
  text: string;
  /** The text as saved; null for a row added here. */
  saved: string | null;
  version: number;
}

const textOf = (kind: UnitSettingKind, value: Json): string =>
  value === null
    ? ''
    : kind === 'text' && typeof value === 'string'
      ? value
      : JSON.stringify(value, null, kind === 'obj' ? 2 : undefined);
const emptyText: Record<UnitSettingKind, string> = { bool: 'false', int: '0', obj: '{}', text: '' };

/** The value a row's text stands for, or undefined when it does not fit the kind. */
export function settingValueOf(kind: UnitSettingKind, text: string): Json | undefined {
  let value: unknown = text;
  if (kind === 'bool') value = text === 'true';
  if (kind === 'int') value = /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
  if (kind === 'obj') {
    try {
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  const parsed = settingValueSchemas[kind].safeParse(value);
  if (!parsed.success || JSON.stringify(parsed.data).length > 8000) return undefined;
  return parsed.data;
}

/** The unit's settings (bool, int, object, text) as a small key/value editor. */
export function UnitSettingsEditor({ dirty, ...form }: UnitEditorProps) {
  const { t } = useTranslation();
  const { unit } = form;
  const settings = useQuery(settingsQuery(unit.id));
  return (
    <UnitEditorSection
      titleId="unit-settings-title"
      title={t('units.settings')}
      intro={t('units.settingsIntro')}
      dirty={dirty}
    >
      <QueryContent query={settings}>
        {(list) => (
          <SettingsForm
            key={`${unit.id}-${list.map((setting) => `${setting.key}@${setting.version}`).join()}`}
            saved={list}
            {...form}
          />
        )}
      </QueryContent>
    </UnitEditorSection>
  );
}

function SettingsForm({
  unit,
  saved,
  canEdit,
  tracking,
}: UnitFormProps & { saved: readonly TUnitSetting[] }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() =>
    saved.map((setting) => {
      const text = textOf(setting.kind, setting.value);
      return { key: setting.key, kind: setting.kind, text, saved: text, version: setting.version };
    }),
  );
  const [removed, setRemoved] = useState<Row[]>([]);
  const [newKey, setNewKey] = useState('');
  const [newKind, setNewKind] = useState<UnitSettingKind>('text');
  const [keyError, setKeyError] = useState<string | undefined>();
  const [wrong, setWrong] = useState<ReadonlySet<string>>(new Set());
  const changed = rows.filter((row) => row.text !== row.saved);
  const { problem, saving, save } = useUnitEditor({
    tracking,
    isDirty: changed.length > 0 || removed.length > 0,
    queryKey: settingsQuery(unit.id).queryKey,
    savedText: t('units.settingsSaved', { name: unit.name }),
    conflictText: t('units.dataConflict'),
    // What was written is read again, so that the versions of the next save are right.
    reloadOnError: true,
    validate: () => {
      const invalid = new Set(
        changed.filter((row) => settingValueOf(row.kind, row.text) === undefined).map((row) => row.key),
      );
      setWrong(invalid);
      return invalid.size ? t('units.settingsInvalid') : null;
    },
    write: async () => {
      for (const row of removed) {
        await callApi(unitDataContracts.deleteSetting, {
          params: { unitId: unit.id, kind: row.kind, key: row.key },
          query: { version: row.version },
        });
      }
      for (const row of changed) {
        await callApi(unitDataContracts.saveSetting, {
          params: { unitId: unit.id, kind: row.kind, key: row.key },
          body: { value: settingValueOf(row.kind, row.text) ?? null, version: row.version },
        });
      }
    },
  });

  const add = () => {
    const key = newKey.trim();
    if (!ZSettingKey.safeParse(key).success) return setKeyError(t('units.settingKeyInvalid'));
    if (rows.some((row) => row.key === key)) return setKeyError(t('units.settingKeyTaken', { key }));
    const gone = removed.find((row) => row.key === key && row.kind === newKind);
    setRemoved((old) => old.filter((row) => row !== gone));
    setRows((old) => [
      ...old,
      { key, kind: newKind, text: emptyText[newKind], saved: null, version: gone?.version ?? 0 },
    ]);
    setNewKey('');
    setKeyError(undefined);
  };
  const remove = (row: Row) => {
    setRows((old) => old.filter((other) => other !== row));
    if (row.saved !== null || row.version > 0) setRemoved((old) => [...old, row]);
  };
  const setText = (key: string, text: string) =>
    setRows((old) => old.map((row) => (row.key === key ? { ...row, text } : row)));

  return (
    <UnitEditorForm problem={problem} onSave={save}>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('units.settingsEmpty')}</p>
      ) : (
        <ul className={styles.settingList}>
          {rows.map((row) => (
            <li key={row.key} className={styles.settingRow}>
              <SettingValue
                row={row}
                readOnly={!canEdit}
                error={wrong.has(row.key) ? t(`units.settingInvalid.${row.kind}`) : undefined}
                onChange={(text) => setText(row.key, text)}
              />
              {canEdit && (
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={t('units.settingRemove', { key: row.key })}
                  onClick={() => remove(row)}
                >
                  ×
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <>
          <div className={styles.addRow}>
            <TextField
              label={t('units.settingKey')}
              value={newKey}
              maxLength={100}
              error={keyError}
              onChange={(event) => setNewKey(event.target.value)}
            />
            <SelectField
              label={t('units.settingKind')}
              value={newKind}
              onChange={(event) => setNewKind(event.target.value as UnitSettingKind)}
            >
              {unitSettingKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`units.settingKind.${kind}`)}
                </option>
              ))}
            </SelectField>
            <Button variant="secondary" size="small" onClick={add}>
              {t('units.settingAdd')}
            </Button>
          </div>
          <Button type="submit" busy={saving}>
            {t('units.settingsSave')}
          </Button>
        </>
      )}
    </UnitEditorForm>
  );
}

function SettingValue({
  row,
  readOnly,
  error,
  onChange,
}: {
  row: Row;
  readOnly: boolean;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const label = `${row.key} (${t(`units.settingKind.${row.kind}`)})`;
  if (row.kind === 'bool')
    return (
      <Checkbox
        label={label}
        checked={row.text === 'true'}
        disabled={readOnly}
        onChange={(event) => onChange(String(event.target.checked))}
      />
    );
  if (row.kind === 'int')
    return (
      <IntegerField
        label={label}
        value={row.text === '' ? null : Number(row.text)}
        error={error}
        isReadOnly={readOnly}
        onChange={(value) => onChange(value === null || value === undefined ? '' : String(value))}
      />
    );
  if (row.kind === 'obj')
    return (
      <MemoField
        label={label}
        value={row.text}
        rows={4}
        error={error}
        readOnly={readOnly}
        onChange={(value) => onChange(value ?? '')}
      />
    );
  return (
    <TextField
      label={label}
      value={row.text}
      maxLength={4000}
      error={error}
      readOnly={readOnly}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
