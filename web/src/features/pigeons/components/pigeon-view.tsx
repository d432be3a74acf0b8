import type { ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { statusCode, type Pigeon } from '@/lib/api/types';
import { useLoftTime } from '@/lib/use-loft-time';
import { StatusBadge } from './status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children || '–'}</Text>
    </div>
  );
}

/** The pigeon's data, current statuses and status history (newest first), dated on the loft's clock (timeZone). */
export function PigeonView({ pigeon, loftId, timeZone, actions }: { pigeon: Pigeon; loftId: number; timeZone: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const loftTime = useLoftTime(timeZone);
  const history = pigeon.statuses ?? [];
  return (
    <Stack>
      <Group gap="sm">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} ff="monospace" data-testid="pigeon-ring">
          {pigeon.ring}
        </Title>
        {pigeon.latest_pigeon_health_status && <StatusBadge code={statusCode(pigeon.latest_pigeon_health_status)!} />}
        {pigeon.latest_pigeon_progressive_status && <StatusBadge code={statusCode(pigeon.latest_pigeon_progressive_status)!} />}
        {actions}
      </Group>
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Field label={t('pigeons.name')}>{pigeon.name}</Field>
          <Field label={t('pigeons.color')}>{pigeon.color}</Field>
          <Field label={t('pigeons.sex')}>{t(`pigeons.sexes.${pigeon.sex}`)}</Field>
          <Field label={t('teams.team')}>
            <Anchor component={Link} to={paths.team.getHref(loftId, pigeon.team_id)}>
              {pigeon.team?.name ?? `#${pigeon.team_id}`}
            </Anchor>
          </Field>
        </SimpleGrid>
      </Card>
      <Title order={2} fz="h3">
        {t('pigeons.history')}
      </Title>
      {history.length === 0 ? (
        <EmptyState>{t('pigeons.noHistory')}</EmptyState>
      ) : (
        <Table striped data-testid="status-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pigeons.date')}</Table.Th>
              <Table.Th>{t('pigeons.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{loftTime.format(row.created_at)}</Table.Td>
                <Table.Td>
                  <StatusBadge code={statusCode(row)!} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
