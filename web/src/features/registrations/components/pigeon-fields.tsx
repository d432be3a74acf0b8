import { ActionIcon, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyPigeon, type PigeonRow, type Sex } from '../lib/registration-form';

type Props = { rows: PigeonRow[]; max: number; onChange: (rows: PigeonRow[]) => void; error?: string };

const SEXES: Sex[] = ['cock', 'hen', 'unknown'];

/** Optional pigeon details (ring, name, colour, sex), at most one per place bought. */
export function PigeonFields({ rows, max, onChange, error }: Props) {
  const { t } = useTranslation();
  const update = (i: number, patch: Partial<PigeonRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack gap="xs" data-testid="pigeon-fields">
      <Text size="sm" c="dimmed">
        {t('registration.pigeonsHint', { count: max })}
      </Text>
      {rows.map((row, i) => (
        <Paper key={i} withBorder p="xs" radius="md" data-testid="pigeon-row">
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} style={{ flex: 1 }} spacing="xs">
              <TextInput label={t('pigeons.ring')} value={row.ring} maxLength={40} data-testid="pigeon-ring-input" onChange={(e) => update(i, { ring: e.currentTarget.value })} />
              <TextInput label={t('pigeons.name')} value={row.name} maxLength={100} onChange={(e) => update(i, { name: e.currentTarget.value })} />
              <TextInput label={t('pigeons.color')} value={row.color} maxLength={50} onChange={(e) => update(i, { color: e.currentTarget.value })} />
              <NativeSelect
                label={t('pigeons.sex')}
                value={row.sex}
                onChange={(e) => update(i, { sex: e.currentTarget.value as PigeonRow['sex'] })}
                data={[{ value: '', label: '—' }, ...SEXES.map((s) => ({ value: s, label: t(`pigeons.sexes.${s}`) }))]}
              />
            </SimpleGrid>
            <ActionIcon variant="subtle" color="red" aria-label={t('registration.removePigeon')} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              ×
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {error && (
        <Text c="red" size="sm" data-testid="error-pigeons">
          {error}
        </Text>
      )}
      <Button variant="light" w="fit-content" data-testid="add-pigeon" disabled={rows.length >= max} onClick={() => onChange([...rows, emptyPigeon()])}>
        {t('registration.addPigeon')}
      </Button>
    </Stack>
  );
}
