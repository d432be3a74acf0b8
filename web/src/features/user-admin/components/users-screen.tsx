import { Anchor, Group, Loader, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import { paths } from '@/config/paths';
import { useListParams } from '@/lib/list-params';
import { USER_ROLES, useUsers, type UserRole } from '../api/get-users';
import { loftRoles, RoleBadges } from './role-badges';

function toRole(value: string | null): UserRole | '' {
  return USER_ROLES.includes(value as UserRole) ? (value as UserRole) : '';
}

/** `/admin/users`: every user, searchable by name or e-mail and filtered by role, with their roles at a glance. */
export function UsersScreen() {
  const { t } = useTranslation();
  const { params, page, perPage, search, text, setText, set } = useListParams();
  const role = toRole(params.get('role'));

  const { data, isPending } = useUsers({ page, perPage, search, role });
  const users = data?.data ?? [];

  return (
    <Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('adminUsers.search')}
          placeholder={t('adminUsers.searchPlaceholder')}
          type="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          flex="1 1 260px"
          data-testid="user-search"
        />
        <NativeSelect
          label={t('adminUsers.role')}
          value={role}
          onChange={(e) => set({ role: e.currentTarget.value, page: '' })}
          data={[{ value: '', label: t('adminUsers.allRoles') }, ...USER_ROLES.map((r) => ({ value: r, label: t(`adminUsers.roles.${r}`) }))]}
          w={{ base: '100%', xs: 220 }}
          data-testid="user-role-filter"
        />
      </Group>
      {isPending ? (
        <Loader mx="auto" />
      ) : users.length === 0 ? (
        <EmptyState testId="users-empty">{t('adminUsers.empty')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="users-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminUsers.name')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('adminUsers.roles.title')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('adminUsers.lofts')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.id} data-testid="user-row" data-user={u.id}>
                  <Table.Td maw={320}>
                    <Anchor component={Link} to={paths.adminUser.getHref(u.id)} fw={600} style={{ overflowWrap: 'break-word' }} data-testid="user-link">
                      {`${u.first_name} ${u.last_name}`}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
                      {u.email}
                    </Text>
                    {/* On a phone the roles and lofts go under the name. */}
                    <Stack gap={2} mt={4} hiddenFrom="sm">
                      <RoleBadges user={u} />
                      <Text size="xs">{loftRoles(u, t)}</Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td visibleFrom="sm" data-testid="user-roles">
                    <RoleBadges user={u} fallback="–" />
                  </Table.Td>
                  <Table.Td maw={320} visibleFrom="sm">
                    <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                      {loftRoles(u, t) || '–'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paging page={page} perPage={perPage} total={data?.meta.total ?? 0} onChange={(p, size) => set({ page: String(p), per_page: String(size) })} />
    </Stack>
  );
}
