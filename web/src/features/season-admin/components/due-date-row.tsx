import { Alert, Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/api/types';
import { errorText } from '@/lib/api/error-text';
import { notifySuccess } from '@/lib/notify';
import { useSeasonLoftTime } from '@/lib/use-season-loft-time';
import { useDeleteDueDate } from '../api/delete-due-date';
import { useSaveDueDate, type DueDateInput } from '../api/save-due-date';

type DueDate = Schema<'DueDate'>;
/** The six categories of SPEC §3, by id. */
export const DUE_DATE_CATEGORIES = ['registration', 'payment', 'pigeon_shipping', 'final_flight_activation', 'pigeon_sale', 'reserve_activation'] as const;

const fromDueDate = (d: DueDate | null): DueDateInput => ({
  due_date_category_id: d?.due_date_category_id ?? 1,
  name: d?.name ?? '',
  description: d?.description ?? '',
  starts_at: d?.starts_at ?? '',
  ends_at: d?.ends_at ?? '',
  ...(d?.max_duration != null ? { max_duration: d.max_duration } : {}),
});

/** One due date, edited in place; a new one when `dueDate` is null. The server checks the ranges (SPEC §5). */
export function DueDateRow({ seasonId, dueDate }: { seasonId: number; dueDate: DueDate | null }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DueDateInput>(() => fromDueDate(dueDate));
  const { dayHint } = useSeasonLoftTime(seasonId);
  const save = useSaveDueDate();
  const remove = useDeleteDueDate();
  const set = (patch: Partial<DueDateInput>) => setDraft((d) => ({ ...d, ...patch }));
  const onSave = () =>
    save.mutate(
      { seasonId, id: dueDate?.id ?? null, body: draft },
      {
        onSuccess: () => {
          notifySuccess(t('orders.saved'));
          if (!dueDate) setDraft(fromDueDate(null));
        },
      },
    );
  return (
    <Paper withBorder p="sm" radius="md" data-testid={dueDate ? 'due-date-row' : 'due-date-new'}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        <NativeSelect
          label={t('orders.dueDates.category.label')}
          value={String(draft.due_date_category_id)}
          onChange={(e) => set({ due_date_category_id: Number(e.currentTarget.value) })}
          data={DUE_DATE_CATEGORIES.map((c, i) => ({ value: String(i + 1), label: t(`orders.dueDates.category.${c}`) }))}
        />
        <TextInput label={t('orders.dueDates.name')} value={draft.name} maxLength={100} onChange={(e) => set({ name: e.currentTarget.value })} />
        <TextInput label={t('orders.dueDates.description')} value={draft.description ?? ''} maxLength={500} onChange={(e) => set({ description: e.currentTarget.value })} />
        <TextInput
          type="date"
          label={t('orders.dueDates.startsAt')}
          description={dayHint()}
          value={draft.starts_at}
          onChange={(e) => set({ starts_at: e.currentTarget.value })}
          data-testid="due-date-starts"
        />
        <TextInput
          type="date"
          label={t('orders.dueDates.endsAt')}
          description={dayHint()}
          value={draft.ends_at}
          onChange={(e) => set({ ends_at: e.currentTarget.value })}
          data-testid="due-date-ends"
        />
        <NumberInput
          label={t('orders.dueDates.maxDuration')}
          min={0}
          allowDecimal={false}
          value={draft.max_duration ?? ''}
          onChange={(v) => setDraft(({ max_duration: _, ...rest }) => (typeof v === 'number' ? { ...rest, max_duration: v } : rest))}
        />
      </SimpleGrid>
      {(save.isError || remove.isError) && (
        <Alert color="red" mt="xs" data-testid="due-date-error">
          {errorText(save.error ?? remove.error)}
        </Alert>
      )}
      <Group gap="xs" mt="xs">
        <Button size="xs" loading={save.isPending} onClick={onSave} data-testid="due-date-save">
          {dueDate ? t('orders.save') : t('orders.add')}
        </Button>
        {dueDate && (
          <Button
            size="xs"
            color="red"
            variant="subtle"
            loading={remove.isPending}
            onClick={() => remove.mutate({ seasonId, id: dueDate.id }, { onSuccess: () => notifySuccess(t('orders.deleted')) })}
          >
            {t('orders.delete')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
