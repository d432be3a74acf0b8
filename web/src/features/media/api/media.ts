import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loftKeys } from '@/lib/api/lofts/keys';
import type { Schema } from '@/lib/api/types';

export type LoftMedia = Schema<'LoftMedia'>;
export type Album = Schema<'Album'>;
export type Photo = Schema<'Photo'>;
export type Video = Schema<'Video'>;

const mediaKey = loftKeys.media;

/** GET /api/public/lofts/{id}/media: the loft's albums with photos and its videos. */
export function useLoftMedia(loftId: number) {
  return useQuery({
    queryKey: mediaKey(loftId),
    queryFn: async () => unwrap(await api.GET('/api/public/lofts/{id}/media', { params: { path: { id: loftId } } })),
  });
}

/** The merchant's changes to the library; each refreshes it. */
export function useMediaChanges(loftId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKey(loftId) });
  return {
    refresh,
    createAlbum: useMutation({
      mutationFn: async (body: { title: string; season_id?: number }) => unwrap(await api.POST('/api/res/v1/lofts/{id}/albums', { params: { path: { id: loftId } }, body })),
      onSuccess: refresh,
    }),
    deleteAlbum: useMutation({
      mutationFn: async (albumId: number) => unwrap(await api.DELETE('/api/res/v1/albums/{albumId}', { params: { path: { albumId } } })),
      onSuccess: refresh,
    }),
    deletePhoto: useMutation({
      mutationFn: async ({ albumId, fileId }: { albumId: number; fileId: number }) =>
        unwrap(await api.DELETE('/api/res/v1/albums/{albumId}/photos/{fileId}', { params: { path: { albumId, fileId } } })),
      onSuccess: refresh,
    }),
    addVideo: useMutation({
      mutationFn: async (body: { title: string; url: string; season_id?: number }) =>
        unwrap(await api.POST('/api/res/v1/lofts/{id}/videos', { params: { path: { id: loftId } }, body })),
      onSuccess: refresh,
    }),
    deleteVideo: useMutation({
      mutationFn: async (videoId: number) => unwrap(await api.DELETE('/api/res/v1/lofts/{id}/videos/{videoId}', { params: { path: { id: loftId, videoId } } })),
      onSuccess: refresh,
    }),
  };
}
