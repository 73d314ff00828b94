import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import styles from './help-window.module.css';

/** An i18n key of a help text (type-checked like every `t()` key). */
export type HelpTextKey = ParseKeys;

export interface HelpWindowProps {
  /** The key of the help's title (usually the page's name). */
  titleKey: HelpTextKey;
  /** The key of the help text; paragraphs are separated by an empty line. */
  bodyKey: HelpTextKey;
}

/** The paragraphs of a help text (separated by empty lines). */
export function helpParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The spec's help window of a page: a "?" button for the page header that opens a panel with the page's help
 * text. Focus moves into the panel; Esc, the close button or a click outside close it and the focus returns to
 * the button.
 */
export function HelpWindow({ titleKey, bodyKey }: HelpWindowProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <DialogTrigger>
      <Button className={styles.trigger} aria-label={t('widgets.help.open', { title })}>
        <span aria-hidden="true">?</span>
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        <Dialog className={styles.panel}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <button
                  type="button"
                  className={styles.close}
                  aria-label={t('widgets.help.close')}
                  onClick={close}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              <div className={styles.body}>
                {helpParagraphs(t(bodyKey)).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
