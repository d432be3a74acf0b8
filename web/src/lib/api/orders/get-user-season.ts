import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import type { Schema } from '../types';
import { orderKeys } from './keys';

/**
 * GET /api/custom/v1/user/{userId}/seasons/{seasonId}: a user's orders, pigeons, teams and due dates in a season (the
 * user and the loft's staff may read it).
 */
export async function getUserSeason(userId: number, seasonId: number) {
  return unwrap(await api.GET('/api/custom/v1/user/{userId}/seasons/{seasonId}', { params: { path: { userId, seasonId } } }));
}

export type UserSeason = Schema<'UserSeason'>;

export const getUserSeasonQueryOptions = (userId: number, seasonId: number) =>
  queryOptions({ queryKey: orderKeys.userSeason(userId, seasonId), queryFn: () => getUserSeason(userId, seasonId) });
