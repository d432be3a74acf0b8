import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { notifySuccess } from '@/lib/notify';
import { useAddFavorite } from '../api/add-favorite';
import { useFavorites, type FavoriteKind } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';

/** Add or remove a loft, team or pigeon from the favourites; shown to signed-in users only. */
export function FavoriteButton({ kind, id }: { kind: FavoriteKind; id: number }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const favorites = useFavorites(isAuthenticated);
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  if (!isAuthenticated || !favorites.data) return null;
  const isFavorite = favorites.data.some((f) => f.kind === kind && f.id === id);
  const busy = add.isPending || remove.isPending || favorites.isFetching;
  const toggle = () => {
    const mutation = isFavorite ? remove : add;
    mutation.mutate({ kind, id }, { onSuccess: () => notifySuccess(t(isFavorite ? 'favorites.removed' : 'favorites.added')) });
  };
  return (
    <Button
      size="xs"
      variant={isFavorite ? 'filled' : 'light'}
      color="yellow"
      loading={busy}
      onClick={toggle}
      aria-pressed={isFavorite}
      data-testid="favorite-button"
      data-favorite={isFavorite}
    >
      {t(isFavorite ? 'favorites.remove' : 'favorites.add')}
    </Button>
  );
}
