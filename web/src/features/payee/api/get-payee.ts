import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { payeeKeys } from '@/lib/api/payees/keys';
import type { Schema } from '@/lib/api/types';

export type Payee = Schema<'Payee'>;
export type PayeeInput = Schema<'PayeeInput'>;

/** Whose payee: a loft's, or a season's (which overrides its loft's). */
export type PayeeScope = { kind: 'loft' | 'season'; id: number };

/** GET /api/custom/v1/merchant/{lofts|seasons}/{id}/payee: the payee it sets itself; `payee` absent when none. */
export async function getPayee({ kind, id }: PayeeScope) {
  const params = { params: { path: { id } } };
  if (kind === 'loft') return unwrap(await api.GET('/api/custom/v1/merchant/lofts/{id}/payee', params));
  return unwrap(await api.GET('/api/custom/v1/merchant/seasons/{id}/payee', params));
}

export const getPayeeQueryOptions = (scope: PayeeScope) =>
  queryOptions({ queryKey: scope.kind === 'loft' ? payeeKeys.loft(scope.id) : payeeKeys.season(scope.id), queryFn: () => getPayee(scope) });

export function usePayee(scope: PayeeScope) {
  return useQuery({ ...getPayeeQueryOptions(scope), meta: { toast: true } });
}
