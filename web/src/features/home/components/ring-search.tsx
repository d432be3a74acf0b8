import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api/error-text';
import { ringKey, searchRingQueryOptions } from '../api/search-ring';

/** Find any bird by its ring, whichever loft and season it races in. */
export function RingSearch() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [ring, setRing] = useState('');
  const [error, setError] = useState('');
  const { data, isFetching, error: failed } = useQuery(searchRingQueryOptions(ring));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const key = ringKey(typed);
    setError(key ? '' : t('home.ringSearch.invalid'));
    setRing(key);
  };
  return (
    <Stack gap="sm" data-testid="ring-search">
      <Title order={2} fz="h3">
        {t('home.ringSearch.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            maw={360}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            aria-label={t('home.ringSearch.label')}
            placeholder="NL-2026-1234567"
            dir="ltr"
            maxLength={64}
            error={error || undefined}
            data-testid="ring-search-input"
          />
          <Button type="submit" data-testid="ring-search-submit">
            {t('home.ringSearch.submit')}
          </Button>
        </Group>
      </form>
      {isFetching && <Loader size="sm" />}
      {failed && <Text c="red">{errorText(failed)}</Text>}
      {ring &&
        data &&
        !isFetching &&
        (data.length === 0 ? (
          <EmptyState>{t('home.ringSearch.none')}</EmptyState>
        ) : (
          <Stack gap="xs" data-testid="ring-search-results">
            {data.map((m) => (
              <Paper key={m.pigeon.id} withBorder p="xs" radius="md">
                <Anchor component={Link} to={paths.pigeon.getHref(m.loft_id, null, m.pigeon.id)} fw={600} ff="monospace" dir="ltr">
                  {m.pigeon.ring}
                </Anchor>
                {m.pigeon.name && (
                  <Text span ms="xs" dir="auto">
                    {m.pigeon.name}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  <bdi>{m.loft}</bdi> · <bdi>{m.season}</bdi> · <bdi>{m.pigeon.team?.name ?? ''}</bdi>
                </Text>
              </Paper>
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
