import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import type { AdminLoft } from '../api/get-admin-loft';
import { useUpdateLoft } from '../api/update-loft';

/** SPEC §3: the switches per area, in display order (the server's core/displayfields.go has the same list). */
export const DISPLAY_AREAS = {
  participants: ['team', 'country', 'fancier', 'pigeonsCount'],
  fanciers: ['ringDescriptor', 'color', 'sex', 'pigeonName'],
  results: ['rank', 'fancier', 'team', 'country', 'ringDescriptor', 'time', 'speed', 'pigeonName'],
  baskets: ['fancier', 'team', 'country', 'ringDescriptor', 'pigeonName', 'time'],
  aces: ['rank', 'fancier', 'team', 'country', 'ringDescriptor', 'pigeonName', 'speed'],
} as const;

type Switches = Record<string, Record<string, boolean>>;

/** The Display fields tab: which columns each of the loft's public lists shows. */
export function DisplayFieldsTab({ loft }: { loft: AdminLoft }) {
  const { t } = useTranslation();
  const saved = loft.display_fields as Switches;
  const [d, setD] = useState<Switches>(() => structuredClone(saved));
  const update = useUpdateLoft();
  const on = (area: string, field: string) => d[area]?.[field] ?? true;
  const changed = Object.entries(DISPLAY_AREAS).some(([area, fields]) => fields.some((f) => on(area, f) !== (saved[area]?.[f] ?? true)));
  return (
    <Stack gap="md" maw={960}>
      <Text c="dimmed">{t('adminLofts.display.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {Object.entries(DISPLAY_AREAS).map(([area, fields]) => (
          <Paper key={area} withBorder p="md" radius="md" data-testid={`display-area-${area}`}>
            <Title order={3} fz="h5" mb="sm">
              {t(`adminLofts.display.areas.${area}`)}
            </Title>
            <Stack gap={8}>
              {fields.map((f) => (
                <Switch
                  key={f}
                  label={t(`adminLofts.display.fields.${f}`)}
                  checked={on(area, f)}
                  onChange={(e) => {
                    const v = e.currentTarget.checked;
                    setD((x) => ({ ...x, [area]: { ...x[area], [f]: v } }));
                  }}
                  data-testid={`display-${area}-${f}`}
                />
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Group>
        <Button
          disabled={!changed}
          loading={update.isPending}
          onClick={() => update.mutate({ id: loft.id, body: { display_fields: d } }, { onSuccess: () => notifySuccess(t('adminLofts.saved')) })}
          data-testid="display-save"
        >
          {t('adminLofts.save')}
        </Button>
      </Group>
    </Stack>
  );
}
