import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { shiftTemplatesQuery } from '#features/plan-tools/plan-tools-api';
import { SelectField } from '#ui/select-field';
import styles from './calendar.module.css';

/** A template to paint with: its id and what the cells' messages call it. */
export interface PaintTemplate {
  id: string;
  name: string;
}

/**
 * Paint mode (issue 28): pick a shift template, then every click on a person's cell enters it there (checked like
 * any save; the page runs it). Esc or "Aus" ends it. Only templates of the units shown (or of every unit).
 */
export function PaintControl({
  unitIds,
  template,
  onTemplate,
}: {
  unitIds: readonly string[];
  template: PaintTemplate | null;
  onTemplate: (template: PaintTemplate | null) => void;
}) {
  const { t } = useTranslation();
  const templates = useQuery(shiftTemplatesQuery);
  const offered = (templates.data ?? []).filter(
    (candidate) => candidate.unitId === null || unitIds.includes(candidate.unitId),
  );
  useEffect(() => {
    if (!template) return;
    const stop = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[role="dialog"], [role="alertdialog"]'))
        onTemplate(null);
    };
    window.addEventListener('keydown', stop);
    return () => window.removeEventListener('keydown', stop);
  }, [template, onTemplate]);
  return (
    <div className={styles.paint}>
      <SelectField
        label={t('calendar.paint.label')}
        value={template?.id ?? ''}
        onChange={(event) => {
          const chosen = offered.find((candidate) => candidate.id === event.target.value);
          onTemplate(chosen ? { id: chosen.id, name: chosen.name } : null);
        }}
      >
        <option value="">{t('calendar.paint.off')}</option>
        {offered.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.begin && candidate.end
              ? t('calendar.paint.template', {
                  name: candidate.name,
                  begin: candidate.begin,
                  end: candidate.end,
                })
              : candidate.name}
          </option>
        ))}
      </SelectField>
      {template && (
        <p className={styles.paintHint} role="status">
          {t('calendar.paint.hint', { name: template.name })}
        </p>
      )}
    </div>
  );
}
