import { Anchor, Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import type { PageSize } from '@/config/constants';
import { paths } from '@/config/paths';
import { usePedigreePigeons } from '../api/pigeons';
import { PigeonForm } from './pigeon-form';

/** The account's pigeons: searched by ring or name, filtered by sex, paged; a ring opens the bird's card. */
export function PigeonList({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [sex, setSex] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(25);
  const [adding, setAdding] = useState(false);
  const list = usePedigreePigeons(debounced, sex, page, perPage);
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const filtered = debounced !== '' || sex !== '';
  return (
    <Stack data-testid="pedigree-pigeons">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group wrap="wrap" gap="sm">
          <TextInput
            placeholder={t('pedigree.list.search')}
            aria-label={t('pedigree.list.search')}
            value={search}
            onChange={(e) => (setSearch(e.currentTarget.value), setPage(1))}
            w={240}
            data-testid="pedigree-search"
          />
          <SegmentedControl
            size="xs"
            value={sex}
            onChange={(s) => (setSex(s), setPage(1))}
            data={[
              { value: '', label: t('pedigree.list.all') },
              { value: 'cock', label: t('pedigree.sex.cock') },
              { value: 'hen', label: t('pedigree.sex.hen') },
            ]}
          />
        </Group>
        {canEdit && (
          <Button onClick={() => setAdding(true)} data-testid="pedigree-add">
            {t('pedigree.list.add')}
          </Button>
        )}
      </Group>
      {list.isSuccess && rows.length === 0 ? (
        <EmptyState testId="pedigree-empty">{t(filtered ? 'pedigree.list.noMatch' : 'pedigree.list.empty')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pedigree.fields.ring')}</Table.Th>
                <Table.Th>{t('pedigree.fields.name')}</Table.Th>
                <Table.Th>{t('pedigree.fields.sex')}</Table.Th>
                <Table.Th>{t('pedigree.fields.color')}</Table.Th>
                <Table.Th>{t('pedigree.fields.hatchedOn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id} data-testid="pedigree-row">
                  <Table.Td>
                    <Anchor component={Link} to={paths.pedigreePigeon.getHref(p.id)} dir="ltr" fw={600}>
                      {p.ring}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" dir="auto" style={{ wordBreak: 'break-word' }}>
                      {p.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`pedigree.sex.${p.sex}`)}</Table.Td>
                  <Table.Td>{p.color}</Table.Td>
                  <Table.Td>{p.hatched_on ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > 0 && <Paging page={page} perPage={perPage} total={total} onChange={(p, size) => (setPage(p), setPerPage(size))} />}
      {adding && <PigeonForm pigeon={null} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
