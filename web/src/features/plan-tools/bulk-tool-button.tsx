import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#ui/button';

/** Opens the bulk tool (full screen) with the calendar's range and shown units. */
export function BulkToolButton({
  range,
  unitIds,
}: {
  range: { from: string; to: string };
  unitIds: readonly string[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = new URLSearchParams({ from: range.from, to: range.to, units: unitIds.join(',') });
  return (
    <Button variant="secondary" onClick={() => void navigate(`/calendar/bulk?${search.toString()}`)}>
      {t('bulkTool.open')}
    </Button>
  );
}
