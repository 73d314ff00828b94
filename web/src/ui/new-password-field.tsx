import { PasswordRules, usePasswordPolicyText } from './password-rules';
import { TextField, type TextFieldProps } from './text-field';

export interface NewPasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'description'> {
  /** The password typed so far (the form watches it), for the checklist of rules. */
  password: string;
  /** A sentence said before the policy in the field's description. */
  hint?: string;
}

/**
 * A password being chosen: the policy in the description (for screen readers) and, under the field, the
 * checklist that ticks rules off while the user types.
 */
export function NewPasswordField({ password, hint, className, ...inputProps }: NewPasswordFieldProps) {
  const policyText = usePasswordPolicyText();
  return (
    <div className={className}>
      <TextField
        {...inputProps}
        type="password"
        autoComplete="new-password"
        description={hint ? `${hint} ${policyText}` : policyText}
      />
      <PasswordRules password={password} />
    </div>
  );
}
