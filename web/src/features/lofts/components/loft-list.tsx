import { Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging, toPageSize } from '@/components/ui/paging';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLofts } from '@/lib/api/lofts/get-lofts';
import { LoftCard } from './loft-card';

/** Searchable, paged list of lofts; page, size and search live in the URL. */
export function LoftList() {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = toPageSize(params.get('per_page'));
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text, 300);

  useEffect(() => {
    if (debounced === search) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('search', debounced);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, search, setParams]);

  // The language is part of the query: a search for a country name depends on it.
  const { data, isPending } = useLofts({ page, perPage, search, ...(search ? { lang: code } : {}) });
  const lofts = data?.data ?? [];

  return (
    <Stack>
      <TextInput
        label={t('lofts.search')}
        placeholder={t('lofts.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        type="search"
        data-testid="loft-search"
      />
      {isPending ? (
        <Loader mx="auto" />
      ) : lofts.length === 0 ? (
        <EmptyState>{t('lofts.empty')}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {lofts.map((loft) => (
            <LoftCard key={loft.id} loft={loft} />
          ))}
        </SimpleGrid>
      )}
      <Paging
        page={page}
        perPage={perPage}
        total={data?.meta.total ?? 0}
        onChange={(p, size) =>
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            next.set('page', String(p));
            next.set('per_page', String(size));
            return next;
          })
        }
      />
    </Stack>
  );
}
