import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maxEntryNotes } from '@app/shared/calendar/shift-entry';
import type { TBulkEdit } from '@app/shared/plan-tools/bulk-tool';
import { Checkbox } from '#ui/checkbox';
import { FormDialog } from '#ui/form-dialog';
import { MutedText } from '#ui/layout';
import { SelectField } from '#ui/select-field';
import { MemoField } from '#ui/widgets/string-field';
import { TimeField } from '#ui/widgets/time-field';
import { shiftTemplatesQuery } from '#features/masterdata/shifts/shifts-api';
import styles from './bulk-tool.module.css';

export interface BulkEditDialogProps {
  count: number;
  busy: boolean;
  failure: string | null;
  onSubmit: (edit: TBulkEdit) => void;
  onClose: () => void;
}

/**
 * What a batch edit changes in every chosen shift: the shift template (its times with it), the times, the
 * notes. A field left empty keeps each shift's own value; nothing changed is refused before the call.
 */
export function BulkEditDialog({ count, busy, failure, onSubmit, onClose }: BulkEditDialogProps) {
  const { t } = useTranslation();
  const templates = useQuery(shiftTemplatesQuery);
  const [templateId, setTemplateId] = useState('');
  const [begin, setBegin] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [replaceNotes, setReplaceNotes] = useState(false);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ((begin === null) !== (end === null)) return setProblem(t('bulkTool.edit.timesBoth'));
    const edit: TBulkEdit = {
      ...(templateId ? { templateId } : {}),
      ...(begin !== null && end !== null ? { begin, end } : {}),
      ...(replaceNotes ? { notes } : {}),
    };
    if (Object.keys(edit).length === 0) return setProblem(t('bulkTool.edit.nothing'));
    setProblem(null);
    onSubmit(edit);
  };

  return (
    <FormDialog
      title={t('bulkTool.edit.title', { count })}
      failure={problem ?? failure}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('bulkTool.edit.submit')}
    >
      <MutedText>{t('bulkTool.edit.intro')}</MutedText>
      <SelectField
        label={t('bulkTool.edit.template')}
        value={templateId}
        disabled={!templates.data}
        onChange={(event) => setTemplateId(event.target.value)}
      >
        <option value="">{t('bulkTool.edit.keep')}</option>
        {(templates.data ?? [])
          .filter((template) => template.enabled)
          .map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
      </SelectField>
      <div className={styles.dates}>
        <TimeField
          label={t('bulkTool.edit.begin')}
          value={begin}
          onChange={(value) => setBegin(value ?? null)}
        />
        <TimeField label={t('bulkTool.edit.end')} value={end} onChange={(value) => setEnd(value ?? null)} />
      </div>
      <Checkbox
        label={t('bulkTool.edit.replaceNotes')}
        checked={replaceNotes}
        onChange={(event) => setReplaceNotes(event.target.checked)}
      />
      {replaceNotes && (
        <MemoField
          label={t('bulkTool.edit.notes')}
          value={notes}
          maxLength={maxEntryNotes}
          onChange={(value) => setNotes(value ?? '')}
        />
      )}
    </FormDialog>
  );
}
