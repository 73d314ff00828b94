import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TFixedBarEntry } from '@app/shared/plan-tools/fixed-bar';
import { Button } from '#ui/button';
import { DataTable } from '#ui/data-table';
import { RowActions } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { FixedBarDetailsDialog, periodText } from './fixed-bar-details-dialog';
import { FixedBarEntryDialog } from './fixed-bar-entry-dialog';
import { fixedBarQuery, fixedBarsQuery, refreshFixedBars } from './fixed-bars-api';

const isUuid = (value: string | null): value is string =>
  value !== null && /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(value);

/** `/FixedBars/Manage?id=`: one bar's entries; without a (known) bar: 'choose a fixed bar'. */
export function FixedBarManagePage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  return isUuid(id) ? (
    <ManageBar fixedBarId={id} />
  ) : (
    <ChooseBar onChoose={(barId) => setParams({ id: barId })} />
  );
}

function ChooseBar({ onChoose }: { onChoose: (barId: string) => void }) {
  const { t } = useTranslation();
  const bars = useQuery(fixedBarsQuery);
  return (
    <Page titleId="fixed-bar-title" title={t('fixedBars.manage.choose')}>
      <Notice tone="info">{t('fixedBars.manage.choose')}</Notice>
      <QueryContent query={bars}>
        {(list) => (
          <SelectField
            label={t('fixedBars.manage.chooseLabel')}
            value=""
            onChange={(event) => event.target.value && onChoose(event.target.value)}
          >
            <option value="">{t('fixedBars.manage.choose')}</option>
            {list.map((bar) => (
              <option key={bar.id} value={bar.id}>
                {bar.name}
              </option>
            ))}
          </SelectField>
        )}
      </QueryContent>
      <Link to="/fixedbars">{t('fixedBars.manage.back')}</Link>
    </Page>
  );
}

function ManageBar({ fixedBarId }: { fixedBarId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bar = useQuery(fixedBarQuery(fixedBarId));
  const [editing, setEditing] = useState<TFixedBarEntry | 'new' | null>(null);
  const [viewing, setViewing] = useState<TFixedBarEntry | null>(null);
  const refresh = () => void refreshFixedBars(queryClient);
  return (
    <Page
      titleId="fixed-bar-title"
      title={bar.data ? t('fixedBars.manage.title', { name: bar.data.bar.name }) : t('fixedBars.title')}
      actions={
        <>
          <Link to="/fixedbars">{t('fixedBars.manage.back')}</Link>{' '}
          <Button onClick={() => setEditing('new')} disabled={!bar.data}>
            {t('fixedBars.entry.new')}
          </Button>
        </>
      }
    >
      <QueryContent query={bar}>
        {(data) => (
          <DataTable
            labelledBy="fixed-bar-title"
            rows={data.entries}
            rowKey={(entry) => entry.id}
            empty={t('fixedBars.entries.empty')}
            columns={[
              { header: t('fixedBars.column.caption'), isRowHeader: true, cell: (entry) => entry.caption },
              {
                header: t('fixedBars.column.period'),
                cell: (entry) =>
                  `${periodText(entry)}${entry.serial ? ` (${t('fixedBars.entry.recurring')})` : ''}`,
              },
              {
                header: t('fixedBars.column.assignment'),
                cell: (entry) =>
                  entry.fullCompany ? t('fixedBars.entry.fullCompany') : String(entry.unitIds.length),
              },
              {
                header: t('fixedBars.actions'),
                headerHidden: true,
                cell: (entry) => (
                  <RowActions>
                    <Button variant="secondary" onClick={() => setEditing(entry)}>
                      {t('fixedBars.edit')}
                    </Button>
                    <Button variant="secondary" onClick={() => setViewing(entry)}>
                      {t('fixedBars.details.open')}
                    </Button>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryContent>
      {editing && (
        <FixedBarEntryDialog
          fixedBarId={fixedBarId}
          entryId={editing === 'new' ? undefined : editing.id}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      {viewing && (
        <FixedBarDetailsDialog
          fixedBarEntryId={viewing.id}
          onClose={() => setViewing(null)}
          onChanged={refresh}
        />
      )}
    </Page>
  );
}
