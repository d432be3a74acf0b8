import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserSummary } from '../api/get-users';

/** A user's roles at a glance: admin, extended season permission, merchant and agent, blocked, unverified address. */
export function RoleBadges({ user, fallback }: { user: UserSummary; fallback?: string }) {
  const { t } = useTranslation();
  const lofts = (user.lofts ?? []).filter((l) => l.is_active);
  const badges: { key: string; color: string; label: string }[] = [];
  if (user.is_admin) badges.push({ key: 'admin', color: 'red', label: t('adminUsers.roles.admin') });
  if (user.season_admin) badges.push({ key: 'season_admin', color: 'grape', label: t('adminUsers.roles.season_admin') });
  if (lofts.some((l) => l.is_merchant)) badges.push({ key: 'merchant', color: 'blue', label: t('adminUsers.roles.merchant') });
  if (lofts.some((l) => l.is_agent)) badges.push({ key: 'agent', color: 'cyan', label: t('adminUsers.roles.agent') });
  for (const l of user.labels ?? []) badges.push({ key: l, color: 'gray', label: t(`adminTools.labels.${l}`) });
  if (user.blocked) badges.push({ key: 'blocked', color: 'dark', label: t('adminUsers.roles.blocked') });
  if (!user.email_verified) badges.push({ key: 'unverified', color: 'yellow', label: t('adminUsers.unverified') });
  if (badges.length === 0) return fallback ? <Text c="dimmed">{fallback}</Text> : null;
  return (
    <Group gap={4} wrap="wrap">
      {badges.map((b) => (
        <Badge key={b.key} color={b.color} variant="light" size="sm" data-testid="role-badge" data-role={b.key}>
          {b.label}
        </Badge>
      ))}
    </Group>
  );
}

/** "Merchant of A, B · Agent of C": the lofts a user works for. */
export function loftRoles(user: UserSummary, t: (key: string, opts?: Record<string, unknown>) => string): string {
  const lofts = (user.lofts ?? []).filter((l) => l.is_active);
  const merchant = lofts.filter((l) => l.is_merchant).map((l) => l.loft_name);
  const agent = lofts.filter((l) => l.is_agent).map((l) => l.loft_name);
  return [merchant.length ? t('adminUsers.merchantOf', { lofts: merchant.join(', ') }) : '', agent.length ? t('adminUsers.agentOf', { lofts: agent.join(', ') }) : '']
    .filter(Boolean)
    .join(' · ');
}
