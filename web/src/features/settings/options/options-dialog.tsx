import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TOption, TOptions } from '@app/shared/settings/settings.contracts';
import { errorMessage } from '#lib/error-message';
import { Button } from '#ui/button';
import { DialogActions, ModalDialog } from '#ui/dialog';
import { Notice } from '#ui/notice';
import {
  optionsQuery,
  optionsQueryKey,
  rememberTab,
  selectedTabQuery,
  setOption,
  settingsTextsQuery,
} from './options-api';
import { OptionControl, useOptionLabel } from './option-control';
import styles from './options-dialog.module.css';

/** The options dialog (T_OPTIONS): opened from the user menu; loads its texts first. */
export function OptionsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const texts = useQuery(settingsTextsQuery);
  const options = useQuery(optionsQuery);
  const tab = useQuery(selectedTabQuery);
  const ready = texts.isSuccess && options.isSuccess && !tab.isPending;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={texts.isSuccess ? t('settingsArea.title') : t('userMenu.options')}
      size="medium"
    >
      {options.isError || texts.isError ? (
        <Notice tone="error">{errorMessage(options.error ?? texts.error, t)}</Notice>
      ) : ready ? (
        <OptionTabs options={options.data} initialTab={tab.data ?? ''} />
      ) : (
        <p role="status">{t('app.loading')}</p>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

function OptionTabs({ options, initialTab }: { options: TOptions; initialTab: string }) {
  const { t } = useTranslation();
  const base = useId();
  const queryClient = useQueryClient();
  const labelOf = useOptionLabel();
  const [selected, setSelected] = useState(
    options.tabs.some((tab) => tab.category === initialTab) ? initialTab : (options.tabs[0]?.category ?? ''),
  );
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);

  const choose = (category: string) => {
    setSelected(category);
    // Remembering the tab is a convenience: a failure is not worth interrupting the person for.
    void rememberTab(category).catch((error: unknown) => console.warn('Tab not remembered', error));
  };

  const change = async (option: TOption, value: TOption['value']) => {
    setBusyKey(option.key);
    setFailure(null);
    try {
      await setOption(option.key, value);
      queryClient.setQueryData<TOptions>(optionsQueryKey, (current) =>
        current
          ? {
              tabs: current.tabs.map((tab) => ({
                ...tab,
                options: tab.options.map((o) => (o.key === option.key ? { ...o, value } : o)),
              })),
            }
          : current,
      );
    } catch (error) {
      // The spec: the option's label as the title, the server's message below it.
      setFailure({ title: labelOf(option.key), message: errorMessage(error, t) });
    } finally {
      setBusyKey(null);
    }
  };

  return (
    <>
      {failure && (
        <Notice tone="error" title={failure.title}>
          {failure.message}
        </Notice>
      )}
      <div role="tablist" className={styles.tabList} aria-label={t('settingsArea.tabs')}>
        {options.tabs.map((tab) => (
          <button
            key={tab.category}
            type="button"
            role="tab"
            id={`${base}-${tab.category}-tab`}
            aria-controls={`${base}-${tab.category}`}
            aria-selected={selected === tab.category}
            data-selected={selected === tab.category ? '' : undefined}
            className={styles.tab}
            onClick={() => choose(tab.category)}
          >
            {t(`settingsArea.category.${tab.category}`)}
          </button>
        ))}
      </div>
      {options.tabs.map((tab) => (
        <div
          key={tab.category}
          role="tabpanel"
          id={`${base}-${tab.category}`}
          aria-labelledby={`${base}-${tab.category}-tab`}
          hidden={selected !== tab.category}
          className={styles.panel}
        >
          {tab.options.map((option) => (
            <OptionControl
              key={option.key}
              option={option}
              value={option.value}
              busy={busyKey === option.key}
              onChange={(value) => void change(option, value)}
            />
          ))}
        </div>
      ))}
    </>
  );
}
