import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../field';
import ui from '../ui.module.css';
import { bindable, cx, type ValueProps } from './bindable';
import { EyeIcon, MailIcon, PhoneIcon } from './icons';
import styles from './widgets.module.css';

/** The spec's text lengths: 50 unless said otherwise, titles (captions, places) 200, e-mail addresses 100. */
export const textMaxLength = { text: 50, title: 200, mail: 100 } as const;

export type StringKind = 'text' | 'title' | 'password' | 'phone' | 'mail';

const defaultMaxLength: Record<StringKind, number> = {
  text: textMaxLength.text,
  title: textMaxLength.title,
  password: textMaxLength.text,
  phone: textMaxLength.text,
  mail: textMaxLength.mail,
};

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'placeholder' | 'required' | 'disabled' | 'readOnly' | 'autoFocus'
>;

export interface StringInputProps extends ValueProps<string | null | undefined>, NativeProps {
  label: string;
  description?: string | undefined;
  /** `title` allows 200 characters; `password` can be shown; `phone` and `mail` offer a call or mail link. */
  kind?: StringKind;
  /** Overrides the kind's length (50, titles 200, mail 100). */
  maxLength?: number;
  className?: string | undefined;
}

const inputTypes: Record<StringKind, string> = {
  text: 'text',
  title: 'text',
  password: 'password',
  phone: 'tel',
  mail: 'email',
};

/** The address of the link next to a phone number or an e-mail address (null while there is none). */
export function contactHref(kind: StringKind, value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  // Dialers want digits and a leading plus only; spaces, slashes and dashes are for people.
  if (kind === 'phone') return /\d/.test(trimmed) ? `tel:${trimmed.replace(/[^\d+]/g, '')}` : null;
  if (kind === 'mail') return /^[^\s@]+@[^\s@]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
  return null;
}

/**
 * A one-line text: plain (50 characters), title (200), password (with a show/hide button), phone (a `tel:`
 * link to call it) or mail (a `mailto:` link). The length limit stops typing at the limit.
 */
function StringInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  description,
  kind = 'text',
  maxLength,
  className,
  ...native
}: StringInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const text = value ?? '';
  const href = contactHref(kind, text);
  const hasButton = kind === 'password' || href !== null;
  return (
    <Field label={label} error={error} description={description} className={className}>
      {(control) => (
        <div className={styles.control}>
          <input
            {...native}
            {...control}
            ref={focusRef}
            type={kind === 'password' && shown ? 'text' : inputTypes[kind]}
            inputMode={kind === 'phone' ? 'tel' : kind === 'mail' ? 'email' : undefined}
            maxLength={maxLength ?? defaultMaxLength[kind]}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            className={cx(ui.input, hasButton && styles.withOneButton)}
          />
          {hasButton && (
            <span className={styles.endButtons}>
              {kind === 'password' ? (
                <button
                  type="button"
                  className={styles.endButton}
                  aria-pressed={shown}
                  aria-label={t('widgets.string.showPassword')}
                  disabled={native.disabled}
                  onClick={() => setShown((current) => !current)}
                >
                  <EyeIcon crossed={shown} />
                </button>
              ) : (
                <a
                  className={styles.endButton}
                  href={href ?? undefined}
                  aria-label={t(kind === 'phone' ? 'widgets.string.call' : 'widgets.string.mail', {
                    value: text.trim(),
                  })}
                >
                  {kind === 'phone' ? <PhoneIcon /> : <MailIcon />}
                </a>
              )}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}

/** A one-line text field; see `StringInput`. Bound to a form with `control` and `name`, or controlled. */
export const StringField = bindable<string | null | undefined, StringInputProps>(StringInput, 'StringField');

export interface MemoInputProps extends ValueProps<string | null | undefined>, NativeProps {
  label: string;
  description?: string | undefined;
  /** Visible lines; the spec's memo has 10. */
  rows?: number;
  /** No limit unless given; with one, a counter shows what is left. */
  maxLength?: number;
  className?: string | undefined;
}

/** Notes and other longer text: a textarea of 10 rows (the spec's memo), growing by hand. */
function MemoInput({
  value,
  onChange,
  onBlur,
  error,
  focusRef,
  label,
  description,
  rows = 10,
  maxLength,
  className,
  ...native
}: MemoInputProps) {
  const { t } = useTranslation();
  const text = value ?? '';
  return (
    <Field label={label} error={error} description={description} className={className}>
      {(control) => (
        <>
          <textarea
            {...native}
            {...control}
            ref={focusRef}
            rows={rows}
            maxLength={maxLength}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            className={cx(ui.input, styles.textarea)}
          />
          {maxLength !== undefined && (
            <span className={styles.counter}>
              {t('widgets.memo.remaining', { count: Math.max(0, maxLength - text.length) })}
            </span>
          )}
        </>
      )}
    </Field>
  );
}

/** A memo (textarea of 10 rows); see `MemoInput`. Bound to a form with `control` and `name`, or controlled. */
export const MemoField = bindable<string | null | undefined, MemoInputProps>(MemoInput, 'MemoField');
