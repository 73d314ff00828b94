import { useTranslation } from 'react-i18next';
import {
  passwordPolicy,
  passwordPolicyViolations,
  type PasswordRule,
} from '@app/shared/auth/password-policy';
import styles from './ui.module.css';

/** The rules of the password policy that apply, in display order. */
export const activePasswordRules: PasswordRule[] = [
  'minLength',
  ...(passwordPolicy.requireLowercase ? (['lowercase'] as const) : []),
  ...(passwordPolicy.requireUppercase ? (['uppercase'] as const) : []),
  ...(passwordPolicy.requireDigits ? (['digit'] as const) : []),
];

/** The text of one rule ("at least 10 characters"). */
export function usePasswordRuleText(): (rule: PasswordRule) => string {
  const { t } = useTranslation();
  return (rule) => {
    switch (rule) {
      case 'minLength':
        return t('login.newPasswordRule.minLength', { min: passwordPolicy.minLength });
      case 'lowercase':
        return t('login.newPasswordRule.lowercase');
      case 'uppercase':
        return t('login.newPasswordRule.uppercase');
      case 'digit':
        return t('login.newPasswordRule.digit');
    }
  };
}

/** The policy as a sentence, for the password field's description (read by screen readers). */
export function usePasswordPolicyText(): string {
  const { t } = useTranslation();
  const ruleText = usePasswordRuleText();
  return `${t('login.newPasswordRules')}: ${activePasswordRules.map(ruleText).join(', ')}`;
}

/**
 * The policy as a checklist that ticks rules off while the user types (before any submit). Visual only: the
 * field's description carries the same text for screen readers.
 */
export function PasswordRules({ password }: { password: string }) {
  const ruleText = usePasswordRuleText();
  const broken = new Set(passwordPolicyViolations(password));
  return (
    <ul className={styles.rules} aria-hidden="true" data-testid="password-rules">
      {activePasswordRules.map((rule) => {
        const met = password !== '' && !broken.has(rule);
        return (
          <li key={rule} className={met ? styles.ruleMet : undefined} data-met={met}>
            <span className={styles.ruleMark}>{met ? '✓' : '○'}</span>
            <span>{ruleText(rule)}</span>
          </li>
        );
      })}
    </ul>
  );
}
