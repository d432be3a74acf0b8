import { Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useStaffDueDates } from '../api/get-staff-due-dates';
import { DueDateRow } from './due-date-row';

/** The season's due dates (six categories), each editable, and a row to add one. */
export function DueDateEditor({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const { data, isPending } = useStaffDueDates(seasonId);
  if (isPending) return <Loader />;
  return (
    <Stack gap="sm" data-testid="due-date-editor">
      {(data ?? []).length === 0 && <EmptyState>{t('orders.dueDates.empty')}</EmptyState>}
      {(data ?? []).map((d) => (
        <DueDateRow key={`${d.id}-${d.starts_at}-${d.ends_at}-${d.name}`} seasonId={seasonId} dueDate={d} />
      ))}
      <DueDateRow seasonId={seasonId} dueDate={null} />
    </Stack>
  );
}
