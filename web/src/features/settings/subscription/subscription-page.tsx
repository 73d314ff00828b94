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
import { useDocumentTitle } from '../../../lib/document-title';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { PageLoading } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
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
  useDocumentTitle(t('subscription.title'));

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
    <section aria-labelledby="subscription-title">
      <PageHeader
        titleId="subscription-title"
        title={t('subscription.title')}
        intro={t('subscription.intro')}
      />
      {subscription.isPending && <PageLoading label={t('app.loading')} />}
      {subscription.isError && <Notice tone="error">{errorMessage(subscription.error, t)}</Notice>}
      {subscription.data && (
        <>
          {refused && <DowngradeBlockers target={refused.target} blockers={refused.blockers} />}
          <SubscriptionSummary subscription={subscription.data} />
          <div className={`${ui.panel} ${styles.comparePanel}`}>
            <h2 id="subscription-compare-title" className={styles.panelTitle}>
              {t('subscription.compareTitle')}
            </h2>
            {subscription.data.edition === 'trial' && (
              <p className={ui.muted}>{t('subscription.trialIncludesAll')}</p>
            )}
            <EditionTable
              current={subscription.data.edition}
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
            {target && <ChangeConsequences current={subscription.data.edition} target={target} />}
          </ConfirmDialog>
        </>
      )}
    </section>
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
  const usage = (value: number, limit: number | null) =>
    limit === null
      ? t('subscription.usageUnlimited', { usage: value })
      : t('subscription.usageOf', { usage: value, limit });
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
            <UsageMeter
              usage={subscription.usage.activeUsers}
              limit={rules.maxActiveUsers}
              text={usage(subscription.usage.activeUsers, rules.maxActiveUsers)}
            />
          </dd>
        </div>
        <div>
          <dt>{t('subscription.sites')}</dt>
          <dd>
            <UsageMeter
              usage={subscription.usage.sites}
              limit={rules.maxSites}
              text={usage(subscription.usage.sites, rules.maxSites)}
            />
          </dd>
        </div>
      </dl>
      {subscription.isTrialAndExpired && <Notice tone="warning">{t('trial.expiredText')}</Notice>}
    </div>
  );
}

function UsageMeter({ usage, limit, text }: { usage: number; limit: number | null; text: string }) {
  if (limit === null) return <span>{text}</span>;
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
