import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { UserDetail } from '../api/get-user';

/** The user's permissions per loft: merchant, agent, active; each loft links to its administration. */
export function UserLofts({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const lofts = user.lofts ?? [];
  const yes = (v: boolean) => (v ? t('adminUsers.yes') : t('adminUsers.no'));
  return (
    <Paper withBorder p="md" radius="md" data-testid="user-lofts">
      <Title order={2} size="h4" mb="sm">
        {t('adminUsers.permissions')}
      </Title>
      {lofts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminUsers.noPermissions')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminUsers.loft')}</Table.Th>
                <Table.Th>{t('adminUsers.roles.merchant')}</Table.Th>
                <Table.Th>{t('adminUsers.roles.agent')}</Table.Th>
                <Table.Th>{t('adminUsers.activePermission')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lofts.map((l) => (
                <Table.Tr key={l.loft_id} data-testid="user-loft">
                  <Table.Td style={{ overflowWrap: 'break-word' }}>
                    <Anchor component={Link} to={paths.adminLoft.getHref(l.loft_id)}>
                      {l.loft_name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{yes(l.is_merchant)}</Table.Td>
                  <Table.Td>{yes(l.is_agent)}</Table.Td>
                  <Table.Td>{yes(l.is_active)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
