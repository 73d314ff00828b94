import type { HTMLAttributes, ReactNode } from 'react';
import styles from './ui.module.css';

type DivProps = HTMLAttributes<HTMLDivElement>;

function join(...classes: (string | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/** The fields of a form in two columns (one below 40rem); `Wide` children span both. */
export function FormGrid({ className, ...props }: DivProps) {
  return <div {...props} className={join(styles.formGrid, className)} />;
}

/** A `FormGrid` cell across both columns (long fields, pickers, hints). */
export function Wide({ className, ...props }: DivProps) {
  return <div {...props} className={join(styles.wide, className)} />;
}

/** A raised card around a section of a page. */
export function Panel({ className, ...props }: DivProps) {
  return <div {...props} className={join(styles.panel, className)} />;
}

/** The buttons of one table row, kept on one line at its end. */
export function RowActions({ className, ...props }: DivProps) {
  return <div {...props} className={join(styles.rowActions, className)} />;
}

/** Secondary text (hints, "no limit", "–"). */
export function MutedText({
  as: Element = 'span',
  className,
  children,
}: {
  as?: 'span' | 'p';
  className?: string;
  children: ReactNode;
}) {
  return <Element className={join(styles.muted, className)}>{children}</Element>;
}

/** A plain table (not `DataTable`) that scrolls sideways on narrow screens. */
export function SimpleTable({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className={styles.tableWrap}>
      <table {...props} className={join(styles.table, className)} />
    </div>
  );
}

/** The heading of a group of fields (a fieldset's legend) and a field's error text, as `Field` draws them. */
export const fieldParts = { label: styles.label, error: styles.fieldError };
