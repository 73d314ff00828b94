import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCalendarFeedLink } from '@app/shared/calendar-feeds/calendar-feed';
import { useToast } from '#app/toast';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Panel } from '#ui/layout';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { TextField } from '#ui/text-field';
import uiStyles from '#ui/ui.module.css';
import {
  calendarFeedQuery,
  createCalendarFeed,
  feedUrls,
  renewCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feed-api';
import styles from './calendar-feed-section.module.css';

/**
 * "Subscribe to your calendar" (issue 27): one's own iCal feed link. The server keeps only a hash of the secret,
 * so the link is shown when it is made (created or renewed) and not again; renewing and revoking ask first.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useQuery(calendarFeedQuery);
  const [link, setLink] = useState<TCalendarFeedLink | null>(null);
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarFeedQuery.queryKey });
  const create = useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: async (made) => {
      setLink(made);
      toast.success(t('calendarFeeds.created'));
      await refresh();
    },
  });
  const renew = useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: async (made) => {
      setLink(made);
      setConfirming(null);
      toast.success(t('calendarFeeds.renewed'));
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: async () => {
      setLink(null);
      setConfirming(null);
      toast.success(t('calendarFeeds.revoked'));
      await refresh();
    },
  });
  return (
    <Panel>
      <h2 id="calendar-feed-title">{t('calendarFeeds.title')}</h2>
      <section aria-labelledby="calendar-feed-title">
        <p>{t('calendarFeeds.intro')}</p>
        {create.error !== null && <Notice tone="error">{errorMessage(create.error, t)}</Notice>}
        <QueryContent query={query}>
          {(status) =>
            !status.active ? (
              <>
                <p>{t('calendarFeeds.none')}</p>
                <Button busy={create.isPending} onClick={() => create.mutate()}>
                  {t('calendarFeeds.create')}
                </Button>
              </>
            ) : (
              <>
                {(link?.createdAt ?? status.createdAt) && (
                  <p>
                    {t('calendarFeeds.activeSince', {
                      date: formatDate(new Date(link?.createdAt ?? status.createdAt ?? '')),
                    })}
                  </p>
                )}
                {link ? <FeedLink link={link} /> : <p>{t('calendarFeeds.hiddenLink')}</p>}
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => setConfirming('renew')}>
                    {t('calendarFeeds.renew')}
                  </Button>
                  <Button variant="danger" onClick={() => setConfirming('revoke')}>
                    {t('calendarFeeds.revoke')}
                  </Button>
                </div>
              </>
            )
          }
        </QueryContent>
        <h3 className={styles.howToTitle}>{t('calendarFeeds.howTo')}</h3>
        <ul className={styles.howTo}>
          <li>{t('calendarFeeds.google')}</li>
          <li>{t('calendarFeeds.apple')}</li>
          <li>{t('calendarFeeds.outlook')}</li>
        </ul>
      </section>
      <ConfirmDialog
        isOpen={confirming === 'renew'}
        title={t('calendarFeeds.renewTitle')}
        confirmLabel={t('calendarFeeds.renew')}
        busy={renew.isPending}
        error={renew.error ? errorMessage(renew.error, t) : null}
        onConfirm={() => renew.mutate()}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('calendarFeeds.renewText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === 'revoke'}
        title={t('calendarFeeds.revokeTitle')}
        confirmLabel={t('calendarFeeds.revoke')}
        tone="danger"
        busy={revoke.isPending}
        error={revoke.error ? errorMessage(revoke.error, t) : null}
        onConfirm={() => revoke.mutate()}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('calendarFeeds.revokeText')}</p>
      </ConfirmDialog>
    </Panel>
  );
}

/** The link just made, read-only with a copy button, and the webcal:// link that opens a calendar app. */
function FeedLink({ link }: { link: TCalendarFeedLink }) {
  const { t } = useTranslation();
  const toast = useToast();
  const urls = feedUrls(link.path);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(urls.https);
      toast.success(t('calendarFeeds.copied'));
    } catch {
      toast.error(t('calendarFeeds.copyFailed'));
    }
  };
  return (
    <>
      <Notice tone="info">{t('calendarFeeds.shownOnce')}</Notice>
      <TextField
        label={t('calendarFeeds.url')}
        value={urls.https}
        readOnly
        onFocus={(event) => event.target.select()}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('calendarFeeds.copy')}
        </Button>
        <a className={`${uiStyles.button} ${uiStyles.secondary} ${styles.webcal}`} href={urls.webcal}>
          {t('calendarFeeds.openWebcal')}
        </a>
      </div>
    </>
  );
}
