import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ruleTypes, ZRuleType, type TRule, type TRuleType } from '@app/shared/rules/rule';
import { isEditionProblem } from '#app/api-problems';
import { usePermission } from '#app/session';
import { useToast } from '#app/toast';
import { ApiError } from '#lib/api-error';
import { errorMessage } from '#lib/error-message';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { DataTable } from '#ui/data-table';
import { RowActions } from '#ui/layout';
import { MasterDataDeleteDialog } from '#ui/master-data-delete-dialog';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import {
  newRuleDraft,
  ruleDraftOf,
  scopeSummary,
  settingsSummary,
  severitySummary,
  validitySummary,
  type RuleDraft,
} from './rule-form';
import { useRuleLookups } from './rule-lookups';
import { RuleDialog } from './rule-dialog';
import { copyRule, deleteRule, refreshRules, rulesQuery, setRuleActive } from './rules-api';
import styles from './rules.module.css';

/**
 * `/rules` (masterdata.edit): the ten rule types in a side list with their counts, the rules of the chosen type
 * with edit, copy, (de)activate and delete, and the editor dialog. The spec's `/Rules/Edit/{id}?ruleType=X` is
 * this page with `?ruleType=X&edit={id}` (`edit=new` for a new rule): the type and the open editor live in the
 * address, so that a link opens them.
 */
export function RulesPage() {
  const { t } = useTranslation();
  const canEdit = usePermission('masterdata.edit');
  const canProfile = usePermission('settings.manage');
  const [params, setParams] = useSearchParams();
  const selected: TRuleType = ZRuleType.safeParse(params.get('ruleType')).data ?? 'MINOC';
  const editing = params.get('edit');
  const rules = useQuery(rulesQuery);
  const lookups = useRuleLookups();
  const qualificationNames = useMemo(
    () => ({ qualifications: new Map(lookups.qualifications.map(({ id, name }) => [id, name])) }),
    [lookups.qualifications],
  );
  const [deleting, setDeleting] = useState<TRule | null>(null);

  const counts = useMemo(() => {
    const byType = new Map<TRuleType, number>();
    for (const rule of rules.data ?? []) byType.set(rule.ruleType, (byType.get(rule.ruleType) ?? 0) + 1);
    return byType;
  }, [rules.data]);

  const open = (type: TRuleType, edit?: string) =>
    setParams(edit ? { ruleType: type, edit } : { ruleType: type });
  const close = () => open(selected);

  let draft: RuleDraft | null = null;
  if (editing === 'new' && canEdit) draft = newRuleDraft(selected);
  else if (editing) {
    const rule = rules.data?.find((one) => one.id === editing);
    if (rule) draft = ruleDraftOf(rule);
  }

  return (
    <Page
      titleId="rules-title"
      title={t('rules.title')}
      intro={t('rules.intro')}
      actions={
        <>
          {canProfile && <Link to="/rules/profile">{t('rules.profileLink')}</Link>}
          {canEdit && <Button onClick={() => open(selected, 'new')}>{t('rules.new')}</Button>}
        </>
      }
    >
      {!canEdit && <Notice tone="info">{t('rules.readOnly')}</Notice>}
      <div className={styles.layout}>
        <nav aria-label={t('rules.types')}>
          <ul className={styles.typeList}>
            {ruleTypes.map((type) => (
              <li key={type}>
                <button
                  type="button"
                  className={styles.typeButton}
                  aria-current={type === selected ? 'true' : undefined}
                  onClick={() => open(type)}
                >
                  {t('rules.typeCount', { label: t(`rules.type.${type}`), count: counts.get(type) ?? 0 })}
                  <span className={styles.typeInfo}>{t(`rules.typeInfo.${type}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="rules-list-title">
          <div className={styles.listHeader}>
            <h2 id="rules-list-title">{t(`rules.type.${selected}`)}</h2>
          </div>
          <QueryContent query={rules}>
            {(all) => (
              <RuleTable
                rules={all.filter((rule) => rule.ruleType === selected)}
                canEdit={canEdit}
                scopeText={(rule) => scopeSummary(rule, lookups.scopeNames, t)}
                settingsText={(rule) => settingsSummary(rule, qualificationNames, t)}
                onEdit={(rule) => open(selected, rule.id)}
                onDelete={setDeleting}
              />
            )}
          </QueryContent>
        </section>
      </div>
      {draft && <RuleDialog key={editing} draft={draft} lookups={lookups} onClose={close} />}
      {deleting && (
        <MasterDataDeleteDialog
          name={deleting.name}
          title={t('rules.deleteTitle', { name: deleting.name })}
          text={t('rules.deleteText')}
          deletedText={t('rules.deleted', { name: deleting.name })}
          remove={() => deleteRule(deleting)}
          refresh={refreshRules}
          onClose={() => setDeleting(null)}
        />
      )}
    </Page>
  );
}

interface RuleTableProps {
  rules: TRule[];
  canEdit: boolean;
  scopeText: (rule: TRule) => string;
  /** What the rule asks, in a few words. */
  settingsText: (rule: TRule) => string;
  onEdit: (rule: TRule) => void;
  onDelete: (rule: TRule) => void;
}

/** The rules of one type, by name, with their buttons (none without the right to change rules). */
function RuleTable({ rules, canEdit, scopeText, settingsText, onEdit, onDelete }: RuleTableProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const failed = async (error: unknown) => {
    if (isEditionProblem(error)) return;
    if (error instanceof ApiError && error.code === 'CONFLICT') {
      await refreshRules(queryClient);
      toast.error(t('rules.conflict'));
      return;
    }
    toast.error(errorMessage(error, t));
  };
  const copy = useMutation({
    mutationFn: copyRule,
    onSuccess: async (copied) => {
      toast.success(t('rules.copied', { name: copied.name }));
      await refreshRules(queryClient);
    },
    onError: failed,
  });
  const toggle = useMutation({
    mutationFn: (rule: TRule) => setRuleActive(rule, !rule.active),
    onSuccess: async (saved) => {
      toast.success(t(saved.active ? 'rules.activated' : 'rules.deactivated', { name: saved.name }));
      await refreshRules(queryClient);
    },
    onError: failed,
  });
  const sorted = [...rules].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <DataTable
      labelledBy="rules-list-title"
      rows={sorted}
      rowKey={(rule) => rule.id}
      empty={t('rules.empty')}
      columns={[
        { header: t('rules.col.name'), isRowHeader: true, cell: (rule) => rule.name },
        { header: t('rules.col.settings'), cell: settingsText },
        { header: t('rules.col.scope'), cell: scopeText },
        { header: t('rules.col.validity'), cell: (rule) => validitySummary(rule, t) },
        { header: t('rules.col.severity'), cell: (rule) => severitySummary(rule, t) },
        {
          header: t('rules.col.active'),
          cell: (rule) => (
            <Badge tone={rule.active ? 'success' : 'neutral'}>
              {t(rule.active ? 'rules.active' : 'rules.inactive')}
            </Badge>
          ),
        },
        ...(canEdit
          ? [
              {
                header: t('table.actions'),
                headerHidden: true,
                cell: (rule: TRule) => (
                  <RowActions>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t('rules.editAria', { name: rule.name })}
                      onClick={() => onEdit(rule)}
                    >
                      {t('rules.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t('rules.copyAria', { name: rule.name })}
                      busy={copy.isPending && copy.variables.id === rule.id}
                      onClick={() => copy.mutate(rule)}
                    >
                      {t('rules.copy')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t(rule.active ? 'rules.deactivateAria' : 'rules.activateAria', {
                        name: rule.name,
                      })}
                      busy={toggle.isPending && toggle.variables.id === rule.id}
                      onClick={() => toggle.mutate(rule)}
                    >
                      {t(rule.active ? 'rules.deactivate' : 'rules.activate')}
                    </Button>
                    <Button
                      variant="danger"
                      size="small"
                      aria-label={t('rules.deleteAria', { name: rule.name })}
                      onClick={() => onDelete(rule)}
                    >
                      {t('rules.delete')}
                    </Button>
                  </RowActions>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
