import { Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, TypographyStylesProvider } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import { notifySuccess } from '@/lib/notify';
import { useLoftClock, useLoftZone } from '@/lib/use-season-loft-time';
import { useDeleteNews, useSaveNews, useStaffNews, type NewsScope, type StaffNews } from '../api/news';
import { NewsEditor } from './news-editor';
import { NewsFiles } from './news-files';

const STATE_COLOR = { draft: 'gray', scheduled: 'blue', published: 'green' } as const;

/** One article in the desk: its state, time, loft (across lofts), text on demand, and the actions. */
function NewsRow({ n, showLoft }: { n: StaffNews; showLoft: boolean }) {
  const { t } = useTranslation();
  const { format } = useLoftClock(useLoftZone(n.loft_id)); // when it shows, on its loft's clock
  const [mode, setMode] = useState<'closed' | 'read' | 'edit'>('closed');
  const save = useSaveNews();
  const remove = useDeleteNews();
  const toggle = () =>
    save.mutate(
      { id: n.id, body: { title: n.title, body: n.body, draft: !n.draft } },
      { onSuccess: () => notifySuccess(n.draft ? t('newsAdmin.published') : t('newsAdmin.unpublished')) },
    );
  return (
    <Paper withBorder radius="md" p="sm" data-testid="news-row" data-state={n.state}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap={6} wrap="nowrap">
            <Badge size="sm" variant="light" color={STATE_COLOR[n.state]} data-testid="news-state">
              {t(`newsAdmin.states.${n.state}`)}
            </Badge>
            <Text fw={700} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {n.title}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {showLoft ? `${n.loft_name} · ` : ''}
            {format(n.published_at)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant={mode === 'read' ? 'filled' : 'default'} onClick={() => setMode(mode === 'read' ? 'closed' : 'read')}>
            {t('newsAdmin.read')}
          </Button>
          <Button size="xs" variant={mode === 'edit' ? 'filled' : 'default'} onClick={() => setMode(mode === 'edit' ? 'closed' : 'edit')} data-testid="news-edit">
            {t('newsAdmin.edit')}
          </Button>
          <Button size="xs" variant="light" onClick={toggle} loading={save.isPending} data-testid="news-toggle">
            {n.draft ? t('newsAdmin.publish') : t('newsAdmin.unpublish')}
          </Button>
          <ConfirmButton
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            question={t('newsAdmin.deleteQuestion')}
            confirmLabel={t('newsAdmin.deleteConfirm')}
            onConfirm={() => remove.mutate(n.id, { onSuccess: () => notifySuccess(t('newsAdmin.deleted')) })}
            testId="news-delete"
          >
            {t('newsAdmin.delete')}
          </ConfirmButton>
        </Group>
      </Group>
      {mode === 'read' && (
        <TypographyStylesProvider mt="sm" data-testid="news-preview">
          {/* body_html is sanitised by the server (bluemonday) */}
          <div dangerouslySetInnerHTML={{ __html: n.body_html }} />
        </TypographyStylesProvider>
      )}
      {mode === 'edit' && (
        <Stack mt="sm">
          <NewsEditor article={n} onDone={() => setMode('read')} />
          <NewsFiles article={n} />
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The news desk: a loft's articles for its merchants (the overview's News tab, with "Write news"), or every loft's for
 * admins to moderate (/admin/news). Drafts and scheduled articles show with their state; search in titles, 25 a page.
 */
export function NewsDesk({ scope }: { scope: NewsScope }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const { data, isPending } = useStaffNews(scope, search.trim(), page);
  const rows = data?.data ?? [];
  return (
    <Stack gap="sm" data-testid="news-desk">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <TextInput
          placeholder={t('newsAdmin.search')}
          aria-label={t('newsAdmin.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 280 }}
          data-testid="news-search"
        />
        {!scope.all && (
          <Button size="xs" onClick={() => setWriting(true)} disabled={writing} data-testid="news-new">
            {t('newsAdmin.new')}
          </Button>
        )}
      </Group>
      {writing && (
        <Paper withBorder radius="md" p="sm">
          <NewsEditor loftId={scope.loftId} article={null} onDone={() => setWriting(false)} />
        </Paper>
      )}
      {isPending ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <EmptyState testId="news-desk-empty">{search ? t('newsAdmin.noMatch') : t('newsAdmin.empty')}</EmptyState>
      ) : (
        <>
          {rows.map((n) => (
            <NewsRow key={n.id} n={n} showLoft={scope.all} />
          ))}
          <Paging page={page} perPage={25} total={data?.meta.total ?? 0} onChange={(p) => setPage(p)} />
        </>
      )}
    </Stack>
  );
}
