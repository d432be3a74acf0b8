import { Alert, Paper, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { fieldError } from '@/lib/api/field-error';
import { notifySuccess } from '@/lib/notify';
import type { UserDetail } from '../api/get-user';
import { useSetUserRoles, type RolesBody } from '../api/set-user-roles';

const LABELS = ['translator', 'supporter', 'developer'] as const;

/**
 * The admin right and the extended season permission as switches. The server has the last word
 * (no admin revokes their own right, one admin must remain): what it refuses is shown here.
 */
export function UserRolesPanel({ user, self }: { user: UserDetail; self: boolean }) {
  const { t } = useTranslation();
  const roles = useSetUserRoles();
  const change = (body: RolesBody) => roles.mutate({ id: user.id, body }, { onSuccess: () => notifySuccess(t('adminUsers.saved')) });
  const adminError = fieldError(roles.error, 'is_admin');
  const other = roles.isError && !adminError ? errorText(roles.error) : undefined;
  return (
    <Paper withBorder p="md" radius="md" data-testid="user-roles">
      <Title order={2} size="h4" mb="sm">
        {t('adminUsers.roles.title')}
      </Title>
      <Stack gap="sm">
        <Switch
          label={t('adminUsers.roles.admin')}
          description={self ? t('adminUsers.ownAdminHint') : t('adminUsers.adminHint')}
          checked={user.is_admin}
          disabled={self || roles.isPending}
          onChange={(e) => change({ is_admin: e.currentTarget.checked })}
          error={adminError}
          data-testid="switch-admin"
        />
        <Switch
          label={t('adminUsers.roles.season_admin')}
          description={t('adminUsers.seasonAdminHint')}
          checked={user.season_admin}
          disabled={roles.isPending}
          onChange={(e) => change({ season_admin: e.currentTarget.checked })}
          data-testid="switch-season-admin"
        />
        {/* Labels only (SPEC §1): they grant no rights. */}
        {LABELS.map((l) => (
          <Switch
            key={l}
            label={t(`adminTools.labels.${l}`)}
            description={t('adminTools.labels.hint')}
            checked={(user.labels ?? []).includes(l)}
            disabled={roles.isPending}
            onChange={(e) => change({ [`is_${l}`]: e.currentTarget.checked })}
            data-testid={`switch-${l}`}
          />
        ))}
        {other && (
          <Alert color="red" data-testid="roles-error">
            {other}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
