import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { notifySuccess } from '@/lib/notify';
import { useChangeLoftPackage } from '../api/change-loft-package';
import type { AdminLoft } from '../api/get-admin-loft';
import { PACKAGES, type Package } from '../lib/loft-draft';

/** The Package tab: the current package, a change, and the history with who changed it and when. */
export function PackageTab({ loft }: { loft: AdminLoft }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const current = loft.latest_loft_type.package.type;
  const [next, setNext] = useState<Package>(current);
  const change = useChangeLoftPackage();
  const history = loft.package_history ?? [];
  return (
    <Stack gap="md" maw={960}>
      <Paper withBorder p="md" radius="md">
        <Group gap="sm" mb="sm">
          <Text>{t('adminLofts.package.current')}</Text>
          <Badge size="lg" variant="light" data-testid="package-current">
            {t(`lofts.package.${current}`)}
          </Badge>
        </Group>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('adminLofts.package.change')}
            data={PACKAGES.map((p) => ({ value: p, label: t(`lofts.package.${p}`) }))}
            value={next}
            allowDeselect={false}
            onChange={(v) => v && setNext(v as Package)}
            w={220}
            data-testid="package-select"
          />
          <Button
            disabled={next === current}
            loading={change.isPending}
            onClick={() => change.mutate({ id: loft.id, pkg: next }, { onSuccess: () => notifySuccess(t('adminLofts.package.changed')) })}
            data-testid="package-save"
          >
            {t('adminLofts.save')}
          </Button>
        </Group>
      </Paper>
      <Title order={3} fz="h4">
        {t('adminLofts.package.history')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" data-testid="package-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminLofts.fields.package')}</Table.Th>
              <Table.Th>{t('adminLofts.history.when')}</Table.Th>
              <Table.Th>{t('adminLofts.history.who')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((h) => (
              <Table.Tr key={h.id} data-testid="package-history-row">
                <Table.Td>{t(`lofts.package.${h.package}`)}</Table.Td>
                <Table.Td>{formatDateTime(h.created_at, intlLocale)}</Table.Td>
                <Table.Td>{h.created_by_name || t('adminLofts.history.system')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
