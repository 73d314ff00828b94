import { useTranslation } from 'react-i18next';
import {
  editionFeatures,
  editionRules,
  selectableEditions,
  type Edition,
  type SelectableEdition,
} from '@app/shared/tenants/editions';
import { useEditionLabels } from '#app/editions';
import { Badge } from '#ui/badge';
import { Button } from '#ui/button';
import { MutedText, SimpleTable } from '#ui/layout';
import styles from './subscription-page.module.css';

export interface EditionTableProps {
  current: Edition;
  /** The edition being switched to, while the change runs. */
  pending: SelectableEdition | null;
  /** Without it (no permission, read-only trial end...) the table only compares. */
  onChoose?: (edition: SelectableEdition) => void;
}

/** The editions side by side, from the shared edition table: limits and features as rows. */
export function EditionTable({ current, pending, onChoose }: EditionTableProps) {
  const { t } = useTranslation();
  const labels = useEditionLabels();
  const limit = (value: number | null) => (value === null ? t('subscription.unlimited') : String(value));
  const mark = (included: boolean) =>
    included ? (
      <span className={styles.yes}>
        <span aria-hidden="true">✓</span>
        <span className="sr-only">{t('subscription.included')}</span>
      </span>
    ) : (
      <span className={styles.no}>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('subscription.notIncluded')}</span>
      </span>
    );
  const columnClass = (edition: Edition) => (edition === current ? styles.currentColumn : undefined);

  return (
    <SimpleTable className={styles.editionTable} aria-labelledby="subscription-compare-title">
      <thead>
        <tr>
          <th scope="col">{t('subscription.function')}</th>
          {selectableEditions.map((edition) => (
            <th key={edition} scope="col" className={columnClass(edition)}>
              {labels.edition(edition)}
              {edition === current && (
                <Badge tone="primary" className={styles.currentBadge}>
                  {t('subscription.current')}
                </Badge>
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('subscription.maxActiveUsers')}</th>
          {selectableEditions.map((edition) => (
            <td key={edition} className={columnClass(edition)}>
              {limit(editionRules[edition].maxActiveUsers)}
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('subscription.maxSites')}</th>
          {selectableEditions.map((edition) => (
            <td key={edition} className={columnClass(edition)}>
              {limit(editionRules[edition].maxSites)}
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('subscription.requestsPerSecond')}</th>
          {selectableEditions.map((edition) => (
            <td key={edition} className={columnClass(edition)}>
              {editionRules[edition].requestsPerSecond}
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('subscription.mailsPerDay')}</th>
          {selectableEditions.map((edition) => (
            <td key={edition} className={columnClass(edition)}>
              {editionRules[edition].mailsPerDay}
            </td>
          ))}
        </tr>
        {editionFeatures.map((feature) => (
          <tr key={feature}>
            <th scope="row">{labels.feature(feature)}</th>
            {selectableEditions.map((edition) => (
              <td key={edition} className={columnClass(edition)}>
                {mark(editionRules[edition].features.includes(feature))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {onChoose && (
        <tfoot>
          <tr>
            <td />
            {selectableEditions.map((edition) => (
              <td key={edition} className={columnClass(edition)}>
                {edition === current ? (
                  <MutedText>{t('subscription.yourEdition')}</MutedText>
                ) : (
                  <Button
                    size="small"
                    variant={edition === 'free' ? 'secondary' : 'primary'}
                    busy={pending === edition}
                    disabled={pending !== null}
                    onClick={() => onChoose(edition)}
                    aria-label={t('subscription.chooseAria', { edition: labels.edition(edition) })}
                  >
                    {t('subscription.choose')}
                  </Button>
                )}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </SimpleTable>
  );
}
