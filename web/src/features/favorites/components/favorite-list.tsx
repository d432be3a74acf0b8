import { Anchor, List, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { getFavoritesQueryOptions, type Favorite, type FavoriteKind } from '../api/get-favorites';

const KINDS: FavoriteKind[] = ['loft', 'team', 'pigeon'];

/** The page of each favourite. */
export function favoriteHref(f: Favorite): string {
  if (f.kind === 'loft') return paths.loft.getHref(f.id);
  if (f.kind === 'team') return paths.team.getHref(f.loft_id, f.id);
  return paths.pigeon.getHref(f.loft_id, f.team_id ?? null, f.id);
}

/** Favourites grouped by kind (lofts, teams, pigeons), each linking to its page. */
export function FavoriteList() {
  const { t } = useTranslation();
  const favorites = useSuspenseQuery(getFavoritesQueryOptions()).data;
  if (favorites.length === 0) return <EmptyState testId="favorites-empty">{t('favorites.empty')}</EmptyState>;
  return (
    <Stack data-testid="favorite-list">
      {KINDS.map((kind) => {
        const items = favorites.filter((f) => f.kind === kind);
        if (items.length === 0) return null;
        return (
          <section key={kind} data-testid={`favorites-${kind}`}>
            <Title order={2} fz="h4" mb="xs">
              {t(`favorites.kinds.${kind}`)}
            </Title>
            <List spacing={4}>
              {items.map((f) => (
                <List.Item key={f.id}>
                  <Anchor component={Link} to={favoriteHref(f)}>
                    {f.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </section>
        );
      })}
    </Stack>
  );
}
