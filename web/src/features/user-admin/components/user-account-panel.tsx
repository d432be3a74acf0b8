import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { notifySuccess } from '@/lib/notify';
import { useBlockUser } from '../api/block-user';
import type { UserDetail } from '../api/get-user';
import { useSendVerification } from '../api/send-verification';
import { useUnblockUser } from '../api/unblock-user';

/** Blocking (with a confirmation), unblocking and resending the verification mail. */
export function UserAccountPanel({ user, self }: { user: UserDetail; self: boolean }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const verify = useSendVerification();
  const change = user.blocked ? unblock : block;
  const name = `${user.first_name} ${user.last_name}`;
  const apply = () =>
    change.mutate(user.id, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(t(user.blocked ? 'adminUsers.unblocked' : 'adminUsers.blocked'));
      },
    });
  return (
    <Paper withBorder p="md" radius="md" data-testid="user-account">
      <Title order={2} size="h4" mb="sm">
        {t('adminUsers.account')}
      </Title>
      <Stack gap="sm">
        <Text size="sm" data-testid="user-status">
          {user.blocked && user.blocked_at ? t('adminUsers.blockedSince', { date: formatDateTime(user.blocked_at, intlLocale) }) : t('adminUsers.active')}
          {' · '}
          {user.email_verified ? t('adminUsers.verified') : t('adminUsers.unverified')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            color={user.blocked ? 'teal' : 'red'}
            variant="light"
            disabled={self}
            onClick={() => {
              change.reset();
              setConfirming(true);
            }}
            data-testid={user.blocked ? 'user-unblock' : 'user-block'}
          >
            {t(user.blocked ? 'adminUsers.unblock' : 'adminUsers.block')}
          </Button>
          {user.can_resend_verification && (
            <Button
              variant="default"
              loading={verify.isPending}
              onClick={() => verify.mutate(user.id, { onSuccess: () => notifySuccess(t('adminUsers.verificationSent')) })}
              data-testid="user-resend-verification"
            >
              {t('adminUsers.resendVerification')}
            </Button>
          )}
        </Group>
        {self && (
          <Text size="xs" c="dimmed">
            {t('adminUsers.ownBlockHint')}
          </Text>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t(user.blocked ? 'adminUsers.unblockTitle' : 'adminUsers.blockTitle', { name })}
        centered
        data-testid="user-block-modal"
      >
        <Stack gap="sm">
          <Text size="sm">{t(user.blocked ? 'adminUsers.unblockText' : 'adminUsers.blockText')}</Text>
          {change.isError && (
            <Alert color="red" data-testid="user-block-error">
              {errorText(change.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('adminUsers.cancel')}
            </Button>
            <Button color={user.blocked ? 'teal' : 'red'} loading={change.isPending} onClick={apply} data-testid="user-block-confirm">
              {t(user.blocked ? 'adminUsers.unblock' : 'adminUsers.block')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
