import { Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { notifyError } from '@/lib/notify';
import { useNotices, type Notice } from '../api/get-notices';
import { useMarkNoticesRead } from '../api/mark-read';
import { kindLabel } from '../lib/kind-label';

/** One notice: unread ones stand out; opening its link marks it read. */
function NoticeRow({ notice, onOpen }: { notice: Notice; onOpen: () => void }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const title = (
    <Text fw={notice.read ? 400 : 700} dir="auto" style={{ overflowWrap: 'anywhere' }}>
      {notice.title}
    </Text>
  );
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={notice.read ? undefined : 'blue.0'}
      data-testid="notice"
      data-kind={notice.kind}
      data-read={notice.read}
      style={{ borderInlineStart: notice.read ? undefined : '4px solid var(--mantine-color-blue-6)' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {notice.link ? (
            <Anchor component={Link} to={notice.link} onClick={onOpen} c="dark" underline="hover" data-testid="notice-link">
              {title}
            </Anchor>
          ) : (
            title
          )}
          <Text size="xs" c="dimmed">
            {t(kindLabel(notice.kind))} · {formatDateTime(notice.created_at, intlLocale)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The notification centre: every notice, newest first, with "mark all as read". */
export function NoticeList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const notices = useNotices(page);
  const markRead = useMarkNoticesRead();
  if (notices.isLoading) return <Loader size="sm" />;
  const data = notices.data;
  if (!data || data.meta.total === 0) return <EmptyState testId="notices-empty">{t('notices.empty')}</EmptyState>;
  const open = (n: Notice) => {
    if (!n.read) markRead.mutate([n.id], { onError: (e) => notifyError(e) });
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="notices-unread">
          {t('notices.unread', { count: data.unread })}
        </Text>
        <Button
          size="xs"
          variant="light"
          disabled={data.unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate([], { onError: (e) => notifyError(e) })}
          data-testid="notices-mark-all"
        >
          {t('notices.markAllRead')}
        </Button>
      </Group>
      {(data.data ?? []).map((n) => (
        <NoticeRow key={n.id} notice={n} onOpen={() => open(n)} />
      ))}
      {data.meta.total > 25 && <Paging page={page} perPage={25} total={data.meta.total} onChange={(p) => setPage(p)} />}
    </Stack>
  );
}
