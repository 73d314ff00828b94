import type { ReactNode } from 'react';
import styles from './ui.module.css';

const toneClass = {
  neutral: '',
  success: styles.badgeSuccess,
  warning: styles.badgeWarning,
  primary: styles.badgePrimary,
} as const;

export interface BadgeProps {
  /** neutral (default): a count or a plain state; success: active; warning: needs attention; primary: current. */
  tone?: keyof typeof toneClass;
  /** Extra class for placement (margins) by the feature's own stylesheet. */
  className?: string;
  children: ReactNode;
}

/** A small rounded label next to or in place of a value (state, count, "current"). */
export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  const classes = [styles.badge, toneClass[tone], className].filter(Boolean).join(' ');
  return <span className={classes}>{children}</span>;
}
