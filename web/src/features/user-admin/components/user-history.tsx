import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import type { HistoryEntry } from '../api/get-user';

const ACTIONS = ['grant_admin', 'revoke_admin', 'grant_season_admin', 'revoke_season_admin', 'block', 'unblock', 'send_verification'];

/** Who changed the user's roles, blocked them or mailed them, and when; newest first. */
export function UserHistory({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  return (
    <Paper withBorder p="md" radius="md" data-testid="user-history">
      <Title order={2} size="h4" mb="sm">
        {t('adminUsers.history')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminUsers.noHistory')}
        </Text>
      ) : (
        <Stack gap={4}>
          {entries.map((e) => (
            <Text key={e.id} size="sm" data-testid="user-history-entry" data-action={e.action}>
              <Text span c="dimmed" size="sm">
                {formatDateTime(e.created_at, intlLocale)}
              </Text>
              {' · '}
              {ACTIONS.includes(e.action) ? t(`adminUsers.actions.${e.action}`) : e.action}
              {' · '}
              {e.author || t('adminUsers.system')}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
