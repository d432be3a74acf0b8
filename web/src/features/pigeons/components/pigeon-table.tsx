import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { statusCode, type DisplaySwitches, type TeamPigeon } from '@/lib/api/types';
import { StatusBadge } from './status-badge';

type Props = { loftId: number; teamId: number; pigeons: TeamPigeon[]; fields: DisplaySwitches };

/** A team's pigeons; the loft's "fanciers" display switches choose the columns. */
export function PigeonTable({ loftId, teamId, pigeons, fields }: Props) {
  const { t } = useTranslation();
  if (pigeons.length === 0) return <EmptyState>{t('pigeons.empty')}</EmptyState>;
  const show = { ring: fields.ringDescriptor ?? true, name: fields.pigeonName ?? true, color: fields.color ?? true, sex: fields.sex ?? true };
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover data-testid="pigeon-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{show.ring ? t('pigeons.ring') : t('pigeons.pigeon')}</Table.Th>
            {show.name && <Table.Th>{t('pigeons.name')}</Table.Th>}
            {show.color && <Table.Th>{t('pigeons.color')}</Table.Th>}
            {show.sex && <Table.Th>{t('pigeons.sex')}</Table.Th>}
            <Table.Th>{t('pigeons.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pigeons.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.pigeon.getHref(loftId, teamId, p.id)} ff="monospace" size="sm">
                  {show.ring ? p.ring : `#${p.id}`}
                </Anchor>
              </Table.Td>
              {show.name && <Table.Td>{p.name}</Table.Td>}
              {show.color && <Table.Td>{p.color}</Table.Td>}
              {show.sex && <Table.Td>{t(`pigeons.sexes.${p.sex}`)}</Table.Td>}
              <Table.Td>{statusCode(p.latest_pigeon_health_status) && <StatusBadge code={statusCode(p.latest_pigeon_health_status)!} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
