import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  editionRules,
  type DowngradeBlocker,
  type Edition,
  type SelectableEdition,
} from '@app/shared/tenants/editions';
import type { TSubscription } from '@app/shared/tenants/subscription';
import { isEditionProblem } from '../../../app/api-problems';
import { useEditionLabels } from '../../../app/editions';
import { sessionQueryKey } from '../../../app/session';
import { trialDaysLeft } from '../../../app/shell/trial-banner';
import { useToast } from '../../../app/toast';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Notice } from '../../../ui/notice';
import { Page } from '../../../ui/page';
import { QueryContent } from '../../../ui/query-content';
import ui from '../../../ui/ui.module.css';
import { DowngradeBlockers } from './downgrade-blockers';
import { EditionTable } from './edition-table';
import { changeEdition, downgradeBlockersOf, subscriptionQuery } from './subscription-api';
import styles from './subscription-page.module.css';

/** Features the current edition has and `target` lacks. */
function lostFeatures(current: Edition, target: Edition) {
  return editionRules[current].features.filter((feature) => !editionRules[target].features.includes(feature));
}

/** `/settings/subscription` (subscription.manage): edition, trial end, usage against limits, change of edition. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const labels = useEditionLabels();
  const subscription = useQuery(subscriptionQuery);
  const [target, setTarget] = useState<SelectableEdition | null>(null);
  const [refused, setRefused] = useState<{ target: Edition; blockers: DowngradeBlocker[] } | null>(null);

  const change = useMutation({
    mutationFn: changeEdition,
    onSuccess: async (updated) => {
      queryClient.setQueryData(subscriptionQuery.queryKey, updated);
      toast.success(t('subscription.changed', { edition: labels.edition(updated.edition) }));
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });

  const confirm = async () => {
    if (!target || !subscription.data) return;
    setRefused(null);
    try {
      await change.mutateAsync({ edition: target, version: subscription.data.version });
      setTarget(null);
    } catch (error) {
      setTarget(null);
      const blockers = downgradeBlockersOf(error);
      if (blockers) {
        setRefused({ target, blockers });
        return;
      }
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        await queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey });
      }
      if (!isEditionProblem(error)) toast.error(errorMessage(error, t));
    }
  };

  return (
    <Page titleId="subscription-title" title={t('subscription.title')} intro={t('subscription.intro')}>
      <QueryContent query={subscription}>
        {(current) => (
          <>
            {refused && <DowngradeBlockers target={refused.target} blockers={refused.blockers} />}
            <SubscriptionSummary subscription={current} />
            <div className={`${ui.panel} ${styles.comparePanel}`}>
              <h2 id="subscription-compare-title" className={styles.panelTitle}>
                {t('subscription.compareTitle')}
              </h2>
              {current.edition === 'trial' && (
                <p className={ui.muted}>{t('subscription.trialIncludesAll')}</p>
              )}
              <EditionTable
                current={current.edition}
                pending={change.isPending ? target : null}
                onChoose={(edition) => {
                  change.reset();
                  setTarget(edition);
                }}
              />
            </div>
            <ConfirmDialog
              isOpen={target !== null}
              title={target ? t('subscription.confirmTitle', { edition: labels.edition(target) }) : ''}
              confirmLabel={t('subscription.confirm')}
              busy={change.isPending}
              onCancel={() => setTarget(null)}
              onConfirm={() => void confirm()}
            >
              {target && <ChangeConsequences current={current.edition} target={target} />}
            </ConfirmDialog>
          </>
        )}
      </QueryContent>
    </Page>
  );
}

function ChangeConsequences({ current, target }: { current: Edition; target: SelectableEdition }) {
  const { t } = useTranslation();
  const labels = useEditionLabels();
  const lost = lostFeatures(current, target);
  return (
    <>
      <p>{t('subscription.confirmImmediate')}</p>
      {lost.length > 0 && (
        <>
          <p>{t('subscription.confirmLoses', { edition: labels.edition(target) })}</p>
          <ul>
            {lost.map((feature) => (
              <li key={feature}>{labels.feature(feature)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** The current edition, the trial's end and the usage against the edition's limits. */
function SubscriptionSummary({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const labels = useEditionLabels();
  const rules = editionRules[subscription.edition];
  return (
    <div className={`${ui.panel} ${styles.summary}`}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('subscription.currentEdition')}</dt>
          <dd className={styles.editionName} data-testid="current-edition">
            {labels.edition(subscription.edition)}
          </dd>
        </div>
        {subscription.trialEndsAt && (
          <div>
            <dt>{t('subscription.trialEnd')}</dt>
            <dd>
              {formatDate(new Date(subscription.trialEndsAt))}{' '}
              {subscription.isTrialAndExpired ? (
                <span className={`${ui.badge} ${ui.badgeWarning}`}>{t('subscription.trialExpired')}</span>
              ) : (
                <span className={ui.muted}>
                  ({t('subscription.daysLeft', { days: trialDaysLeft(subscription.trialEndsAt, new Date()) })}
                  )
                </span>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('subscription.activeUsers')}</dt>
          <dd>
            <UsageMeter usage={subscription.usage.activeUsers} limit={rules.maxActiveUsers} />
          </dd>
        </div>
        <div>
          <dt>{t('subscription.sites')}</dt>
          <dd>
            <UsageMeter usage={subscription.usage.sites} limit={rules.maxSites} />
          </dd>
        </div>
      </dl>
      {subscription.isTrialAndExpired && <Notice tone="warning">{t('trial.expiredText')}</Notice>}
    </div>
  );
}

/** How much of an edition's limit is used, in words and (under a limit) as a bar. */
function UsageMeter({ usage, limit }: { usage: number; limit: number | null }) {
  const { t } = useTranslation();
  if (limit === null) return <span>{t('subscription.usageUnlimited', { usage })}</span>;
  const text = t('subscription.usageOf', { usage, limit });
  const share = Math.min(1, usage / limit);
  return (
    <span className={styles.usage}>
      <span>{text}</span>
      <span className={styles.meter} aria-hidden="true">
        <span
          className={`${styles.meterFill} ${usage >= limit ? styles.meterFull : ''}`}
          style={{ width: `${share * 100}%` }}
        />
      </span>
    </span>
  );
}
