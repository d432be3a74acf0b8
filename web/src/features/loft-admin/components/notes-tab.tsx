import { Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { notifySuccess } from '@/lib/notify';
import { useCreateLoftNote, useDeleteLoftNote, useLoftNotes } from '../api/loft-notes';
import { fieldError } from '../lib/field-error';

/** The Notes tab: what the loft's staff and admins note about it; never shown to the public. */
export function NotesTab({ loftId }: { loftId: number }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { data: notes, isPending } = useLoftNotes(loftId);
  const [body, setBody] = useState('');
  const create = useCreateLoftNote();
  const remove = useDeleteLoftNote();
  return (
    <Stack gap="md" maw={960}>
      <Text c="dimmed">{t('adminLofts.notes.intro')}</Text>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate({ loftId, body }, { onSuccess: () => (notifySuccess(t('adminLofts.notes.added')), setBody('')) });
        }}
      >
        <Textarea
          aria-label={t('adminLofts.notes.placeholder')}
          placeholder={t('adminLofts.notes.placeholder')}
          value={body}
          autosize
          minRows={2}
          maxLength={5000}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={fieldError(create.error, 'body')}
          data-testid="note-input"
        />
        <Button type="submit" mt="xs" loading={create.isPending} disabled={!body.trim()} data-testid="note-add">
          {t('adminLofts.notes.add')}
        </Button>
      </form>
      {isPending ? (
        <Loader size="sm" />
      ) : !notes?.length ? (
        <EmptyState testId="notes-empty">{t('adminLofts.notes.empty')}</EmptyState>
      ) : (
        notes.map((n) => (
          <Paper key={n.id} withBorder p="sm" radius="md" data-testid="note">
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.body}</Text>
            <Group justify="space-between" mt={6} gap="xs">
              <Text size="xs" c="dimmed">
                {formatDateTime(n.created_at, intlLocale)} · {n.created_by_name || t('adminLofts.history.system')}
              </Text>
              <ConfirmButton
                size="xs"
                variant="subtle"
                color="red"
                question={t('adminLofts.notes.confirmRemove')}
                onConfirm={() => remove.mutate({ loftId, noteId: n.id }, { onSuccess: () => notifySuccess(t('adminLofts.notes.removed')) })}
                testId="note-remove"
              >
                {t('adminLofts.notes.remove')}
              </ConfirmButton>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
