import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Season } from '@/lib/api/types';
import { SeasonBadges } from './season-badges';

type Props = { seasons: Season[]; chosen: number | null; onOpen: (id: number) => void; onCopy: (id: number) => void; onNew: () => void };

/** A loft's seasons, newest first, each to work on or to copy, and a new one (a loft workspace's "Seasons"). */
export function LoftSeasons({ seasons, chosen, onOpen, onCopy, onNew }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={960}>
      <Group>
        <Button onClick={onNew} data-testid="workspace-season-new">
          {t('workspace.seasons.new')}
        </Button>
      </Group>
      {[...seasons]
        .sort((a, b) => b.id - a.id)
        .map((s) => (
          <Paper
            key={s.id}
            withBorder
            radius="md"
            p="sm"
            data-testid="workspace-season-row"
            data-season={s.id}
            bg={s.id === chosen ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ wordBreak: 'break-word' }}>
                  {s.name}
                </Text>
                <SeasonBadges state={s.state} registrationOpen={s.registration_open} />
              </Stack>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => onOpen(s.id)} data-testid="workspace-season-open">
                  {t('workspace.seasons.open')}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => onCopy(s.id)} data-testid="workspace-season-copy">
                  {t('workspace.seasons.copy')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
    </Stack>
  );
}
