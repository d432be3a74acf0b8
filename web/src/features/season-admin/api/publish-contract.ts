import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Contract } from '@/lib/api/seasons/get-season-contracts';
import { seasonKeys } from '@/lib/api/seasons/keys';

export type ContractDraft = { seasonId: number; terms: string; file_path: string; file_name: string };

/** POST /api/res/v1/seasons/{id}/contracts: publishes the season's next contract version. */
export async function publishContract({ seasonId, ...body }: ContractDraft) {
  return unwrap(await api.POST('/api/res/v1/seasons/{id}/contracts', { params: { path: { id: seasonId } }, body }));
}

/** Publishes a version and reloads the season's contracts; `onSuccess` receives the new version. */
export function usePublishContract({ onSuccess, onError }: { onSuccess: (c: Contract) => void; onError: (e: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishContract,
    onSuccess: (c, d) => {
      onSuccess(c);
      void queryClient.invalidateQueries({ queryKey: seasonKeys.contracts(d.seasonId) });
    },
    onError,
  });
}
