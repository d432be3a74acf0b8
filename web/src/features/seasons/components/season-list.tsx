import { Group, Loader, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging, toPageSize } from '@/components/ui/paging';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSeasons } from '../api/get-seasons';
import { SeasonCard } from './season-card';

/** `/seasons`: seasons across lofts, open registrations first; search, the open switch, page and size live in the URL. */
export function SeasonList() {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = toPageSize(params.get('per_page'));
  const search = params.get('search') ?? '';
  const openOnly = params.get('open') === '1';
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text, 300);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (debounced === search) return;
    update((next) => {
      if (debounced) next.set('search', debounced);
      else next.delete('search');
      next.delete('page');
    });
  }, [debounced, search, update]);

  const { data, isPending } = useSeasons({ page, perPage, search, openOnly, lang: code });
  const seasons = data?.data ?? [];

  return (
    <Stack>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('browse.search')}
          placeholder={t('browse.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          type="search"
          data-testid="season-search"
          style={{ flex: '1 1 260px' }}
        />
        <Switch
          label={t('browse.openOnly')}
          checked={openOnly}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            update((next) => {
              if (on) next.set('open', '1');
              else next.delete('open');
              next.delete('page');
            });
          }}
          data-testid="open-only"
          mb={8}
        />
      </Group>
      {isPending ? (
        <Loader mx="auto" />
      ) : seasons.length === 0 ? (
        <EmptyState testId="seasons-empty">{t('browse.empty')}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="season-list">
          {seasons.map((s) => (
            <SeasonCard key={s.id} season={s} />
          ))}
        </SimpleGrid>
      )}
      <Paging
        page={page}
        perPage={perPage}
        total={data?.meta.total ?? 0}
        onChange={(p, size) =>
          update((next) => {
            next.set('page', String(p));
            next.set('per_page', String(size));
          })
        }
      />
    </Stack>
  );
}
