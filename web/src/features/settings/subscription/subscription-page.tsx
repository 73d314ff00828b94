import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  downgradeBlockers,
  editionRules,
  type DowngradeBlocker,
  type Edition,
  type SelectableEdition,
} from '@app/shared/tenants/editions';
import type { TSubscription } from '@app/shared/tenants/subscription';
import { isEditionProblem } from '#app/api-problems';
import { useEditionLabels } from '#app/editions';
import { sessionQueryKey, usePermission } from '#app/session';
import { trialDaysLeft } from '#app/shell/trial-banner';
import { useToast } from '#app/toast';
import { ApiError } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Badge } from '#ui/badge';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { MutedText, Panel } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { ssoFeature } from '#features/settings/sso/sso.feature';
import { DowngradeBlockers, useBlockerText } from './downgrade-blockers';
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
  const isAdministrator = usePermission('access.administrator');

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
            <Panel className={styles.comparePanel}>
              <h2 id="subscription-compare-title" className={styles.panelTitle}>
                {t('subscription.compareTitle')}
              </h2>
              {current.edition === 'trial' && (
                <MutedText as="p">{t('subscription.trialIncludesAll')}</MutedText>
              )}
              <EditionTable
                current={current.edition}
                pending={change.isPending ? target : null}
                onChoose={(edition) => {
                  change.reset();
                  setTarget(edition);
                }}
              />
              <p className={styles.featureNote}>
                {t('subscription.microsoftSignInNeeds')}
                {isAdministrator && (
                  <>
                    {' '}
                    <Link to={ssoFeature.path}>{t('subscription.microsoftSignInSetUp')}</Link>
                  </>
                )}
              </p>
            </Panel>
            <ConfirmDialog
              isOpen={target !== null}
              title={target ? t('subscription.confirmTitle', { edition: labels.edition(target) }) : ''}
              confirmLabel={t('subscription.confirm')}
              busy={change.isPending}
              confirmDisabled={target !== null && downgradeBlockers(target, current.usage).length > 0}
              onCancel={() => setTarget(null)}
              onConfirm={() => void confirm()}
            >
              {target && <ChangeConsequences current={current} target={target} />}
            </ConfirmDialog>
          </>
        )}
      </QueryContent>
    </Page>
  );
}

/** What the change means, said before it is confirmed: lost features, the trial's end, usage over the limits. */
function ChangeConsequences({ current, target }: { current: TSubscription; target: SelectableEdition }) {
  const { t } = useTranslation();
  const labels = useEditionLabels();
  const blockerText = useBlockerText();
  const lost = lostFeatures(current.edition, target);
  const blockers = downgradeBlockers(target, current.usage);
  const trialDays =
    current.edition === 'trial' && current.trialEndsAt && !current.isTrialAndExpired
      ? trialDaysLeft(current.trialEndsAt, new Date())
      : null;
  if (blockers.length > 0) {
    return (
      <Notice tone="warning" title={t('subscription.blockedTitle', { edition: labels.edition(target) })}>
        <ul>
          {blockers.map((blocker) => (
            <li key={blocker.reason}>{blockerText(blocker, target)}</li>
          ))}
        </ul>
        <p>{t('subscription.blockedHint')}</p>
      </Notice>
    );
  }
  return (
    <>
      <p>
        {t('subscription.confirmImmediate')}
        {trialDays !== null && ` ${t('subscription.confirmEndsTrial', { count: trialDays })}`}
      </p>
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
    <Panel className={styles.summary}>
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
                <Badge tone="warning">{t('subscription.trialExpired')}</Badge>
              ) : (
                <MutedText>
                  (
                  {t('subscription.daysLeft', { count: trialDaysLeft(subscription.trialEndsAt, new Date()) })}
                  )
                </MutedText>
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
    </Panel>
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
