import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/lib/api/client';
import type { Schema } from '@/lib/api/types';
import { saveBlob } from '@/lib/download';
import { pedigreeKeys } from './keys';

export type ImportReport = Schema<'ImportReport'>;

/** POST a CSV to check (dry run) or import; a report with problems wrote nothing. */
export async function importPedigree(body: Schema<'PedigreeImportInput'>) {
  return unwrap(await api.POST('/api/custom/v1/user/pedigree/import', { body }));
}

export function useImportPedigree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPedigree,
    onSuccess: (r) => {
      if (r.written) void queryClient.invalidateQueries({ queryKey: pedigreeKeys.all });
    },
  });
}

const CSV_FILES = {
  pigeons: { path: '/api/custom/v1/user/pedigree/export.csv', fileName: 'pedigree.csv' },
  pairs: { path: '/api/custom/v1/user/pedigree/pairs.csv', fileName: 'breeding-pairs.csv' },
  fanciers: { path: '/api/custom/v1/user/pedigree/fanciers.csv', fileName: 'breeders.csv' },
} as const;

/** GET the account's pigeons, breeding pairs or breeders as CSV (fetched with the token). */
export async function downloadPedigreeCSV(which: keyof typeof CSV_FILES) {
  const { path, fileName } = CSV_FILES[which];
  const result = await api.GET(path, { parseAs: 'blob' });
  if (result.error !== undefined || !result.response.ok || !(result.data instanceof Blob)) throw new ApiError(result.response.status, result.error);
  return { blob: result.data, fileName };
}

/** GET a pigeon's printed pedigree, in a language. */
export async function downloadPedigreePDF({ id, ring, generations, lang }: { id: number; ring: string; generations: number; lang: string }) {
  const result = await api.GET('/api/custom/v1/user/pedigree/pigeons/{id}/pedigree.pdf', {
    params: { path: { id }, query: { generations, lang } },
    parseAs: 'blob',
  });
  if (result.error !== undefined || !result.response.ok || !(result.data instanceof Blob)) throw new ApiError(result.response.status, result.error);
  return { blob: result.data, fileName: `pedigree-${ring}.pdf` };
}

export function useDownloadPedigreeCSV() {
  return useMutation({ mutationFn: downloadPedigreeCSV, onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName) });
}

export function useDownloadPedigreePDF() {
  return useMutation({ mutationFn: downloadPedigreePDF, onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName) });
}
