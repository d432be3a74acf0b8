import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';

export type Favorite = Schema<'Favorite'>;
export type FavoriteKind = Favorite['kind'];

/** GET /api/custom/v1/user/favorites: the signed-in user's lofts, teams and pigeons. */
export async function getFavorites(): Promise<Favorite[]> {
  return unwrap(await api.GET('/api/custom/v1/user/favorites')) ?? [];
}

export const getFavoritesQueryOptions = () => queryOptions({ queryKey: ['favorites'], queryFn: getFavorites });

/** The favourites; only fetched when `enabled` (signed in). */
export function useFavorites(enabled = true) {
  return useQuery({ ...getFavoritesQueryOptions(), enabled });
}
