import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnitEditorSection, type UnitEditorProps } from './unit-editor';

/**
 * The "Absences" section of a unit: approval routes and the daily maximum of absent people are rules now
 * (APPROVE and MAXABS, issue 13: no limit lives in two places), so the section points to them.
 */
export function UnitAbsencesEditor({ dirty }: UnitEditorProps) {
  const { t } = useTranslation();
  return (
    <UnitEditorSection
      titleId="unit-absences-title"
      title={t('approvalRouting.title')}
      intro={t('approvalRouting.intro')}
      dirty={dirty}
    >
      <ul>
        <li>
          <Link to="/rules?ruleType=APPROVE">{t('approvalRouting.approveRules')}</Link>
        </li>
        <li>
          <Link to="/rules?ruleType=MAXABS">{t('approvalRouting.maxAbsRules')}</Link>
        </li>
      </ul>
      <p>{t('approvalRouting.fallback')}</p>
    </UnitEditorSection>
  );
}
