import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  approvalRoutingSetting,
  maxAbsentPerDaySetting,
  ZApprovalRouting,
  type TApprovalRoute,
} from '@app/shared/absences/approval-routing';
import { eventItemTypeValues } from '@app/shared/absence-types/absence-type';
import type { TUnitSetting } from '@app/shared/units/unit';
import { unitDataContracts } from '@app/shared/units/unit-data.contracts';
import { absenceTypesQuery } from '#features/masterdata/absence-types/absence-types-api';
import { UserPickerGrid } from '#features/organisation/pickers/user-picker';
import { callApi } from '#lib/api';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { QueryContent } from '#ui/query-content';
import { IntegerField } from '#ui/widgets/number-field';
import { settingsQuery } from './units-api';
import {
  UnitEditorForm,
  UnitEditorSection,
  useUnitEditor,
  type UnitEditorProps,
  type UnitFormProps,
} from './unit-editor';
import styles from './units-page.module.css';

/** The spec allows 20 routes a unit. */
const maxRoutes = 20;
const emptyRoute = (): TApprovalRoute => ({ eventClasses: [], firstApproverIds: [], secondApproverIds: [] });

/** The saved routing, or none when the setting is missing or not of its shape. */
export function routesOf(setting: TUnitSetting | undefined): TApprovalRoute[] {
  const parsed = ZApprovalRouting.safeParse(setting?.value);
  return parsed.success ? parsed.data.routes : [];
}

/**
 * The absence settings of a unit (`absences.maxAbsentPerDay`, `absences.approval`): how many people may be away
 * on one day before a request warns, and who approves which event classes, with an optional second stage. Kept
 * as unit settings; the server refuses a routing that is not of its shape.
 */
export function UnitAbsencesEditor({ dirty, ...form }: UnitEditorProps) {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery(form.unit.id));
  return (
    <UnitEditorSection
      titleId="unit-absences-title"
      title={t('approvalRouting.title')}
      intro={t('approvalRouting.intro')}
      dirty={dirty}
    >
      <QueryContent query={settings}>
        {(list) => {
          const routing = list.find((setting) => setting.key === approvalRoutingSetting);
          const max = list.find((setting) => setting.key === maxAbsentPerDaySetting);
          return (
            <AbsencesForm
              key={`${form.unit.id}-${routing?.version ?? 0}-${max?.version ?? 0}`}
              routing={routing}
              max={max}
              {...form}
            />
          );
        }}
      </QueryContent>
    </UnitEditorSection>
  );
}

function AbsencesForm({
  unit,
  canEdit,
  tracking,
  routing,
  max,
}: UnitFormProps & { routing: TUnitSetting | undefined; max: TUnitSetting | undefined }) {
  const { t } = useTranslation();
  const types = useQuery(absenceTypesQuery);
  const savedMax = typeof max?.value === 'number' ? max.value : null;
  const savedRoutes = routesOf(routing);
  const [maxAbsent, setMaxAbsent] = useState<number | null>(savedMax);
  const [routes, setRoutes] = useState<TApprovalRoute[]>(savedRoutes);
  const maxChanged = maxAbsent !== savedMax;
  const routesChanged = JSON.stringify(routes) !== JSON.stringify(savedRoutes);
  // The classes of the tenant's absence types, and any a saved route names.
  const classes = eventItemTypeValues.filter(
    (value) =>
      (types.data ?? []).some((type) => type.itemClass === value) ||
      routes.some((route) => route.eventClasses.includes(value)),
  );

  const { problem, saving, save } = useUnitEditor({
    tracking,
    isDirty: maxChanged || routesChanged,
    queryKey: settingsQuery(unit.id).queryKey,
    savedText: t('approvalRouting.saved', { name: unit.name }),
    conflictText: t('units.dataConflict'),
    reloadOnError: true,
    write: async () => {
      if (maxChanged) {
        if (maxAbsent === null && max)
          await callApi(unitDataContracts.deleteSetting, {
            params: { unitId: unit.id, kind: 'int', key: maxAbsentPerDaySetting },
            query: { version: max.version },
          });
        else if (maxAbsent !== null)
          await callApi(unitDataContracts.saveSetting, {
            params: { unitId: unit.id, kind: 'int', key: maxAbsentPerDaySetting },
            body: { value: maxAbsent, version: max?.version ?? 0 },
          });
      }
      if (routesChanged) {
        if (routes.length === 0 && routing)
          await callApi(unitDataContracts.deleteSetting, {
            params: { unitId: unit.id, kind: 'obj', key: approvalRoutingSetting },
            query: { version: routing.version },
          });
        else if (routes.length > 0)
          await callApi(unitDataContracts.saveSetting, {
            params: { unitId: unit.id, kind: 'obj', key: approvalRoutingSetting },
            body: { value: { routes }, version: routing?.version ?? 0 },
          });
      }
    },
  });

  const change = (index: number, next: Partial<TApprovalRoute>) =>
    setRoutes((old) => old.map((route, at) => (at === index ? { ...route, ...next } : route)));

  return (
    <UnitEditorForm problem={problem} onSave={save}>
      <IntegerField
        label={t('approvalRouting.maxAbsent')}
        description={t('approvalRouting.maxAbsentHint')}
        value={maxAbsent}
        minValue={0}
        maxValue={9999}
        isReadOnly={!canEdit}
        onChange={(value) => setMaxAbsent(value ?? null)}
      />
      <h4>{t('approvalRouting.routes')}</h4>
      <p className={styles.muted}>{t('approvalRouting.routesHint')}</p>
      {routes.length === 0 && <p className={styles.muted}>{t('approvalRouting.none')}</p>}
      <ol className={styles.settingList}>
        {routes.map((route, index) => (
          <li key={index}>
            <fieldset disabled={!canEdit}>
              <legend>{t('approvalRouting.route', { number: index + 1 })}</legend>
              <fieldset>
                <legend>{t('approvalRouting.classes')}</legend>
                {classes.map((value) => (
                  <Checkbox
                    key={value}
                    label={t(`approvalRouting.class.${value}`)}
                    checked={route.eventClasses.includes(value)}
                    onChange={(event) =>
                      change(index, {
                        eventClasses: event.target.checked
                          ? [...route.eventClasses, value].sort((a, b) => a - b)
                          : route.eventClasses.filter((other) => other !== value),
                      })
                    }
                  />
                ))}
              </fieldset>
              <UserPickerGrid
                label={t('approvalRouting.firstApprovers')}
                value={route.firstApproverIds}
                onChange={(ids) => change(index, { firstApproverIds: [...(ids ?? [])] })}
              />
              <UserPickerGrid
                label={t('approvalRouting.secondApprovers')}
                value={route.secondApproverIds}
                onChange={(ids) => change(index, { secondApproverIds: [...(ids ?? [])] })}
              />
              {canEdit && (
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => setRoutes((old) => old.filter((_, at) => at !== index))}
                >
                  {t('approvalRouting.remove', { number: index + 1 })}
                </Button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {canEdit && (
        <div className={styles.addRow}>
          <Button
            variant="secondary"
            size="small"
            disabled={routes.length >= maxRoutes}
            onClick={() => setRoutes((old) => [...old, emptyRoute()])}
          >
            {t('approvalRouting.add')}
          </Button>
          <Button type="submit" busy={saving}>
            {t('approvalRouting.save')}
          </Button>
        </div>
      )}
    </UnitEditorForm>
  );
}
