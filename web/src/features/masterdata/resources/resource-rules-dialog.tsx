import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TResourceRule, TResourceRuleInput } from '@app/shared/resources/resource-rule';
import { maxResourceRules } from '@app/shared/resources/resource-rule';
import { resourceRuleContracts as contracts } from '@app/shared/resources/resource-rules.contracts';
import { unitContracts } from '@app/shared/units/units.contracts';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { DateField } from '#ui/date-field';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import { DialogQueryContent } from '#ui/query-content';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import styles from './resource-rules.module.css';

const rulesKey = (resourceId: string) => ['resources', 'rules', resourceId] as const;

export const resourceRulesQuery = (resourceId: string) =>
  queryOptions({
    queryKey: rulesKey(resourceId),
    queryFn: ({ signal }) => callApi(contracts.resourceRules, { query: { resourceId } }, { signal }),
  });

const unitsQuery = queryOptions({
  queryKey: ['resources', 'rules', 'units'],
  queryFn: ({ signal }) => callApi(unitContracts.list, {}, { signal }),
  staleTime: 60_000,
});

/** A rule as edited: the stored ones keep id and version; `key` tells rows apart while editing. */
type Draft = Omit<TResourceRuleInput, 'entryBegin'> & { key: string; entryBegin: string | null };

const draftOf = (rule: TResourceRule): Draft => ({
  key: rule.id,
  id: rule.id,
  version: rule.version,
  unitId: rule.unitId,
  description: rule.description,
  noTemplates: rule.noTemplates,
  entryBegin: rule.entryBegin,
  entryEnd: rule.entryEnd,
});

/**
 * The rules of one resource (spec: resource rule with description, unit, no-templates flag, begin and end),
 * edited as a list and saved at once (`rules/resourcerules`): rows left out are deleted.
 */
export function ResourceRulesDialog({
  resource,
  onClose,
}: {
  resource: { id: string; caption: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rules = useQuery(resourceRulesQuery(resource.id));
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('resourceRules.title', { name: resource.caption })}
      size="large"
    >
      <DialogQueryContent query={rules}>
        {(loaded) => <RulesForm resource={resource} loaded={loaded} onClose={onClose} />}
      </DialogQueryContent>
    </ModalDialog>
  );
}

function RulesForm({
  resource,
  loaded,
  onClose,
}: {
  resource: { id: string; caption: string };
  loaded: TResourceRule[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const units = useQuery(unitsQuery);
  const [drafts, setDrafts] = useState<Draft[]>(() => loaded.map(draftOf));
  const [checked, setChecked] = useState(false);
  const change = (key: string, patch: Partial<Draft>) =>
    setDrafts(drafts.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const problemOf = (draft: Draft) =>
    !draft.entryBegin
      ? t('resourceRules.error.begin')
      : draft.entryEnd && draft.entryEnd < draft.entryBegin
        ? t('resourceRules.error.range')
        : null;
  const save = useMutation({
    mutationFn: () =>
      callApi(contracts.saveResourceRules, {
        body: {
          resourceId: resource.id,
          rules: drafts.map(({ key: _key, entryBegin, ...rule }) => ({
            ...rule,
            entryBegin: entryBegin ?? '',
          })),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(rulesKey(resource.id), saved);
      toast.success(t('resourceRules.saved', { name: resource.caption }));
      onClose();
    },
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (drafts.every((draft) => problemOf(draft) === null)) save.mutate();
      }}
    >
      <p>{t('resourceRules.intro')}</p>
      {save.error && <Notice tone="error">{errorMessage(save.error, t)}</Notice>}
      {drafts.length === 0 && <p>{t('resourceRules.none')}</p>}
      <ol className={styles.rules}>
        {drafts.map((draft, index) => {
          const problem = checked ? problemOf(draft) : null;
          return (
            <li
              key={draft.key}
              className={styles.rule}
              aria-label={t('resourceRules.rule', { n: index + 1 })}
            >
              <SelectField
                label={t('resourceRules.unit')}
                value={draft.unitId ?? ''}
                onChange={(event) => change(draft.key, { unitId: event.target.value || null })}
              >
                <option value="">{t('resourceRules.allUnits')}</option>
                {(units.data ?? []).map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.name}
                  </option>
                ))}
              </SelectField>
              <DateField
                label={t('resourceRules.begin')}
                value={draft.entryBegin}
                onChange={(value) => change(draft.key, { entryBegin: value })}
                error={!draft.entryBegin ? (problem ?? undefined) : undefined}
              />
              <DateField
                label={t('resourceRules.end')}
                value={draft.entryEnd}
                onChange={(value) => change(draft.key, { entryEnd: value })}
                error={draft.entryBegin ? (problem ?? undefined) : undefined}
              />
              <Checkbox
                label={t('resourceRules.noTemplates')}
                checked={draft.noTemplates}
                onChange={(event) => change(draft.key, { noTemplates: event.target.checked })}
              />
              <TextField
                className={styles.wide}
                label={t('resourceRules.description')}
                maxLength={4000}
                value={draft.description}
                onChange={(event) => change(draft.key, { description: event.target.value })}
              />
              <Button
                variant="ghost"
                size="small"
                onClick={() => setDrafts(drafts.filter((other) => other.key !== draft.key))}
              >
                {t('resourceRules.remove')}
              </Button>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          disabled={drafts.length >= maxResourceRules}
          onClick={() =>
            setDrafts([
              ...drafts,
              {
                key: crypto.randomUUID(),
                unitId: null,
                description: '',
                noTemplates: true,
                entryBegin: null,
                entryEnd: null,
              },
            ])
          }
        >
          {t('resourceRules.add')}
        </Button>
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
