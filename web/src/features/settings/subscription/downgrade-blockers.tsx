import { useTranslation } from 'react-i18next';
import type { DowngradeBlocker, Edition } from '@app/shared/tenants/editions';
import { useEditionLabels } from '#app/editions';
import { Notice } from '#ui/notice';

/** One reason in words: "12 active users, the Free Edition allows 10." */
export function useBlockerText(): (blocker: DowngradeBlocker, target: Edition) => string {
  const { t } = useTranslation();
  const labels = useEditionLabels();
  return (blocker, target) => {
    const values = { usage: blocker.usage, limit: blocker.limit, edition: labels.edition(target) };
    return blocker.reason === 'activeUsers'
      ? t('subscription.blocker.activeUsers', values)
      : t('subscription.blocker.sites', values);
  };
}

/** Why the chosen edition was refused, and what to do about it. */
export function DowngradeBlockers({ target, blockers }: { target: Edition; blockers: DowngradeBlocker[] }) {
  const { t } = useTranslation();
  const labels = useEditionLabels();
  const text = useBlockerText();
  return (
    <Notice tone="error" title={t('subscription.blockedTitle', { edition: labels.edition(target) })}>
      {blockers.length > 0 && (
        <ul>
          {blockers.map((blocker) => (
            <li key={blocker.reason}>{text(blocker, target)}</li>
          ))}
        </ul>
      )}
      <p>{t('subscription.blockedHint')}</p>
    </Notice>
  );
}
