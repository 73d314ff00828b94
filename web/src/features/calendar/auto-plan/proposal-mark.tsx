import { useTranslation } from 'react-i18next';
import styles from './auto-plan.module.css';

/** The "Proposal" mark in a proposed entry's chip (only proposals pay for the hook). */
export function ProposalMark() {
  const { t } = useTranslation();
  return <span className={styles.proposalMark}>{t('autoPlan.proposalMark')}</span>;
}
