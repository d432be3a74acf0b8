import { Alert, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api/error-text';
import { useAuth } from '@/lib/auth';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { useUser } from '../api/get-user';
import { RoleBadges } from './role-badges';
import { UserAccountPanel } from './user-account-panel';
import { UserHistory } from './user-history';
import { UserLofts } from './user-lofts';
import { UserRolesPanel } from './user-roles-panel';

/** `/admin/users/{id}`: a user's profile, role switches, block and verification, permissions per loft and history. */
export function UserDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const { data: user, isPending, error } = useUser(id);
  const name = user ? `${user.first_name} ${user.last_name}` : undefined;
  useBreadcrumbOverride(paths.adminUser.getHref(id), name);
  if (isPending) return <Loader />;
  if (!user) return <Alert color="red">{errorText(error)}</Alert>;
  const self = me?.id === user.id;
  const profile = [user.city && `${user.zipcode} ${user.city}`.trim(), user.street, user.ipfn && `${t('adminUsers.ipfn')} ${user.ipfn}`, user.phone].filter(Boolean).join(' · ');
  return (
    <AdminPage title={<span style={{ overflowWrap: 'break-word' }}>{name}</span>}>
      <Stack gap="md" data-testid="user-detail">
        <Stack gap={4}>
          <Text style={{ overflowWrap: 'break-word' }} data-testid="user-email">
            {user.email}
          </Text>
          {profile && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
              {profile}
            </Text>
          )}
          <RoleBadges user={user} />
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="md">
            <UserRolesPanel user={user} self={self} />
            <UserAccountPanel user={user} self={self} />
          </Stack>
          <Stack gap="md">
            <UserLofts user={user} />
            <UserHistory entries={user.history ?? []} />
          </Stack>
        </SimpleGrid>
      </Stack>
    </AdminPage>
  );
}
