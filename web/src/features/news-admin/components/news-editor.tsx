import { Alert, Button, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { fieldError, hasFieldError } from '@/lib/api/field-error';
import { fromLoftInput, toLoftInput } from '@/lib/loft-time';
import { notifySuccess } from '@/lib/notify';
import { useLoftClock, useLoftZone } from '@/lib/use-season-loft-time';
import { useSaveNews, type StaffNews } from '../api/news';

// publishAt is the ISO moment ('' for now): typed on the loft's clock, whose zone may load after the draft.
type Draft = { title: string; body: string; draft: boolean; publishAt: string };

const toDraft = (n: StaffNews | null): Draft => ({
  title: n?.title ?? '',
  body: n?.body ?? '',
  draft: n?.draft ?? true,
  publishAt: n?.published_at ?? '',
});

/**
 * Writing an article: title, Markdown body, a draft switch and the time it shows (blank: now; later: scheduled).
 * A new article starts as a draft, so nothing reaches visitors by accident. The time is typed on the loft's clock.
 */
export function NewsEditor({ loftId, article, onDone }: { loftId?: number; article: StaffNews | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [d, setD] = useState<Draft>(() => toDraft(article));
  const zone = useLoftZone(article?.loft_id ?? loftId);
  const { inputHint } = useLoftClock(zone);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const save = useSaveNews();
  const err = (f: string) => fieldError(save.error, f);
  const onSave = () => {
    const body = { title: d.title, body: d.body, draft: d.draft, ...(d.publishAt ? { published_at: d.publishAt } : {}) };
    const target = article ? { id: article.id, body } : { id: null, loftId: loftId!, body };
    save.mutate(target, {
      onSuccess: () => {
        notifySuccess(t('newsAdmin.saved'));
        onDone();
      },
    });
  };
  return (
    <Stack gap="xs" data-testid="news-editor">
      <TextInput
        label={t('newsAdmin.title')}
        value={d.title}
        maxLength={255}
        required
        onChange={(e) => set({ title: e.currentTarget.value })}
        error={err('title')}
        data-testid="news-title"
      />
      <Textarea
        label={t('newsAdmin.body')}
        description={t('newsAdmin.bodyHint')}
        value={d.body}
        autosize
        minRows={6}
        maxRows={24}
        required
        onChange={(e) => set({ body: e.currentTarget.value })}
        error={err('body')}
        data-testid="news-body"
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          type="datetime-local"
          label={t('newsAdmin.publishAt')}
          description={`${t('newsAdmin.publishAtHint')} ${inputHint(d.publishAt || undefined)}`}
          value={toLoftInput(d.publishAt, zone ?? 'UTC')}
          onChange={(e) => set({ publishAt: fromLoftInput(e.currentTarget.value, zone ?? 'UTC') })}
          error={err('published_at')}
          data-testid="news-publish-at"
        />
        <Switch label={t('newsAdmin.draft')} checked={d.draft} onChange={(e) => set({ draft: e.currentTarget.checked })} data-testid="news-draft" />
      </Group>
      <Text size="xs" c="dimmed">
        {d.draft ? t('newsAdmin.draftHint') : t('newsAdmin.publishHint')}
      </Text>
      {save.isError && !hasFieldError(save.error, ['title', 'body', 'published_at']) && (
        <Alert color="red" variant="light">
          {errorText(save.error)}
        </Alert>
      )}
      <Group gap="xs">
        <Button size="xs" onClick={onSave} loading={save.isPending} data-testid="news-save">
          {t('newsAdmin.save')}
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          {t('newsAdmin.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
