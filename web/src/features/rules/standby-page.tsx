import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TStandbyRule } from '@app/shared/rules/standby';
import { Button } from '#ui/button';
import { DataTable } from '#ui/data-table';
import { RowActions } from '#ui/layout';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { useRuleLookups } from './rule-lookups';
import { deleteStandbyRule, refreshStandbyRules, standbyRulesQuery } from './rules-api';
import { StandbyDialog } from './standby-dialog';

type Action = { kind: 'create' } | { kind: 'edit' | 'delete'; rule: TStandbyRule };

/** `/standby` (calendar.plan): the standby rules with their unit, resource and number of duties. */
export function StandbyPage() {
  const { t } = useTranslation();
  const rules = useQuery(standbyRulesQuery);
  const lookups = useRuleLookups();
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);
  const nameOf = (map: ReadonlyMap<string, string> | undefined, id: string | null) =>
    id ? (map?.get(id) ?? '…') : '–';

  return (
    <Page
      titleId="standby-title"
      title={t('rules.standby.title')}
      intro={t('rules.standby.intro')}
      actions={<Button onClick={() => setAction({ kind: 'create' })}>{t('rules.standby.new')}</Button>}
    >
      <QueryContent query={rules}>
        {(list) => (
          <DataTable
            labelledBy="standby-title"
            rows={list}
            rowKey={(rule) => rule.id}
            empty={t('rules.standby.empty')}
            columns={[
              { header: t('rules.standby.col.name'), isRowHeader: true, cell: (rule) => rule.name },
              {
                header: t('rules.standby.col.unit'),
                cell: (rule) => nameOf(lookups.scopeNames.unit, rule.unitId),
              },
              {
                header: t('rules.standby.col.resource'),
                cell: (rule) => nameOf(lookups.scopeNames.resource, rule.resourceId),
              },
              { header: t('rules.standby.col.duties'), numeric: true, cell: (rule) => rule.duties.length },
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (rule) => (
                  <RowActions>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t('rules.editAria', { name: rule.name })}
                      onClick={() => setAction({ kind: 'edit', rule })}
                    >
                      {t('rules.edit')}
                    </Button>
                    <Button
                      variant="danger"
                      size="small"
                      aria-label={t('rules.deleteAria', { name: rule.name })}
                      onClick={() => setAction({ kind: 'delete', rule })}
                    >
                      {t('rules.delete')}
                    </Button>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryContent>
      {action?.kind === 'create' && <StandbyDialog lookups={lookups} onClose={close} />}
      {action?.kind === 'edit' && <StandbyDialog rule={action.rule} lookups={lookups} onClose={close} />}
      {action?.kind === 'delete' && (
        <MasterDataDeleteDialog
          name={action.rule.name}
          title={t('rules.standby.deleteTitle', { name: action.rule.name })}
          text={t('rules.deleteText')}
          deletedText={t('rules.standby.deleted', { name: action.rule.name })}
          remove={() => deleteStandbyRule(action.rule)}
          refresh={refreshStandbyRules}
          onClose={close}
        />
      )}
    </Page>
  );
}
