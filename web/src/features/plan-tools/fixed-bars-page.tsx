import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maxFixedBarCaption, type TFixedBar } from '@app/shared/plan-tools/fixed-bar';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { DataTable } from '#ui/data-table';
import { FormDialogActions, ModalDialog } from '#ui/dialog';
import { RowActions } from '#ui/layout';
import { Notice } from '#ui/notice';
import { Page } from '#ui/page';
import { QueryContent } from '#ui/query-content';
import { TextField } from '#ui/text-field';
import { IntegerField } from '#ui/widgets/number-field';
import { StringField } from '#ui/widgets/string-field';
import { errorMessage } from '#lib/error-message';
import { deleteFixedBar, fixedBarsQuery, refreshFixedBars, saveFixedBar } from './fixed-bars-api';
import styles from './fixed-bars.module.css';

/** `/fixedbars`: the tenant's fixed bars; each is edited here and its entries on `/FixedBars/Manage?id=`. */
export function FixedBarsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bars = useQuery(fixedBarsQuery);
  const [editing, setEditing] = useState<TFixedBar | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TFixedBar | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => void refreshFixedBars(queryClient);

  const remove = async (bar: TFixedBar) => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteFixedBar(bar);
      setDeleting(null);
      refresh();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page
      titleId="fixed-bars-title"
      title={t('fixedBars.title')}
      intro={t('fixedBars.intro')}
      actions={<Button onClick={() => setEditing('new')}>{t('fixedBars.new')}</Button>}
    >
      <QueryContent query={bars}>
        {(list) => (
          <DataTable
            labelledBy="fixed-bars-title"
            rows={list}
            rowKey={(bar) => bar.id}
            empty={t('fixedBars.empty')}
            columns={[
              {
                header: t('fixedBars.name'),
                isRowHeader: true,
                cell: (bar) => (
                  <>
                    <span className={styles.swatch} style={{ background: bar.color }} aria-hidden="true" />
                    <Link to={`/FixedBars/Manage?id=${bar.id}`}>{bar.name}</Link>
                    {!bar.enabled && ` (${t('fixedBars.disabled')})`}
                  </>
                ),
              },
              { header: t('fixedBars.order'), numeric: true, cell: (bar) => bar.order },
              {
                header: t('fixedBars.actions'),
                headerHidden: true,
                cell: (bar) => (
                  <RowActions>
                    <Button variant="secondary" onClick={() => setEditing(bar)}>
                      {t('fixedBars.edit')}
                    </Button>
                    <Button variant="danger" onClick={() => setDeleting(bar)}>
                      {t('fixedBars.delete')}
                    </Button>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryContent>
      {editing && (
        <FixedBarDialog
          bar={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('fixedBars.deleteTitle')}
        confirmLabel={t('fixedBars.delete')}
        tone="danger"
        busy={busy}
        error={failure}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {t('fixedBars.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Page>
  );
}

/** `/FixedBars/Edit/{id}`: name (required, at most 50), colour, order, shown in the calendar. */
export function FixedBarDialog({
  bar,
  onClose,
  onSaved,
}: {
  bar?: TFixedBar | undefined;
  onClose: () => void;
  onSaved: (bar: TFixedBar) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(bar?.name ?? '');
  const [color, setColor] = useState(bar?.color ?? '#f5c542');
  const [order, setOrder] = useState<number | null>(bar?.order ?? 0);
  const [enabled, setEnabled] = useState(bar?.enabled ?? true);
  const [showProblems, setShowProblems] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameProblem = name.trim().length === 0 || name.trim().length > maxFixedBarCaption;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowProblems(true);
    if (nameProblem) return;
    setBusy(true);
    setFailure(null);
    try {
      const saved = await saveFixedBar({
        ...(bar ? { id: bar.id, version: bar.version } : {}),
        name: name.trim(),
        color,
        order: order ?? 0,
        enabled,
      });
      onSaved(saved);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('fixedBars.editTitle')}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <StringField
          label={t('fixedBars.name')}
          kind="text"
          maxLength={maxFixedBarCaption}
          value={name}
          onChange={(value) => setName(value ?? '')}
          error={showProblems && nameProblem ? t('fixedBars.error.name') : undefined}
          required
        />
        <TextField
          label={t('fixedBars.color')}
          type="color"
          value={color}
          onChange={(event) => setColor(event.target.value)}
        />
        <IntegerField
          label={t('fixedBars.order')}
          value={order}
          onChange={(value) => setOrder(value ?? null)}
        />
        <Checkbox
          label={t('fixedBars.enabled')}
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        {failure && <Notice tone="error">{failure}</Notice>}
        <FormDialogActions submitLabel={t('fixedBars.save')} busy={busy} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
