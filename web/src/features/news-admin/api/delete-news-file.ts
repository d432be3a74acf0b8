import { api, unwrap } from '@/lib/api/client';

/** DELETE /api/res/v1/news/{id}/files/{fileId}: removes an article's cover or attachment. */
export async function deleteNewsFile(articleId: number, fileId: number) {
  return unwrap(await api.DELETE('/api/res/v1/news/{id}/files/{fileId}', { params: { path: { id: articleId, fileId } } }));
}
