import { Group, Loader, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import { useLanguage } from '@/lib/i18n/use-language';
import { useListParams } from '@/lib/list-params';
import { useSeasons } from '../api/get-seasons';
import { SeasonCard } from './season-card';

/** `/seasons`: seasons across lofts, open registrations first; search, the open switch, page and size live in the URL. */
export function SeasonList() {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const { params, page, perPage, search, text, setText, set } = useListParams();
  const openOnly = params.get('open') === '1';

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
            set({ open: e.currentTarget.checked ? '1' : null });
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
      <Paging page={page} perPage={perPage} total={data?.meta.total ?? 0} onChange={(p, size) => set({ page: String(p), per_page: String(size) })} />
    </Stack>
  );
}
