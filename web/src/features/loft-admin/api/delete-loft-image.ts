import { api, unwrap } from '@/lib/api/client';

/** DELETE /api/res/v1/lofts/{id}/images/{kind}: removes a loft's logo or cover. */
export async function deleteLoftImage(loftId: number, kind: 'logo' | 'cover') {
  return unwrap(await api.DELETE('/api/res/v1/lofts/{id}/images/{kind}', { params: { path: { id: loftId, kind } } }));
}
